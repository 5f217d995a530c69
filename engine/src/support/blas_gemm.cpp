#include "support/blas_gemm.hpp"

#include <cblas.h>

#include <algorithm>
#include <mutex>

#include "attnlab/support/parallel.hpp"
#include "support/task_pool.hpp"

namespace attn::detail {
namespace {

void single_threaded_blas() {
    static std::once_flag once;
    std::call_once(once, [] { openblas_set_num_threads(1); });
}

}  // namespace

void sgemm(bool trans_a, bool trans_b, int m, int n, int k, float alpha, const float* A, int lda,
           const float* B, int ldb, float beta, float* C, int ldc) {
    if (m <= 0 || n <= 0) return;
    single_threaded_blas();
    cblas_sgemm(CblasRowMajor, trans_a ? CblasTrans : CblasNoTrans,
                trans_b ? CblasTrans : CblasNoTrans, m, n, k, alpha, A, lda, B, ldb, beta, C, ldc);
}

void sgemm_rows(int m, int n, int k, float alpha, const float* A, int lda, const float* B, int ldb,
                bool trans_b, float beta, float* C, int ldc) {
    // Bands of at least 32 rows: below that a second thread costs more than it saves.
    const int bands = std::clamp(m / 32, 1, std::max(1, thread_budget()));
    const int per = (m + bands - 1) / bands;
    parallel_for(bands, bands, [&](int b) {
        const int r0 = b * per, r1 = std::min(m, r0 + per);
        if (r0 < r1)
            sgemm(false, trans_b, r1 - r0, n, k, alpha, A + std::ptrdiff_t(r0) * lda, lda, B, ldb,
                  beta, C + std::ptrdiff_t(r0) * ldc, ldc);
    });
}

void linear_rows(const Eigen::Ref<const Matrix>& x, const Matrix& W, const Vector& b, Matrix& y) {
    const int n = int(x.rows()), in = int(x.cols()), out = int(W.cols());
    y.resize(n, out);
    if (b.size() > 0) {
        y.rowwise() = b;
        sgemm_rows(n, out, in, 1.0f, x.data(), int(x.outerStride()), W.data(), out, false, 1.0f,
                   y.data(), out);
    } else {
        sgemm_rows(n, out, in, 1.0f, x.data(), int(x.outerStride()), W.data(), out, false, 0.0f,
                   y.data(), out);
    }
}

}  // namespace attn::detail
