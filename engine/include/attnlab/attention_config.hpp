// AttentionConfig: one description for every rung of the ladder.
//
//   Simple     S = X·Xᵀ,            W = softmax_rows(S·s),  Z = W·X            (Module 1)
//   Scaled     S = Q·Kᵀ, Q = X·W_Q,  W = softmax_rows(S·s),  Z = W·V, V = X·W_V  (Module 2, 1 head)
//   MultiHead  per head h: Q_h = X·W_Q[:, h·dk:(h+1)·dk] (likewise K_h, V_h),
//              Z = concat_h(softmax_rows(Q_h·K_hᵀ·s)·V_h) · W_O           (Part 2 text)
//
// s = 1/√dk when `scale` is on, else 1 (dk = d for Simple and Scaled).
// `causal` masks every score above the diagonal (word i sees words 0..i).
// `positions` adds the sinusoidal encoding to X before anything else.
//
// The projection matrices are stored whole, d × d, heads side by side in
// column blocks (the layout of PyTorch's in_proj_weight, transposed).
// An empty W_V or W_O means the identity.
#pragma once

#include <string>

#include "attnlab/limits.hpp"
#include "attnlab/types.hpp"

namespace attn {

enum class Variant { Simple, Scaled, MultiHead };

const char* variant_name(Variant v);                  // "simple", "scaled", "multihead"
Variant variant_from_name(const std::string& name);  // throws std::invalid_argument

struct Projection {
    Matrix values;     // d × d, or empty (identity) where allowed
    std::string note;  // one-line explanation shown with the matrix
    bool operator==(const Projection&) const = default;
};

struct AttentionConfig {
    Variant variant = Variant::Simple;
    int heads = 1;          // h; Simple and Scaled use 1
    bool scale = false;     // divide scores by √dk
    bool causal = false;    // mask future words
    bool positions = false; // add sinusoidal positional encoding to X
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
