// One prediction's gradient (training/prediction_gradient.hpp): ∂loss/∂score against
// finite differences in double, ∂loss/∂logit = p − onehot, and one AdamW step by hand
// equal to the trainer's AdamW.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/training/prediction_gradient.hpp"

namespace attn {
namespace {

const ModelConfig kGradModel{9, 6, 8, 2, 2, 12};  // V, T, d, h, L, F

Model grad_model() {
    Model m(kGradModel);
    m.init(21);
    return m;
}

TEST(PredictionGradient, ScoreGradientsMatchFiniteDifferencesOfAScoreBias) {
    const Model m = grad_model();
    const std::vector<int> ids{1, 4, 6, 2, 8};
    const std::vector<int> targets{kIgnoreTarget, 6, kIgnoreTarget, 8, 3};
    const ScoreGradients g = score_gradients(m, ids, targets);
    ASSERT_EQ(g.dscores.size(), 4u);
    // The same loss in double with ε added to one score through a score bias.
    ModelT<double> d(kGradModel);
    std::copy(m.parameters().begin(), m.parameters().end(), d.parameters().begin());
    const int t = 5, T = kGradModel.context, h = kGradModel.heads;
    auto loss_with = [&](int layer, int head, int i, int j, double eps) {
        Mat<double> bias = Mat<double>::Zero(h * T, T);
        bias(head * T + i, j) = eps;
        d.set_score_bias(layer, bias);
        d.forward(ids, t);
        const double loss = d.loss(targets);
        d.set_score_bias(layer, Mat<double>());
        return loss;
    };
    EXPECT_NEAR(loss_with(0, 0, 0, 0, 0.0), g.loss, 1e-12);
    const double eps = 1e-5;
    int checked = 0;
    for (int l = 0; l < kGradModel.layers; ++l)
        for (int j = 0; j < h; ++j)
            for (int r = 0; r < t; ++r)
                for (int c = 0; c <= r; ++c) {
                    const double numeric =
                        (loss_with(l, j, r, c, eps) - loss_with(l, j, r, c, -eps)) / (2 * eps);
                    ASSERT_NEAR(g.at(l, j)(r, c), numeric, 1e-7)
                        << "layer " << l << " head " << j << " (" << r << ", " << c << ")";
                    ++checked;
                }
    EXPECT_EQ(checked, 2 * 2 * 15);
    // A softmax's gradient: every row sums to 0; above the diagonal nothing.
    for (const auto& D : g.dscores) {
        for (int r = 0; r < t; ++r) EXPECT_NEAR(D.row(r).sum(), 0.0, 1e-12);
        EXPECT_EQ(D(1, 3), 0.0);
    }
    // Row 0 (the first token sees only itself) cannot move.
    EXPECT_EQ(g.at(1, 0)(0, 0), 0.0);
}

TEST(PredictionGradient, OnePredictionsLogitGradientIsPMinusOneHot) {
    const Model m = grad_model();
    const std::vector<int> ids{1, 4, 6, 2, 8};
    const OnePrediction p = one_prediction(m, ids, 3, 5);
    ASSERT_EQ(p.dlogits.size(), 9u);
    EXPECT_NEAR(p.loss, -std::log(p.p), 1e-12);
    EXPECT_NEAR(p.dlogits[5], p.p - 1.0, 1e-15);
    double sum = 0;
    for (double v : p.dlogits) sum += v;
    EXPECT_NEAR(sum, 0.0, 1e-12);  // Σ p − 1
    for (int v = 0; v < 9; ++v)
        if (v != 5) EXPECT_GT(p.dlogits[std::size_t(v)], 0.0);
    // The prediction reads ids[0..3] only: the last layer's rows before 3 get no gradient.
    EXPECT_EQ(p.scores.t, 4);
    EXPECT_EQ(p.scores.at(1, 1).topRows(3).cwiseAbs().maxCoeff(), 0.0);
    EXPECT_GT(p.scores.at(1, 1).row(3).cwiseAbs().maxCoeff(), 0.0);
    EXPECT_THROW(one_prediction(m, ids, 5, 1), std::invalid_argument);
    EXPECT_THROW(one_prediction(m, ids, -1, 1), std::invalid_argument);
}

TEST(PredictionGradient, OneStepByHandIsTheTrainersAdamWStepAndLowersTheLoss) {
    const Model m = grad_model();
    const std::vector<int> ids{1, 4, 6, 2, 8};
    AdamWSettings s;
    const OneStep step = one_adam_step(m, ids, 3, 5, s);
    // The same step through the model and AdamW directly.
    Model again = m;
    again.forward(std::vector<int>{1, 4, 6, 2}, 4);
    const std::vector<int> targets{kIgnoreTarget, kIgnoreTarget, kIgnoreTarget, 5};
    EXPECT_FLOAT_EQ(float(step.loss_before), again.loss(targets));
    again.backward();
    for (std::size_t i = 0; i < step.grad.size(); ++i) ASSERT_EQ(step.grad[i], again.gradient()[i]);
    AdamW adam(step.before.size(), s);
    adam.step(again.parameters(), again.gradient(), s.lr);
    for (std::size_t i = 0; i < step.after.size(); ++i) {
        ASSERT_EQ(step.after[i], again.parameters()[i]) << i;
        ASSERT_EQ(step.m[i], adam.first_moment()[i]) << i;
        ASSERT_EQ(step.v[i], adam.second_moment()[i]) << i;
    }
    // Adam's first step: m = (1 − β1)·g', v = (1 − β2)·g'² of the clipped g', so
    // the step is lr·g'/(|g'| + ε) ≈ lr·sign(g), after the weight decay.
    const auto w = head_weights_by_gradient(kGradModel, step.grad, 1, 0, QueryOrKey::Query)[0];
    const float g = step.grad[w.index];
    ASSERT_NE(g, 0.0f);
    const float decayed = step.before[w.index] * (1.0f - s.lr * s.weight_decay);
    EXPECT_NEAR(decayed - step.after[w.index], s.lr * (g > 0 ? 1.0f : -1.0f), 1e-5f);
    EXPECT_LT(step.loss_after, step.loss_before);
    // The matrix picked: the largest |gradient| of layer 2, head 1's W_Q comes first.
    const auto all = head_weights_by_gradient(kGradModel, step.grad, 1, 0, QueryOrKey::Query);
    ASSERT_EQ(all.size(), 4u * 8u);  // dk × d
    for (std::size_t k = 1; k < all.size(); ++k)
        EXPECT_GE(std::abs(step.grad[all[k - 1].index]), std::abs(step.grad[all[k].index]));
    const auto keys = head_weights_by_gradient(kGradModel, step.grad, 1, 1, QueryOrKey::Key);
    const auto slot = parameter_layout(kGradModel)[4 + 12];  // blocks.1.attn.in_proj_weight
    ASSERT_EQ(slot.name, "blocks.1.attn.in_proj_weight");
    for (const HeadWeight& k : keys)
        EXPECT_EQ(k.index, slot.offset + std::size_t(8 + 4 + k.row) * 8 + std::size_t(k.col));
}

TEST(PredictionGradient, IgnoredTargetsLeaveTheMeanAndTheGradient) {
    Model m = grad_model();
    const std::vector<int> ids{1, 4, 6, 2};
    m.forward(ids, 4);
    const float all_counted = m.loss(std::vector<int>{4, 6, 2, 3});
    m.forward(ids, 4);
    const float one = m.loss(std::vector<int>{kIgnoreTarget, kIgnoreTarget, kIgnoreTarget, 3});
    EXPECT_NE(all_counted, one);
    // The one counted row's loss is its own −ln p, whatever the other rows are.
    const OnePrediction p = one_prediction(grad_model(), ids, 3, 3);
    EXPECT_NEAR(one, p.loss, 1e-5);
    EXPECT_THROW(m.loss(std::vector<int>{-2, 0, 0, 0}), std::invalid_argument);
    EXPECT_THROW(score_gradients(m, ids, std::vector<int>(4, kIgnoreTarget)),
                 std::invalid_argument);
}

}  // namespace
}  // namespace attn
