// The lab window on the offscreen platform: opens on Module 1 with the seed's
// numbers, every view follows an edit, drags are single undo steps, files
// round-trip, the unknown-word action works, and big or multi-head lessons
// keep their views consistent.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QListView>
#include <QMouseEvent>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cmath>

#include "attnlab/lesson/lesson_io.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/try_push.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using attn::ui::ViewState;

using attn::ui::test::cell;
using attn::ui::test::module1;

TEST(MainWindow, OpensOnModule1WithTheSeedWeights) {
    MainWindow w(module1());
    w.show();
    ASSERT_EQ(w.document()->results().size(), 2u);
    auto* weights = w.attentionModel(0);
    ASSERT_NE(weights, nullptr);
    QAbstractItemModelTester tester(weights, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_EQ(weights->rowCount(), 3);
    EXPECT_EQ(weights->headerData(1, Qt::Horizontal, Qt::DisplayRole).toString(),
              QStringLiteral("river"));
    EXPECT_EQ(cell(weights, 2, 1), QStringLiteral("0.317"));
    EXPECT_EQ(cell(weights, 2, 2), QStringLiteral("0.498"));
    EXPECT_EQ(cell(w.attentionModel(1), 2, 1), QStringLiteral("0.280"));
    w.viewState()->setStage(ViewState::Stage::Raw);
    EXPECT_EQ(cell(w.attentionModel(0), 2, 1), QStringLiteral("0.540"));
    EXPECT_TRUE(w.windowTitle().contains(QStringLiteral("Module 1")));
    EXPECT_FALSE(w.isWindowModified());
}

TEST(MainWindow, EditingBankWaterMovesBanksWeightsAndItsPoint) {
    MainWindow w(module1());
    w.show();
    auto* weights = w.attentionModel(0);
    const QPointF before = w.vectorPlot()->lookupPoint(QStringLiteral("bank"));
    EXPECT_DOUBLE_EQ(before.x(), 0.3f);
    const QList<QPointF> outBefore = w.vectorPlot()->outputPoints(0);
    ASSERT_EQ(outBefore.size(), 3);
    EXPECT_NEAR(outBefore[2].x(), 0.435, 5e-4);  // bank's output water in "the river bank"
    EXPECT_NEAR(outBefore[2].y(), 0.149, 5e-4);
    auto* table = w.embeddingPane()->model();
    ASSERT_TRUE(table->setData(table->index(3, 0), QStringLiteral("0.9"), Qt::EditRole));
    EXPECT_EQ(w.attentionModel(0), weights);  // the same model, updated in place
    EXPECT_NE(cell(weights, 2, 1), QStringLiteral("0.317"));
    EXPECT_NEAR(w.vectorPlot()->lookupPoint(QStringLiteral("bank")).x(), 0.9, 1e-6);
    EXPECT_GT(w.vectorPlot()->outputPoints(0)[2].x(), outBefore[2].x());
    EXPECT_TRUE(w.isWindowModified());
    w.document()->undoStack()->undo();
    EXPECT_EQ(cell(weights, 2, 1), QStringLiteral("0.317"));
    EXPECT_FALSE(w.isWindowModified());
}

TEST(MainWindow, ScrubbingACellAndDraggingAPointAreOneUndoStepEach) {
    MainWindow w(module1());
    w.show();
    auto* view = w.embeddingPane()->table();
    view->scrub(view->model()->index(3, 1), {5, 10, 20, 30});
    EXPECT_EQ(w.document()->undoStack()->count(), 1);
    EXPECT_NEAR(w.document()->lesson().table.value(3, 1), 0.6f, 1e-5f);
    EXPECT_EQ(w.document()->undoStack()->text(0), QStringLiteral("Set bank · money to 0.600"));
    w.vectorPlot()->dragWord(QStringLiteral("river"), {{0.8, 0.1}, {0.7, 0.2}, {0.5, 0.25}});
    EXPECT_EQ(w.document()->undoStack()->count(), 2);
    EXPECT_FLOAT_EQ(w.document()->lesson().table.value(1, 0), 0.5f);
    EXPECT_FLOAT_EQ(w.document()->lesson().table.value(1, 1), 0.25f);
    EXPECT_NEAR(w.vectorPlot()->lookupPoint(QStringLiteral("river")).y(), 0.25, 1e-6);
    w.document()->undoStack()->undo();
    w.document()->undoStack()->undo();
    EXPECT_EQ(w.document()->lesson(), module1());
}

TEST(MainWindow, PressAndDragOnACellScrubsItInOneUndoStep) {
    MainWindow w(module1());
    w.show();
    auto* view = w.embeddingPane()->table();
    const QPoint start = view->visualRect(view->model()->index(3, 0)).center();
    auto send = [&](QEvent::Type type, QPoint at, Qt::MouseButtons buttons) {
        QMouseEvent e(type, at, view->viewport()->mapToGlobal(at), Qt::LeftButton, buttons,
                      Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &e);
    };
    send(QEvent::MouseButtonPress, start, Qt::LeftButton);
    for (int dx : {2, 10, 20, 30}) send(QEvent::MouseMove, start + QPoint(dx, 0), Qt::LeftButton);
    send(QEvent::MouseButtonRelease, start + QPoint(30, 0), Qt::NoButton);
    EXPECT_NEAR(w.document()->lesson().table.value(3, 0), 0.6f, 1e-5f);  // 0.3 + 30 px × 0.01
    EXPECT_EQ(w.document()->undoStack()->count(), 1);
    EXPECT_EQ(w.document()->undoStack()->text(0), QStringLiteral("Set bank · water to 0.600"));
}

TEST(MainWindow, HoveringACellShowsItsWorkedArithmetic) {
    MainWindow w(module1());
    auto* m = w.attentionModel(0);
    const QString tip = m->data(m->index(2, 1), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("= <b>0.540</b>"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QStringLiteral("row sum of exp")));
    EXPECT_TRUE(tip.contains(QStringLiteral("<b>0.317</b>")));
}

TEST(MainWindow, SaveThenOpenIsLossless) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    MainWindow w(module1());
    auto* table = w.embeddingPane()->model();
    ASSERT_TRUE(table->setData(table->index(3, 2), QStringLiteral("0.123456789"), Qt::EditRole));
    try_push(w.document(), [&] {
        return attn::ui::add_sentence_command(w.document(), QStringLiteral("Bank, the river!"));
    });
    const attn::Lesson edited = w.document()->lesson();
    const QString path = dir.filePath(QStringLiteral("saved.attnlab.json"));
    ASSERT_TRUE(w.saveTo(path, true));
    EXPECT_FALSE(w.isWindowModified());
    EXPECT_TRUE(w.windowTitle().startsWith(QStringLiteral("saved.attnlab.json")));
    EXPECT_EQ(attn::read_lesson_file(path.toStdString()), edited);
    MainWindow other(module1());
    other.viewState()->showOnly(1);
    other.viewState()->setHighlightedWord(QStringLiteral("river"));
    ASSERT_TRUE(other.openFile(path, true));
    EXPECT_EQ(other.viewState()->shown(),
              (std::vector<int>{0, 1}));  // a new lesson starts on its first two
    EXPECT_EQ(other.viewState()->highlightedWord(), QStringLiteral("bank"));  // and its focus word
    EXPECT_EQ(other.document()->lesson(), edited);
    EXPECT_EQ(other.document()->undoStack()->count(), 0);
    EXPECT_EQ(other.recentFiles().value(0), QFileInfo(path).absoluteFilePath());
    // A broken file is refused and the open lesson is kept.
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    ASSERT_TRUE(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\": 1");
    bad.close();
    EXPECT_FALSE(other.openFile(bad.fileName(), true));
    EXPECT_EQ(other.document()->lesson(), edited);
}

TEST(MainWindow, TheUnknownWordActionAddsTheWord) {
    MainWindow w(module1());
    w.show();
    try_push(w.document(), [&] {
        return attn::ui::add_sentence_command(w.document(), QStringLiteral("The muddy bank"));
    });
    auto* pane = w.sentencesPane();
    pane->list()->setCurrentIndex(pane->model()->index(2));
    const QList<QAction*> actions = pane->unknownWordActions();
    ASSERT_EQ(actions.size(), 1);
    EXPECT_EQ(actions[0]->text(), QStringLiteral("Add ‘muddy’ to the vocabulary"));
    EXPECT_FALSE(w.document()->results()[2].ok());
    actions[0]->trigger();
    QCoreApplication::processEvents();
    const auto& words = w.document()->lesson().table.words();
    EXPECT_NE(std::find(words.begin(), words.end(), "muddy"), words.end());
    EXPECT_TRUE(w.document()->results()[2].ok());
    EXPECT_TRUE(pane->unknownWordActions().isEmpty());
    EXPECT_EQ(w.document()->undoStack()->undoText(),
              QStringLiteral("Add ‘muddy’ to the vocabulary"));
}

TEST(MainWindow, MultiHeadShowsOneHeatmapPerHeadAndFollowsTheToolbar) {
    MainWindow w(module1());
    w.show();
    auto* box = w.attentionToolbar()->variantBox();
    box->setCurrentIndex(box->findData(int(attn::Variant::MultiHead)));
    EXPECT_EQ(w.document()->lesson().attention.heads, 2);
    ASSERT_NE(w.attentionModel(0, 1), nullptr);
    EXPECT_EQ(w.attentionModel(0, 1)->rowCount(), 3);
    w.attentionToolbar()->causalAction()->trigger();
    // Masked cells: no number (hatched, as in the figures); the value is still there.
    auto* m = w.attentionModel(1, 1);
    EXPECT_TRUE(m->causal());
    EXPECT_EQ(cell(m, 0, 2), QString());
    EXPECT_EQ(m->data(m->index(0, 2), attn::ui::MatrixItemModel::ValueRole).toDouble(), 0.0);
    EXPECT_FALSE(cell(m, 2, 0).isEmpty());
    // The masked scores print −∞ there, as the exported figure does (stage_panel).
    w.viewState()->setStage(ViewState::Stage::Masked);
    EXPECT_FALSE(w.attentionModel(1, 1)->causal());
    EXPECT_EQ(cell(w.attentionModel(1, 1), 0, 2), QStringLiteral("\u2212\u221E"));
    EXPECT_TRUE(std::isinf(
        w.attentionModel(1, 1)
            ->data(w.attentionModel(1, 1)->index(0, 2), attn::ui::MatrixItemModel::ValueRole)
            .toDouble()));
    w.attentionToolbar()->headsBox()->setValue(3);  // 3 does not divide 4: refused
    EXPECT_EQ(w.document()->lesson().attention.heads, 2);
    EXPECT_EQ(w.attentionToolbar()->headsBox()->value(), 2);
    EXPECT_NE(w.blendPane()->model(0), nullptr);
}

TEST(MainWindow, ClickingAWordHighlightsItEverywhere) {
    MainWindow w(module1());
    w.show();
    emit w.attentionPane()->heatmap(0)->wordClicked(QStringLiteral("river"));
    EXPECT_EQ(w.viewState()->highlightedWord(), QStringLiteral("river"));
    EXPECT_EQ(w.attentionModel(1)->highlight(), QStringLiteral("river"));
    EXPECT_EQ(w.embeddingPane()->table()->currentIndex().row(), 1);
    EXPECT_TRUE(w.blendPane()->model(0)->rowCount() > 0);
    EXPECT_EQ(w.blendPane()->model(1)->rowCount(), 0);  // no "river" in the money sentence
}

TEST(MainWindow, ALongSentenceStaysConsistent) {
    MainWindow w(module1());
    w.resize(1366, 768);
    w.show();
    QStringList words;
    for (int i = 0; i < 200; ++i)
        words << QStringLiteral("the river money bank").split(QLatin1Char(' '))[i % 4];
    try_push(w.document(), [&] {
        return attn::ui::add_sentence_command(w.document(), words.join(QLatin1Char(' ')));
    });
    w.viewState()->showOnly(2);
    auto* m = w.attentionModel(0);
    ASSERT_EQ(m->rowCount(), 200);
    QCoreApplication::processEvents();
    EXPECT_LT(w.attentionPane()->heatmap(0)->width(),
              1366);  // scrolls instead of growing past the window
    for (int r = 0; r < 200; ++r)
        EXPECT_NEAR(w.document()->results()[2].trace.weights[0].row(r).sum(), 1.0f, 1e-4f);
}

TEST(MainWindow, ZoomScalesTheFont) {
    MainWindow w(module1());
    const qreal base = w.font().pointSizeF();
    w.setZoom(1.5);
    EXPECT_NEAR(w.font().pointSizeF(), base * 1.5, 0.01);
    EXPECT_NEAR(w.attentionPane()->font().pointSizeF(), base * 1.5, 0.01);
    w.setZoom(100);
    EXPECT_DOUBLE_EQ(w.zoom(), 3.0);
}

TEST(MainWindow, EveryBuiltinLessonOpensWithAHeatmapPerShownSentenceAndHead) {
    MainWindow w(module1());
    w.show();
    for (const QString& name : attn::ui::builtin_lesson_names()) {
        w.openLesson(attn::ui::load_builtin_lesson(name), {});
        const auto& results = w.document()->results();
        for (size_t k = 0; k < w.viewState()->shown().size(); ++k) {
            const auto& r = results.at(size_t(w.viewState()->shown()[k]));
            ASSERT_TRUE(r.ok()) << name.toStdString() << ": " << r.error.toStdString();
            for (int h = 0; h < r.trace.heads; ++h) {
                auto* m = w.attentionModel(int(k), h);
                ASSERT_NE(m, nullptr) << name.toStdString();
                EXPECT_EQ(m->rowCount(), r.trace.n());
            }
        }
        EXPECT_FALSE(w.isWindowModified());
    }
}

TEST(MainWindow, BuiltinLessonsAreListed) {
    EXPECT_TRUE(attn::ui::builtin_lesson_names().contains(QStringLiteral("module1")));
    EXPECT_THROW(attn::ui::load_builtin_lesson(QStringLiteral("nope")), std::invalid_argument);
}

}  // namespace
}  // namespace attn::app
