// Raw attention scores of a trained model (model_scores.hpp): softmax of the
// scaled, causally masked scores is exactly what Model::forward keeps.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/model_scores.hpp"

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
                    EXPECT_NEAR(p, want(i, k), 2e-6) << "layer " << l << " head " << j << " (" << i << "," << k << ")";
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
    EXPECT_THROW(model_attention_scores(m, std::vector<int>{1, 2, 3, 4, 1}), std::invalid_argument);  // > T
    EXPECT_THROW(model_attention_scores(m, std::vector<int>{1, 5}), std::invalid_argument);           // id ≥ V
}

}  // namespace
}  // namespace attn
