// The pieces of a GPT-2 block shared by the viewing pass (gpt_pass.cpp) and
// activation patching (gpt_patch.cpp). All matrices row-major, fp32.
#pragma once

#include <span>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/gpt/gpt_config.hpp"
#include "attnlab/support/types.hpp"

namespace attn::detail {

inline constexpr int kBlock = 64;  // query rows per attention block

// y = LN(x) row-wise: (x − mean)/√(var + eps) ⊙ w + b (b empty: no bias). y resized.
void layernorm(const Eigen::Ref<const Matrix>& x, const Vector& w, const Vector& b, double eps,
               Matrix& y);
// GELU in place over all of h's rows, in bands of at least 32 rows on the pool.
void gelu_parallel(Matrix& h, int threads, GptActivation act);
void add_bias(Matrix& y, const Vector& b);  // y.rowwise() += b when b is not empty

// RoPE on `rows` rows of x (row stride ld; each row heads of dk columns side
// by side, d in all): row r sits at position first + r mod period, and in
// every head columns (2i, 2i+1) turn by that position times θᵢ. angles: at
// least that many positions (rope_angles of attnlab/model/layers.hpp).
void rope_rows(float* x, int rows, int ld, int d, int dk, int period, int first, const Matrix& cos,
               const Matrix& sin);

// One head's causal attention over n tokens, in blocks of kBlock queries that
// multiply only the keys they can see. qkv: n rows of 3d (Q, K, V side by side;
// head j's columns j·dk…, row stride 3d); S: scratch of at least kBlock × n
// floats, used packed (ld = the block's last key + 1) so the bits never depend
// on what a longer pass left in it; tri: the head's causal triangle of weights
// (row i at i(i+1)/2), or null when not kept; ctx: n rows of d, head j's dk
// columns written. `cuts` (layer l's and others') set scores to −∞ first;
// alibi (the head's slope m, 0: none) adds −m·(i − j) to each scaled score.
void attention_head(const float* qkv, int n, int d, int l, int j, int dk, float scale,
                    std::span<const Intervention> cuts, float* S, float* tri, float* ctx,
                    float alibi = 0.0f);

// The last query's row of one head: its softmax over keys 0 … n−1 times V,
// written to ctx_row's head-j columns (dk floats at j·dk). q: the query's dk
// values for head j; kv: the sequence's n rows of K then V (2d wide, row
// stride ld_kv); s: n floats of scratch; alibi as for attention_head (the
// query at position n − 1).
void attention_last_query(const float* q, const float* kv, int ld_kv, int n, int d, int j, int dk,
                          float scale, float* s, float* ctx_row, float alibi = 0.0f);

}  // namespace attn::detail
