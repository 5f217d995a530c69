// Undoable edits of the lesson's guided steps (the teacher's authoring in the
// Lesson pane): add, replace (title, text, view, question), move, delete.
// Factories throw std::invalid_argument for a bad index or a step over the
// format's limits (attnlab/support/limits.hpp), and return nullptr when nothing would
// change. Each is one undo step; the steps are saved with the lesson.
#pragma once

#include <QUndoCommand>
#include <memory>

#include "attnlab/lesson/lesson_step.hpp"

namespace attn::ui {

class Document;

// Inserts `step` before index `at` (at = the step count appends).
std::unique_ptr<QUndoCommand> add_step_command(Document* doc, int at, attn::LessonStep step);
std::unique_ptr<QUndoCommand> edit_step_command(Document* doc, int index, attn::LessonStep step);
// Moves step `from` to position `to` (both valid indices).
std::unique_ptr<QUndoCommand> move_step_command(Document* doc, int from, int to);
std::unique_ptr<QUndoCommand> remove_step_command(Document* doc, int index);

}  // namespace attn::ui
