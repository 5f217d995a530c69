// A trained Model's attention on one sentence, stage by stage. Model::forward
// keeps only each head's weights (Model::attention); the lab's views and the
// scores figures need every stage, so these re-run the forward pass of one
// sequence with the same layer functions (F1–F9 of model.cpp).
// Legend: n tokens (≤ T), d width, h heads, dk = d / h, L layers.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/attention/trace.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/support/types.hpp"

namespace attn {

// Every layer's attention block as a Trace (L of them), so that a model's
// layer is read exactly as hand-wired attention is:
//   embedded   n × d   the residual stream entering the block
//   input      n × d   its LayerNorm, what W_Q, W_K, W_V read
//   q, k, v    n × d   heads in column blocks of dk
//   scores[j]  n × n   raw Q_j·K_jᵀ, before the 1/√dk scale and the mask
//   weights[j] n × n   causal softmax of scores·scale (= Model::attention)
//   concat     n × d   each head's P·V side by side
//   output     n × d   concat·W_Oᵀ + b_O, the block's attention branch
// variant MultiHead, causal, scale 1/√dk, positions (learned, in `embedded`).
// ids: n token ids, 1 ≤ n ≤ T, each < V; tokens: n words (labels), or empty
// for the ids as text. Throws std::invalid_argument otherwise; the model is
// not changed.
// `interventions` (attnlab/attention/intervention.hpp; no Patch: it needs a
// clean run) are laid over the pass: a cut line's weight is 0 and its row
// renormalised, an ablated head's concat columns zero or their mean, and the
// later layers see the result. Checked first (std::invalid_argument).
// A layer whose queries, keys, values, weights or output are not finite (weights too large
// for float) throws std::invalid_argument naming the layer: "the trained model's numbers
// overflow in layer 1 on this sentence …".
std::vector<Trace> model_layer_traces(const Model& m, std::span<const int> ids,
                                      std::vector<std::string> tokens = {},
                                      std::span<const Intervention> interventions = {});

struct ModelScores {
    int layers = 0, heads = 0, dk = 0;  // L, h, dk
    std::vector<Matrix> raw;            // L·h matrices n × n, index layer·h + head
    const Matrix& at(int layer, int head) const {
        return raw.at(static_cast<std::size_t>(layer * heads + head));
    }
};

// The raw scores Z = Q Kᵀ of every layer and head (from model_layer_traces).
ModelScores model_attention_scores(const Model& m, std::span<const int> ids);

}  // namespace attn
