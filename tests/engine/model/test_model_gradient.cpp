// The whole model's gradient against finite differences (double), and the
// float model against the double one.
#include <gtest/gtest.h>

#include "attnlab/model/model.hpp"
#include "attnlab/training/adamw.hpp"
#include "grad_check.hpp"

namespace attn {
namespace {

const ModelConfig kTinyModel{7, 5, 8, 2, 2, 12};  // V, T, d, h, L, F

TEST(ModelGradient, EveryParameterMatchesFiniteDifferences) {
    ModelT<double> m(kTinyModel);
    m.init(11);
    const std::vector<int> ids{1, 4, 6, 0, 2, 2, 5, 3},
        targets{4, 6, 0, 2, 2, 5, 3, 1};  // B = 2, t = 4
    auto f = [&] {
        m.forward(ids, 4);
        return m.loss(targets);
    };
    f();
    m.backward();
    const std::vector<double> analytic(m.gradient().begin(), m.gradient().end());
    ASSERT_EQ(analytic.size(), parameter_count(kTinyModel));
    // Position rows 4 (unused at t = 4) and the embeddings of unused ids get no gradient.
    EXPECT_EQ(m.gradients().pos.row(4).squaredNorm(), 0.0);
    test::expect_gradient(m.parameters().data(), Eigen::Index(m.parameters().size()),
                          analytic.data(), f, "dθ", 1e-6);
}

TEST(ModelGradient, FloatModelMatchesDoubleModel) {
    ModelT<double> md(kTinyModel);
    md.init(3);
    Model mf(kTinyModel);
    for (std::size_t i = 0; i < md.parameters().size(); ++i)
        mf.parameters()[i] = float(md.parameters()[i]);
    for (std::size_t i = 0; i < md.parameters().size(); ++i)
        md.parameters()[i] = double(mf.parameters()[i]);
    const std::vector<int> ids{1, 2, 3, 4, 5}, targets{2, 3, 4, 5, 6};
    md.forward(ids, 5);
    mf.forward(ids, 5);
    EXPECT_NEAR(mf.loss(targets), md.loss(targets), 1e-5);
    md.backward();
    mf.backward();
    for (std::size_t i = 0; i < md.gradient().size(); ++i)
        ASSERT_NEAR(mf.gradient()[i], md.gradient()[i], 1e-4) << i;
}

TEST(ModelGradient, AttentionWeightsAreCausalAndKeptPerHead) {
    Model m(kTinyModel);
    m.init(5);
    const std::vector<int> ids{1, 2, 3, 4, 5, 6};
    m.forward(ids, 3);  // B = 2
    for (int l = 0; l < kTinyModel.layers; ++l)
        for (int h = 0; h < kTinyModel.heads; ++h)
            for (int b = 0; b < 2; ++b) {
                const auto P = m.attention(l, h, b);
                ASSERT_EQ(P.rows(), 3);
                EXPECT_FLOAT_EQ(P(0, 0), 1.0f);  // the first token can only attend to itself
                for (int i = 0; i < 3; ++i) EXPECT_NEAR(P.row(i).sum(), 1.0f, 1e-6f);
                EXPECT_EQ(P(1, 2), 0.0f);
            }
    EXPECT_THROW(m.attention(kTinyModel.layers, 0, 0), std::invalid_argument);
    EXPECT_THROW(m.forward(std::vector<int>{1, 7}, 2), std::invalid_argument);  // id 7 ≥ V
    EXPECT_THROW(m.forward(std::vector<int>(6, 1), 6), std::invalid_argument);  // t > T
}

TEST(ModelGradient, LayoutHasTinyGptNamesAndCount) {
    const ModelConfig tiny{64, 32, 64, 4, 2, 256};
    EXPECT_EQ(parameter_count(tiny), 110336u);  // PyTorch counts 110336 for the "tiny" config
    const ModelConfig small{256, 128, 256, 8, 4, 1024};
    EXPECT_EQ(parameter_count(small), 3323392u);
    const auto l = parameter_layout(tiny);
    EXPECT_EQ(l.front().name, "tok.weight");
    EXPECT_EQ(l[4].name, "blocks.0.attn.in_proj_weight");
    EXPECT_EQ(l[4].shape, (std::vector<int>{192, 64}));
    EXPECT_EQ(l.back().name, "head.weight");
    EXPECT_THROW(validate(ModelConfig{10, 8, 30, 4, 1, 16}), std::invalid_argument);  // 30 % 4 != 0
}

TEST(ModelGradient, NamedViewsFollowTheLayout) {
    Model m(kTinyModel);
    AdamW opt(m.parameters().size(), AdamWSettings{});
    const auto layout = parameter_layout(kTinyModel);
    auto at = [&](const char* name) {
        for (const auto& s : layout)
            if (s.name == name) return s.offset;
        return std::size_t(-1);
    };
    EXPECT_EQ(m.weights().blocks[1].ff2_b.data(), m.parameters().data() + at("blocks.1.ff.2.bias"));
    EXPECT_EQ(m.gradients().blocks[0].in_w.data(),
              m.gradient().data() + at("blocks.0.attn.in_proj_weight"));
    const auto mv = Model::views_of(opt.first_moment().data(), kTinyModel);  // AdamW moments, named
    EXPECT_EQ(mv.head.data(), opt.first_moment().data() + at("head.weight"));
    EXPECT_EQ(mv.head.rows(), kTinyModel.vocab);
    EXPECT_EQ(mv.ln_w.data() + kTinyModel.d, mv.ln_b.data());
    const Model copy = m;  // a copy has its own buffers and views
    EXPECT_EQ(copy.weights().tok.data(), copy.parameters().data());
    EXPECT_NE(copy.parameters().data(), m.parameters().data());
}

}  // namespace
}  // namespace attn
