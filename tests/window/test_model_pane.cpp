// The Model dock on a real model's lesson in a 1366 × 768 window: every tab
// fits the dock's width (no sideways scrolling), and the dock is there only
// for a lesson with a model. ATTNLAB_GRAB_DIR=folder saves each tab's picture
// (for looking at them).
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QUndoStack>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "commands/sentence_commands.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "itemmodels/sentence_item_model.hpp"
#include "main_window.hpp"
#include "modeldock/model_pane.hpp"
#include "panes/head_view_pane.hpp"
#include "panes/sentences_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/lazy_refresh.hpp"

namespace attn::app {
namespace {

const std::string kGpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";

using attn::ui::test::settle;

TEST(ModelPane, EveryTabFitsTheDockOfA1366By768Window) {
    const attn::OpenedModel m = attn::open_model(kGpt2);
    MainWindow w(attn::lesson_for_real_model(m, attn::ModelReference{kGpt2, 0},
                                             {"The river bank was muddy."}, "t", ""));
    w.resize(1366, 768);
    w.show();
    w.resetLayout();
    settle(5);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    auto* dock = w.findChild<QDockWidget*>(QStringLiteral("modelDock"));
    ASSERT_NE(dock, nullptr);
    ASSERT_TRUE(dock->isVisible());
    auto* scroll = dock->findChild<QScrollArea*>(QStringLiteral("modelDockScroll"));
    ASSERT_NE(scroll, nullptr);
    attn::ui::ModelPane* pane = w.modelPane();
    const QString grab = qEnvironmentVariable("ATTNLAB_GRAB_DIR");
    for (int t = 0; t < pane->tabs()->count(); ++t) {
        pane->tabs()->setCurrentIndex(t);
        settle(5);
        EXPECT_LE(pane->minimumSizeHint().width(), scroll->viewport()->width())
            << pane->tabs()->tabText(t).toStdString() << ": the tab needs "
            << pane->tabs()->widget(t)->minimumSizeHint().width();
        EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible())
            << pane->tabs()->tabText(t).toStdString();
        if (!grab.isEmpty())
            dock->grab().save(QDir(grab).filePath(QStringLiteral("model-tab-%1.png").arg(t)));
    }
}

TEST(ModelPane, IsThereOnlyForALessonWithAModel) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    w.resetLayout();
    settle(5);
    EXPECT_FALSE(w.findChild<QDockWidget*>(QStringLiteral("modelDock"))->isVisible());
    ASSERT_TRUE(w.openModel(QString::fromStdString(kGpt2), 0, true));
    settle(5);
    EXPECT_TRUE(w.findChild<QDockWidget*>(QStringLiteral("modelDock"))->isVisible());
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// A lesson without a real model opens on the Blend (the Head view is a tab
// behind it); a real model's lesson on the Head view.
TEST(ModelPane, TheBottomTabsOpenOnTheBlendOrForARealModelOnTheHeadView) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    settle(5);
    EXPECT_FALSE(w.findChild<QDockWidget*>(QStringLiteral("blendDock"))->visibleRegion().isEmpty());
    EXPECT_TRUE(
        w.findChild<QDockWidget*>(QStringLiteral("head-viewDock"))->visibleRegion().isEmpty());
    EXPECT_FALSE(attn::ui::LazyRefresh::inView(w.headViewPane()));  // so it does not refresh
    ASSERT_TRUE(w.openModel(QString::fromStdString(kGpt2), 0, true));
    settle(5);
    EXPECT_FALSE(
        w.findChild<QDockWidget*>(QStringLiteral("head-viewDock"))->visibleRegion().isEmpty());
    EXPECT_FALSE(w.findChild<QDockWidget*>(QStringLiteral("modelDock"))->visibleRegion().isEmpty());
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// Hovering a cell of a real model's map says its weight (the pass keeps no
// scores to work it out from) — also on a sentence whose words the lesson's
// small hand-wired table lacks, which once crashed the window.
TEST(ModelPane, HoveringARealModelsCellSaysItsWeight) {
    const attn::OpenedModel m = attn::open_model(kGpt2);
    MainWindow w(attn::lesson_for_real_model(m, attn::ModelReference{kGpt2, 0}, {"The river bank"},
                                             "t", ""));
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    w.document()->undoStack()->push(
        attn::ui::add_sentence_command(w.document(), QStringLiteral("Unbelievably, a riverbank"))
            .release());
    w.viewState()->showOnly(1);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    EXPECT_TRUE(w.document()->results()[1].realCurrent());
    EXPECT_TRUE(w.sentencesPane()
                    ->model()
                    ->index(1)
                    .data(attn::ui::SentenceItemModel::UnknownWordsRole)
                    .toStringList()
                    .isEmpty())
        << "the model reads any text: no word of it is unknown";
    attn::ui::MatrixItemModel* map = w.attentionModel(0, 0);
    ASSERT_NE(map, nullptr);
    const attn::GptPass& pass = w.document()->results()[1].real->pass;
    const QString tip = map->data(map->index(2, 1), Qt::ToolTipRole).toString();
    EXPECT_TRUE(tip.contains(QStringLiteral("weight: <b>"))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(QString::number(pass.weight(0, 0, 2, 1), 'f', 3)))
        << tip.toStdString();
    EXPECT_TRUE(map->data(map->index(1, 2), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("exactly 0")));
}

}  // namespace
}  // namespace attn::app
