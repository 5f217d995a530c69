// Bad input to evaluate(): std::invalid_argument naming the input and what was
// expected; an empty sentence is an empty trace.
#include <gtest/gtest.h>

#include <limits>

#include "attention_fixtures.hpp"
#include "attnlab/words/embedding_table.hpp"
namespace attn {
namespace {
std::string error_of(const Matrix& X, const AttentionConfig& c) {
    try {
        evaluate(X, c);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "(no error)";
}
#define EXPECT_MENTIONS(text, part) EXPECT_NE((text).find(part), std::string::npos) << (text)
TEST(AttentionErrors, WidthNotDivisibleByHeads) {
    const std::string e = error_of(test::random_matrix(3, 6, 1), test::random_multihead(6, 4, 1));
    EXPECT_MENTIONS(e, "d = 6 is not divisible by heads = 4");
}
TEST(AttentionErrors, ProjectionOfTheWrongShape) {
    AttentionConfig c = test::random_multihead(4, 2, 2);
    c.wk.values = Matrix::Zero(3, 4);
    const std::string e = error_of(test::random_matrix(3, 4, 2), c);
    EXPECT_MENTIONS(e, "W_K");
    EXPECT_MENTIONS(e, "4 × 4");
    EXPECT_MENTIONS(e, "3 × 4");
    c = test::random_multihead(4, 2, 2);
    c.wo.values = Matrix::Zero(4, 2);
    EXPECT_MENTIONS(error_of(test::random_matrix(3, 4, 2), c), "W_O");
    // The scaled variant needs W_Q.
    AttentionConfig s = default_config(Variant::Scaled, 4);
    s.wq.values.resize(0, 0);
    EXPECT_MENTIONS(error_of(test::random_matrix(3, 4, 2), s), "W_Q");
}
TEST(AttentionErrors, NonFiniteInputOrWeights) {
    const AttentionConfig c = test::random_multihead(4, 2, 3);
    Matrix X = test::random_matrix(3, 4, 3);
    X(1, 2) = std::numeric_limits<float>::quiet_NaN();
    EXPECT_MENTIONS(error_of(X, c), "input X contains NaN or infinite");
    X(1, 2) = std::numeric_limits<float>::infinity();
    EXPECT_MENTIONS(error_of(X, c), "input X");
    AttentionConfig bad = c;
    bad.wv.values(0, 3) = -std::numeric_limits<float>::infinity();
    EXPECT_MENTIONS(error_of(test::random_matrix(3, 4, 3), bad), "W_V contains NaN or infinite");
}
TEST(AttentionErrors, TooManyTokens) {
    const AttentionConfig c = default_config(Variant::Scaled, 2);
    const std::string e = error_of(Matrix::Zero(kMaxTokens + 1, 2), c);
    EXPECT_MENTIONS(e, "the sentence has 4097 tokens");
    EXPECT_MENTIONS(e, "at most 4096");
}
TEST(AttentionErrors, BadHeadCountForTheVariant) {
    AttentionConfig c = default_config(Variant::Scaled, 4);
    c.heads = 2;
    EXPECT_MENTIONS(error_of(test::random_matrix(2, 4, 4), c), "exactly 1 head");
    c = test::random_multihead(4, 2, 4);
    c.heads = 0;
    EXPECT_MENTIONS(error_of(test::random_matrix(2, 4, 4), c), "heads must be at least 1");
}
TEST(AttentionErrors, EmptySentenceIsAnEmptyTrace) {
    const AttentionConfig c = test::random_multihead(4, 2, 5);
    const Trace t = evaluate(Matrix(0, 4), c);
    EXPECT_EQ(t.n(), 0);
    EXPECT_EQ(t.heads, 2);
    ASSERT_EQ(t.weights.size(), 2u);
    EXPECT_EQ(t.weights[0].size(), 0);
    EXPECT_EQ(t.output.rows(), 0);
    const EmbeddingTable table({"a", "b", "c", "d"}, {"x"}, Matrix::Ones(1, 4));
    const Trace e = evaluate(table, "   ", c);
    EXPECT_TRUE(e.tokens.empty());
    EXPECT_EQ(e.n(), 0);
}
TEST(AttentionErrors, UnknownWordIsNamed) {
    const EmbeddingTable table({"a", "b", "c", "d"}, {"x"}, Matrix::Ones(1, 4));
    try {
        evaluate(table, "x y", test::random_multihead(4, 2, 6));
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_MENTIONS(std::string(e.what()), "'y'");
    }
}
}  // namespace
}  // namespace attn
