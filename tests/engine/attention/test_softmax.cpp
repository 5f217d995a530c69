#include <gtest/gtest.h>

#include <limits>

#include "attnlab/attention/softmax.hpp"

namespace attn {
namespace {

TEST(Softmax, StableForHugeScores) {
    Matrix m(2, 3);
    m << 1e4f, -1e4f, 0.0f, 1e4f, 1e4f, 1e4f;
    softmax_rows(m);
    ASSERT_TRUE(m.allFinite());
    EXPECT_NEAR(m.row(0).sum(), 1.0f, 1e-6f);
    EXPECT_NEAR(m(0, 0), 1.0f, 1e-6f);
    EXPECT_EQ(m(0, 1), 0.0f);
    for (int k = 0; k < 3; ++k) EXPECT_NEAR(m(1, k), 1.0f / 3.0f, 1e-6f);
}

TEST(Softmax, MatchesDefinitionOnSmallRow) {
    Matrix m(1, 3);
    m << 0.0f, 0.54f, 0.99f;  // bank's row in "the river bank"
    softmax_rows(m);
    const double e0 = 1.0, e1 = std::exp(0.54), e2 = std::exp(0.99), s = e0 + e1 + e2;
    EXPECT_NEAR(m(0, 0), e0 / s, 1e-6);
    EXPECT_NEAR(m(0, 1), e1 / s, 1e-6);
    EXPECT_NEAR(m(0, 2), e2 / s, 1e-6);
}

TEST(Softmax, MaskedEntriesGetExactlyZero) {
    const float inf = std::numeric_limits<float>::infinity();
    Matrix m(2, 3);
    m << 0.5f, -inf, -inf, -inf, -inf, -inf;
    softmax_rows(m);
    EXPECT_EQ(m(0, 0), 1.0f);
    EXPECT_EQ(m(0, 1), 0.0f);
    EXPECT_EQ(m(0, 2), 0.0f);
    EXPECT_EQ(m.row(1).sum(), 0.0f);  // fully masked row: all zero, not NaN
}

TEST(Softmax, ShiftInvariant) {
    Matrix a(1, 4);
    a << 1, 2, 3, 4;
    Matrix b = (a.array() + 100.0f).matrix();
    EXPECT_TRUE(softmax_rows_copy(a).isApprox(softmax_rows_copy(b), 1e-5f));
}

}  // namespace
}  // namespace attn
