// Undoable edits of the lesson's sentences. Factories throw
// std::invalid_argument for a bad index or an empty sentence and return
// nullptr when nothing would change.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <memory>

namespace attn::ui {

class Document;

std::unique_ptr<QUndoCommand> add_sentence_command(Document* doc, const QString& text);
std::unique_ptr<QUndoCommand> edit_sentence_command(Document* doc, int index, const QString& text);
std::unique_ptr<QUndoCommand> remove_sentence_command(Document* doc, int index);

}  // namespace attn::ui
