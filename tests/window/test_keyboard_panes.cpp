// Keyboard use between panes: F6 / Shift+F6 move the focus through the panes
// in view (each once, then round again), and Tab leaves the embedding table.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QContextMenuEvent>
#include <QDockWidget>
#include <QInputDialog>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <set>

#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/sentences_pane.hpp"
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

// The bottom tabs: Training raised takes nearly two thirds of the window; the Head view or
// Positions raised after it (F6 passes through Training) gives the room back, as the Blend
// pane does (they stayed two thirds high, and the Lesson pane beside them cramped).
TEST(KeyboardPanes, ABottomTabRaisedAfterTrainingGivesTheRoomBack) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 740);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    w.showTraining(false);
    settle(5);
    auto* training = w.findChild<QDockWidget*>(QStringLiteral("trainingDock"));
    const int tall = training->height();
    for (const char* name : {"head-viewDock", "positionsDock", "blendDock"}) {
        w.showTraining(false);
        settle(5);
        ASSERT_EQ(training->height(), tall);
        auto* d = w.findChild<QDockWidget*>(QString::fromLatin1(name));
        ASSERT_NE(d, nullptr);
        d->raise();
        settle(5);
        EXPECT_LT(d->height(), tall) << name;
    }
}

// Runs `act` on the menu or dialog that `open` pops up (menus and dialogs run their own loops).
template <typename Popup, typename Open, typename Act>
bool on_popup(Open open, Act act) {
    bool seen = false;
    QTimer timer;  // stopped with this call, should nothing pop up
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, [&] {
        QWidget* top = QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                                                         : QApplication::activeModalWidget();
        if (auto* p = qobject_cast<Popup*>(top)) {
            seen = true;
            act(p);
        } else if (top) {
            top->close();
        }
    });
    timer.start(50);
    open();
    settle(5);
    return seen;
}

// The tool bars' + Word, − Word, + Axis, − Axis, + Sentence and − Sentence take no focus, so
// each has a key: Insert in the table or list adds, Delete in the list removes, and the
// table's menu (Menu key) adds, renames and removes the current cell's word and axis.
TEST(KeyboardPanes, WordsAxesAndSentencesAreAddedAndRemovedByKeys) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    const auto words = [&w] { return w.document()->lesson().table.words(); };
    const auto axes = [&w] { return w.document()->lesson().table.axes(); };
    const size_t wordCount = words().size(), axisCount = axes().size();
    attn::ui::ScrubTableView* table = w.embeddingPane()->table();
    table->setFocus(Qt::TabFocusReason);
    table->setCurrentIndex(table->model()->index(0, 0));
    settle(5);
    ASSERT_TRUE(table->hasFocus());
    EXPECT_TRUE(on_popup<QInputDialog>([&] { QTest::keyClick(table, Qt::Key_Insert); },
                                       [](QInputDialog* d) {
                                           d->setTextValue(QStringLiteral("boat"));
                                           d->accept();
                                       }));
    ASSERT_EQ(words().size(), wordCount + 1);
    EXPECT_EQ(words().back(), "boat");
    EXPECT_EQ(table->currentIndex().row(), int(wordCount)) << "the keyboard is on the new word";

    // The Menu key on the new word's cell: remove it.
    table->setFocus(Qt::TabFocusReason);
    table->setCurrentIndex(table->model()->index(int(wordCount), 1));
    const auto pick = [](const QString& start) {
        return [start](QMenu* m) {
            for (QAction* a : m->actions())
                if (a->text().startsWith(start)) {
                    m->close();
                    a->trigger();
                    return;
                }
            m->close();
            ADD_FAILURE() << "no " << start.toStdString() << " in the menu";
        };
    };
    // The Menu key, as the window delivers it: a keyboard context menu event at the current cell.
    const auto menuKey = [table] {
        const QPoint at = table->visualRect(table->currentIndex()).center();
        QContextMenuEvent e(QContextMenuEvent::Keyboard, at, table->viewport()->mapToGlobal(at));
        QApplication::sendEvent(table->viewport(), &e);
    };
    EXPECT_TRUE(on_popup<QMenu>(menuKey, pick(QStringLiteral("Remove the word “boat”"))));
    EXPECT_EQ(words().size(), wordCount);
    // Add an axis, then remove the current cell's axis (the second).
    table->setCurrentIndex(table->model()->index(0, 1));
    const std::string second = axes()[1];
    bool named = false;
    EXPECT_TRUE(on_popup<QMenu>(menuKey, [&](QMenu* m) {
        m->close();
        for (QAction* a : m->actions())
            if (a->text().startsWith(QStringLiteral("Add an axis")))
                named = on_popup<QInputDialog>([a] { a->trigger(); },
                                               [](QInputDialog* d) {
                                                   d->setTextValue(QStringLiteral("size"));
                                                   d->accept();
                                               });
    }));
    EXPECT_TRUE(named);
    ASSERT_EQ(axes().size(), axisCount + 1);
    EXPECT_EQ(axes().back(), "size");
    table->setCurrentIndex(table->model()->index(0, 1));
    EXPECT_TRUE(on_popup<QMenu>(
        menuKey, pick(QStringLiteral("Remove the axis “") + QString::fromStdString(second))));
    ASSERT_EQ(axes().size(), axisCount);
    const std::vector<std::string> left = axes();
    EXPECT_EQ(std::count(left.begin(), left.end(), second), 0);

    // The Sentences list: Insert adds a sentence (its editor open), Delete removes the current.
    QListView* list = w.sentencesPane()->list();
    const size_t sentences = w.document()->lesson().sentences.size();
    w.findChild<QDockWidget*>(QStringLiteral("sentencesDock"))->raise();
    QApplication::setActiveWindow(&w);  // back from the dialogs and menus
    settle(5);
    list->setFocus(Qt::TabFocusReason);
    settle(5);
    ASSERT_TRUE(list->hasFocus());
    QTest::keyClick(list, Qt::Key_Insert);
    settle(5);
    EXPECT_EQ(w.document()->lesson().sentences.size(), sentences + 1);
    EXPECT_EQ(list->currentIndex().row(), int(sentences));
    if (QWidget* editor = QApplication::focusWidget(); editor && editor != list)
        QTest::keyClick(editor, Qt::Key_Escape);  // leave the new sentence's editor
    settle(5);
    list->setFocus(Qt::TabFocusReason);
    QTest::keyClick(list, Qt::Key_Delete);
    settle(5);
    EXPECT_EQ(w.document()->lesson().sentences.size(), sentences);
    EXPECT_EQ(list->currentIndex().row(), int(sentences) - 1) << "on the new last sentence";
    // Space ticks the current sentence, as the pane's help says.
    list->setCurrentIndex(list->model()->index(0, 0));
    const bool ticked = w.viewState()->isShown(0);
    QTest::keyClick(list, Qt::Key_Space);
    settle(5);
    EXPECT_NE(w.viewState()->isShown(0), ticked);
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// The names of the buttons Tab reaches inside `pane`, from its first focus stop round to it.
QStringList tab_stops_in(QWidget* pane) {
    QStringList out;
    QWidget* first = nullptr;
    for (QWidget* w = pane->nextInFocusChain(); w && w != pane; w = w->nextInFocusChain())
        if (pane->isAncestorOf(w) && w->focusPolicy() & Qt::TabFocus && w->isVisibleTo(pane) &&
            w->isEnabled()) {
            first = w;  // the pane's first in the Tab order
            break;
        }
    if (!first) return out;
    first->setFocus(Qt::TabFocusReason);
    settle(2);
    for (int k = 0; k < 40; ++k) {
        QWidget* f = QApplication::focusWidget();
        if (!f || !pane->isAncestorOf(f)) break;
        if (auto* b = qobject_cast<QAbstractButton*>(f)) out << b->text();
        QTest::keyClick(f, Qt::Key_Tab);
        settle(1);
    }
    return out;
}

// The Sentences and Embedding panes' tool buttons were no Tab stops (a keyboard walk reached
// the list and the table only): Tab now reaches each, in the pane's reading order.
TEST(KeyboardPanes, TabReachesThePanesToolButtons) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QApplication::setActiveWindow(&w);
    settle(5);
    // In reading order: each pane's buttons stand above its list or table, and Tab reaches
    // them first (the table came before its buttons).
    QStringList order;
    for (int k = 0; k < 30 && QApplication::focusWidget(); ++k) {
        QWidget* f = QApplication::focusWidget();
        const auto* b = qobject_cast<QAbstractButton*>(f);
        order << (b ? b->text() : f->accessibleName());
        QTest::keyClick(f, Qt::Key_Tab);
        settle(1);
    }
    const auto before = [&](const char* a, const char* b) {
        const qsizetype i = order.indexOf(QString::fromUtf8(a)),
                        j = order.indexOf(QString::fromUtf8(b));
        return i >= 0 && j >= 0 && i < j;
    };
    EXPECT_TRUE(before("Shuffle", "Sentences")) << order.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(before("− Axis", "Embedding table"))
        << order.join(QStringLiteral(" | ")).toStdString();
    EXPECT_TRUE(before("Sentences", "+ Word")) << order.join(QStringLiteral(" | ")).toStdString();
    const QStringList sentences = tab_stops_in(w.sentencesPane());
    for (const char* b : {"+ Sentence", "− Sentence", "Shuffle"})
        EXPECT_TRUE(sentences.contains(QString::fromUtf8(b)))
            << b << " not reached: " << sentences.join(QStringLiteral(" | ")).toStdString();
    const QStringList embedding = tab_stops_in(w.embeddingPane());
    for (const char* b : {"+ Word", "− Word", "+ Axis", "− Axis"})
        EXPECT_TRUE(embedding.contains(QString::fromUtf8(b)))
            << b << " not reached: " << embedding.join(QStringLiteral(" | ")).toStdString();
}

}  // namespace
}  // namespace attn::app
