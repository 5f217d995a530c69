// GptModel: a GPT-2-family decoder's weights in fp32, laid out for inference.
// Every projection is stored in × out (GPT-2's Conv1D layout), so a layer is
// y = x · W + b with x n × in. Readers transpose nn.Linear (out × in) weights
// on load (nanoGPT). A bias that the config has not (bias = false) is empty.
//
//   x_0 = wte[ids] + wpe[0..n−1]                                  n × d
//   per block l:  a = LN1(x);  qkv = a · attn_w + attn_b           n × 3d: [Q | K | V]
//                 x += (concat_j softmax(Q_j K_jᵀ/√dk + causal) V_j) · proj_w + proj_b
//                 x += GELU(LN2(x) · fc_w + fc_b) · fc_proj_w + fc_proj_b
//   logits = LN_f(x) · wteᵀ   (tied) or · headᵀ                    rows × V
#pragma once

#include <vector>

#include "attnlab/gpt/gpt_config.hpp"
#include "attnlab/support/types.hpp"

namespace attn {

struct GptBlock {
    Vector ln1_w, ln1_b;  // d (ln1_b empty without bias)
    Matrix attn_w;        // d × 3d: columns W_Q, then W_K, then W_V (head j: columns j·dk…)
    Vector attn_b;        // 3d or empty
    Matrix proj_w;        // d × d
    Vector proj_b;        // d or empty
    Vector ln2_w, ln2_b;  // d
    Matrix fc_w;          // d × F
    Vector fc_b;          // F or empty
    Matrix fc_proj_w;     // F × d
    Vector fc_proj_b;     // d or empty
};

struct GptModel {
    GptConfig config;
    Matrix wte;                    // V × d, token embedding
    Matrix wpe;                    // T × d, position embedding
    std::vector<GptBlock> blocks;  // L
    Vector lnf_w, lnf_b;           // d (lnf_b empty without bias)
    Matrix head;                   // V × d when !config.tied_head; empty when tied (wte is used)

    // Every tensor of `config`'s shapes, zero (biases empty when !config.bias).
    // Throws std::invalid_argument (validate(config)).
    static GptModel zeros(const GptConfig& config);
    // Seeded random weights N(0, 0.02²), LayerNorm w = 1, b = 0 (the benchmark's model).
    static GptModel random(const GptConfig& config, unsigned long long seed);

    // Throws std::invalid_argument naming the first tensor whose shape disagrees
    // with config, or which holds a NaN or infinity ("h.3.attn.c_attn.weight: …").
    void check() const;
    const Matrix& output_embedding() const { return config.tied_head ? wte : head; }  // V × d
};

}  // namespace attn
