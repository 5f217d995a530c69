// One prediction's gradient and one AdamW step by hand (attnlab/training/prediction_gradient.hpp).
#include "attnlab/training/prediction_gradient.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>

#include "attnlab/model/model_config.hpp"

namespace attn {
namespace {

ModelT<double> in_double(const Model& m) {
    ModelT<double> d(m.config());
    std::copy(m.parameters().begin(), m.parameters().end(), d.parameters().begin());
    return d;
}

void check_position(const Model& m, std::span<const int> ids, int position) {
    const int n = std::min<int>(int(ids.size()), m.config().context);
    if (position < 0 || position >= n)
        throw std::invalid_argument("one prediction: position " + std::to_string(position) +
                                    " outside 0…" + std::to_string(n - 1));
}

std::vector<int> one_target(int position, int target) {
    std::vector<int> targets(std::size_t(position) + 1, kIgnoreTarget);
    targets.back() = target;
    return targets;
}

}  // namespace

ScoreGradients score_gradients(const Model& m, std::span<const int> ids,
                               std::span<const int> targets) {
    if (std::none_of(targets.begin(), targets.end(), [](int t) { return t != kIgnoreTarget; }))
        throw std::invalid_argument("score gradients: no target is counted");
    ModelT<double> d = in_double(m);
    const int t = int(ids.size());
    d.forward(ids, t);
    ScoreGradients out;
    out.t = t;
    out.heads = m.config().heads;
    out.loss = d.loss(targets);
    d.keep_score_gradients(true);
    d.backward();
    const ModelConfig& c = m.config();
    out.dscores.reserve(std::size_t(c.layers * c.heads));
    for (int l = 0; l < c.layers; ++l)
        for (int j = 0; j < c.heads; ++j) out.dscores.emplace_back(d.score_gradient(l, j));
    return out;
}

ScoreGradients next_token_score_gradients(const Model& m, std::span<const int> ids) {
    if (ids.size() < 2)
        throw std::invalid_argument("score gradients: a sentence of one token predicts nothing");
    std::vector<int> targets(ids.begin() + 1, ids.end());
    targets.push_back(kIgnoreTarget);
    return score_gradients(m, ids, targets);
}

OnePrediction one_prediction(const Model& m, std::span<const int> ids, int position, int target) {
    check_position(m, ids, position);
    const auto read = ids.first(std::size_t(position) + 1);
    OnePrediction out;
    out.scores = score_gradients(m, read, one_target(position, target));
    // The prediction's softmax, from the double pass's logits (the same pass again: cheap at t ≤
    // T).
    ModelT<double> d = in_double(m);
    const auto& logits = d.forward(read, position + 1);
    const Eigen::RowVectorXd z = logits.row(position);
    const Eigen::RowVectorXd e = (z.array() - z.maxCoeff()).exp();
    const Eigen::RowVectorXd p = e / e.sum();
    out.p = p(target);
    out.loss = out.scores.loss;
    out.dlogits.assign(p.data(), p.data() + p.size());
    out.dlogits[std::size_t(target)] -= 1.0;
    return out;
}

OneStep one_adam_step(const Model& m, std::span<const int> ids, int position, int target,
                      const AdamWSettings& s) {
    check_position(m, ids, position);
    const auto read = ids.first(std::size_t(position) + 1);
    const std::vector<int> targets = one_target(position, target);
    Model model = m;
    OneStep out;
    model.forward(read, position + 1);
    out.loss_before = model.loss(targets);
    model.backward();
    out.before.assign(model.parameters().begin(), model.parameters().end());
    out.grad.assign(model.gradient().begin(), model.gradient().end());
    AdamW adam(out.before.size(), s);
    out.grad_norm = adam.step(model.parameters(), model.gradient(), s.lr);
    out.m.assign(adam.first_moment().begin(), adam.first_moment().end());
    out.v.assign(adam.second_moment().begin(), adam.second_moment().end());
    out.after.assign(model.parameters().begin(), model.parameters().end());
    model.forward(read, position + 1);
    out.loss_after = model.loss(targets);
    return out;
}

std::vector<HeadWeight> head_weights_by_gradient(const ModelConfig& c, std::span<const float> grad,
                                                 int layer, int head, QueryOrKey which) {
    if (layer < 0 || layer >= c.layers || head < 0 || head >= c.heads)
        throw std::invalid_argument("head weights: no layer " + std::to_string(layer + 1) +
                                    ", head " + std::to_string(head + 1));
    if (grad.size() != parameter_count(c))
        throw std::invalid_argument("head weights: the gradient has the wrong size");
    const std::string name = "blocks." + std::to_string(layer) + ".attn.in_proj_weight";
    std::size_t base = 0;
    for (const ParameterSlot& slot : parameter_layout(c))
        if (slot.name == name) base = slot.offset;
    const int dk = c.dk();
    const int first_row = (which == QueryOrKey::Key ? c.d : 0) + head * dk;
    std::vector<HeadWeight> out;
    out.reserve(std::size_t(dk) * std::size_t(c.d));
    for (int r = 0; r < dk; ++r)
        for (int col = 0; col < c.d; ++col)
            out.push_back(
                {base + std::size_t(first_row + r) * std::size_t(c.d) + std::size_t(col), r, col});
    std::stable_sort(out.begin(), out.end(), [&](const HeadWeight& a, const HeadWeight& b) {
        return std::abs(grad[a.index]) > std::abs(grad[b.index]);
    });
    return out;
}

}  // namespace attn
