// Position maps and the shift test (attnlab/attention/position_map.hpp) against
// plain references: the sinusoids' dot products, cosines of a table's rows,
// RoPE's rotation matrices in double, ALiBi's penalty; and the relative
// property — a word put in front changes no RoPE, ALiBi or position-free score
// between the same two words, but does change a sinusoidal one.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/attention/position_map.hpp"

namespace attn {
namespace {

TEST(PositionMap, SinusoidalDotProductsAreSymmetricWithHalfTheWidthOnTheDiagonal) {
    const int n = 6, d = 8;
    const Matrix s = sinusoidal_similarity(n, d);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            double ref = 0;
            for (int c = 0; c < d; ++c) {
                const double f = std::pow(10000.0, -double(2 * (c / 2)) / d);
                ref +=
                    (c % 2 ? std::cos(i * f) * std::cos(j * f) : std::sin(i * f) * std::sin(j * f));
            }
            EXPECT_NEAR(s(i, j), ref, 1e-5);
            EXPECT_NEAR(s(i, j), s(j, i), 1e-6);
        }
    EXPECT_NEAR(s(3, 3), d / 2.0, 1e-5);
}

TEST(PositionMap, CosinesOfATablesRowsHaveOnesOnTheDiagonal) {
    Matrix table(4, 3);
    table << 1, 0, 0, 1, 1, 0, 0, 0, 0, -2, 0, 0;
    const Matrix c = position_cosines(table, 4);
    EXPECT_FLOAT_EQ(c(0, 0), 1.0f);
    EXPECT_NEAR(c(0, 1), 1 / std::sqrt(2.0), 1e-6);
    EXPECT_FLOAT_EQ(c(0, 3), -1.0f);
    EXPECT_FLOAT_EQ(c(2, 2), 0.0f);  // a zero row: no direction
    EXPECT_THROW(position_cosines(table, 5), std::invalid_argument);
}

TEST(PositionMap, RopePairScoresEqualRotationMatricesAndDependOnTheOffsetOnly) {
    Vector q(4), k(4);
    q << 0.3f, -1.2f, 0.8f, 0.5f;
    k << 1.1f, 0.4f, -0.6f, 0.9f;
    const int n = 7;
    const double base = 10.0;
    const Matrix s = rope_pair_scores(q, k, n, base, 0.5f);
    auto turned = [&](const Vector& v, int p) {
        Eigen::VectorXd out(4);
        for (int i = 0; i < 2; ++i) {
            const double a = p * std::pow(base, -2.0 * i / 4);
            out(2 * i) = std::cos(a) * v(2 * i) - std::sin(a) * v(2 * i + 1);
            out(2 * i + 1) = std::sin(a) * v(2 * i) + std::cos(a) * v(2 * i + 1);
        }
        return out;
    };
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            EXPECT_NEAR(s(i, j), 0.5 * turned(q, i).dot(turned(k, j)), 1e-5);
            if (i > 0 && j > 0) EXPECT_NEAR(s(i, j), s(i - 1, j - 1), 1e-5);
        }
}

TEST(PositionMap, AlibiIsZeroOnTheDiagonalAndLinearInTheDistance) {
    const Matrix m = alibi_matrix(0.25f, 5);
    for (int i = 0; i < 5; ++i)
        for (int j = 0; j < 5; ++j) EXPECT_FLOAT_EQ(m(i, j), -0.25f * float(std::abs(i - j)));
}

// The seed's words on named axes (water, money, place, filler).
EmbeddingTable bank_table() {
    Matrix v(5, 4);
    v << 0.1f, 0.0f, 0.2f, 0.9f,  // the
        0.9f, 0.0f, 0.6f, 0.1f,   // river
        0.5f, 0.6f, 0.7f, 0.0f,   // bank
        0.0f, 0.9f, 0.1f, 0.1f,   // money
        0.2f, 0.1f, 0.3f, 0.4f;   // near
    return EmbeddingTable({"water", "money", "place", "filler"},
                          {"the", "river", "bank", "money", "near"}, v);
}

TEST(PositionMap, AWordInFrontChangesOnlyTheSinusoidalScore) {
    const EmbeddingTable table = bank_table();
    const std::vector<std::string> words{"river", "near", "bank"};
    AttentionConfig c = default_config(Variant::MultiHead, 4, 2);
    c.scale = true;
    c.causal = true;
    for (const PositionEncoding e : {PositionEncoding::None, PositionEncoding::Sinusoidal,
                                     PositionEncoding::Rope, PositionEncoding::Alibi}) {
        c.position = e;
        for (int h = 0; h < 2; ++h) {
            const ShiftedScore s = shifted_score(table, words, c, h, 2, 0, "the");  // bank on river
            EXPECT_EQ(s.unchanged(), e != PositionEncoding::Sinusoidal)
                << position_encoding_name(e) << " head " << h + 1 << ": " << s.before << " → "
                << s.after;
        }
    }
    EXPECT_THROW(shifted_score(table, words, c, 0, 0, 2, "the"), std::invalid_argument);  // masked
    EXPECT_THROW(shifted_score(table, words, c, 2, 2, 0, "the"), std::invalid_argument);  // head 3
    EXPECT_THROW(shifted_score(table, words, c, 0, 3, 0, "the"), std::invalid_argument);
    EXPECT_THROW(shifted_score(table, words, c, 0, 2, 0, "ship"), std::invalid_argument);
}

}  // namespace
}  // namespace attn
