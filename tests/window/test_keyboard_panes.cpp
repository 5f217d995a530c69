// Keyboard use between panes: F6 / Shift+F6 move the focus through the panes
// in view (each once, then round again), and Tab leaves the embedding table.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <set>

#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/scrub_table_view.hpp"

namespace attn::app {
namespace {

using attn::ui::test::settle;

// The pane (central widget or dock) the focus is in, or null.
QWidget* focused_pane(MainWindow& w) {
    const QWidget* f = QApplication::focusWidget();
    if (!f) return nullptr;
    if (w.centralWidget()->isAncestorOf(f) || f == w.centralWidget()) return w.centralWidget();
    for (QDockWidget* d : w.findChildren<QDockWidget*>())
        if (d->isAncestorOf(f)) return d->widget();
    return nullptr;
}

TEST(KeyboardPanes, F6VisitsEveryOpenPaneOnceThenComesRoundAndShiftF6GoesBack) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    int inView = 1;  // the Attention pane, and every open dock (a tab behind another too)
    for (QDockWidget* d : w.findChildren<QDockWidget*>())
        if (!d->isHidden()) ++inView;
    ASSERT_GE(inView, 4);
    std::vector<QWidget*> visited;
    for (int k = 0; k < inView; ++k) {
        QWidget* pane = w.focusNextPane(false);
        ASSERT_NE(pane, nullptr);
        EXPECT_EQ(focused_pane(w), pane) << k;
        visited.push_back(pane);
    }
    EXPECT_EQ(std::set<QWidget*>(visited.begin(), visited.end()).size(), size_t(inView))
        << "each pane once";
    EXPECT_EQ(w.focusNextPane(false), visited.front()) << "then round again";
    EXPECT_EQ(w.focusNextPane(true), visited.back()) << "Shift+F6 goes back";
    // The key itself, on the window.
    QWidget* before = focused_pane(w);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
    settle(5);
    EXPECT_NE(focused_pane(w), before);
}

TEST(KeyboardPanes, TabLeavesTheEmbeddingTable) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    attn::ui::ScrubTableView* table = w.embeddingPane()->table();
    table->setFocus(Qt::TabFocusReason);
    table->setCurrentIndex(table->model()->index(0, 0));
    settle(5);
    ASSERT_TRUE(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Right);  // arrows move between cells
    EXPECT_EQ(table->currentIndex().column(), 1);
    EXPECT_TRUE(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Tab);  // Tab leaves
    settle(5);
    EXPECT_FALSE(table->hasFocus());
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// A walk found Tab caught inside the Blend pane on course part 1's what-if
// step: from a Blend table, Tab must reach a widget outside the pane within
// as many presses as the pane has focusable widgets, and Shift+Tab too.
TEST(KeyboardPanes, TabLeavesTheBlendPaneOnAWhatIfStep) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    w.goToStep(8);  // step 9: "What if bank could not see river?"
    settle(5);
    QWidget* blend = w.blendPane();
    std::vector<QWidget*> inside;
    for (QWidget* c : blend->findChildren<QWidget*>())
        if (c->isVisible() && (c->focusPolicy() & Qt::TabFocus)) inside.push_back(c);
    ASSERT_FALSE(inside.empty());
    for (const bool back : {false, true}) {
        inside.back()->setFocus(Qt::TabFocusReason);
        settle(2);
        bool left = false;
        std::vector<QString> path;
        for (size_t k = 0; k <= inside.size() + 2 && !left; ++k) {
            QTest::keyClick(QApplication::focusWidget(), back ? Qt::Key_Backtab : Qt::Key_Tab);
            settle(2);
            QWidget* f = QApplication::focusWidget();
            path.push_back(f ? QString::fromLatin1(f->metaObject()->className()) : QString());
            left = f && !blend->isAncestorOf(f);
        }
        QString joined;
        for (const QString& p : path) joined += p + QLatin1Char(' ');
        EXPECT_TRUE(left) << (back ? "Shift+Tab" : "Tab")
                          << " stayed in the Blend pane: " << joined.toStdString();
    }
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// From the Lesson pane, Tab visits widgets and comes round again: no widget
// keeps the focus for ever (the walk's trap).
TEST(KeyboardPanes, TabFromTheLessonComesRoundOnAWhatIfStep) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    w.goToStep(8);
    settle(5);
    w.focusNextPane(false);
    settle(2);
    QWidget* start = QApplication::focusWidget();
    ASSERT_NE(start, nullptr);
    std::vector<QWidget*> seen;
    QString trail;
    bool round = false;
    for (int k = 0; k < 300 && !round; ++k) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        settle(1);
        QWidget* f = QApplication::focusWidget();
        trail += (f ? QString::fromLatin1(f->metaObject()->className()) + QLatin1Char('/') +
                          f->objectName()
                    : QStringLiteral("-")) +
                 QLatin1Char(' ');
        round = f == start;
    }
    EXPECT_TRUE(round) << trail.toStdString();
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// The toolbar's Scale and Causal switches take no keyboard focus there: the Edit menu has them.
TEST(KeyboardPanes, TheToolbarsSwitchesAreInTheEditMenu) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module2")));
    QMenu* edit = nullptr;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu() && a->text().remove(QLatin1Char('&')) == QStringLiteral("Edit"))
            edit = a->menu();
    ASSERT_NE(edit, nullptr);
    QAction* causal = w.attentionToolbar()->causalAction();
    EXPECT_TRUE(edit->actions().contains(w.attentionToolbar()->scaleAction()));
    ASSERT_TRUE(edit->actions().contains(causal));
    const bool was = w.document()->shownLesson().attention.causal;
    causal->trigger();
    EXPECT_NE(w.document()->shownLesson().attention.causal, was);
}

}  // namespace
}  // namespace attn::app
