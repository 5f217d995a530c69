// Raw attention scores of a trained model (model_scores.hpp): softmax of the
// scaled, causally masked scores is exactly what Model::forward keeps.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/model/model_scores.hpp"

namespace attn {
namespace {

TEST(ModelScores, SoftmaxOfTheMaskedScaledScoresIsTheModelsAttention) {
    const ModelConfig c{11, 8, 12, 3, 3, 20};  // V, T, d, h, L, F
    Model m(c);
    m.init(5);
    const std::vector<int> ids = {1, 4, 2, 9, 4, 10};
    const ModelScores s = model_attention_scores(m, ids);
    ASSERT_EQ(s.layers, 3);
    ASSERT_EQ(s.heads, 3);
    ASSERT_EQ(s.dk, 4);
    ASSERT_EQ(s.raw.size(), 9u);
    m.forward(ids, int(ids.size()));
    const int n = int(ids.size());
    for (int l = 0; l < c.layers; ++l)
        for (int j = 0; j < c.heads; ++j) {
            const Matrix& z = s.at(l, j);
            ASSERT_EQ(z.rows(), n);
            ASSERT_EQ(z.cols(), n);
            const auto want = m.attention(l, j);
            for (int i = 0; i < n; ++i) {
                double sum = 0;
                for (int k = 0; k <= i; ++k) sum += std::exp(double(z(i, k)) / 2.0);  // √dk = 2
                for (int k = 0; k < n; ++k) {
                    const double p = k <= i ? std::exp(double(z(i, k)) / 2.0) / sum : 0.0;
                    EXPECT_NEAR(p, want(i, k), 2e-6)
                        << "layer " << l << " head " << j << " (" << i << "," << k << ")";
                }
            }
        }
    // The scores differ between layers (each layer reads the stream the one before wrote).
    EXPECT_FALSE(s.at(0, 0).isApprox(s.at(1, 0)));
}

TEST(ModelScores, RefusesWhatTheModelCannotRead) {
    Model m(ModelConfig{5, 4, 4, 2, 1, 8});
    m.init(1);
    EXPECT_THROW(model_attention_scores(m, std::vector<int>{}), std::invalid_argument);
    EXPECT_THROW(model_attention_scores(m, std::vector<int>{1, 2, 3, 4, 1}),
                 std::invalid_argument);  // > T
    EXPECT_THROW(model_attention_scores(m, std::vector<int>{1, 5}),
                 std::invalid_argument);  // id ≥ V
}

// A model's layer read as a Trace: the weights are the model's own attention,
// each head's output is its weights times its values, and the trace names the
// words it was given.
TEST(ModelScores, LayerTracesHoldTheModelsAttentionStageByStage) {
    const ModelConfig c{11, 8, 12, 3, 2, 20};  // V, T, d, h, L, F
    Model m(c);
    m.init(7);
    const std::vector<int> ids = {3, 1, 4, 1, 5};
    const std::vector<std::string> words = {"a", "b", "c", "b", "e"};
    const std::vector<Trace> traces = model_layer_traces(m, ids, words);
    ASSERT_EQ(traces.size(), 2u);
    m.forward(ids, int(ids.size()));
    for (int l = 0; l < c.layers; ++l) {
        const Trace& t = traces[size_t(l)];
        EXPECT_EQ(t.tokens, words);
        EXPECT_EQ(t.heads, 3);
        EXPECT_EQ(t.dk, 4);
        EXPECT_TRUE(t.causal);
        EXPECT_FLOAT_EQ(t.scale, 0.5f);
        ASSERT_EQ(t.n(), 5);
        ASSERT_EQ(t.d(), 12);
        for (int j = 0; j < c.heads; ++j) {
            EXPECT_TRUE(t.weights[size_t(j)].isApprox(Matrix(m.attention(l, j)), 1e-6f))
                << "layer " << l << " head " << j;
            const Matrix blended = t.weights[size_t(j)] * t.head_v(j);
            EXPECT_TRUE(blended.isApprox(t.head_output(j), 1e-5f))
                << "layer " << l << " head " << j;
            for (int i = 0; i < t.n(); ++i) {
                EXPECT_NEAR(t.weights[size_t(j)].row(i).sum(), 1.0f, 1e-6f);
                for (int k = i + 1; k < t.n(); ++k) EXPECT_EQ(t.weights[size_t(j)](i, k), 0.0f);
            }
        }
    }
    EXPECT_THROW(model_layer_traces(m, ids, {"too", "few"}), std::invalid_argument);
}

}  // namespace
}  // namespace attn
