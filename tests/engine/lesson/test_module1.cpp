// Module 1 (the course text of simple attention): every number it prints.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/explain.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

constexpr float kTol = 0.0005f;  // three printed decimals

void expect_matrix(const Matrix& m, std::initializer_list<std::initializer_list<float>> expected) {
    ASSERT_EQ(m.rows(), static_cast<Eigen::Index>(expected.size()));
    int i = 0;
    for (const auto& row : expected) {
        ASSERT_EQ(m.cols(), static_cast<Eigen::Index>(row.size()));
        int k = 0;
        for (float v : row) {
            EXPECT_NEAR(m(i, k), v, kTol) << "at (" << i << ", " << k << ")";
            ++k;
        }
        ++i;
    }
}

class Module1 : public ::testing::Test {
  protected:
    Lesson lesson = test::builtin("module1");
    Trace river = evaluate(lesson.table, "the river bank", lesson.attention);
    Trace money = evaluate(lesson.table, "the money bank", lesson.attention);
};

TEST_F(Module1, LessonMatchesArchitectureTable) {
    EXPECT_EQ(lesson.table.axes(), (std::vector<std::string>{"water", "money", "place", "filler"}));
    EXPECT_EQ(lesson.sentences, (std::vector<std::string>{"the river bank", "the money bank"}));
    EXPECT_EQ(lesson.table.row("bank"), (Vector(4) << 0.3f, 0.3f, 0.9f, 0.0f).finished());
}

TEST_F(Module1, BankRowIdenticalBeforeAttention) {
    EXPECT_EQ(river.embedded.row(2), money.embedded.row(2));
}

TEST_F(Module1, ScoreMatrixOfTheRiverBank) {
    expect_matrix(river.scores[0],
                  {{1.000f, 0.000f, 0.000f}, {0.000f, 0.900f, 0.540f}, {0.000f, 0.540f, 0.990f}});
}

TEST_F(Module1, ScoresAreSymmetric) {
    EXPECT_TRUE(river.scores[0].isApprox(river.scores[0].transpose(), 1e-6f));
    EXPECT_TRUE(money.scores[0].isApprox(money.scores[0].transpose(), 1e-6f));
}

TEST_F(Module1, WeightsOfBothSentences) {
    expect_matrix(river.weights[0],
                  {{0.576f, 0.212f, 0.212f}, {0.193f, 0.475f, 0.332f}, {0.185f, 0.317f, 0.498f}});
    expect_matrix(money.weights[0],
                  {{0.576f, 0.212f, 0.212f}, {0.213f, 0.483f, 0.305f}, {0.195f, 0.280f, 0.525f}});
}

TEST_F(Module1, RowsOfWeightsSumToOne) {
    for (const Trace* t : {&river, &money})
        for (Eigen::Index i = 0; i < t->weights[0].rows(); ++i)
            EXPECT_NEAR(t->weights[0].row(i).sum(), 1.0f, 1e-6f);
}

TEST_F(Module1, BankOutputVectorsSplit) {
    expect_matrix(river.output.row(2), {{0.435f, 0.149f, 0.543f, 0.185f}});
    expect_matrix(money.output.row(2), {{0.158f, 0.409f, 0.501f, 0.195f}});
    EXPECT_NE(river.output.row(2), money.output.row(2));
    EXPECT_GT(river.output(2, 0), river.output(2, 1));  // watery next to river
    EXPECT_GT(money.output(2, 1), money.output(2, 0));  // money-ish next to money
}

TEST_F(Module1, EqualAverageFromTheText) {
    // "Attempt 1": the plain average of the river sentence tilts water over money 0.40 to 0.10.
    const Vector avg = river.embedded.colwise().mean();
    EXPECT_NEAR(avg(0), 0.40f, kTol);
    EXPECT_NEAR(avg(1), 0.10f, kTol);
}

TEST_F(Module1, SlowMotionBlendTerms) {
    // The text multiplies the printed (rounded) weights: 0.317 × 0.9 ≈ 0.285 from
    // river, 0.498 × 0.3 ≈ 0.149 from bank itself; the sum drifts to 0.434 while
    // the full-precision output is 0.435.
    auto rounded = [](float w) { return std::round(w * 1000.0f) / 1000.0f; };
    const float from_river = rounded(river.weights[0](2, 1)) * 0.9f;
    const float from_bank = rounded(river.weights[0](2, 2)) * 0.3f;
    EXPECT_NEAR(from_river, 0.285f, kTol);
    EXPECT_NEAR(from_bank, 0.149f, kTol);
    EXPECT_NEAR(rounded(from_river) + rounded(from_bank), 0.434f, 1e-6f);
    EXPECT_NEAR(river.output(2, 0), 0.435f, kTol);
}

TEST(Module1Permutation, PermutingWordsPermutesOutputs) {
    const Lesson lesson = test::builtin("module1");
    const Trace a = evaluate(lesson.table, "the river bank", lesson.attention);
    const Trace b = evaluate(lesson.table, "bank the river", lesson.attention);
    const int perm[3] = {2, 0, 1};  // b's row i is a's row perm[i]
    for (int i = 0; i < 3; ++i) {
        EXPECT_TRUE(b.output.row(i).isApprox(a.output.row(perm[i]), 1e-6f)) << i;
        for (int j = 0; j < 3; ++j)
            EXPECT_NEAR(b.weights[0](i, j), a.weights[0](perm[i], perm[j]), 1e-6f);
    }
}

TEST(Module1Report, ExplainReproducesTheResultsLog) {
    const std::string report = explain(test::builtin("module1"));
    const std::string expected =
        "  input check: 'bank' row identical in both sentences -> True\n"
        "  score matrix S = X @ X.T for \"the river bank\":\n"
        "                the   river    bank\n"
        "    the       1.000   0.000   0.000\n"
        "    river     0.000   0.900   0.540\n"
        "    bank      0.000   0.540   0.990\n"
        "  symmetric? True (S[i,j] always equals S[j,i] here)\n"
        "  attention weights (each row softmaxed) for \"the river bank\":\n"
        "                the   river    bank\n"
        "    the       0.576   0.212   0.212\n"
        "    river     0.193   0.475   0.332\n"
        "    bank      0.185   0.317   0.498\n"
        "  attention weights for \"the money bank\":\n"
        "                the   money    bank\n"
        "    the       0.576   0.212   0.212\n"
        "    money     0.213   0.483   0.305\n"
        "    bank      0.195   0.280   0.525\n"
        "  bank's output vector (water, money, place, filler):\n"
        "    in \"the river bank\": water=0.435  money=0.149  place=0.543  filler=0.185\n"
        "    in \"the money bank\": water=0.158  money=0.409  place=0.501  filler=0.195\n"
        "  water vs money, river sentence: 0.435 vs 0.149\n"
        "  water vs money, money sentence: 0.158 vs 0.409\n";
    EXPECT_EQ(report, expected);
}

// Each sentence is named by its first word no other sentence has, else by its number; a
// sentence given twice has no word of its own.
TEST(Module1Report, SentencesAreNamedByAWordOfTheirOwn) {
    const Lesson lesson = test::builtin("module1");
    const std::string report =
        explain(lesson, {"the river bank", "the money bank", "the bank", "the bank"});
    EXPECT_NE(report.find("water vs money, river sentence:"), std::string::npos) << report;
    EXPECT_NE(report.find("water vs money, money sentence:"), std::string::npos) << report;
    EXPECT_NE(report.find("water vs money, sentence 3:"), std::string::npos) << report;
    EXPECT_NE(report.find("water vs money, sentence 4:"), std::string::npos) << report;
}

TEST(Module1Report, UnknownWordAndEmptySentenceAreRefused) {
    const Lesson lesson = test::builtin("module1");
    try {
        explain(lesson, {"the river dog"});
        FAIL() << "expected an error";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("'dog'"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("the, river, money, bank"), std::string::npos)
            << e.what();
    }
    EXPECT_THROW(explain(lesson, {"  "}), std::invalid_argument);
}

}  // namespace
}  // namespace attn
