// Block pieces of the GPT-2 pass (contracts in gpt_block_ops.hpp).
#include "gpt_block_ops.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unsupported/Eigen/SpecialFunctions>

#include "support/blas_gemm.hpp"
#include "support/task_pool.hpp"

namespace attn::detail {
namespace {

// GELU in place on rows [r0, r1).
void gelu_rows(Matrix& h, Eigen::Index r0, Eigen::Index r1, GptActivation act) {
    auto a = h.middleRows(r0, r1 - r0).array();
    if (act == GptActivation::gelu_tanh) {
        const float c = std::sqrt(2.0f / float(M_PI));
        a = 0.5f * a * (1.0f + (c * (a + 0.044715f * a.cube())).tanh());
    } else {
        a = 0.5f * a * (1.0f + (a * float(M_SQRT1_2)).erf());
    }
}

}  // namespace

void layernorm(const Eigen::Ref<const Matrix>& x, const Vector& w, const Vector& b, double eps,
               Matrix& y) {
    y.resize(x.rows(), x.cols());
    const float inv_d = 1.0f / float(x.cols());
    for (Eigen::Index r = 0; r < x.rows(); ++r) {
        const float mean = x.row(r).sum() * inv_d;
        auto centred = (x.row(r).array() - mean);
        const float var = centred.square().sum() * inv_d;
        const float rstd = 1.0f / std::sqrt(var + float(eps));
        if (b.size() > 0)
            y.row(r).array() = centred * rstd * w.array() + b.array();
        else
            y.row(r).array() = centred * rstd * w.array();
    }
}

void gelu_parallel(Matrix& h, int threads, GptActivation act) {
    const int n = int(h.rows());
    const int bands = std::clamp(n / 32, 1, std::max(1, threads));
    const int per = (n + bands - 1) / bands;
    parallel_for(bands, bands, [&](int b) {
        const int r0 = b * per, r1 = std::min(n, r0 + per);
        if (r0 < r1) gelu_rows(h, r0, r1, act);
    });
}

void add_bias(Matrix& y, const Vector& b) {
    if (b.size() > 0) y.rowwise() += b;
}

void rope_rows(float* x, int rows, int ld, int d, int dk, int period, int first, const Matrix& cos,
               const Matrix& sin) {
    const int pairs = dk / 2;
    for (int r = 0; r < rows; ++r) {
        const int p = first + r % period;
        const float* c = cos.row(p).data();
        const float* s = sin.row(p).data();
        float* row = x + std::ptrdiff_t(r) * ld;
        for (int c0 = 0; c0 < d; c0 += dk)
            for (int i = 0; i < pairs; ++i) {
                float* v = row + c0 + 2 * i;
                const float x0 = v[0], x1 = v[1];
                v[0] = x0 * c[i] - x1 * s[i];
                v[1] = x0 * s[i] + x1 * c[i];
            }
    }
}

void attention_head(const float* qkv, int n, int d, int l, int j, int dk, float scale,
                    std::span<const Intervention> cuts, float* S, float* tri, float* ctx,
                    float alibi) {
    const int qkv_ld = 3 * d;
    const float* Q = qkv + j * dk;
    const float* K = qkv + d + j * dk;
    const float* V = qkv + 2 * d + j * dk;
    for (int i0 = 0; i0 < n; i0 += kBlock) {
        const int i1 = std::min(n, i0 + kBlock), rows_b = i1 - i0, ld = i1;
        // S[0:rows_b, 0:i1] = Q[i0:i1] · K[0:i1]ᵀ / √dk
        sgemm(false, true, rows_b, i1, dk, scale, Q + std::ptrdiff_t(i0) * qkv_ld, qkv_ld, K,
              qkv_ld, 0.0f, S, ld);
        for (int r = 0; r < rows_b; ++r) {  // softmax over the keys row i sees, 0 … i
            const int i = i0 + r, len = i + 1;
            auto row = Eigen::Map<Eigen::ArrayXf>(S + std::ptrdiff_t(r) * ld, len);
            if (alibi != 0.0f)  // −m·(i − k) for keys k = 0 … i
                for (int k = 0; k < len; ++k) row[k] -= alibi * float(i - k);
            for (const Intervention& v : cuts)  // a cut line: −∞ before the softmax
                if (v.query == i && v.key <= i && is_cut(cuts, l, j, i, v.key))
                    row[v.key] = -std::numeric_limits<float>::infinity();
            const float mx = row.maxCoeff();
            row = (row - mx).exp();
            row *= 1.0f / row.sum();
            if (tri) std::copy(row.data(), row.data() + len, tri + std::size_t(i) * (i + 1) / 2);
            std::fill(S + std::ptrdiff_t(r) * ld + len, S + std::ptrdiff_t(r) * ld + i1, 0.0f);
        }
        // ctx[i0:i1, head j] = P · V[0:i1]
        sgemm(false, false, rows_b, dk, i1, 1.0f, S, ld, V, qkv_ld, 0.0f,
              ctx + std::ptrdiff_t(i0) * d + j * dk, d);
    }
}

void attention_last_query(const float* q, const float* kv, int ld_kv, int n, int d, int j, int dk,
                          float scale, float* s, float* ctx_row, float alibi) {
    const float* K = kv + j * dk;
    const float* V = kv + d + j * dk;
    // s = q · K[0:n]ᵀ / √dk, then the softmax, then s · V[0:n]
    sgemm(false, true, 1, n, dk, scale, q, dk, K, ld_kv, 0.0f, s, n);
    auto row = Eigen::Map<Eigen::ArrayXf>(s, n);
    if (alibi != 0.0f)
        for (int k = 0; k < n; ++k) row[k] -= alibi * float(n - 1 - k);
    const float mx = row.maxCoeff();
    row = (row - mx).exp();
    row *= 1.0f / row.sum();
    sgemm(false, false, 1, dk, n, 1.0f, s, n, V, ld_kv, 0.0f, ctx_row + j * dk, d);
}

}  // namespace attn::detail
