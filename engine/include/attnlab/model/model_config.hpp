// ModelConfig: the size of a decoder-only transformer (TinyGPT of
// tests/reference/tiny_gpt.py), and the layout of its parameters in one flat
// buffer — the same tensors, names, shapes and order as TinyGPT's state_dict.
//
// Legend: V vocabulary, T context, d width, h heads, dk = d / h, L layers,
// F = d_ff (feed-forward width). Linear weights are stored as PyTorch does,
// out × in, row-major: y = x · Wᵀ + b.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "attnlab/attention/position_encoding.hpp"

namespace attn {

struct ModelConfig {
    int vocab = 64;    // V
    int context = 32;  // T, the longest sequence the position table covers
    int d = 64;        // d
    int heads = 4;     // h; must divide d
    int layers = 2;    // L
    int d_ff = 256;    // F
    // false: attention only — no LN2 and no feed-forward layer in any block
    // (the setting of the induction-head papers); d_ff is then unused.
    bool mlp = true;
    // How a word's place reaches attention (attnlab/attention/position_encoding.hpp):
    // Learned trains pos.weight (TinyGPT as it was); Sinusoidal adds the fixed
    // table of the paper to X; None adds nothing; Rope rotates each head's
    // query and key pairs (dk must be even); Alibi adds −mₕ·(i − j) to head h's
    // scores. Only Learned has pos.weight in the layout.
    PositionEncoding position = PositionEncoding::Learned;
    double rope_base = kRopeBase;  // RoPE's base (θᵢ = base^(−2i/dk)); > 1

    int dk() const { return d / heads; }
    // rope_base counts only with RoPE (no file keeps it for another encoding).
    bool operator==(const ModelConfig& o) const {
        return vocab == o.vocab && context == o.context && d == o.d && heads == o.heads &&
               layers == o.layers && d_ff == o.d_ff && mlp == o.mlp && position == o.position &&
               (position != PositionEncoding::Rope || rope_base == o.rope_base);
    }
};

// Throws std::invalid_argument naming the field when a size is not positive,
// d is not divisible by heads, RoPE has an odd head width or a base that is
// not a finite number above 1, or the model would exceed 2^31 parameters.
void validate(const ModelConfig& c);

// One tensor of the flat parameter buffer.
struct ParameterSlot {
    std::string name;        // TinyGPT state_dict name, e.g. "blocks.0.attn.in_proj_weight"
    std::vector<int> shape;  // PyTorch shape, e.g. {3d, d}
    std::size_t offset = 0;  // first element in the flat buffer
    std::size_t size = 0;    // product of shape
};

// Every tensor in buffer (and state_dict) order:
//   tok.weight                      V × d
//   pos.weight                      T × d    (only with learned positions)
//   per block i < L ("blocks.i."):
//     ln1.weight, ln1.bias          d
//     attn.in_proj_weight           3d × d   (rows: W_Q, then W_K, then W_V)
//     attn.in_proj_bias             3d
//     attn.out_proj.weight          d × d
//     attn.out_proj.bias            d
//     ln2.weight, ln2.bias          d       (these six only with mlp)
//     ff.0.weight                   F × d
//     ff.0.bias                     F
//     ff.2.weight                   d × F
//     ff.2.bias                     d
//   ln.weight, ln.bias              d      (final LayerNorm)
//   head.weight                     V × d  (no bias)
std::vector<ParameterSlot> parameter_layout(const ModelConfig& c);

// Total number of parameters P (sum of the slots' sizes).
std::size_t parameter_count(const ModelConfig& c);

}  // namespace attn
