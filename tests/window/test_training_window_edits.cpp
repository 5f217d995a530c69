// Issue 8's window rows during a training run: opening another lesson and
// undoing while the worker trains leave a consistent document and a run that
// still reports progress; nothing hangs or crashes.
#include <gtest/gtest.h>

#include <QUndoStack>

#include "commands/sentence_commands.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

TEST(TrainingWindowEdits, OpeningAnotherLessonAndUndoingMidRunAreClean) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.show();
    TrainingPane* p = w.trainingPane();
    p->form()->setSettings(tinySettings(100000));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->losses().size() >= 3; }));

    // An undoable edit, then its undo, while the worker runs.
    const attn::Lesson before = w.document()->lesson();
    w.document()->undoStack()->push(
        add_sentence_command(w.document(), QStringLiteral("the bank")).release());
    EXPECT_EQ(w.document()->lesson().sentences.size(), before.sentences.size() + 1);
    w.document()->undoStack()->undo();
    EXPECT_EQ(w.document()->lesson(), before);

    // Open another lesson mid-run: the document switches, training goes on.
    w.openLesson(load_builtin_lesson(QStringLiteral("module2")), {});
    EXPECT_EQ(w.document()->lesson().title, load_builtin_lesson(QStringLiteral("module2")).title);
    const auto seen = p->session()->losses().size();
    EXPECT_TRUE(waitFor([&] { return p->session()->losses().size() > seen; }));
    for (const auto& r : w.document()->results()) EXPECT_TRUE(r.ok()) << r.error.toStdString();
}

}  // namespace
}  // namespace attn::app
