// LessonEditCommand: a structural edit (words, axes, sentences, attention
// switches) stored as the lesson before and after. Lessons are small values,
// so a snapshot is the simplest undo that can never drift. Built by the
// factory functions of vocabulary_commands.hpp, sentence_commands.hpp and
// attention_commands.hpp; an edit that changes nothing is never built.
#pragma once

#include <QUndoCommand>

#include "attnlab/lesson/lesson.hpp"
#include "document/document.hpp"

namespace attn::ui {

class LessonEditCommand : public QUndoCommand {
  public:
    LessonEditCommand(Document* doc, attn::Lesson after, Document::ChangeEvent what,
                      const QString& text);

    void redo() override;
    void undo() override;

  private:
    Document* doc_;
    attn::Lesson before_, after_;
    Document::ChangeEvent what_;
};

}  // namespace attn::ui
