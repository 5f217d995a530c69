// Undoable edits of the lesson's own properties (Lesson ▸ Properties): its
// title, description, focus word, author and licence, each one undo step,
// saved with the lesson (docs/lesson-format.md). The factory throws
// std::invalid_argument for a value the lesson cannot hold (a focus word that
// is not in the vocabulary, a title over the format's limits) and returns
// nullptr when nothing would change.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <memory>

namespace attn {
struct Lesson;
}

namespace attn::ui {

class Document;

enum class LessonProperty { Title, Description, Focus, Author, Licence };

// The property's value in `lesson`, as the dialog shows it.
QString lesson_property(const attn::Lesson& lesson, LessonProperty p);
// What the property is called in messages and undo texts ("title", "focus word").
QString lesson_property_name(LessonProperty p);

// Sets property `p` to `value` (leading and trailing white space dropped; the
// description keeps its line breaks).
std::unique_ptr<QUndoCommand> lesson_property_command(Document* doc, LessonProperty p,
                                                      const QString& value);

}  // namespace attn::ui
