// The two failed attempts of Module 1 as ladder steps: 0 · no mixing (weights
// = identity, output = input) and 1 · equal average (every weight 1/n, every
// output the mean row; causal: row i averages words 0..i). Exact invariants,
// permutation equivariance, validation, the lesson file and the report.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numeric>

#include "attention_fixtures.hpp"
#include "attnlab/lesson/explain.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

AttentionConfig rung(Variant v, bool causal = false, bool positions = false) {
    AttentionConfig c;
    c.variant = v;
    c.causal = causal;
    c.position = positions ? PositionEncoding::Sinusoidal : PositionEncoding::None;
    return c;
}

// Mean of rows [0, count) of X, in double: n × d → 1 × d.
Eigen::RowVectorXd mean_of_rows(const Matrix& X, Eigen::Index count) {
    return X.topRows(count).cast<double>().colwise().sum() / static_cast<double>(count);
}

// The rows of X in the order `perm` (row i of the result is row perm[i] of X).
Matrix permuted(const Matrix& X, const std::vector<int>& perm) {
    Matrix out(X.rows(), X.cols());
    for (size_t i = 0; i < perm.size(); ++i) out.row(Eigen::Index(i)) = X.row(perm[i]);
    return out;
}

TEST(LadderRungs, NamesRoundTripInLadderOrder) {
    ASSERT_EQ(kLadder.front(), Variant::NoMixing);
    EXPECT_EQ(kLadder[1], Variant::EqualAverage);
    EXPECT_EQ(kLadder[2], Variant::Simple);
    for (Variant v : kLadder) EXPECT_EQ(variant_from_name(variant_name(v)), v) << variant_name(v);
    EXPECT_STREQ(variant_name(Variant::NoMixing), "no-mixing");
    EXPECT_STREQ(variant_name(Variant::EqualAverage), "equal-average");
    EXPECT_EQ(variant_names(), "no-mixing, equal-average, simple, scaled or multihead");
    try {
        variant_from_name("nomix");
        FAIL() << "an unknown name was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("'nomix' (expected no-mixing, equal-average"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_TRUE(fixed_weights(Variant::NoMixing));
    EXPECT_TRUE(fixed_weights(Variant::EqualAverage));
    EXPECT_FALSE(fixed_weights(Variant::Simple));
    EXPECT_FALSE(uses_projections(Variant::EqualAverage));
    EXPECT_TRUE(uses_projections(Variant::Scaled));
}

TEST(LadderRungs, NoMixingOutputIsTheInputExactly) {
    const Matrix X = test::random_matrix(7, 5, 11);
    for (bool causal : {false, true}) {
        const Trace t = evaluate(X, rung(Variant::NoMixing, causal));
        EXPECT_TRUE(t.output == X) << "causal " << causal;
        EXPECT_TRUE(t.concat == X);
        EXPECT_TRUE(t.weights[0] == Matrix::Identity(7, 7));
        EXPECT_TRUE(t.scores[0] == Matrix::Zero(7, 7));  // nothing is compared
        EXPECT_TRUE(t.q == X && t.k == X && t.v == X);
        EXPECT_EQ(t.scale, 1.0f);
        const Matrix m = t.masked_scores(0);
        for (int i = 0; i < 7; ++i)
            for (int j = 0; j < 7; ++j) {
                EXPECT_EQ(t.hidden(i, j), i != j);
                EXPECT_EQ(m(i, j), i == j ? 0.0f : -std::numeric_limits<float>::infinity());
            }
    }
}

TEST(LadderRungs, NoMixingWithPositionsKeepsTheEncodedRow) {
    const Matrix X = test::random_matrix(4, 6, 12);
    const Trace t = evaluate(X, rung(Variant::NoMixing, false, true));
    ASSERT_FALSE(t.input == X);  // the encoding was added
    EXPECT_TRUE(t.input == X + positional_encoding(4, 6));
    EXPECT_TRUE(t.output == t.input);
}

TEST(LadderRungs, EqualAverageGivesEveryWordTheMeanRow) {
    const int n = 6, d = 4;
    const Matrix X = test::random_matrix(n, d, 13);
    const Trace t = evaluate(X, rung(Variant::EqualAverage));
    const Eigen::RowVectorXd mean = mean_of_rows(X, n);
    EXPECT_TRUE(t.scores[0] == Matrix::Zero(n, n));
    EXPECT_TRUE(t.masked_scores(0) ==
                Matrix::Zero(n, n));  // nothing hidden without the causal mask
    for (int i = 0; i < n; ++i) {
        EXPECT_NEAR(t.weights[0].row(i).cast<double>().sum(), 1.0, 1e-6);
        for (int j = 0; j < n; ++j) EXPECT_EQ(t.weights[0](i, j), 1.0f / n) << i << "," << j;
        EXPECT_TRUE(t.output.row(i) == t.output.row(0)) << "row " << i << " differs from row 0";
        EXPECT_LT((t.output.row(i).cast<double>() - mean).cwiseAbs().maxCoeff(), 1e-6)
            << "row " << i;
    }
    // Not the input: the words were blended (guards against an output copied from X).
    EXPECT_GT((t.output - X).cwiseAbs().maxCoeff(), 0.1f);
    // The stored weights blend the rows into the stored output.
    EXPECT_LT((t.weights[0] * X - t.output).cwiseAbs().maxCoeff(), 1e-6f);
}

TEST(LadderRungs, CausalEqualAverageAveragesThePrefix) {
    const int n = 5, d = 3;
    const Matrix X = test::random_matrix(n, d, 14);
    const Trace t = evaluate(X, rung(Variant::EqualAverage, true));
    const Matrix m = t.masked_scores(0);
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j) {
            EXPECT_EQ(t.weights[0](i, j), j <= i ? 1.0f / float(i + 1) : 0.0f) << i << "," << j;
            EXPECT_EQ(m(i, j), j <= i ? 0.0f : -std::numeric_limits<float>::infinity());
        }
        EXPECT_NEAR(t.weights[0].row(i).cast<double>().sum(), 1.0, 1e-6);
        EXPECT_LT((t.output.row(i).cast<double>() - mean_of_rows(X, i + 1)).cwiseAbs().maxCoeff(),
                  1e-6)
            << "row " << i;
    }
    EXPECT_TRUE(t.output.row(0) == X.row(0));  // the first word sees only itself
    EXPECT_FALSE(t.output.row(1) == t.output.row(n - 1));
    const Trace full = evaluate(X, rung(Variant::EqualAverage));
    EXPECT_LT((t.output.row(n - 1) - full.output.row(0)).cwiseAbs().maxCoeff(),
              1e-6f);  // the last word sees all
}

// Without positions and the causal mask, permuting the words permutes the
// outputs (and the weights, rows and columns alike).
TEST(LadderRungs, PermutingTheWordsPermutesTheOutputs) {
    const Matrix X = test::random_matrix(6, 4, 15);
    const std::vector<int> perm{3, 0, 5, 1, 4, 2};
    for (Variant v : {Variant::NoMixing, Variant::EqualAverage}) {
        const Trace a = evaluate(X, rung(v));
        const Trace b = evaluate(permuted(X, perm), rung(v));
        EXPECT_LT((b.output - permuted(a.output, perm)).cwiseAbs().maxCoeff(), 1e-6f)
            << variant_name(v);
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j)
                EXPECT_EQ(b.weights[0](i, j), a.weights[0](perm[i], perm[j])) << variant_name(v);
    }
}

TEST(LadderRungs, OneWordAndNoWords) {
    const Matrix one = test::random_matrix(1, 3, 16);
    for (Variant v : {Variant::NoMixing, Variant::EqualAverage}) {
        const Trace t = evaluate(one, rung(v, true));
        EXPECT_TRUE(t.output == one) << variant_name(v);
        EXPECT_EQ(t.weights[0](0, 0), 1.0f);
        const Trace empty = evaluate(Matrix(0, 3), rung(v));
        EXPECT_EQ(empty.n(), 0);
        EXPECT_EQ(empty.output.rows(), 0);
    }
}

TEST(LadderRungs, ScaleAndHeadsAreRefusedWithTheReason) {
    AttentionConfig c = rung(Variant::EqualAverage);
    c.scale = true;
    try {
        validate(c, 4);
        FAIL() << "scale on the equal average was accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("equal-average variant compares no words"),
                  std::string::npos)
            << e.what();
    }
    c = rung(Variant::NoMixing);
    c.heads = 2;
    EXPECT_THROW(validate(c, 4), std::invalid_argument);
    // Projections stored from a higher rung are kept and ignored.
    c = default_config(Variant::Scaled, 4);
    c.variant = Variant::NoMixing;
    c.scale = false;
    c.wq.values(0, 1) = 5.0f;
    const Matrix X = test::random_matrix(3, 4, 17);
    EXPECT_TRUE(evaluate(X, c).output == X);
}

TEST(LadderRungs, LessonFilesKeepTheRungs) {
    for (Variant v : {Variant::NoMixing, Variant::EqualAverage}) {
        Lesson l = test::builtin("module1");
        l.attention.variant = v;
        l.attention.causal = true;
        l.attention.position = PositionEncoding::Sinusoidal;
        const std::string json = lesson_to_json(l);
        EXPECT_NE(json.find(std::string("\"variant\": \"") + variant_name(v) + "\""),
                  std::string::npos);
        const Lesson back = lesson_from_json(json);
        EXPECT_EQ(back, l) << variant_name(v);
        EXPECT_EQ(lesson_to_json(back), json);
    }
}

TEST(LadderRungs, LessonFileDefaultsAndErrors) {
    const std::string head = R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],
      "embeddings":[{"word":"x","vector":[1,2]}],"attention":)";
    const Lesson l = lesson_from_json(head + R"({"variant":"equal-average"}})");
    EXPECT_EQ(l.attention.variant, Variant::EqualAverage);
    EXPECT_FALSE(l.attention.scale);  // nothing to scale: off unless the file says otherwise
    EXPECT_NE(test::lesson_error(head + R"({"variant":"no-mixing","scale":true}})")
                  .find("attention: the no-mixing variant compares no words"),
              std::string::npos)
        << test::lesson_error(head + R"({"variant":"no-mixing","scale":true}})");
}

// The report says why each attempt fails with the Module 1 numbers:
// bank = [0.3, 0.3, 0.9, 0]; (the + river + bank)/3 = [0.4, 0.1, 0.4, 0.333].
TEST(LadderRungs, ExplainSaysWhyNoMixingFails) {
    Lesson l = test::builtin("module1");
    l.attention.variant = Variant::NoMixing;
    const std::string r = explain(l);
    EXPECT_NE(r.find("scores: none computed"), std::string::npos) << r;
    EXPECT_NE(r.find("in \"the river bank\": water=0.300  money=0.300  place=0.900  filler=0.000"),
              std::string::npos)
        << r;
    EXPECT_NE(r.find("in \"the money bank\": water=0.300  money=0.300  place=0.900  filler=0.000"),
              std::string::npos)
        << r;
    EXPECT_NE(
        r.find(
            "why no mixing fails: each word's output is its own input row (largest change 0.000)"),
        std::string::npos)
        << r;
    EXPECT_NE(
        r.find("'bank' comes out the same in both sentences: its outputs differ by at most 0.000."),
        std::string::npos)
        << r;
}

TEST(LadderRungs, ExplainSaysWhyTheEqualAverageFails) {
    Lesson l = test::builtin("module1");
    l.attention.variant = Variant::EqualAverage;
    const std::string r = explain(l);
    EXPECT_NE(r.find("why an equal average fails in \"the river bank\":\n"
                     "    every word becomes the same blend, water=0.400  money=0.100  place=0.400 "
                     " filler=0.333,\n"
                     "    so 'the', 'river' and 'bank' can no longer be told apart (their outputs "
                     "differ by at most 0.000),\n"
                     "    and every word gets the same share, 1/3 = 0.333, whatever it means."),
              std::string::npos)
        << r;
    EXPECT_NE(r.find("every word becomes the same blend, water=0.100  money=0.400  place=0.333  "
                     "filler=0.333"),
              std::string::npos)
        << r;
    EXPECT_NE(
        r.find("what it does repair: 'bank' now differs between the sentences (by up to 0.300)"),
        std::string::npos)
        << r;
    l.attention.causal = true;
    const std::string c = explain(l);
    EXPECT_NE(c.find("'bank' gives 1/3 = 0.333 to each of 'the', 'river' and 'bank'"),
              std::string::npos)
        << c;
    EXPECT_NE(c.find("the last word becomes the plain average, water=0.400  money=0.100  "
                     "place=0.400  filler=0.333"),
              std::string::npos)
        << c;
}

}  // namespace
}  // namespace attn
