// Two prompts compared cell by cell (viewdata/difference_map.hpp): second − first of
// the engine's own maps, labels that name both tokens where they differ, masked cells
// differing by 0, and a pair of different lengths refused with both counts.
#include <gtest/gtest.h>

#include "attnlab/attention/evaluate.hpp"
#include "files/builtin_lessons.hpp"
#include "viewdata/difference_map.hpp"

namespace {

using namespace attn::ui;

TEST(DifferenceMap, IsTheSecondSentencesMapMinusTheFirstsCellByCell) {
    const attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    const attn::Trace a = attn::evaluate(l.table, "the river bank", l.attention);
    const attn::Trace b = attn::evaluate(l.table, "the money bank", l.attention);
    for (const ScoreStage stage : kScoreStages) {
        const DifferenceMap d = difference_map(a, b, 0, stage);
        ASSERT_TRUE(d.error.isEmpty());
        const attn::Matrix want = stage_matrix(b, 0, stage) - stage_matrix(a, 0, stage);
        ASSERT_EQ(d.values.rows(), 3);
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j) EXPECT_FLOAT_EQ(d.values(i, j), want(i, j));
    }
    // Weights: each row of both maps sums to 1, so each row of the difference sums to 0.
    const DifferenceMap w = difference_map(a, b, 0, ScoreStage::Weights);
    EXPECT_EQ(w.labels, (QStringList{QStringLiteral("the"), QStringLiteral("money/river"),
                                     QStringLiteral("bank")}));
    for (int i = 0; i < 3; ++i) EXPECT_NEAR(w.values.row(i).sum(), 0.0f, 1e-6f);
}

TEST(DifferenceMap, MaskedCellsDifferByZeroAndLengthsMustMatch) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module2"));
    l.attention.causal = true;
    const attn::Trace a = attn::evaluate(l.table, "the river bank", l.attention);
    const attn::Trace b = attn::evaluate(l.table, "the money bank", l.attention);
    const DifferenceMap m = difference_map(a, b, 0, ScoreStage::Masked);
    ASSERT_TRUE(m.error.isEmpty());
    EXPECT_TRUE(m.causal);
    EXPECT_EQ(m.values(0, 2), 0.0f);  // −∞ − (−∞): a masked cell, no difference
    EXPECT_TRUE(m.values.allFinite());
    const attn::Trace c = attn::evaluate(l.table, "the river", l.attention);
    const DifferenceMap bad = difference_map(a, c, 0, ScoreStage::Weights);
    EXPECT_EQ(bad.values.size(), 0);
    EXPECT_TRUE(bad.error.contains(
        QStringLiteral("“the river bank” and “the river” are 3 and 2 tokens long")))
        << bad.error.toStdString();
    EXPECT_THROW(difference_figure(bad, QStringLiteral("a"), QStringLiteral("b"), QString(), {}, 0),
                 std::invalid_argument);
}

}  // namespace
