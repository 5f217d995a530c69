// A real model's figures exported from the Model dock and the Head view under a what-if say so
// as the window does (the label under the title, a switched-off head's fate in its panel's
// title), and the Export… dialog offers the figure's own caption (its sentence and layer),
// which the window's exports dropped while the command line's kept it.
#include <gtest/gtest.h>

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "commands/what_if_commands.hpp"
#include "document/view_state.hpp"
#include "figure_menu_test_helpers.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "modeldock/generate_view.hpp"
#include "modeldock/head_roles_view.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "modeldock/lens_view.hpp"
#include "modeldock/model_overview.hpp"
#include "modeldock/model_pane.hpp"
#include "modeldock/patch_view.hpp"
#include "modeldock/rollout_view.hpp"
#include "modeldock/what_if_view.hpp"
#include "panes/head_view_pane.hpp"
#include "ui_test_helpers.hpp"
#include "whatif/what_if_bar.hpp"

namespace attn::app {
namespace {

using attn::ui::test::settle;

attn::Lesson river_and_money() {
    const std::string gpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";
    static const attn::OpenedModel m = attn::open_model(gpt2);
    return attn::lesson_for_real_model(m, attn::ModelReference{gpt2, 0},
                                       {"the river bank was wet", "the money bank was closed"}, "t",
                                       "");
}

// `w` shown at 1366 × 768 with layer 2 · head 3 of the real model switched off.
bool with_head_switched_off(MainWindow& w) {
    w.resize(1366, 768);
    w.show();
    if (!w.document()->waitForRealModel(30000)) return false;
    w.viewState()->setSource(attn::Source::Real);
    const int n = int(w.document()->results()[0].real->tokens.ids.size());
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 1, 2);
    w.document()->undoStack()->push(
        attn::ui::toggle_intervention_command(w.document(), attn::Source::Real, off, 2, 4, n, true)
            .release());
    if (!w.document()->waitForRealModel(30000)) return false;
    settle(5);
    return true;
}

TEST(WhatIfExports, AllHeadsMarksTheSwitchedOffHeadAndSaysTheWhatIf) {
    MainWindow w(river_and_money());
    ASSERT_TRUE(with_head_switched_off(w));
    attn::ui::ModelOverview* o = w.modelPane()->overview();
    const attn::ui::FigureSpec grid = o->figure();
    ASSERT_EQ(grid.panels.size(), 8u);
    EXPECT_EQ(grid.what_if, QStringLiteral("What if: layer 2 · head 3 switched off"));
    for (std::size_t k = 0; k < grid.panels.size(); ++k)
        EXPECT_EQ(grid.panels[k].panel_title.contains(QStringLiteral("switched off")), k == 6)
            << k << ": " << grid.panels[k].panel_title.toStdString();
    // The large map of the switched-off head says it too.
    emit o->grid()->headClicked(1, 2);
    settle(3);
    const attn::ui::FigureSpec large = o->largeFigure();
    ASSERT_EQ(large.panels.size(), 1u);
    EXPECT_TRUE(large.panels[0].panel_title.endsWith(QStringLiteral(" · switched off")))
        << large.panels[0].panel_title.toStdString();
    EXPECT_EQ(large.what_if, grid.what_if);
}

TEST(WhatIfExports, TheHeadViewsFigureSaysTheWhatIfAndTheDialogOffersItsCaption) {
    MainWindow w(river_and_money());
    ASSERT_TRUE(with_head_switched_off(w));
    w.findChild<QDockWidget*>(QStringLiteral("head-viewDock"))->raise();
    w.viewState()->setLayer(1);
    settle(5);
    const attn::ui::ViewFigure f = w.headViewPane()->figure();
    EXPECT_EQ(f.spec.what_if, QStringLiteral("What if: layer 2 · head 3 switched off"));
    EXPECT_TRUE(f.spec.caption.contains(QStringLiteral("“the river bank was wet”")) &&
                f.spec.caption.contains(QStringLiteral("layer 2 of 2")))
        << f.spec.caption.toStdString();
    // Export… offers that caption, and the file carries it with the what-if line.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("lines.svg"));
    attn::ui::testing::ExportDialogAnswer answer(out, QSize(900, 600));
    auto* button = w.headViewPane()->findChild<QPushButton*>(QStringLiteral("headViewExport"));
    ASSERT_NE(button, nullptr);
    button->click();
    ASSERT_TRUE(answer.answered);
    EXPECT_EQ(answer.caption, f.spec.caption);
    const QString svg = QString::fromUtf8(attn::ui::testing::read(out));
    EXPECT_TRUE(svg.contains(QStringLiteral("switched off"))) << "no what-if line";
    EXPECT_TRUE(svg.contains(QStringLiteral("layer 2 of 2"))) << "no caption";
    // The switched-off head is named in the legend and on its box (both unmarked before); on
    // layer 1, which the what-if leaves alone, neither is.
    ASSERT_EQ(f.spec.lines.fates.size(), 4u);
    EXPECT_EQ(f.spec.lines.fates[2], QStringLiteral("switched off"));
    EXPECT_EQ(f.spec.lines.title, QStringLiteral("all 4 heads · head 3 switched off"));
    // Its boxes wrap: "3 (switched off)" beside three more pushed the pane sideways at 1024 px.
    EXPECT_LE(w.headViewPane()->minimumSizeHint().width(), 360);
    EXPECT_TRUE(svg.contains(QStringLiteral("head 3 (switched off)"))) << "legend unmarked";
    EXPECT_EQ(w.headViewPane()->headBox(2)->text(), QStringLiteral("3 (switched off)"));
    EXPECT_EQ(w.headViewPane()->headBox(1)->text(), QStringLiteral("2"));
    w.viewState()->setLayer(0);
    settle(5);
    EXPECT_TRUE(w.headViewPane()->figure().spec.lines.fates.empty());
    EXPECT_EQ(w.headViewPane()->headBox(2)->text(), QStringLiteral("3"));
}

// Every tab of the Model dock that reads the real model under a what-if says so: All heads,
// Layers' guesses and Rollout had no bar (Rollout averaging a switched-off head's weights
// unsaid), Generate ran without it, Patching and Head roles had none either; the Layers'
// guesses and Rollout exports carry the label.
TEST(WhatIfExports, EveryModelTabSaysTheWhatIfItReads) {
    MainWindow w(river_and_money());
    ASSERT_TRUE(with_head_switched_off(w));
    attn::ui::ModelPane* dock = w.modelPane();
    const QString label = QStringLiteral("What if: layer 2 · head 3 switched off");
    const auto bar_of = [](QWidget* tab) {
        const auto* bar = tab->findChild<attn::ui::WhatIfBar*>();
        return bar ? bar->text() : QStringLiteral("(no bar)");
    };
    for (QWidget* tab :
         {static_cast<QWidget*>(dock->overview()), static_cast<QWidget*>(dock->lens()),
          static_cast<QWidget*>(dock->rollout()), static_cast<QWidget*>(dock->generate()),
          static_cast<QWidget*>(dock->patching()), static_cast<QWidget*>(dock->headRoles())}) {
        dock->showTab(tab);
        settle(3);
        EXPECT_TRUE(bar_of(tab).startsWith(label))
            << tab->metaObject()->className() << ": " << bar_of(tab).toStdString();
    }
    EXPECT_TRUE(bar_of(dock->rollout()).contains(QStringLiteral("switched-off head's weights")));
    // Patching runs the model's own runs (said); Head roles runs under it (said).
    EXPECT_TRUE(bar_of(dock->patching()).contains(QStringLiteral("not laid over them")));
    EXPECT_TRUE(bar_of(dock->headRoles()).contains(QStringLiteral("The test runs under it.")));
    dock->showTab(dock->lens());
    settle(3);
    EXPECT_EQ(dock->lens()->figure().spec.what_if, label);
    dock->showTab(dock->rollout());
    settle(3);
    EXPECT_EQ(dock->rollout()->figure(false).spec.what_if, label);
    EXPECT_EQ(dock->rollout()->figure(true).spec.what_if, label);
}

// Clear pressed by key hides its bar with the keys on it: Qt handed them on to the Embedding
// table (a walk). They stay in the view the bar belonged to.
TEST(WhatIfExports, ClearByKeyKeepsTheKeysInItsView) {
    MainWindow w(river_and_money());
    ASSERT_TRUE(with_head_switched_off(w));
    QApplication::setActiveWindow(&w);
    attn::ui::WhatIfBar* bar = nullptr;
    for (auto* b : w.centralWidget()->findChildren<attn::ui::WhatIfBar*>())
        if (b->isVisible()) bar = b;
    ASSERT_NE(bar, nullptr);
    bar->clearButton()->setFocus(Qt::TabFocusReason);
    settle(2);
    ASSERT_TRUE(bar->clearButton()->hasFocus());
    QTest::keyClick(bar->clearButton(), Qt::Key_Space);
    settle(5);
    EXPECT_FALSE(bar->isVisible());
    QWidget* f = QApplication::focusWidget();
    ASSERT_NE(f, nullptr);
    EXPECT_TRUE(bar->parentWidget()->isAncestorOf(f)) << f->metaObject()->className();
}

// A step's what-if naming a head the real model lacks (typed in the step editor, which cannot
// know the model's shape): every tab says why, and none keeps the numbers of the step before
// under the new label (Layers' guesses and Rollout did); the bar stays as tall as its words
// (All heads stretched it down the tab). Back on a step whose what-if fits, the numbers return.
TEST(WhatIfExports, AWhatIfTheModelLacksLeavesNoTabWithTheNumbersBefore) {
    attn::Lesson l = river_and_money();
    using K = attn::Intervention::Kind;
    const auto step_with = [](int layer, int head) {
        attn::LessonStep s;
        s.title = "what if";
        s.text = "A head switched off.";
        s.view.source = attn::Source::Real;
        s.view.what_if =
            attn::WhatIf{attn::Source::Real, {attn::Intervention::on_head(K::Ablate, layer, head)}};
        return s;
    };
    l.steps = {step_with(1, 2), step_with(2, 8)};  // layer 2 · head 3, then layer 3 · head 9
    MainWindow w(l);
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    attn::ui::ModelPane* dock = w.modelPane();
    dock->showTab(dock->lens());
    settle(3);
    ASSERT_TRUE(dock->lens()->message().isEmpty()) << dock->lens()->message().toStdString();
    w.lessonSession()->go(1);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    const QString why = QStringLiteral("layer 3 is not in the model, which has 2 layers");
    for (QWidget* tab :
         {static_cast<QWidget*>(dock->overview()), static_cast<QWidget*>(dock->lens()),
          static_cast<QWidget*>(dock->rollout())}) {
        dock->showTab(tab);
        settle(3);
        QString said;
        if (tab == dock->overview()) said = dock->overview()->message();
        if (tab == dock->lens()) said = dock->lens()->message();
        if (tab == dock->rollout()) said = dock->rollout()->message();
        EXPECT_TRUE(said.contains(why))
            << tab->metaObject()->className() << ": " << said.toStdString();
        const auto* bar = tab->findChild<attn::ui::WhatIfBar*>();
        ASSERT_NE(bar, nullptr);
        EXPECT_LE(bar->height(), bar->sizeHint().height() + 2) << tab->metaObject()->className();
    }
    EXPECT_EQ(w.document()->results()[0].real, nullptr);
    w.lessonSession()->go(0);
    ASSERT_TRUE(w.document()->waitForRealModel(30000));
    settle(5);
    dock->showTab(dock->lens());
    settle(3);
    EXPECT_TRUE(dock->lens()->message().isEmpty()) << dock->lens()->message().toStdString();
}

// A Model dock tab clicked under a what-if keeps the keys on the tab bar: Qt handed them to the
// new page's first control, the what-if bar's Clear (on Generate and What if), where a stray
// Space took the what-if back (a walk).
TEST(WhatIfExports, ClickingATabNeverHandsTheKeysToClear) {
    MainWindow w(river_and_money());
    ASSERT_TRUE(with_head_switched_off(w));
    QApplication::setActiveWindow(&w);
    attn::ui::ModelPane* dock = w.modelPane();
    dock->showTab(dock->rollout());
    settle(3);
    auto* bar = dock->rollout()->findChild<attn::ui::WhatIfBar*>();
    ASSERT_NE(bar, nullptr);
    bar->clearButton()->setFocus(Qt::TabFocusReason);  // the keys in the page before
    settle(2);
    QTabBar* tabs = dock->tabs()->tabBar();
    for (QWidget* page :
         {static_cast<QWidget*>(dock->generate()), static_cast<QWidget*>(dock->whatIf())}) {
        const int at = dock->tabs()->indexOf(page);
        ASSERT_GE(at, 0);
        QTest::mouseClick(tabs, Qt::LeftButton, {}, tabs->tabRect(at).center());
        settle(3);
        ASSERT_EQ(dock->tabs()->currentIndex(), at);
        QWidget* f = QApplication::focusWidget();
        ASSERT_NE(f, nullptr);
        EXPECT_EQ(f, tabs) << f->metaObject()->className();
        QTest::keyClick(f, Qt::Key_Space);
        settle(3);
        EXPECT_FALSE(w.document()->lesson().what_if.empty()) << "the what-if was taken back";
    }
}

}  // namespace
}  // namespace attn::app
