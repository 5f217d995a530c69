// The raw attention scores of a trained Model on one sentence. Model::forward
// keeps only each head's weights (Model::attention); a scores figure needs the
// stages before the softmax, so this re-runs the forward pass of one sequence
// with the same layer functions and keeps, per layer l and head j,
//
//   Z = Q Kᵀ   (n × n, before the 1/√dk scale and the causal mask)
//
// so that softmax over j ≤ i of Z(i, j)/√dk is Model::attention(l, j), row i.
// Legend: n tokens (≤ T), d width, h heads, dk = d / h, L layers.
#pragma once

#include <span>
#include <vector>

#include "attnlab/model.hpp"
#include "attnlab/types.hpp"

namespace attn {

struct ModelScores {
    int layers = 0, heads = 0, dk = 0;  // L, h, dk
    std::vector<Matrix> raw;            // L·h matrices n × n, index layer·h + head
    const Matrix& at(int layer, int head) const { return raw.at(static_cast<std::size_t>(layer * heads + head)); }
};

// ids: one sentence of n token ids, 1 ≤ n ≤ T, each < V; throws
// std::invalid_argument otherwise. The model is not changed.
ModelScores model_attention_scores(const Model& m, std::span<const int> ids);

}  // namespace attn
