// The tiny transformer with each position encoding (ModelConfig::position):
// finite-difference gradients, the layout, RoPE against rotation matrices and
// complex numbers, ALiBi's bias, and every other reader of a trained model —
// the layer traces, the GPT-2-layout pass, patching, lesson JSON and
// safetensors — giving the model's own numbers.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/gpt_patch.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/safetensors.hpp"
#include "attnlab/model/trained_model.hpp"
#include "grad_check.hpp"

namespace attn {
namespace {

using PE = PositionEncoding;

ModelConfig tiny(PE e) {
    ModelConfig c{7, 5, 8, 2, 2, 12};  // V, T, d, h (dk 4), L, F
    c.position = e;
    c.rope_base = 50.0;  // turns large enough to matter over five positions
    return c;
}

class ModelPositions : public ::testing::TestWithParam<PE> {};

TEST_P(ModelPositions, EveryParameterMatchesFiniteDifferences) {
    ModelT<double> m(tiny(GetParam()));
    m.init(11);
    const std::vector<int> ids{1, 4, 6, 0, 2, 2, 5, 3}, targets{4, 6, 0, 2, 2, 5, 3, 1};
    auto f = [&] {
        m.forward(ids, 4);
        return m.loss(targets);
    };
    f();
    m.backward();
    const std::vector<double> analytic(m.gradient().begin(), m.gradient().end());
    test::expect_gradient(m.parameters().data(), Eigen::Index(m.parameters().size()),
                          analytic.data(), f, "dθ", 1e-6);
}

TEST_P(ModelPositions, OnlyLearnedPositionsHaveATable) {
    const ModelConfig c = tiny(GetParam());
    const auto layout = parameter_layout(c);
    const bool table = layout[1].name == "pos.weight";
    EXPECT_EQ(table, GetParam() == PE::Learned);
    ModelConfig learned = c;
    learned.position = PE::Learned;
    EXPECT_EQ(parameter_count(learned) - parameter_count(c), table ? 0u : 5u * 8u);
    Model m(c);
    EXPECT_EQ(m.weights().pos.rows(), table ? 5 : 0);
}

// The lab model, its layer traces and its GPT-2-layout pass (what the
// real-model view, next words and interventions run) agree on the logits
// and every head's weights.
TEST_P(ModelPositions, TracesAndTheRealModelPassGiveTheModelsNumbers) {
    Model lab(tiny(GetParam()));
    lab.init(5);
    const TrainedModel trained =
        TrainedModel::from_model(lab, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f"}));
    const std::vector<int> ids{1, 4, 2, 6, 3};
    lab.forward(ids, 5);
    const std::vector<Trace> traces = model_layer_traces(lab, ids);
    const GptModel g = gpt_model_of(trained);
    GptRunner runner(g);
    GptPassOptions o;
    for (int i = 0; i < 5; ++i) o.logit_positions.push_back(i);
    const GptPass pass = runner.run(ids, o);
    EXPECT_LT((pass.logits - lab.logits()).cwiseAbs().maxCoeff(), 1e-5);
    for (int l = 0; l < 2; ++l) {
        EXPECT_EQ(traces[std::size_t(l)].position, GetParam());
        for (int j = 0; j < 2; ++j) {
            const Matrix P(lab.attention(l, j));
            EXPECT_LT((pass.attention_matrix(l, j) - P).cwiseAbs().maxCoeff(), 1e-6);
            EXPECT_LT((traces[std::size_t(l)].weights[std::size_t(j)] - P).cwiseAbs().maxCoeff(),
                      1e-6);
            // What the trace says the softmax read gives its weights back.
            Matrix again = traces[std::size_t(l)].masked_scores(j);
            for (int i = 0; i < 5; ++i) {
                again.row(i) = (again.row(i).array() - again.row(i).maxCoeff()).exp();
                again.row(i) /= again.row(i).sum();
            }
            EXPECT_LT((again - P).cwiseAbs().maxCoeff(), 1e-5) << "layer " << l << " head " << j;
        }
    }
    // Patching runs the same blocks its own way (the last query apart).
    PatchRequest r;
    r.clean = ids;
    r.corrupt = {1, 4, 2, 6, 5};
    r.answer = 2;
    r.foil = 3;
    const Matrix corrupt_logits = runner.run(r.corrupt, GptPassOptions{}).logits;
    const PatchMap map = patch_map(g, r);
    EXPECT_NEAR(map.clean_diff, lab.logits()(4, 2) - lab.logits()(4, 3), 1e-4);
    EXPECT_NEAR(map.corrupt_diff, corrupt_logits(0, 2) - corrupt_logits(0, 3), 1e-4);
}

TEST_P(ModelPositions, LessonJsonAndSafetensorsKeepTheEncoding) {
    Model lab(tiny(GetParam()));
    lab.init(9);
    const TrainedModel trained =
        TrainedModel::from_model(lab, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f"}));
    const TrainedModel back = from_safetensors(to_safetensors(trained));
    EXPECT_EQ(back.config, trained.config);
    EXPECT_EQ(back.weights, trained.weights);
}

INSTANTIATE_TEST_SUITE_P(Encodings, ModelPositions,
                         ::testing::Values(PE::None, PE::Sinusoidal, PE::Learned, PE::Rope,
                                           PE::Alibi),
                         [](const auto& info) {
                             return std::string(position_encoding_name(info.param));
                         });

// RoPE's turn of q and k equals rotation matrices R(p·θᵢ) on each pair, and the
// complex form (x₀ + i·x₁)·e^{i·p·θᵢ}; turning back is its inverse.
TEST(ModelRope, TurnEqualsRotationMatricesAndComplexNumbers) {
    const int t = 3, heads = 2, d = 8, dk = 4;
    const double base = 10000.0;
    Mat<double> qkv = Mat<double>::Random(2 * t, 3 * d);  // B = 2
    const Mat<double> before = qkv;
    const RopeAngles<double> a = rope_angles<double>(t, dk, base);
    rope_turn_qk<double>(qkv, t, heads, a, false);
    for (int r = 0; r < 2 * t; ++r) {
        const int p = r % t;
        for (int c0 = 0; c0 < 2 * d; c0 += dk)  // Q and K heads
            for (int i = 0; i < dk / 2; ++i) {
                const double angle = p * std::pow(base, -2.0 * i / dk);
                Eigen::Matrix2d R;
                R << std::cos(angle), -std::sin(angle), std::sin(angle), std::cos(angle);
                const Eigen::Vector2d x(before(r, c0 + 2 * i), before(r, c0 + 2 * i + 1));
                const Eigen::Vector2d y = R * x;
                const std::complex<double> z =
                    std::complex<double>(x(0), x(1)) * std::polar(1.0, angle);
                EXPECT_NEAR(qkv(r, c0 + 2 * i), y(0), 1e-12);
                EXPECT_NEAR(qkv(r, c0 + 2 * i + 1), y(1), 1e-12);
                EXPECT_NEAR(qkv(r, c0 + 2 * i), z.real(), 1e-12);
                EXPECT_NEAR(qkv(r, c0 + 2 * i + 1), z.imag(), 1e-12);
            }
    }
    EXPECT_EQ(qkv.rightCols(d), before.rightCols(d));  // V is not turned
    rope_turn_qk<double>(qkv, t, heads, a, true);
    EXPECT_LT((qkv - before).cwiseAbs().maxCoeff(), 1e-12);
}

// With RoPE and one word repeated, a first-layer score depends only on how far
// apart the two positions are.
TEST(ModelRope, ScoresOfOneRepeatedWordDependOnlyOnTheOffset) {
    Model m(tiny(PE::Rope));
    m.init(3);
    const std::vector<Trace> t = model_layer_traces(m, std::vector<int>{2, 2, 2, 2, 2});
    for (int j = 0; j < 2; ++j)
        for (int i = 1; i < 5; ++i)
            for (int k = 1; k <= i; ++k)
                EXPECT_NEAR(t[0].scores[std::size_t(j)](i, k),
                            t[0].scores[std::size_t(j)](i - k, 0), 1e-4);
    // Learned positions do not: the same word at other places scores differently.
    Model l(tiny(PE::Learned));
    l.init(3);
    const std::vector<Trace> u = model_layer_traces(l, std::vector<int>{2, 2, 2, 2, 2});
    EXPECT_GT(std::abs(u[0].scores[0](2, 1) - u[0].scores[0](1, 0)), 1e-3);
}

// ALiBi's term is the one attention adds: with weights that score every pair 0,
// head h's weights are softmax(−mₕ·(i − j)) over j ≤ i.
TEST(ModelAlibi, ZeroScoresLeaveTheDistancePenaltyAlone) {
    Model m(tiny(PE::Alibi));
    m.init(4);
    for (auto& b : m.weights().blocks) {
        b.in_w.topRows(2 * 8).setZero();  // W_Q, W_K: every raw score 0
        b.in_b.setZero();
    }
    m.forward(std::vector<int>{1, 2, 3, 4, 5}, 5);
    for (int h = 0; h < 2; ++h) {
        const double slope = std::pow(2.0, -8.0 * (h + 1) / 2);
        const auto P = m.attention(0, h);
        for (int i = 0; i < 5; ++i) {
            double z = 0;
            for (int j = 0; j <= i; ++j) z += std::exp(-slope * (i - j));
            for (int j = 0; j <= i; ++j)
                EXPECT_NEAR(P(i, j), std::exp(-slope * (i - j)) / z, 1e-6) << h << i << j;
        }
    }
    // A score bias set on top adds to ALiBi's, and removing it leaves ALiBi.
    Mat<float> bias = Mat<float>::Zero(2 * 5, 5);
    bias(4, 0) = 3.0f;  // head 0, query 4, key 0
    m.set_score_bias(0, bias);
    m.forward(std::vector<int>{1, 2, 3, 4, 5}, 5);
    const double slope = std::pow(2.0, -4.0);
    double z = std::exp(3.0 - slope * 4);
    for (int j = 1; j <= 4; ++j) z += std::exp(-slope * (4 - j));
    EXPECT_NEAR(m.attention(0, 0)(4, 0), std::exp(3.0 - slope * 4) / z, 1e-6);
    m.set_score_bias(0, Mat<float>());
    m.forward(std::vector<int>{1, 2, 3, 4, 5}, 5);
    EXPECT_NEAR(m.attention(0, 0)(4, 4),
                1.0 / (1 + std::exp(-slope) + std::exp(-2 * slope) + std::exp(-3 * slope) +
                       std::exp(-4 * slope)),
                1e-6);
}

TEST(ModelPositionsConfig, RopeNeedsAnEvenHeadWidthAndABaseAboveOne) {
    ModelConfig c{7, 5, 6, 2, 1, 12};  // dk 3
    c.position = PE::Rope;
    EXPECT_THROW(validate(c), std::invalid_argument);
    c.position = PE::Alibi;
    EXPECT_NO_THROW(validate(c));
    ModelConfig r = tiny(PE::Rope);
    r.rope_base = 1.0;
    EXPECT_THROW(validate(r), std::invalid_argument);
    r.rope_base = std::nan("");
    EXPECT_THROW(validate(r), std::invalid_argument);
}

TEST(ModelPositionsConfig, ASafetensorsFileWithoutTheEncodingIsLearned) {
    Model lab(tiny(PE::Learned));
    lab.init(2);
    SafetensorsFile f = to_safetensors(
        TrainedModel::from_model(lab, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f"})));
    f.metadata.erase("position_encoding");
    EXPECT_EQ(from_safetensors(f).config.position, PE::Learned);
    f.metadata["position_encoding"] = "spiral";
    EXPECT_THROW(from_safetensors(f), SafetensorsError);
    // RoPE's file says its base, and a model without pos.weight needs the context.
    Model rope(tiny(PE::Rope));
    SafetensorsFile g = to_safetensors(
        TrainedModel::from_model(rope, Vocabulary({"<unk>", "a", "b", "c", "d", "e", "f"})));
    EXPECT_EQ(g.metadata.at("rope_base"), "50");
    g.metadata.erase("context");
    EXPECT_THROW(from_safetensors(g), SafetensorsError);
}

}  // namespace
}  // namespace attn
