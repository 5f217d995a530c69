// read_probe and sample_continuation: probabilities are the softmax of the
// logits, the likeliest come first, maps are causal and row-stochastic,
// sampling is seeded and a near-zero temperature picks the likeliest word.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/model/next_word.hpp"

namespace attn {
namespace {

struct Fixture {
    Vocabulary vocab{{"<unk>", "the", "bubbe", "made", "matzah", "ball", "soup", "."}};
    Model model{ModelConfig{8, 6, 8, 2, 2, 16}};
    Fixture() { model.init(3); }
};

TEST(NextWord, TopFiveAreTheSoftmaxOfTheLogitsInOrder) {
    Fixture f;
    const ProbeReading r = read_probe(f.model, f.vocab, "The bubbe made kugel", 5);
    ASSERT_EQ(r.ids, (std::vector<int>{1, 2, 3, 0}));  // "kugel" is unknown
    ASSERT_EQ(r.attention.tokens.back(), "kugel");
    ASSERT_EQ(r.next.size(), 4u);
    const auto& logits = f.model.forward(r.ids, 4);
    for (int i = 0; i < 4; ++i) {
        const auto& row = r.next[std::size_t(i)];
        ASSERT_EQ(row.size(), 5u);
        double z = 0;
        for (int j = 0; j < 8; ++j) z += std::exp(double(logits(i, j)));
        for (std::size_t j = 0; j < row.size(); ++j) {
            EXPECT_NEAR(row[j].p, std::exp(double(logits(i, row[j].id))) / z, 1e-6);
            EXPECT_EQ(row[j].word, f.vocab.word(row[j].id));
            if (j > 0) {
                EXPECT_GE(row[j - 1].p, row[j].p);
            }
        }
        // Nothing outside the five is likelier than the fifth.
        for (int j = 0; j < 8; ++j) {
            bool listed = false;
            for (const auto& c : row) listed = listed || c.id == j;
            if (!listed) {
                EXPECT_LE(logits(i, j), logits(i, row[4].id));
            }
        }
    }
}

TEST(NextWord, MapsCoverEveryLayerAndHeadAndAreCausal) {
    Fixture f;
    const ProbeReading r = read_probe(f.model, f.vocab, "the bubbe made matzah ball soup . the", 3);
    ASSERT_EQ(r.ids.size(), 6u);  // truncated to T = 6
    ASSERT_EQ(r.attention.weights.size(), 4u);
    for (const Matrix& w : r.attention.weights) {
        ASSERT_EQ(w.rows(), 6);
        for (int i = 0; i < 6; ++i) {
            EXPECT_NEAR(w.row(i).sum(), 1.0f, 1e-5f);
            for (int j = i + 1; j < 6; ++j) EXPECT_EQ(w(i, j), 0.0f);
        }
    }
    EXPECT_EQ(r.next.front().size(), 3u);
    EXPECT_TRUE(read_probe(f.model, f.vocab, "  ").ids.empty());
}

TEST(NextWord, SamplingIsSeededAndColdSamplingIsGreedy) {
    Fixture f;
    const auto a = sample_continuation(f.model, f.vocab, "the bubbe", 12, 2.0f, 5);
    EXPECT_EQ(a.size(), 12u);
    EXPECT_EQ(a, sample_continuation(f.model, f.vocab, "the bubbe", 12, 2.0f, 5));
    EXPECT_NE(a, sample_continuation(f.model, f.vocab, "the bubbe", 12, 2.0f, 6));
    const auto cold = sample_continuation(f.model, f.vocab, "the bubbe", 1, 1e-4f, 9);
    EXPECT_EQ(cold.front(), read_probe(f.model, f.vocab, "the bubbe", 1).next.back().front().word);
    EXPECT_THROW(sample_continuation(f.model, f.vocab, "", 3, 1.0f, 1), std::invalid_argument);
    EXPECT_THROW(sample_continuation(f.model, f.vocab, "the", 3, 0.0f, 1), std::invalid_argument);
    EXPECT_THROW(read_probe(f.model, Vocabulary(), "the"), std::invalid_argument);
}

}  // namespace
}  // namespace attn
