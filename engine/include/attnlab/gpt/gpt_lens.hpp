// Two read-outs of a whole model from one viewing pass (gpt_pass.hpp):
// attention rollout (which input tokens flow into a token through the
// layers) and the logit lens (what each layer's residual stream would
// predict as the next token).
//
//   GptRunner runner(model);
//   GptPass pass = runner.run(ids);                        // keep_residual (default)
//   Matrix flow = attention_rollout(pass, pass.n() - 1);    // L × n, rows sum to 1
//   auto guesses = logit_lens(runner, pass, pass.n() - 1, 5);  // L + 1 rows of 5 {id, p}
//
// Legend: n tokens, d width, h heads, L layers, V vocabulary.
#pragma once

#include <vector>

#include "attnlab/gpt/gpt_pass.hpp"

namespace attn {

// ---------------------------------------------------------------- rollout
//
// Attention rollout (Abnar & Zuidema 2020, "Quantifying Attention Flow in
// Transformers"). Assumptions, as in the paper:
//   * the heads of a layer count equally: A_l = (1/h) Σ_j A_{l,j}  (n × n);
//   * the residual connection is an identity path mixed in equal parts:
//     Ã_l = 0.5 · A_l + 0.5 · I, each row then divided by its sum (a row of
//     A_l already sums to 1, so this only removes rounding);
//   * the MLPs and LayerNorms are ignored (they act on one token at a time).
// The rollout after layer l is R_l = Ã_l · Ã_{l−1} · … · Ã_0 (n × n); its row
// t says how much each input token flows into token t through layers 0…l.
// Causal weights keep R_l lower triangular. It is a heuristic, not an exact
// attribution: the values mix in through W_V and the MLPs, which it ignores.
//
// Cost: each row of the result is a chain of vector × matrix products on the
// (t + 1) × (t + 1) corner (all rows together as L small matrix products, one
// Ã at a time): O(L² t²), no n³ product; n = 1024, L = 12, h = 12 takes about
// 40 ms on one core of this 2-core machine.

// Mean over the heads of layer `layer` of the pass: n × n, zeros above the
// diagonal. Throws std::invalid_argument naming the layer when it does not exist.
Matrix head_averaged_attention(const GptPass& pass, int layer);

// L × n: row l = row `token` of R_l. Rows sum to 1; entries k > token are 0.
// Throws std::invalid_argument naming `token` when it is not in [0, n).
Matrix attention_rollout(const GptPass& pass, int token);

// The same on per-layer head-averaged matrices (L matrices n × n, rows summing
// to 1; e.g. a trained model's Trace weights averaged with head_average), in
// layer order. L × n. Throws std::invalid_argument for an empty list, a
// matrix not n × n like the first, a NaN or infinity, or `token` outside [0, n).
Matrix attention_rollout(const std::vector<Matrix>& averaged, int token);

// The mean of h ≥ 1 equal-shaped matrices (the heads of one layer). Throws
// std::invalid_argument for none or for shapes that differ.
Matrix head_average(const std::vector<Matrix>& heads);

// --------------------------------------------------------------- logit lens
//
// nostalgebraist's logit lens (2020): read a residual row through the model's
// own head, p = softmax(LN_f(x) · Eᵀ) (GptRunner::logits_of; E the output
// embedding, V × d), after the embeddings (x_0) and after every block. The
// last row is the model's own next-token distribution at that position.

struct LensGuess {
    int id = 0;             // token id
    float probability = 0;  // in [0, 1]
    bool operator==(const LensGuess&) const = default;
};

// (L + 1) × V: row l = softmax(LN_f(residual[l][position]) · Eᵀ), each row summing to 1.
// Throws std::invalid_argument when the pass kept no residual (keep_residual
// false), when its width is not the runner's model's, or naming `position`
// when it is not in [0, n).
Matrix lens_probabilities(const GptRunner& runner, const GptPass& pass, int position);

// L + 1 rows (embeddings, then after each block), each the `top_k` likeliest
// tokens of that row of lens_probabilities, most likely first (equal
// probabilities: lower id first). top_k ≥ 1 (else std::invalid_argument naming
// it); more than V gives V. Other refusals as lens_probabilities.
std::vector<std::vector<LensGuess>> logit_lens(const GptRunner& runner, const GptPass& pass,
                                               int position, int top_k);

}  // namespace attn
