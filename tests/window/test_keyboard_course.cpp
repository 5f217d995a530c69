// The course and authoring by keys alone (QTest key events, no mouse): F6
// reaches a pane and Tab a control in it; part 1 of the built-in course is
// walked with Alt+Right, every question answered — a choice with the arrow
// keys and Space, a number typed and Return, the cell question with the
// heatmap's cursor and Enter — each answer right; then a teacher adds a step
// from the Author menu, types its title and text, saves the lesson with File ▸
// Save As (Alt+F, A) into a typed file name, and the file read back holds the step.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <algorithm>
#include <functional>
#include <set>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "authoring/step_editor.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::app {
namespace {

using attn::ui::test::settle;

// One key, where a keyboard sends it: to the widget with the focus.
void press(QWidget* window, Qt::Key key, Qt::KeyboardModifiers mods = {}) {
    QWidget* to = QApplication::focusWidget();
    QTest::keyClick(to ? to : window, key, mods);
    settle(4);
}

// The pane (dock or central widget) of `window` that holds `w`.
QWidget* pane_of(QMainWindow& window, const QWidget* w) {
    for (; w; w = w->parentWidget()) {
        if (w == window.centralWidget()) return window.centralWidget();
        if (auto* d = qobject_cast<const QDockWidget*>(w)) return const_cast<QDockWidget*>(d);
    }
    return nullptr;
}

QString name_of(const QWidget* w) {
    if (!w) return QStringLiteral("(none)");
    QString text;
    if (auto* b = qobject_cast<const QAbstractButton*>(w)) text = b->text();
    return QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName() +
           QLatin1Char(' ') + text;
}

// Whether `w` is in a dock that is a tab behind another.
bool behind(const QWidget* w) {
    for (; w; w = w->parentWidget())
        if (auto* d = qobject_cast<const QDockWidget*>(w)) return d->visibleRegion().isEmpty();
    return false;
}

// F6 until the focus is in `target`'s pane (in front), then Tab until it is on `target`;
// a failure names the widgets the keys went through.
::testing::AssertionResult reach(QMainWindow& w, QWidget* target) {
    QWidget* pane = pane_of(w, target);
    if (!pane) return ::testing::AssertionFailure() << "the target is in no pane";
    QStringList path;
    for (int i = 0; i < 12 && (pane_of(w, QApplication::focusWidget()) != pane ||
                               behind(QApplication::focusWidget()));
         ++i) {
        press(&w, Qt::Key_F6);
        path << QStringLiteral("F6→") + name_of(QApplication::focusWidget());
    }
    for (int i = 0; i < 200 && QApplication::focusWidget() != target; ++i) {
        press(&w, Qt::Key_Tab);
        if (i < 40) path << name_of(QApplication::focusWidget());
    }
    if (QApplication::focusWidget() == target) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure()
           << "not reached: " << name_of(target).toStdString() << "; went through "
           << path.join(QStringLiteral(" | ")).toStdString();
}

// How many Tabs from the first focusable control of `target`'s pane reach it (the pane's
// own chain order; 999 when it is not in the chain).
int tabs_from_pane_start(QMainWindow& w, QWidget* target) {
    QWidget* pane = pane_of(w, target);
    QWidget* first = pane;
    while (first &&
           (first == pane || !first->isVisible() || !(first->focusPolicy() & Qt::TabFocus)))
        first = first->nextInFocusChain();
    int n = 0;
    for (QWidget* at = first; at && n < 999; at = at->nextInFocusChain()) {
        if (at == target) return n;
        if (at->isVisible() && (at->focusPolicy() & Qt::TabFocus) && pane->isAncestorOf(at)) ++n;
    }
    return 999;
}

// Runs `answer` on the modal dialog or popup menu of type T once it opens
// (polled: a menu or a file dialog opens in a nested event loop).
template <typename T>
class WhenOpen {
  public:
    explicit WhenOpen(std::function<void(T*)> answer) {
        timer_.setInterval(5);
        QObject::connect(&timer_, &QTimer::timeout, [this, answer] {
            QWidget* open = QApplication::activePopupWidget() ? QApplication::activePopupWidget()
                                                              : QApplication::activeModalWidget();
            auto* t = qobject_cast<T*>(open);
            // Shown, and the keys reach it (a dialog's own focus widget once it is active).
            if (!t || !t->isVisible() ||
                (!qobject_cast<QMenu*>(t) && (!t->isActiveWindow() || !t->focusWidget())))
                return;
            timer_.stop();
            done = true;
            answer(t);
        });
        timer_.start();
    }
    bool done = false;

  private:
    QTimer timer_;
};

struct Course {
    Course() : w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention"))) {
        w.resize(1366, 768);
        w.show();
        QApplication::setActiveWindow(&w);
        settle(4);
        // A key that did not land leaves a menu or dialog open in its own event
        // loop: after a while the watchdog closes it, so the test fails instead of hanging.
        watchdog_.setInterval(20000);
        QObject::connect(&watchdog_, &QTimer::timeout, [] {
            if (QWidget* popup = QApplication::activePopupWidget()) popup->close();
            if (auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget()))
                dialog->reject();
        });
        watchdog_.start();
    }
    attn::ui::LessonSession* session() { return w.lessonSession(); }
    attn::ui::LessonPane* pane() { return w.lessonPane(); }
    MainWindow w;
    QTimer watchdog_;
};

// Answers the current step's question with keys and returns the verdict.
QString answer_by_keys(Course& c) {
    const attn::LessonStep* s = c.session()->step();
    const attn::StepQuestion& q = *s->question;
    const attn::ExpectedAnswer right = attn::expected_answer(c.w.document()->shownLesson(), q);
    switch (q.kind) {
        case attn::StepQuestion::Kind::Choice: {
            QAbstractButton* first = c.pane()->choices()->button(0);
            EXPECT_TRUE(reach(c.w, first)) << "Tab reaches the first choice";
            for (int k = 0; k < right.choice; ++k)
                press(&c.w, Qt::Key_Down);  // moves, answers nothing
            EXPECT_TRUE(c.session()->pending()) << "an arrow key only moves between the choices";
            EXPECT_EQ(QApplication::focusWidget(), c.pane()->choices()->button(right.choice));
            // Space commits, and so does Return.
            press(&c.w, c.session()->current() % 2 ? Qt::Key_Space : Qt::Key_Return);
            break;
        }
        case attn::StepQuestion::Kind::Number: {
            EXPECT_TRUE(reach(c.w, c.pane()->numberEdit())) << "Tab reaches the number field";
            QTest::keyClicks(QApplication::focusWidget(), QString::number(right.number, 'f', 3));
            press(&c.w, Qt::Key_Return);
            break;
        }
        case attn::StepQuestion::Kind::Cell: {
            const auto& shown = c.w.viewState()->shown();
            const int k = int(std::find(shown.begin(), shown.end(), q.sentence) - shown.begin());
            attn::ui::HeatmapView* map = c.w.attentionPane()->heatmap(k, std::max(0, q.head - 1));
            EXPECT_TRUE(map);
            if (!map) return {};
            EXPECT_TRUE(reach(c.w, map)) << "Tab reaches the question's map";
            // … right after the Attention pane's own controls, not at the window's end.
            EXPECT_LE(tabs_from_pane_start(c.w, map), 8) << "the map keeps its place";
            EXPECT_NE(map->cursorCell(), QPoint(-1, -1)) << "with its cell cursor";
            press(&c.w, Qt::Key_Home, Qt::ControlModifier);
            for (int r = 0; r < right.row; ++r) press(&c.w, Qt::Key_Down);
            for (int col = 0; col < right.col; ++col) press(&c.w, Qt::Key_Right);
            EXPECT_EQ(map->cursorCell(), QPoint(right.col, right.row));
            EXPECT_TRUE(map->cursorReadout().contains(
                QStringLiteral("hidden until the question is answered")))
                << map->cursorReadout().toStdString();
            press(&c.w, Qt::Key_Return);
            break;
        }
    }
    return c.session()->verdict();
}

TEST(KeyboardCourse, PartOneWalkedAndAnsweredWithKeysAlone) {
    Course c;
    const int steps = c.session()->count();
    ASSERT_GE(steps, 10);
    ASSERT_EQ(c.session()->current(), 0);
    int answered = 0;
    std::set<attn::StepQuestion::Kind> kinds;
    for (int i = 0; i < steps; ++i) {
        ASSERT_EQ(c.session()->current(), i);
        const attn::LessonStep* s = c.session()->step();
        SCOPED_TRACE(s->title);
        if (s->question && c.session()->pending()) {
            const QString verdict = answer_by_keys(c);
            EXPECT_FALSE(c.session()->pending());
            EXPECT_TRUE(verdict.startsWith(QStringLiteral("Right"))) << verdict.toStdString();
            EXPECT_EQ(QApplication::focusWidget(), c.pane()->nextButton())
                << "after an answer the keyboard goes on from Next, not "
                << name_of(QApplication::focusWidget()).toStdString();
            EXPECT_FALSE(behind(QApplication::focusWidget())) << "… which can be seen";
            settle(4);  // once the verdict and its why are laid out: Next whole, not half
            QWidget* now = QApplication::focusWidget();
            EXPECT_EQ(now->visibleRegion(), QRegion(now->rect()))
                << "after the answer's verdict, Next is partly out of sight";
            kinds.insert(s->question->kind);
            ++answered;
        }
        press(&c.w, Qt::Key_Right, Qt::AltModifier);  // Next
    }
    EXPECT_EQ(c.session()->current(), steps - 1) << "Alt+Right stops at the last step";
    // A stray arrow on the closed step box changes no step.
    c.pane()->stepBox()->setFocus();
    for (Qt::Key k : {Qt::Key_Up, Qt::Key_PageUp, Qt::Key_Home}) press(&c.w, k);
    EXPECT_EQ(c.session()->current(), steps - 1) << "the closed step box ignores the arrows";
    EXPECT_EQ(answered, 7);
    EXPECT_EQ(kinds.size(), 3u) << "a choice, a number and a cell";
    EXPECT_EQ(c.w.document()->undoStack()->count(), 0) << "walking and answering edit nothing";
}

// Next pressed by key keeps the keyboard on Next, and Next stays in sight in the new step: at
// 1366 × 768 the new step's text laid the Lesson pane out again and Next was scrolled away
// (a walk saw no focus ring anywhere after step 2 → 3).
TEST(KeyboardCourse, NextPressedByKeyStaysInSightOnTheNextStep) {
    Course c;
    QPushButton* next = c.pane()->nextButton();
    for (int i = 0; i + 1 < c.session()->count() && i < 8; ++i) {
        SCOPED_TRACE(c.session()->step()->title);
        if (c.session()->step()->question && c.session()->pending()) c.session()->reveal();
        next->setFocus(Qt::TabFocusReason);
        settle(2);
        // Space, or Return (a walk pressed Return on the ringed Next and stayed on the step).
        press(&c.w, i % 2 ? Qt::Key_Return : Qt::Key_Space);
        ASSERT_EQ(c.session()->current(), i + 1) << (i % 2 ? "Return" : "Space");
        ASSERT_EQ(QApplication::focusWidget(), next);
        settle(4);
        EXPECT_FALSE(next->visibleRegion().isEmpty())
            << "Next has the keyboard but is out of sight in step " << i + 2;
    }
}

TEST(KeyboardCourse, F6ReachesEveryOpenDockRaisingThoseBehindATabAndTabSkipsThem) {
    Course c;
    std::set<QDockWidget*> open, behind;
    for (QDockWidget* d : c.w.findChildren<QDockWidget*>())
        if (!d->isHidden()) {
            open.insert(d);
            if (d->visibleRegion().isEmpty()) behind.insert(d);
        }
    ASSERT_FALSE(behind.empty()) << "the default layout stacks docks as tabs";
    std::set<QDockWidget*> reached;
    for (int i = 0; i < 2 * int(open.size()) + 2; ++i) {
        press(&c.w, Qt::Key_F6);
        if (auto* d = qobject_cast<QDockWidget*>(pane_of(c.w, QApplication::focusWidget()))) {
            reached.insert(d);
            EXPECT_FALSE(d->visibleRegion().isEmpty())
                << d->objectName().toStdString() << " is raised when F6 reaches it";
        }
    }
    for (QDockWidget* d : open)
        EXPECT_TRUE(reached.count(d)) << d->objectName().toStdString() << " is reached by F6";
    // Tab and Shift+Tab never leave the keyboard in a dock that is a tab behind another.
    for (const Qt::KeyboardModifiers mods :
         {Qt::KeyboardModifiers{}, Qt::KeyboardModifiers{Qt::ShiftModifier}})
        for (int i = 0; i < 120; ++i) {
            press(&c.w, Qt::Key_Tab, mods);
            auto* d = qobject_cast<QDockWidget*>(pane_of(c.w, QApplication::focusWidget()));
            ASSERT_FALSE(d && d->visibleRegion().isEmpty())
                << "Tab went into " << d->objectName().toStdString() << ", behind a tab, at "
                << name_of(QApplication::focusWidget()).toStdString();
        }
}

// F6 through a dock behind a tab raises it for the keys' visit only: leaving it for a pane
// outside its stack brings back the tab that stood in front (F6 through Sentences left the
// Lesson behind it, and the student lost the step's text).
TEST(KeyboardCourse, F6PutsBackTheTabItRaisedWhenItLeavesTheStack) {
    Course c;
    auto* lesson = c.w.findChild<QDockWidget*>(QStringLiteral("lessonDock"));
    auto* sentences = c.w.findChild<QDockWidget*>(QStringLiteral("sentencesDock"));
    ASSERT_TRUE(lesson && sentences);
    ASSERT_TRUE(c.w.tabifiedDockWidgets(lesson).contains(sentences));
    lesson->raise();
    settle(3);
    ASSERT_TRUE(sentences->visibleRegion().isEmpty()) << "the Sentences tab stands behind";
    bool visited = false;
    for (int i = 0; i < 16 && !visited; ++i) {
        press(&c.w, Qt::Key_F6);
        visited = pane_of(c.w, QApplication::focusWidget()) == sentences;
    }
    ASSERT_TRUE(visited) << "F6 reaches Sentences";
    EXPECT_FALSE(sentences->visibleRegion().isEmpty());
    press(&c.w, Qt::Key_F6);
    settle(3);
    QWidget* now = pane_of(c.w, QApplication::focusWidget());
    ASSERT_NE(now, sentences);
    ASSERT_NE(now, lesson);  // the next pane lies outside the stack (the Lesson came before)
    EXPECT_FALSE(lesson->visibleRegion().isEmpty()) << "the Lesson is back in front";
    EXPECT_TRUE(sentences->visibleRegion().isEmpty());
    // Left by Tab instead of F6 (a walk Tabbed on into the Embedding table): the same.
    visited = false;
    for (int i = 0; i < 16 && !visited; ++i) {
        press(&c.w, Qt::Key_F6);
        visited = pane_of(c.w, QApplication::focusWidget()) == sentences;
    }
    ASSERT_TRUE(visited);
    for (int i = 0; i < 30 && pane_of(c.w, QApplication::focusWidget()) == sentences; ++i)
        press(&c.w, Qt::Key_Tab);
    settle(3);
    ASSERT_NE(pane_of(c.w, QApplication::focusWidget()), sentences);
    EXPECT_FALSE(lesson->visibleRegion().isEmpty()) << "the Lesson is back after Tab";
    // F6 through a whole stack (each tab behind raised in turn, the last the one that stood in
    // front) leaves that one in front (the walk found the one before it left there).
    for (QDockWidget* front : c.w.findChildren<QDockWidget*>()) {
        const QList<QDockWidget*> stack = c.w.tabifiedDockWidgets(front);
        if (front->isHidden() || front->visibleRegion().isEmpty() || stack.isEmpty() ||
            front == lesson)
            continue;
        for (int i = 0; i < 40; ++i) {
            press(&c.w, Qt::Key_F6);
            if (pane_of(c.w, QApplication::focusWidget()) == front) break;
        }
        ASSERT_EQ(pane_of(c.w, QApplication::focusWidget()), front)
            << front->objectName().toStdString();
        press(&c.w, Qt::Key_F6);  // on, out of the stack (or round to the next of it)
        settle(3);
        QWidget* after = pane_of(c.w, QApplication::focusWidget());
        if (!stack.contains(qobject_cast<QDockWidget*>(after)))
            EXPECT_FALSE(front->visibleRegion().isEmpty())
                << front->objectName().toStdString() << " stays in front after F6 left its stack";
    }
}

TEST(KeyboardCourse, AnAuthoringRoundByKeys) {
    Course c;
    const size_t before = c.w.document()->lesson().steps.size();
    // Author ▸ New Step…: the Author button by Tab, Space opens its menu, N is New Step's mnemonic.
    WhenOpen<QMenu> menu([](QMenu* m) { QTest::keyClick(m, Qt::Key_N); });
    ASSERT_TRUE(reach(c.w, c.pane()->authorButton()));
    press(&c.w, Qt::Key_Space);
    ASSERT_TRUE(menu.done) << "Space opens the Author menu";
    auto* editor = qobject_cast<attn::ui::StepEditor*>(QApplication::activeModalWidget());
    ASSERT_TRUE(editor) << "N chose New Step…";
    settle(4);
    ASSERT_EQ(QApplication::focusWidget(), editor->titleEdit()) << "the editor opens on the title";
    press(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("Typed by keys"));
    press(editor, Qt::Key_Tab);
    ASSERT_EQ(QApplication::focusWidget(), editor->textEdit()) << "Tab goes on to the text";
    QTest::keyClicks(QApplication::focusWidget(),
                     QStringLiteral("No mouse was used to write this step."));
    press(editor, Qt::Key_Tab);
    EXPECT_NE(QApplication::focusWidget(), editor->textEdit())
        << "Tab leaves the text (it types no tab)";
    press(editor, Qt::Key_T, Qt::AltModifier);  // &Title
    ASSERT_EQ(QApplication::focusWidget(), editor->titleEdit());
    press(editor, Qt::Key_Return);  // OK
    settle(4);
    ASSERT_EQ(c.w.document()->lesson().steps.size(), before + 1);
    const int at = c.session()->current();
    EXPECT_EQ(c.w.document()->lesson().steps[size_t(at)].title, "Typed by keys");
    // Save As by its key, the file's name typed into the save dialog.
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("keys.attnlab.json"));
    WhenOpen<QFileDialog> dialog([path](QFileDialog* d) {
        QWidget* name = d->focusWidget();  // the file name field, where the dialog opens
        QTest::keyClick(name, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(name, path);
        QTest::keyClick(name, Qt::Key_Return);
        // Should the keys not close it, the test fails rather than waits for ever.
        QTimer::singleShot(3000, d, [d] { d->reject(); });
    });
    // The window has the keys again once the editor closes (a window manager's
    // doing; the offscreen platform activates nothing by itself).
    c.w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&c.w));
    // File ▸ Save As… through the menu bar: Alt+F, then Save As's mnemonic.
    WhenOpen<QMenu> file([](QMenu* m) { QTest::keyClick(m, Qt::Key_A); });
    press(&c.w, Qt::Key_F, Qt::AltModifier);
    ASSERT_TRUE(QTest::qWaitFor([&] { return file.done; }, 3000))
        << "Alt+F opens the File menu (a popup: the test waits for it)";
    ASSERT_TRUE(dialog.done) << "the save dialog opened";
    settle(4);
    ASSERT_EQ(c.w.document()->filePath(), path);
    const attn::Lesson back = attn::read_lesson_file(path.toStdString());
    ASSERT_EQ(back.steps.size(), before + 1);
    EXPECT_EQ(back.steps[size_t(at)].title, "Typed by keys");
    EXPECT_EQ(back.steps[size_t(at)].text, "No mouse was used to write this step.");
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// Alt+Right pressed while the keys are on a step's verdict, when the next step asks nothing:
// the verdict is hidden and Qt handed the keys to Back (a keyboard walk). They go on from the
// new step's text; from a control the new step keeps (Next), they stay there.
TEST(KeyboardCourse, AltRightFromTheVerdictGoesOnFromTheNewStepsText) {
    Course c;
    int from = -1;
    for (int i = 0; i + 1 < c.session()->count() && from < 0; ++i) {
        const attn::LessonStep& s = c.w.document()->lesson().steps[std::size_t(i)];
        const attn::LessonStep& n = c.w.document()->lesson().steps[std::size_t(i + 1)];
        if (s.question && !n.question) from = i;
    }
    ASSERT_GE(from, 0);
    c.session()->go(from);
    settle(4);
    c.session()->reveal();
    settle(4);
    QWidget* next = c.pane()->nextButton();
    next->setFocus(Qt::TabFocusReason);
    settle(2);
    press(&c.w, Qt::Key_Tab, Qt::ShiftModifier);  // Back
    press(&c.w, Qt::Key_Tab, Qt::ShiftModifier);  // the verdict
    QWidget* verdict = QApplication::focusWidget();
    ASSERT_NE(verdict, nullptr);
    ASSERT_NE(verdict->objectName(), QStringLiteral("stepText")) << name_of(verdict).toStdString();
    press(&c.w, Qt::Key_Right, Qt::AltModifier);
    settle(2);
    ASSERT_EQ(c.session()->current(), from + 1);
    EXPECT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("stepText"))
        << name_of(QApplication::focusWidget()).toStdString();
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

// Back pressed by key onto the first step, or Next onto the last, disables the button with the
// keys: Qt handed them to "Reset this step", where a stray Space reset the step (a keyboard
// walk). They go to Next on the first step, to the step's text on the last.
TEST(KeyboardCourse, TheKeysNeverFallOntoResetThisStep) {
    Course c;
    c.session()->go(1);
    settle(4);
    if (c.session()->pending()) c.session()->reveal();
    c.pane()->backButton()->setFocus(Qt::TabFocusReason);
    settle(2);
    press(&c.w, Qt::Key_Space);
    settle(2);
    ASSERT_EQ(c.session()->current(), 0);
    EXPECT_EQ(QApplication::focusWidget(), c.pane()->nextButton())
        << name_of(QApplication::focusWidget()).toStdString();
    const int last = c.session()->count() - 1;
    c.session()->go(last - 1);
    settle(4);
    if (c.session()->pending()) c.session()->reveal();
    settle(2);
    c.pane()->nextButton()->setFocus(Qt::TabFocusReason);
    settle(2);
    press(&c.w, Qt::Key_Space);
    settle(2);
    ASSERT_EQ(c.session()->current(), last);
    EXPECT_EQ(QApplication::focusWidget()->objectName(), QStringLiteral("stepText"))
        << name_of(QApplication::focusWidget()).toStdString();
}

}  // namespace
}  // namespace attn::app
