// Dragging a point in the Vectors plot moves it by the pointer's travel: a
// purely horizontal drag changes only the horizontal axis, however the press
// re-ranges the plot (a press highlights the word, which may re-fit the views).
#include <gtest/gtest.h>

#include <QApplication>
#include <QChart>
#include <QMouseEvent>
#include <QTest>

#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using attn::ui::test::settle;

void move_to(QWidget* v, QPoint to) {
    QMouseEvent move(QEvent::MouseMove, QPointF(to), v->mapToGlobal(QPointF(to)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(v, &move);
    settle();
}

TEST(VectorDrag, AHorizontalDragChangesOnlyTheHorizontalAxis) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    settle();
    attn::ui::VectorPlot* plot = w.vectorPlot();
    const attn::EmbeddingTable& t = w.document()->lesson().table;
    const int river = *t.word_index("river"), water = *t.axis_index("water"),
              money = *t.axis_index("money");
    ASSERT_FLOAT_EQ(t.value(river, money), 0.0f);
    // A press a few pixels beside the point, then straight to the right.
    const QPoint at = plot->mapFromScene(plot->chart()->mapToPosition(
                          plot->lookupPoint(QStringLiteral("river")))) +
                      QPoint(3, 2);
    QTest::mousePress(plot->viewport(), Qt::LeftButton, {}, at);
    settle();
    for (int dx = 10; dx <= 60; dx += 10) move_to(plot->viewport(), at + QPoint(dx, 0));
    QTest::mouseRelease(plot->viewport(), Qt::LeftButton, {}, at + QPoint(60, 0));
    settle();
    const attn::EmbeddingTable& after = w.document()->lesson().table;
    EXPECT_FLOAT_EQ(after.value(river, money), 0.0f)
        << "a horizontal drag wrote money " << after.value(river, money);
    EXPECT_GT(after.value(river, water), 0.9f);
    EXPECT_EQ(w.document()->undoStack()->count(), 1);  // one drag, one undo step
}

// The lesson changes under a drag (the monkey test found it: another lesson with fewer words
// and axes opened mid-drag): the drag ends, nothing is written, nothing is read out of range.
TEST(VectorDrag, ADragWhoseWordIsGoneEndsQuietly) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    settle();
    attn::ui::VectorPlot* plot = w.vectorPlot();
    const QPoint at =
        plot->mapFromScene(plot->chart()->mapToPosition(plot->lookupPoint(QStringLiteral("bank"))));
    QTest::mousePress(plot->viewport(), Qt::LeftButton, {}, at);
    settle();
    attn::Lesson tiny;  // no words, no axes
    w.document()->resetLesson(std::move(tiny), {});
    settle();
    const int edits = w.document()->undoStack()->count();
    move_to(plot->viewport(), at + QPoint(30, 10));
    QTest::mouseRelease(plot->viewport(), Qt::LeftButton, {}, at + QPoint(30, 10));
    settle();
    EXPECT_EQ(w.document()->undoStack()->count(), edits);
    EXPECT_EQ(w.document()->lesson().table.word_count(), 0);
}

}  // namespace
}  // namespace attn::app
