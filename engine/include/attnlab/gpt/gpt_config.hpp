// GptConfig: the size and options of a GPT-2-family decoder (GPT-2 small to xl,
// distilgpt2, nanoGPT checkpoints). Plain value.
//
// Legend: L layers, h heads, d width, dk = d / h, T positions (n_positions /
// block_size), V vocabulary, F feed-forward width (4d unless ff says otherwise).
#pragma once

#include <cstddef>
#include <string>

#include "attnlab/attention/position_encoding.hpp"

namespace attn {

// The MLP's GELU: GPT-2's tanh approximation ("gelu_new", also "gelu_pytorch_tanh")
// or the exact erf form ("gelu", nanoGPT's nn.GELU()).
enum class GptActivation { gelu_tanh, gelu_exact };

struct GptConfig {
    int layers = 12;       // L (n_layer)
    int heads = 12;        // h (n_head); divides d
    int d = 768;           // d (n_embd)
    int positions = 1024;  // T (n_positions, block_size)
    int vocab = 50257;     // V (vocab_size)
    double eps = 1e-5;     // LayerNorm epsilon (layer_norm_epsilon)
    GptActivation activation = GptActivation::gelu_tanh;
    bool bias = true;       // Linear and LayerNorm biases (nanoGPT's bias: false has none)
    bool tied_head = true;  // logits = LN(x) · wteᵀ; false: a separate lm_head V × d
    int ff = 0;             // the MLP's width F; 0: GPT-2's 4d (a lab-trained model's may differ)
    // GPT-2 and nanoGPT learn wpe (Learned). A lab-trained model may instead
    // turn Q and K (Rope, pairs (2i, 2i+1) of each head, base rope_base) or add
    // ALiBi's −mₕ·(i − j) to head h's scaled scores; its wpe is then zero (or
    // the fixed sinusoidal table, which the pass adds as it adds wpe).
    PositionEncoding position = PositionEncoding::Learned;
    double rope_base = kRopeBase;

    int dk() const { return d / heads; }
    int d_ff() const { return ff > 0 ? ff : 4 * d; }
    bool operator==(const GptConfig&) const = default;
};

// Throws std::invalid_argument naming the field ("n_head 5 does not divide
// n_embd 768") when a size is not positive, too large for the engine
// (d ≤ 16384, L ≤ 256, h ≤ 1024, T ≤ 65536, V ≤ 2²⁴, parameters < 2³¹) or eps
// is not positive and finite.
void validate(const GptConfig& c);

// Number of fp32 weights the model holds (the tied head counted once).
std::size_t gpt_parameter_count(const GptConfig& c);
// Bytes of those weights in fp32.
std::size_t gpt_weight_bytes(const GptConfig& c);
// Bytes a viewing pass of n tokens keeps: every layer's and head's causal
// triangle (L · h · n(n+1)/2 floats), the residual stream ((L+1) · n · d) and
// scratch (n · (3d + F) + n · n floats), and the logits asked for (rows · V).
std::size_t gpt_pass_bytes(const GptConfig& c, int n, int logit_rows = 1);

// "12 layers × 12 heads, d 768, 1024 positions, 50257 tokens, 124.4 M weights".
std::string describe(const GptConfig& c);

}  // namespace attn
