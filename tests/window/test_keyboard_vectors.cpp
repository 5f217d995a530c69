// The Vectors plot by keys alone: N / P choose a grey point, the arrows move it
// on the plotted axes by exactly one step (Shift: a fine step), each press one
// undo step that undo takes back exactly; Enter highlights its word; on the
// principal plane nothing moves (as a drag there) and the readout says why;
// Tab leaves the plot.
#include <gtest/gtest.h>

#include <QApplication>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using attn::ui::VectorPlot;

using attn::ui::test::settle;

struct Window {
    Window() : w(attn::ui::load_builtin_lesson(QStringLiteral("module1"))) {
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        settle();
        plot = w.vectorPlot();
        plot->setFocus(Qt::TabFocusReason);
        settle();
    }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = {}) {
        QTest::keyClick(plot, k, mods);
        settle();
    }
    float value(const char* word, const char* axis) const {
        const attn::EmbeddingTable& t = w.document()->lesson().table;
        return t.value(*t.word_index(word), *t.axis_index(axis));
    }
    // N until `word` is chosen (at most once round the vocabulary).
    bool choose(const char* word) {
        const int target = *w.document()->lesson().table.word_index(word);
        for (int i = 0;
             i <= w.document()->lesson().table.word_count() && plot->selectedPoint() != target; ++i)
            key(Qt::Key_N);
        return plot->selectedPoint() == target;
    }
    MainWindow w;
    VectorPlot* plot = nullptr;
};

TEST(KeyboardVectors, NAndPChooseAPointAndTheReadoutNamesIt) {
    Window f;
    ASSERT_TRUE(f.plot->hasFocus());
    EXPECT_EQ(f.plot->focusPolicy() & Qt::TabFocus, Qt::TabFocus);
    QSignalSpy chosen(f.plot, &VectorPlot::pointSelected);
    EXPECT_EQ(f.plot->selectedPoint(), -1);
    f.key(Qt::Key_N);  // the first key chooses the highlighted word's point (else the first)
    ASSERT_GE(f.plot->selectedPoint(), 0);
    const int first = f.plot->selectedPoint();
    f.key(Qt::Key_N);
    const int count = f.w.document()->lesson().table.word_count();
    EXPECT_EQ(f.plot->selectedPoint(), (first + 1) % count);
    f.key(Qt::Key_P);
    EXPECT_EQ(f.plot->selectedPoint(), first);
    f.key(Qt::Key_N, Qt::ShiftModifier);
    EXPECT_EQ(f.plot->selectedPoint(), (first + count - 1) % count);
    f.key(Qt::Key_PageDown);
    EXPECT_EQ(f.plot->selectedPoint(), first);
    EXPECT_EQ(chosen.count(), 5);
    ASSERT_TRUE(f.choose("river"));
    EXPECT_EQ(f.plot->selectedReadout(),
              QStringLiteral("river (lookup): water 0.900, money 0.000"));
}

TEST(KeyboardVectors, ArrowsMoveThePointByOneStepAndEachPressIsOneUndoStep) {
    Window f;
    ASSERT_TRUE(f.choose("river"));
    QUndoStack* undo = f.w.document()->undoStack();
    const int steps = undo->count();
    const float water = f.value("river", "water"), money = f.value("river", "money");
    const float place = f.value("river", "place");
    f.key(Qt::Key_Right);
    EXPECT_NEAR(f.value("river", "water") - water, VectorPlot::kKeyStep, 1e-6);
    EXPECT_FLOAT_EQ(f.value("river", "money"), money)
        << "Right moves along the horizontal axis only";
    EXPECT_EQ(undo->count(), steps + 1);
    f.key(Qt::Key_Up, Qt::ShiftModifier);
    EXPECT_NEAR(f.value("river", "money") - money, VectorPlot::kFineKeyStep, 1e-6);
    EXPECT_EQ(undo->count(), steps + 2) << "each press its own undo step, never merged";
    f.key(Qt::Key_Up, Qt::ShiftModifier);
    EXPECT_NEAR(f.value("river", "money") - money, 2 * VectorPlot::kFineKeyStep, 1e-6);
    EXPECT_EQ(undo->count(), steps + 3);
    f.key(Qt::Key_Down);
    f.key(Qt::Key_Left, Qt::ShiftModifier);
    EXPECT_NEAR(f.value("river", "money") - money,
                2 * VectorPlot::kFineKeyStep - VectorPlot::kKeyStep, 1e-6);
    EXPECT_NEAR(f.value("river", "water") - water, VectorPlot::kKeyStep - VectorPlot::kFineKeyStep,
                1e-6);
    EXPECT_EQ(undo->count(), steps + 5);
    EXPECT_FLOAT_EQ(f.value("river", "place"), place) << "an axis not plotted never moves";
    EXPECT_TRUE(f.plot->selectedReadout().contains(QStringLiteral("water 0.990")))
        << f.plot->selectedReadout().toStdString();
    // Undo takes each press back, one at a time, to the exact value.
    undo->undo();
    undo->undo();
    EXPECT_NEAR(f.value("river", "money") - money, 2 * VectorPlot::kFineKeyStep, 1e-6);
    undo->undo();
    undo->undo();
    undo->undo();
    EXPECT_EQ(f.value("river", "water"), water);
    EXPECT_EQ(f.value("river", "money"), money);
    EXPECT_EQ(undo->count() - undo->index(), 5) << "five presses, five redo steps";
}

TEST(KeyboardVectors, EnterHighlightsTheChosenWord) {
    Window f;
    ASSERT_TRUE(f.choose("money"));
    QSignalSpy clicked(f.plot, &VectorPlot::wordClicked);
    f.key(Qt::Key_Return);
    ASSERT_EQ(clicked.count(), 1);
    EXPECT_EQ(clicked.last().at(0).toString(), QStringLiteral("money"));
    EXPECT_EQ(f.w.viewState()->highlightedWord(), QStringLiteral("money"));
}

TEST(KeyboardVectors, OnThePrincipalPlaneNothingMovesAndTheReadoutSaysWhy) {
    Window f;
    ASSERT_TRUE(f.choose("river"));
    f.plot->setPrincipal();
    settle();
    QSignalSpy said(f.plot, &VectorPlot::message);
    const int steps = f.w.document()->undoStack()->count();
    const float water = f.value("river", "water");
    f.key(Qt::Key_Right);
    f.key(Qt::Key_Up);
    EXPECT_EQ(f.w.document()->undoStack()->count(), steps);
    EXPECT_EQ(f.value("river", "water"), water);
    EXPECT_EQ(said.count(), 2);
    EXPECT_TRUE(f.plot->selectedReadout().contains(QStringLiteral("cannot be moved")))
        << f.plot->selectedReadout().toStdString();
    // A drag there moves nothing either (the same rule).
    f.plot->dragWord(QStringLiteral("river"), {QPointF(3, 3)});
    EXPECT_EQ(f.value("river", "water"), water);
}

TEST(KeyboardVectors, TabLeavesThePlot) {
    Window f;
    f.key(Qt::Key_N);
    QTest::keyClick(f.plot, Qt::Key_Tab);
    settle();
    EXPECT_FALSE(f.plot->hasFocus());
}

}  // namespace
}  // namespace attn::app
