// How one prediction's loss moves the model: what part 3 of the course states
// with numbers and the Training pane's Gradient view draws.
//
//   loss = −ln p(target | ids[0..position])          one prediction
//   ∂loss/∂logit_v = p_v − [v = target]              (V)
//   ∂loss/∂Z  of layer l, head j                     (t × t, Z = Q Kᵀ / √dk before the softmax)
//   one AdamW step on that loss, as the trainer takes its first step
//
// Gradients are computed in double from the float model's weights (the
// finite-difference tests hold them to that); the AdamW step runs the
// trainer's own float AdamW on the float model's gradient.
#pragma once

#include <Eigen/Core>
#include <span>
#include <vector>

#include "attnlab/model/model.hpp"
#include "attnlab/training/adamw.hpp"

namespace attn {

// ∂loss/∂score of every layer and head for a loss over some targets.
struct ScoreGradients {
    int t = 0;                             // tokens read
    int heads = 0;                         // h
    double loss = 0;                       // mean over the counted targets
    std::vector<Eigen::MatrixXd> dscores;  // L·h; layer l, head j at l·h + j: t × t

    const Eigen::MatrixXd& at(int layer, int head) const {
        return dscores[std::size_t(layer * heads + head)];
    }
};

// ids: the t tokens read (1 ≤ t ≤ T, ids < V); targets: t ids of the right next
// token, or kIgnoreTarget where no loss is counted. Throws std::invalid_argument
// (the model's messages) on bad ids or when no target is counted.
ScoreGradients score_gradients(const Model& m, std::span<const int> ids,
                               std::span<const int> targets);

// The probe-sentence loss of the Gradient view: every next token of ids
// predicted (targets ids[1..t−1], the last position uncounted). t ≥ 2.
ScoreGradients next_token_score_gradients(const Model& m, std::span<const int> ids);

// One prediction: after ids[0..position] the right next token is `target`.
struct OnePrediction {
    double p = 0;                 // p(target)
    double loss = 0;              // −ln p
    std::vector<double> dlogits;  // V: p_v − [v = target]
    ScoreGradients scores;        // t = position + 1
};
// Reads ids[0..position] (0 ≤ position < min(|ids|, T)); throws std::invalid_argument otherwise.
OnePrediction one_prediction(const Model& m, std::span<const int> ids, int position, int target);

// One AdamW step on one prediction's loss, the trainer's first step: fresh
// moments, step 1, learning rate s.lr, s's clipping and weight decay.
struct OneStep {
    std::vector<float> before;  // P  parameters before
    std::vector<float> grad;    // P  ∂loss/∂parameter (float backward, before clipping)
    std::vector<float> m, v;    // P  Adam's first and second moments after the step
    std::vector<float> after;   // P  parameters after
    float grad_norm = 0;        // ‖grad‖ before clipping
    double loss_before = 0, loss_after = 0;  // the prediction's loss before and after
};
OneStep one_adam_step(const Model& m, std::span<const int> ids, int position, int target,
                      const AdamWSettings& s);

// A weight of one head's W_Q or W_K: in_proj_weight of layer `layer`, rows
// head·dk … head·dk + dk − 1 (W_Q) or d + head·dk … (W_K).
enum class QueryOrKey { Query, Key };
struct HeadWeight {
    std::size_t index = 0;  // in the flat parameter buffer
    int row = 0, col = 0;   // within the head's dk × d block, from 0
};
// The head's W_Q (or W_K) weights, largest |grad| first (ties by index).
// grad has P entries; layer and head from 0.
std::vector<HeadWeight> head_weights_by_gradient(const ModelConfig& c, std::span<const float> grad,
                                                 int layer, int head, QueryOrKey which);

}  // namespace attn
