// AttentionConfig: one description for every rung of the ladder.
//
// The two failed attempts of Module 1 come first; they compare no words, so
// every raw score is 0 and their weights are fixed (independent of X):
//   NoMixing      S = 0,  W = I (a word sees only itself),  Z = X          (attempt 0)
//   EqualAverage  S = 0,  W = softmax_rows(S) = 1/n,         Z = W·X        (attempt 1)
//                 (causal: row i averages words 0..i, weight 1/(i+1) each)
//   Simple     S = X·Xᵀ,            W = softmax_rows(S·s),  Z = W·X            (Module 1)
//   Scaled     S = Q·Kᵀ, Q = X·W_Q,  W = softmax_rows(S·s),  Z = W·V, V = X·W_V  (Module 2, 1 head)
//   MultiHead  per head h: Q_h = X·W_Q[:, h·dk:(h+1)·dk] (likewise K_h, V_h),
//              Z = concat_h(softmax_rows(Q_h·K_hᵀ·s)·V_h) · W_O           (Part 2 text)
//
// s = 1/√dk when `scale` is on, else 1 (dk = d for Simple and Scaled; the
// fixed rungs have nothing to scale: `scale` must be off and s = 1).
// `causal` masks every score above the diagonal (word i sees words 0..i).
// `position` says where a word sits (attnlab/attention/position_encoding.hpp):
// none, sinusoidal (added to X before anything else), rope (queries and keys
// rotated, base `rope_base`) or alibi (a distance penalty on each head's
// scores); the fixed rungs compare no words, so rope and alibi leave them as
// they are.
//
// The projection matrices are stored whole, d × d, heads side by side in
// column blocks (the layout of PyTorch's in_proj_weight, transposed).
// An empty W_V or W_O means the identity.
#pragma once

#include <array>
#include <string>

#include "attnlab/attention/position_encoding.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/support/types.hpp"

namespace attn {

// Declaration order is not the ladder's (the first three came first; a
// value-initialised Variant stays Simple); kLadder is the teaching order.
enum class Variant { Simple, Scaled, MultiHead, NoMixing, EqualAverage };
inline constexpr std::array<Variant, 5> kLadder{
    Variant::NoMixing, Variant::EqualAverage, Variant::Simple, Variant::Scaled, Variant::MultiHead};

// "simple", "scaled", "multihead", "no-mixing", "equal-average" (lesson files, CLI)
const char* variant_name(Variant v);
Variant variant_from_name(
    const std::string& name);  // throws std::invalid_argument listing the names
// "no-mixing, equal-average, simple, scaled or multihead" for messages; with
// `quoted`, each name in double quotes (the lesson reader's JSON wording).
std::string variant_names(bool quoted = false);

// The rung reads W_Q, W_K, W_V (Scaled, MultiHead); the others blend rows of X.
bool uses_projections(Variant v);
// The rung's weights do not depend on the words (NoMixing, EqualAverage).
bool fixed_weights(Variant v);

struct Projection {
    Matrix values;     // d × d, or empty (identity) where allowed
    std::string note;  // one-line explanation shown with the matrix
    bool operator==(const Projection&) const = default;
};

struct AttentionConfig {
    Variant variant = Variant::Simple;
    int heads = 1;                                       // h; Simple and Scaled use 1
    bool scale = false;                                  // divide scores by √dk
    bool causal = false;                                 // mask future words
    PositionEncoding position = PositionEncoding::None;  // never Learned (a model's own)
    double rope_base = kRopeBase;                        // RoPE's base, > 1
    Projection wq, wk, wv, wo;

    int head_width(int d) const { return heads > 0 ? d / heads : 0; }  // dk
    bool operator==(const AttentionConfig&) const = default;
};

// Throws std::invalid_argument naming the field and the expected shape or
// range when cfg cannot be applied to inputs of width d.
void validate(const AttentionConfig& cfg, int d);

// Identity-initialised config of the given variant for width d (helper for
// editors and tests).
AttentionConfig default_config(Variant v, int d, int heads = 1);

}  // namespace attn
