// The layers of the tiny transformer as forward / backward function pairs
// (llm.c style), templated on the scalar: float for training, double for the
// finite-difference tests. Instantiated for float and double in layers.cpp.
//
// Legend: N = B·t rows (B sequences of t ≤ T tokens, sequence b in rows
// b·t … b·t+t−1), d width, h heads, dk = d / h, F feed-forward width,
// V vocabulary. All matrices row-major.
//
// Conventions: forward functions overwrite (and size) their outputs.
// Backward functions ADD parameter gradients into dW/db (the model zeroes them
// once per step) and OVERWRITE the input gradient dx unless the name says "add".
#pragma once

#include <Eigen/Core>
#include <span>

namespace attn {

template <typename S>
using Mat = Eigen::Matrix<S, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
template <typename S>
using RowVec = Eigen::Matrix<S, 1, Eigen::Dynamic>;
template <typename S>
using CMatRef = Eigen::Ref<const Mat<S>>;
template <typename S>
using MatRef = Eigen::Ref<Mat<S>>;
template <typename S>
using CRowRef = Eigen::Ref<const RowVec<S>>;
template <typename S>
using RowRef = Eigen::Ref<RowVec<S>>;

inline constexpr double kLayerNormEps = 1e-5;

// x = tok[ids] + pos[0..t−1]:  ids N (B × t), tok V × d, pos T × d → x N × d.
// pos with no rows adds nothing (a model without a position table).
template <typename S>
void embedding_forward(std::span<const int> ids, int t, CMatRef<S> tok, CMatRef<S> pos, Mat<S>& x);
// Differentiates embedding_forward: dtok[ids[r]] += dx[r], dpos[r mod t] += dx[r]
// (dpos with no rows: no table to train).
template <typename S>
void embedding_backward(std::span<const int> ids, int t, CMatRef<S> dx, MatRef<S> dtok,
                        MatRef<S> dpos);

// y = x̂ ⊙ w + b with x̂ = (x − mean) · rstd, rstd = 1/√(var + 1e-5) per row.
// x, y, xhat N × d; rstd N (kept for backward).
template <typename S>
void layernorm_forward(CMatRef<S> x, CRowRef<S> w, CRowRef<S> b, Mat<S>& y, Mat<S>& xhat,
                       RowVec<S>& rstd);
// Differentiates layernorm_forward; ADDS into dx:
//   dx += rstd · (g − mean(g) − x̂ · mean(g ⊙ x̂)),  g = dy ⊙ w;  dw += Σ dy ⊙ x̂;  db += Σ dy.
template <typename S>
void layernorm_backward_add(CMatRef<S> dy, CMatRef<S> xhat, const RowVec<S>& rstd, CRowRef<S> w,
                            Mat<S>& dx, RowRef<S> dw, RowRef<S> db);

// y = x · Wᵀ + b:  x N × in, W out × in, b out (b.size() == 0: no bias) → y N × out.
template <typename S>
void linear_forward(CMatRef<S> x, CMatRef<S> W, CRowRef<S> b, Mat<S>& y);
// Differentiates linear_forward: dx = dy · W;  dW += dyᵀ · x;  db += Σ_rows dy.
// dx may be nullptr when the input needs no gradient.
template <typename S>
void linear_backward(CMatRef<S> dy, CMatRef<S> x, CMatRef<S> W, Mat<S>* dx, MatRef<S> dW,
                     RowRef<S> db);

// Exact GELU: y = x · Φ(x) = ½ x (1 + erf(x/√2)), element-wise.
template <typename S>
void gelu_forward(CMatRef<S> x, Mat<S>& y);
// Differentiates gelu_forward: dx = dy ⊙ (Φ(x) + x · φ(x)),  φ(x) = e^{−x²/2}/√(2π).
template <typename S>
void gelu_backward(CMatRef<S> dy, CMatRef<S> x, Mat<S>& dx);

// Causal multi-head attention core (between in_proj and out_proj).
//   qkv N × 3d: columns [Q | K | V], head j uses columns j·dk … j·dk+dk−1 of each.
//   For sequence b and head j:  P = softmax(Q Kᵀ / √dk + causal mask)  (t × t,
//   entries above the diagonal exactly 0), ctx_bj = P · V.
//   P is stored in probs ((B·h·t) × t), block (b·h + j) at rows (b·h+j)·t;
//   ctx N × d (heads side by side, as nn.MultiheadAttention concatenates them).
//   score_bias (optional): (h·T') × T' with T' ≥ t; head j's block at rows j·T',
//   whose top-left t × t is added to Z of every sequence before the mask
//   (P = softmax(Z + bias + mask)): a fixed additive score term per head.
template <typename S>
void attention_forward(CMatRef<S> qkv, int t, int heads, Mat<S>& probs, Mat<S>& ctx,
                       const Mat<S>* score_bias = nullptr);
// Differentiates attention_forward, writing dqkv N × 3d:
//   dV = Pᵀ dctx;  dP = dctx Vᵀ;  dZ = P ⊙ (dP − rowsum(dP ⊙ P));
//   dQ = dZ K / √dk;  dK = dZᵀ Q / √dk.   (Masked entries have P = 0, so dZ = 0.)
// dscores (optional) receives dZ, the gradient with respect to each score
// Z = Q Kᵀ / √dk (and so to a score bias), laid out as probs: (B·h·t) × t.
template <typename S>
void attention_backward(CMatRef<S> dctx, CMatRef<S> qkv, CMatRef<S> probs, int t, int heads,
                        Mat<S>& dqkv, Mat<S>* dscores = nullptr);

// RoPE's angles for positions p < T in heads of width dk (even): cos and sin
// of p·θᵢ, θᵢ = base^(−2i/dk), each T × dk/2 (computed in double).
template <typename S>
struct RopeAngles {
    Mat<S> cos, sin;
};
template <typename S>
RopeAngles<S> rope_angles(int T, int dk, double base);
// Turns the query and key columns of qkv (N × 3d, N = B·t, row r at position
// r mod t; t ≤ the angles' T): in every head, columns (2i, 2i+1) by p·θᵢ,
//   (x₀, x₁) → (x₀ cos − x₁ sin, x₀ sin + x₁ cos).
// inverse turns by −p·θᵢ: the transpose, so applied to dqkv it is the
// backward of the forward turn. V's columns are left alone.
template <typename S>
void rope_turn_qk(Mat<S>& qkv, int t, int heads, const RopeAngles<S>& angles, bool inverse);

// A target that no loss counts (as PyTorch's ignore_index): its row's
// softmax is still kept, its loss and gradient are left out.
inline constexpr int kIgnoreTarget = -1;

// Mean cross-entropy of logits (N × V) against targets (N ids, or
// kIgnoreTarget): loss = −(1/C) Σ_r log softmax(logits_r)[targets_r] over the
// C counted rows (0 when none). probs (N × V) keeps the softmax of every row.
template <typename S>
S cross_entropy_forward(CMatRef<S> logits, std::span<const int> targets, Mat<S>& probs);
// Differentiates cross_entropy_forward: dlogits = (probs − onehot(targets)) / C,
// rows of ignored targets 0. When these rows are a slice of a larger mean,
// total_rows is that mean's C (0: the slice's own counted rows).
template <typename S>
void cross_entropy_backward(CMatRef<S> probs, std::span<const int> targets, Mat<S>& dlogits,
                            Eigen::Index total_rows = 0);

}  // namespace attn
