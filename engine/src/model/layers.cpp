// Forward / backward pairs of layers.hpp. Each backward names the forward line
// it differentiates. Instantiated for float (training) and double (tests).
#include "attnlab/model/layers.hpp"

#include <algorithm>
#include <cmath>
#include <unsupported/Eigen/SpecialFunctions>

#include "attnlab/support/parallel.hpp"
#include "support/task_pool.hpp"

namespace attn {
namespace {

// Below this many multiply-adds a parallel job costs more than it saves (on
// a loaded machine a helper can wait milliseconds for a time slice), so small
// layers run on one thread. Eigen is single-threaded: the splits here, on the
// engine's task pool, are the only parallelism, one job per product.
constexpr double kParallelWork = 2.0e7;

// Threads for `items` independent pieces of `work` multiply-adds: 1 below the
// threshold or inside a pool task (budget 1), else up to the thread budget.
int threads_for(double work, Eigen::Index items) {
    if (work < kParallelWork) return 1;
    return int(std::min<Eigen::Index>(thread_budget(), items));
}

// Calls f(begin, end) on contiguous chunks of [0, n), one per thread.
template <typename F>
void split(Eigen::Index n, double work, F f) {
    const int k = threads_for(work, n);
    if (k <= 1) return f(Eigen::Index(0), n);
    detail::parallel_for(k, k, [&](int c) { f(n * c / k, n * (c + 1) / k); });
}

}  // namespace

template <typename S>
void embedding_forward(std::span<const int> ids, int t, CMatRef<S> tok, CMatRef<S> pos, Mat<S>& x) {
    const auto n = static_cast<Eigen::Index>(ids.size());
    x.resize(n, tok.cols());
    if (pos.rows() == 0) {
        for (Eigen::Index r = 0; r < n; ++r) x.row(r) = tok.row(ids[r]);  // no position table
        return;
    }
    for (Eigen::Index r = 0; r < n; ++r) x.row(r) = tok.row(ids[r]) + pos.row(r % t);  // (E)
}

template <typename S>
void embedding_backward(std::span<const int> ids, int t, CMatRef<S> dx, MatRef<S> dtok,
                        MatRef<S> dpos) {
    // d(E): each output row is the sum of one tok row and one pos row.
    const bool table = dpos.rows() > 0;
    for (Eigen::Index r = 0; r < dx.rows(); ++r) {
        dtok.row(ids[r]) += dx.row(r);
        if (table) dpos.row(r % t) += dx.row(r);
    }
}

template <typename S>
RopeAngles<S> rope_angles(int T, int dk, double base) {
    RopeAngles<S> a;
    const int pairs = dk / 2;
    a.cos.resize(T, pairs);
    a.sin.resize(T, pairs);
    for (int i = 0; i < pairs; ++i) {
        const double theta = std::pow(base, -2.0 * i / dk);
        for (int p = 0; p < T; ++p) {
            a.cos(p, i) = S(std::cos(p * theta));
            a.sin(p, i) = S(std::sin(p * theta));
        }
    }
    return a;
}

template <typename S>
void rope_turn_qk(Mat<S>& qkv, int t, int heads, const RopeAngles<S>& angles, bool inverse) {
    const auto N = qkv.rows();
    const int d = int(qkv.cols() / 3), dk = d / heads, pairs = dk / 2;
    const S sign = inverse ? S(-1) : S(1);
    for (Eigen::Index r = 0; r < N; ++r) {
        const int p = int(r % t);
        const S* c = angles.cos.row(p).data();
        const S* s = angles.sin.row(p).data();
        S* row = qkv.row(r).data();
        for (int part = 0; part < 2; ++part)  // Q, then K
            for (int j = 0; j < heads; ++j) {
                S* x = row + part * d + j * dk;
                for (int i = 0; i < pairs; ++i) {
                    const S x0 = x[2 * i], x1 = x[2 * i + 1], si = sign * s[i];
                    x[2 * i] = x0 * c[i] - x1 * si;
                    x[2 * i + 1] = x0 * si + x1 * c[i];
                }
            }
    }
}

template <typename S>
void layernorm_forward(CMatRef<S> x, CRowRef<S> w, CRowRef<S> b, Mat<S>& y, Mat<S>& xhat,
                       RowVec<S>& rstd) {
    const auto n = x.rows(), d = x.cols();
    xhat.resize(n, d);
    y.resize(n, d);
    rstd.resize(n);
    const auto mean = x.rowwise().mean();  // (L1)
    xhat.noalias() = x.colwise() - mean;   // (L2)
    rstd = ((xhat.array().square().rowwise().sum() / S(d)) + S(kLayerNormEps))
               .rsqrt()
               .transpose();                                                 // (L3)
    xhat.array().colwise() *= rstd.transpose().array();                      // (L4) x̂
    y.array() = (xhat.array().rowwise() * w.array()).rowwise() + b.array();  // (L5) y
    (void)mean;
}

template <typename S>
void layernorm_backward_add(CMatRef<S> dy, CMatRef<S> xhat, const RowVec<S>& rstd, CRowRef<S> w,
                            Mat<S>& dx, RowRef<S> dw, RowRef<S> db) {
    const auto d = xhat.cols();
    // d(L5): dw += Σ dy ⊙ x̂, db += Σ dy.
    dw.array() += (dy.array() * xhat.array()).colwise().sum();
    db += dy.colwise().sum();
    // d(L1–L4), row by row with no temporaries, g = dy ⊙ w:
    //   dx += rstd (g − mean(g) − x̂ mean(g ⊙ x̂)).
    for (Eigen::Index r = 0; r < dy.rows(); ++r) {
        const auto g = dy.row(r).array() * w.array();
        const auto xr = xhat.row(r).array();
        const S mg = g.sum() / S(d);
        const S mgx = (g * xr).sum() / S(d);
        dx.row(r).array() += rstd(r) * ((g - mg) - xr * mgx);
    }
}

template <typename S>
void linear_forward(CMatRef<S> x, CMatRef<S> W, CRowRef<S> b, Mat<S>& y) {
    y.resize(x.rows(), W.rows());
    split(x.rows(), double(x.rows()) * W.rows() * W.cols(), [&](Eigen::Index r0, Eigen::Index r1) {
        auto yr = y.middleRows(r0, r1 - r0);
        yr.noalias() = x.middleRows(r0, r1 - r0) * W.transpose();  // (Y1)
        if (b.size() != 0) yr.rowwise() += b;                      // (Y2)
    });
}

template <typename S>
void linear_backward(CMatRef<S> dy, CMatRef<S> x, CMatRef<S> W, Mat<S>* dx, MatRef<S> dW,
                     RowRef<S> db) {
    const double work = double(dy.rows()) * W.rows() * W.cols();
    // d(Y1): dx = dy W  (rows of dx split across threads).
    if (dx) {
        dx->resize(dy.rows(), W.cols());
        split(dy.rows(), work, [&](Eigen::Index r0, Eigen::Index r1) {
            dx->middleRows(r0, r1 - r0).noalias() = dy.middleRows(r0, r1 - r0) * W;
        });
    }
    // d(Y1): dW += dyᵀ x;  d(Y2): db += Σ dy  (rows of dW, i.e. outputs, split).
    split(W.rows(), work, [&](Eigen::Index o0, Eigen::Index o1) {
        dW.middleRows(o0, o1 - o0).noalias() += dy.middleCols(o0, o1 - o0).transpose() * x;
        if (db.size() != 0) db.segment(o0, o1 - o0) += dy.middleCols(o0, o1 - o0).colwise().sum();
    });
}

template <typename S>
void gelu_forward(CMatRef<S> x, Mat<S>& y) {
    y.resize(x.rows(), x.cols());
    const S r2 = S(1) / std::sqrt(S(2));
    y.array() = S(0.5) * x.array() * (S(1) + (x.array() * r2).erf());  // (G)
}

template <typename S>
void gelu_backward(CMatRef<S> dy, CMatRef<S> x, Mat<S>& dx) {
    // d(G): dy ⊙ (Φ(x) + x φ(x)).
    dx.resize(x.rows(), x.cols());
    const S r2 = S(1) / std::sqrt(S(2));
    const S rpi = S(1) / std::sqrt(S(2) * S(M_PI));
    const auto xa = x.array();
    dx.array() =
        dy.array() * (S(0.5) * (S(1) + (xa * r2).erf()) + xa * rpi * (S(-0.5) * xa.square()).exp());
}

template <typename S>
void attention_forward(CMatRef<S> qkv, int t, int heads, Mat<S>& probs, Mat<S>& ctx,
                       const Mat<S>* score_bias) {
    const auto n = qkv.rows();
    const int d = static_cast<int>(qkv.cols() / 3), dk = d / heads;
    const int B = static_cast<int>(n / t);
    probs.resize(Eigen::Index(B) * heads * t, t);
    ctx.resize(n, d);
    const S scale = S(1) / std::sqrt(S(dk));
    detail::parallel_for(B * heads, threads_for(4.0 * n * t * d, B * heads), [&](int bj) {
        const int b = bj / heads, j = bj % heads;
        const auto Q = qkv.block(Eigen::Index(b) * t, j * dk, t, dk);
        const auto K = qkv.block(Eigen::Index(b) * t, d + j * dk, t, dk);
        const auto V = qkv.block(Eigen::Index(b) * t, 2 * d + j * dk, t, dk);
        auto P = probs.block(Eigen::Index(bj) * t, 0, t, t);
        P.noalias() = (Q * K.transpose()) * scale;  // (A1) Z = Q Kᵀ / √dk
        if (score_bias) {
            const Eigen::Index tb = score_bias->cols();
            P += score_bias->block(Eigen::Index(j) * tb, 0, t, t);  // (A1') Z += bias_j
        }
        for (int i = 0; i < t; ++i) {  // (A2) P = softmax(Z + causal mask)
            auto row = P.row(i).head(i + 1);
            const S m = row.maxCoeff();
            row = (row.array() - m).exp().matrix();
            row /= row.sum();
            P.row(i).tail(t - i - 1).setZero();
        }
        ctx.block(Eigen::Index(b) * t, j * dk, t, dk).noalias() = P * V;  // (A3) ctx = P V
    });
}

template <typename S>
void attention_backward(CMatRef<S> dctx, CMatRef<S> qkv, CMatRef<S> probs, int t, int heads,
                        Mat<S>& dqkv, Mat<S>* dscores) {
    const auto n = qkv.rows();
    const int d = static_cast<int>(qkv.cols() / 3), dk = d / heads;
    const int B = static_cast<int>(n / t);
    dqkv.resize(n, 3 * d);
    if (dscores) dscores->resize(Eigen::Index(B) * heads * t, t);
    const S scale = S(1) / std::sqrt(S(dk));
    detail::parallel_for(B * heads, threads_for(4.0 * n * t * d, B * heads), [&](int bj) {
        const int b = bj / heads, j = bj % heads;
        const Eigen::Index r0 = Eigen::Index(b) * t;
        const auto Q = qkv.block(r0, j * dk, t, dk);
        const auto K = qkv.block(r0, d + j * dk, t, dk);
        const auto V = qkv.block(r0, 2 * d + j * dk, t, dk);
        const auto P = probs.block(Eigen::Index(bj) * t, 0, t, t);
        const auto dC = dctx.block(r0, j * dk, t, dk);
        dqkv.block(r0, 2 * d + j * dk, t, dk).noalias() = P.transpose() * dC;  // d(A3) dV = Pᵀ dctx
        thread_local Mat<S> dZ;  // t × t scratch, reused across calls
        dZ.resize(t, t);
        dZ.noalias() = dC * V.transpose();  // d(A3) dP = dctx Vᵀ
        // d(A2) softmax: dZ = P ⊙ (dP − rowsum(dP ⊙ P)); masked P = 0 gives dZ = 0.
        const auto rs = (dZ.array() * P.array()).rowwise().sum().eval();
        dZ.array() = P.array() * (dZ.array().colwise() - rs);
        if (dscores) dscores->block(Eigen::Index(bj) * t, 0, t, t) = dZ;
        dZ *= scale;
        dqkv.block(r0, j * dk, t, dk).noalias() = dZ * K;  // d(A1) dQ = dZ K / √dk
        dqkv.block(r0, d + j * dk, t, dk).noalias() = dZ.transpose() * Q;  // d(A1) dK = dZᵀ Q / √dk
    });
}

template <typename S>
S cross_entropy_forward(CMatRef<S> logits, std::span<const int> targets, Mat<S>& probs) {
    const auto n = logits.rows();
    probs.resize(n, logits.cols());
    S loss = 0;
    Eigen::Index counted = 0;
    for (Eigen::Index r = 0; r < n; ++r) {
        const S mx = logits.row(r).maxCoeff();
        probs.row(r).array() = (logits.row(r).array() - mx).exp();  // (C1) unnormalised softmax
        const S sum = probs.row(r).sum();
        if (targets[r] != kIgnoreTarget) {
            loss += std::log(sum) - (logits(r, targets[r]) - mx);  // (C2) −log p[target]
            ++counted;
        }
        probs.row(r) /= sum;  // (C1) normalised
    }
    return counted == 0 ? S(0) : loss / S(counted);
}

template <typename S>
void cross_entropy_backward(CMatRef<S> probs, std::span<const int> targets, Mat<S>& dlogits,
                            Eigen::Index total_rows) {
    // d(C1, C2) of the mean over total_rows rows: (softmax − onehot) / total_rows.
    const auto n = probs.rows();
    const auto counted = static_cast<Eigen::Index>(
        std::count_if(targets.begin(), targets.end(), [](int t) { return t != kIgnoreTarget; }));
    const S inv = S(1) / S(std::max<Eigen::Index>(1, total_rows > 0 ? total_rows : counted));
    dlogits.resize(n, probs.cols());
    dlogits.noalias() = probs * inv;
    for (Eigen::Index r = 0; r < n; ++r) {
        if (targets[r] == kIgnoreTarget)
            dlogits.row(r).setZero();
        else
            dlogits(r, targets[r]) -= inv;
    }
}

#define ATTN_INSTANTIATE(S)                                                                       \
    template void embedding_forward<S>(std::span<const int>, int, CMatRef<S>, CMatRef<S>,         \
                                       Mat<S>&);                                                  \
    template void embedding_backward<S>(std::span<const int>, int, CMatRef<S>, MatRef<S>,         \
                                        MatRef<S>);                                               \
    template void layernorm_forward<S>(CMatRef<S>, CRowRef<S>, CRowRef<S>, Mat<S>&, Mat<S>&,      \
                                       RowVec<S>&);                                               \
    template void layernorm_backward_add<S>(CMatRef<S>, CMatRef<S>, const RowVec<S>&, CRowRef<S>, \
                                            Mat<S>&, RowRef<S>, RowRef<S>);                       \
    template void linear_forward<S>(CMatRef<S>, CMatRef<S>, CRowRef<S>, Mat<S>&);                 \
    template void linear_backward<S>(CMatRef<S>, CMatRef<S>, CMatRef<S>, Mat<S>*, MatRef<S>,      \
                                     RowRef<S>);                                                  \
    template void gelu_forward<S>(CMatRef<S>, Mat<S>&);                                           \
    template void gelu_backward<S>(CMatRef<S>, CMatRef<S>, Mat<S>&);                              \
    template void attention_forward<S>(CMatRef<S>, int, int, Mat<S>&, Mat<S>&, const Mat<S>*);    \
    template void attention_backward<S>(CMatRef<S>, CMatRef<S>, CMatRef<S>, int, int, Mat<S>&,    \
                                        Mat<S>*);                                                 \
    template RopeAngles<S> rope_angles<S>(int, int, double);                                      \
    template void rope_turn_qk<S>(Mat<S>&, int, int, const RopeAngles<S>&, bool);                 \
    template S cross_entropy_forward<S>(CMatRef<S>, std::span<const int>, Mat<S>&);               \
    template void cross_entropy_backward<S>(CMatRef<S>, std::span<const int>, Mat<S>&,            \
                                            Eigen::Index);

ATTN_INSTANTIATE(float)
ATTN_INSTANTIATE(double)

}  // namespace attn
