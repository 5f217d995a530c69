// Smoke test on the offscreen platform: the window opens on Module 1 and its
// heatmap models hold the seed's weights.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>

#include "builtin_lessons.hpp"
#include "main_window.hpp"
#include "matrix_model.hpp"

namespace attn::app {
namespace {

TEST(MainWindow, OpensOnModule1WithTheSeedWeights) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    ASSERT_EQ(w.document()->results().size(), 2u);
    auto* weights = w.weightModel(0);
    QAbstractItemModelTester tester(weights, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_EQ(weights->rowCount(), 3);
    EXPECT_EQ(weights->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("river"));
    EXPECT_EQ(weights->data(weights->index(2, 1), Qt::DisplayRole).toString(), QStringLiteral("0.317"));
    EXPECT_EQ(weights->data(weights->index(2, 2), Qt::DisplayRole).toString(), QStringLiteral("0.498"));
    auto* money = w.weightModel(1);
    EXPECT_EQ(money->data(money->index(2, 1), Qt::DisplayRole).toString(), QStringLiteral("0.280"));
    EXPECT_EQ(w.scoreModel(0)->data(w.scoreModel(0)->index(2, 1), Qt::DisplayRole).toString(), QStringLiteral("0.540"));
}

TEST(MainWindow, BuiltinLessonsAreListed) {
    EXPECT_TRUE(attn::ui::builtin_lesson_names().contains(QStringLiteral("module1")));
    EXPECT_THROW(attn::ui::load_builtin_lesson(QStringLiteral("nope")), std::invalid_argument);
}

}  // namespace
}  // namespace attn::app
