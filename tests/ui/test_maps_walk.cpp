// Issue 15, the new-user walk and the speed work: a refused sentence is said
// in the Sentences pane; an edit of the table's numbers repaints no sentence;
// nice axis numbers; the vectors plot keeps its axes while points stay inside.
#include <gtest/gtest.h>

#include <QApplication>
#include <QListView>
#include <QSignalSpy>
#include <QValueAxis>
#include <cmath>

#include "attnlab/limits.hpp"
#include "commands/set_values_command.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "models/lesson_matrix_model.hpp"
#include "models/sentence_model.hpp"
#include "panes/sentences_pane.hpp"
#include "style/nice_numbers.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::ui {
namespace {

void settle() {
    for (int i = 0; i < 4; ++i) QApplication::processEvents();
}

TEST(MapsWalk, ASentenceOverTheLimitIsSaidInTheSentencesPane) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    settle();
    SentencesPane* pane = w.sentencesPane();
    const attn::Lesson before = w.document()->lesson();
    const int undoSteps = w.document()->undoStack()->count();
    QStringList text;
    for (int i = 0; i < attn::kMaxTokens + 1; ++i) text << QStringLiteral("bank");
    const QModelIndex second = pane->model()->index(1);
    pane->list()->setCurrentIndex(second);
    EXPECT_FALSE(pane->model()->setData(second, text.join(QLatin1Char(' ')), Qt::EditRole));
    const QString shown = pane->rejectedText();
    EXPECT_TRUE(shown.contains(QString::number(attn::kMaxTokens))) << shown.toStdString();
    EXPECT_TRUE(shown.contains(QStringLiteral("Sentence 2"))) << "the message names the sentence: " << shown.toStdString();
    EXPECT_EQ(w.document()->lesson().sentences, before.sentences) << "nothing else changes";
    EXPECT_EQ(w.document()->undoStack()->count(), undoSteps);
    // The next edit clears it.
    ASSERT_TRUE(pane->model()->setData(second, QStringLiteral("the river bank"), Qt::EditRole));
    EXPECT_TRUE(pane->rejectedText().isEmpty());
}

TEST(MapsWalk, AnEditOfTheTablesNumbersRepaintsNoSentence) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    settle();
    QSignalSpy spy(w.sentencesPane()->model(), &QAbstractItemModel::dataChanged);
    Document* doc = w.document();
    doc->undoStack()->push(new SetValuesCommand(doc, ValueTarget::Embedding, {{0, 0, 0.5f}}, LessonMatrixModel::newDragId()));
    EXPECT_EQ(spy.count(), 0) << "the sentences' text, errors and unknown words did not change";
    // A sentence whose words change does announce its row.
    doc->undoStack()->undo();
    EXPECT_EQ(spy.count(), 0);
}

TEST(MapsWalk, NiceNumbersStepBy125) {
    EXPECT_DOUBLE_EQ(nice_step(0, 150, 5), 50);
    EXPECT_DOUBLE_EQ(nice_step(0, 3000, 5), 1000);
    EXPECT_DOUBLE_EQ(nice_step(0, 1, 5), 0.2);
    const std::vector<double> ticks = nice_ticks(0, 150, 5);
    EXPECT_EQ(ticks, (std::vector<double>{0, 50, 100, 150})) << "never 37, 75, 112";
    const NiceRange r = nice_range(-0.13, 1.07, 6);
    EXPECT_DOUBLE_EQ(r.lo, -0.2);
    EXPECT_DOUBLE_EQ(r.hi, 1.2);
    EXPECT_EQ(r.ticks(), 8);
}

TEST(MapsWalk, TheVectorsPlotKeepsItsAxesWhileThePointsStayInside) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    settle();
    auto axes = w.vectorPlot()->chart()->axes(Qt::Horizontal);
    ASSERT_FALSE(axes.isEmpty());
    auto* x = qobject_cast<QValueAxis*>(axes.front());
    ASSERT_NE(x, nullptr);
    QSignalSpy spy(x, &QValueAxis::rangeChanged);
    Document* doc = w.document();
    const int drag = LessonMatrixModel::newDragId();
    const float start = doc->lesson().table.value(0, w.vectorPlot()->xAxis());
    for (int i = 1; i <= 3; ++i)
        doc->undoStack()->push(new SetValuesCommand(doc, ValueTarget::Embedding, {{0, w.vectorPlot()->xAxis(), start + 0.001f * float(i)}}, drag));
    EXPECT_EQ(spy.count(), 0) << "a tiny move inside the plot re-lays out no axis";
    // Ticks are whole nice steps (1, 2 or 5 × 10^k) from a multiple of the step.
    const double step = (x->max() - x->min()) / (x->tickCount() - 1);
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step)));
    EXPECT_TRUE(std::abs(mantissa - 1) < 1e-9 || std::abs(mantissa - 2) < 1e-9 || std::abs(mantissa - 5) < 1e-9) << step;
    EXPECT_NEAR(std::remainder(x->min(), step), 0.0, 1e-9);
}

}  // namespace
}  // namespace attn::ui
