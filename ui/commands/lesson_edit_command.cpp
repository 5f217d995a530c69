#include "commands/lesson_edit_command.hpp"

namespace attn::ui {

LessonEditCommand::LessonEditCommand(Document* doc, attn::Lesson after, Document::ChangeEvent what,
                                     const QString& text)
    : doc_(doc), before_(doc->lesson()), after_(std::move(after)), what_(what) {
    setText(text);
    setObsolete(before_ == after_);
}

void LessonEditCommand::redo() { doc_->replaceLesson(after_, what_); }
void LessonEditCommand::undo() { doc_->replaceLesson(before_, what_); }

}  // namespace attn::ui
