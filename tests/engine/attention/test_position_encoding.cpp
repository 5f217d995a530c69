// Where a word sits, five ways (attnlab/attention/position_encoding.hpp), each
// against a plain reference in double: the paper's sinusoids; RoPE as rotation
// matrices on q and k and as complex numbers (the two equal, and equal to
// evaluate's q, k, scores and weights); ALiBi's slopes for H = 1, 2, 4, 8 and
// its bias inside the softmax. Properties: RoPE's scores depend on i − j only;
// a word put in front changes no RoPE or ALiBi score between the same two
// words, but does change sinusoidal ones; ALiBi's bias is 0 on the diagonal
// and linear in the distance.
#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <limits>
#include <span>

#include "attention_fixtures.hpp"
#include "attnlab/attention/evaluate.hpp"

namespace attn {
namespace {

using test::random_matrix;
using test::random_multihead;

// q (n × d) with each head's pairs rotated by RoPE, in double, by 2 × 2 rotation matrices.
MatrixD rope_by_matrices(const Matrix& q, int dk, double base, int first = 0) {
    MatrixD out = q.cast<double>();
    for (int p = 0; p < q.rows(); ++p)
        for (int c0 = 0; c0 < q.cols(); c0 += dk)
            for (int i = 0; i < dk / 2; ++i) {
                const double a = (first + p) * std::pow(base, -2.0 * i / dk);
                Eigen::Matrix2d r;
                r << std::cos(a), -std::sin(a), std::sin(a), std::cos(a);
                const Eigen::Vector2d x(q(p, c0 + 2 * i), q(p, c0 + 2 * i + 1));
                const Eigen::Vector2d y = r * x;
                out(p, c0 + 2 * i) = y(0);
                out(p, c0 + 2 * i + 1) = y(1);
            }
    return out;
}

// The same as complex numbers: (x₀ + i·x₁) · e^{i·p·θ}.
MatrixD rope_by_complex(const Matrix& q, int dk, double base) {
    MatrixD out = q.cast<double>();
    for (int p = 0; p < q.rows(); ++p)
        for (int c0 = 0; c0 < q.cols(); c0 += dk)
            for (int i = 0; i < dk / 2; ++i) {
                const std::complex<double> z(q(p, c0 + 2 * i), q(p, c0 + 2 * i + 1));
                const std::complex<double> w =
                    z * std::polar(1.0, p * std::pow(base, -2.0 * i / dk));
                out(p, c0 + 2 * i) = w.real();
                out(p, c0 + 2 * i + 1) = w.imag();
            }
    return out;
}

// softmax over each row of `logits` (double); cells with hidden(i, j) weigh 0.
MatrixD softmax_rows(const MatrixD& logits, bool causal) {
    MatrixD w = MatrixD::Zero(logits.rows(), logits.cols());
    for (int i = 0; i < logits.rows(); ++i) {
        const int len = causal ? i + 1 : int(logits.cols());
        const double mx = logits.row(i).head(len).maxCoeff();
        double sum = 0;
        for (int j = 0; j < len; ++j) sum += (w(i, j) = std::exp(logits(i, j) - mx));
        w.row(i) /= sum;
    }
    return w;
}

TEST(PositionEncoding, SinusoidsAreThePapersFromAnyFirstPosition) {
    const Matrix pe = positional_encoding(7, 6, 3);
    for (int p = 0; p < 7; ++p)
        for (int j = 0; j < 6; ++j) {
            const double angle = (p + 3) / std::pow(10000.0, 2.0 * (j / 2) / 6);
            EXPECT_NEAR(pe(p, j), j % 2 == 0 ? std::sin(angle) : std::cos(angle), 2e-6);
        }
    EXPECT_TRUE(positional_encoding(4, 6).bottomRows(2) == positional_encoding(2, 6, 2));
}

TEST(PositionEncoding, RopeIsARotationOfQueriesAndKeysInEveryHead) {
    for (const double base : {10000.0, 100.0}) {
        SCOPED_TRACE(base);
        AttentionConfig c = random_multihead(8, 2, 7);
        c.position = PositionEncoding::Rope;
        c.rope_base = base;
        c.scale = true;
        const Matrix X = random_matrix(6, 8, 8);
        const Trace t = evaluate(X, c);
        const Matrix q = X * c.wq.values, k = X * c.wk.values;
        const MatrixD rq = rope_by_matrices(q, 4, base), rk = rope_by_matrices(k, 4, base);
        EXPECT_LT((rq - rope_by_complex(q, 4, base)).cwiseAbs().maxCoeff(), 1e-12);
        EXPECT_LT((t.q.cast<double>() - rq).cwiseAbs().maxCoeff(), 1e-5);
        EXPECT_LT((t.k.cast<double>() - rk).cwiseAbs().maxCoeff(), 1e-5);
        EXPECT_LT((t.v - X * c.wv.values).cwiseAbs().maxCoeff(), 1e-6f);  // values are not rotated
        for (int h = 0; h < 2; ++h) {
            const MatrixD s = rq.middleCols(4 * h, 4) * rk.middleCols(4 * h, 4).transpose();
            EXPECT_LT((t.scores[std::size_t(h)].cast<double>() - s).cwiseAbs().maxCoeff(), 1e-5);
            const MatrixD w = softmax_rows(s / 2.0, false);
            EXPECT_LT((t.weights[std::size_t(h)].cast<double>() - w).cwiseAbs().maxCoeff(), 1e-6);
        }
        EXPECT_EQ(t.position, PositionEncoding::Rope);
        EXPECT_EQ(t.rope_base, base);
    }
}

TEST(PositionEncoding, RopeScoresOfEqualWordsDependOnTheirDistanceOnly) {
    AttentionConfig c = default_config(Variant::Simple, 6);
    c.position = PositionEncoding::Rope;
    const Matrix row = random_matrix(1, 6, 3);
    const Matrix X = row.replicate(7, 1);  // the same word seven times
    const Trace t = evaluate(X, c);
    for (int i = 0; i + 1 < 7; ++i)
        for (int j = 0; j + 1 < 7; ++j)
            EXPECT_NEAR(t.scores[0](i, j), t.scores[0](i + 1, j + 1), 1e-5) << i << "," << j;
    // Without it every score is the same number.
    c.position = PositionEncoding::None;
    const Trace plain = evaluate(X, c);
    EXPECT_LT((plain.scores[0].array() - plain.scores[0](0, 0)).abs().maxCoeff(), 1e-6);
}

// A word put in front of the sentence (every position + 1): the scores among the old words.
Matrix scores_after_a_word_in_front(const AttentionConfig& c, const Matrix& X, int head,
                                    bool shifted) {
    Matrix front(X.rows() + 1, X.cols());
    front.row(0) = random_matrix(1, int(X.cols()), 99);
    front.bottomRows(X.rows()) = X;
    const Trace t = evaluate(shifted ? front : X, c);
    const Matrix logits = t.masked_scores(head);
    return shifted ? Matrix(logits.bottomRightCorner(X.rows(), X.rows())) : logits;
}

TEST(PositionEncoding, AWordInFrontChangesNoRopeOrAlibiScoreButSinusoidalOnes) {
    const Matrix X = random_matrix(4, 8, 21);
    for (const auto e :
         {PositionEncoding::Rope, PositionEncoding::Alibi, PositionEncoding::Sinusoidal}) {
        SCOPED_TRACE(position_encoding_name(e));
        AttentionConfig c = random_multihead(8, 2, 5);
        c.position = e;
        c.scale = true;
        for (int h = 0; h < 2; ++h) {
            const Matrix before = scores_after_a_word_in_front(c, X, h, false);
            const Matrix after = scores_after_a_word_in_front(c, X, h, true);
            const float moved = (before - after).cwiseAbs().maxCoeff();
            if (e == PositionEncoding::Sinusoidal)
                EXPECT_GT(moved, 1e-2f);
            else
                EXPECT_LT(moved, 1e-4f);
        }
    }
}

TEST(PositionEncoding, AlibiSlopesAreThePapersForOneToEightHeads) {
    for (const int heads : {1, 2, 4, 8}) {
        const std::vector<float> m = alibi_slopes(heads);
        ASSERT_EQ(int(m.size()), heads);
        for (int h = 1; h <= heads; ++h)
            EXPECT_FLOAT_EQ(m[std::size_t(h - 1)], float(std::pow(2.0, -8.0 * h / heads)));
    }
    const std::vector<float> eight = alibi_slopes(8);
    EXPECT_FLOAT_EQ(eight.front(), 0.5f);
    EXPECT_FLOAT_EQ(eight.back(), 1.0f / 256.0f);
}

TEST(PositionEncoding, AlibiAddsADistancePenaltyInsideTheSoftmax) {
    for (const bool causal : {false, true}) {
        SCOPED_TRACE(causal);
        AttentionConfig c = random_multihead(8, 4, 11);
        c.position = PositionEncoding::Alibi;
        c.causal = causal;
        c.scale = true;
        const Matrix X = random_matrix(6, 8, 12);
        const Trace t = evaluate(X, c);
        ASSERT_EQ(t.alibi, alibi_slopes(4));
        for (int h = 0; h < 4; ++h) {
            const Matrix bias = t.position_bias(h);
            const double m = std::pow(2.0, -8.0 * (h + 1) / 4);
            for (int i = 0; i < 6; ++i) {
                EXPECT_EQ(bias(i, i), 0.0f);
                for (int j = 0; j < 6; ++j) EXPECT_NEAR(bias(i, j), -m * std::abs(i - j), 1e-6);
            }
            const MatrixD logits =
                t.scores[std::size_t(h)].cast<double>() / std::sqrt(2.0) + bias.cast<double>();
            const MatrixD w = softmax_rows(logits, causal);
            EXPECT_LT((t.weights[std::size_t(h)].cast<double>() - w).cwiseAbs().maxCoeff(), 1e-6);
            for (int i = 0; i < 6; ++i)
                EXPECT_NEAR(t.weights[std::size_t(h)].row(i).sum(), 1.0, 1e-5);
        }
        // The raw scores are Q·Kᵀ as without positions: the penalty comes after the scale.
        AttentionConfig none = c;
        none.position = PositionEncoding::None;
        EXPECT_TRUE(evaluate(X, none).scores == t.scores);
    }
}

// A cut line under ALiBi: the kept keys' softmax of the penalised logits, the cut one 0.
TEST(PositionEncoding, ACutLineUnderAlibiLeavesTheKeptKeysPenalisedSoftmax) {
    AttentionConfig c = random_multihead(8, 2, 31);
    c.position = PositionEncoding::Alibi;
    c.scale = true;
    const Matrix X = random_matrix(5, 8, 32);
    Intervention cut;
    cut.kind = Intervention::Kind::Cut;
    cut.head = 1;
    cut.query = 3;
    cut.key = 0;
    const Trace t = evaluate(X, c, std::span<const Intervention>(&cut, 1));
    const Matrix logits = t.scaled_scores(1) + t.position_bias(1);
    MatrixD kept = logits.cast<double>();
    kept(3, 0) = -std::numeric_limits<double>::infinity();
    const MatrixD w = softmax_rows(kept, false);
    EXPECT_EQ(t.weights[1](3, 0), 0.0f);
    EXPECT_LT((t.weights[1].cast<double>() - w).cwiseAbs().maxCoeff(), 1e-6);
}

TEST(PositionEncoding, TheFixedRungsCompareNoWordsSoRopeAndAlibiLeaveThem) {
    const Matrix X = random_matrix(4, 4, 2);
    for (const Variant v : {Variant::NoMixing, Variant::EqualAverage})
        for (const auto e : {PositionEncoding::Rope, PositionEncoding::Alibi}) {
            AttentionConfig c = default_config(v, 4);
            c.position = e;
            const Trace t = evaluate(X, c);
            EXPECT_EQ(t.position, PositionEncoding::None);
            EXPECT_TRUE(t.output == evaluate(X, default_config(v, 4)).output);
        }
}

TEST(PositionEncoding, NamesAndLimits) {
    for (const auto e : {PositionEncoding::None, PositionEncoding::Sinusoidal,
                         PositionEncoding::Rope, PositionEncoding::Alibi})
        EXPECT_EQ(position_encoding_from_name(position_encoding_name(e)), e);
    EXPECT_THROW(position_encoding_from_name("learned"), std::invalid_argument);
    EXPECT_EQ(position_encoding_from_name("learned", false), PositionEncoding::Learned);
    EXPECT_EQ(position_encoding_names(), "none, sinusoidal, rope or alibi");
    AttentionConfig c = default_config(Variant::Simple, 4);
    c.position = PositionEncoding::Learned;
    EXPECT_THROW(validate(c, 4), std::invalid_argument);
    c.position = PositionEncoding::Rope;
    c.rope_base = 1.0;
    EXPECT_THROW(validate(c, 4), std::invalid_argument);
    c.rope_base = 500.0;
    EXPECT_NO_THROW(validate(c, 4));
}

}  // namespace
}  // namespace attn
