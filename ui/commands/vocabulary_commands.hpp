// Undoable edits of the vocabulary and the named axes. Each factory returns
// the command to push, or throws std::invalid_argument with a sentence the
// user can act on (duplicate name, not a single word, last axis, …). An edit
// that would change nothing returns nullptr.
#pragma once

#include <QString>
#include <QUndoCommand>
#include <memory>

namespace attn::ui {

class Document;

std::unique_ptr<QUndoCommand> add_word_command(Document* doc, const QString& word);
// The Sentences pane's action on an unknown word: "Add ‘word’ to the vocabulary".
std::unique_ptr<QUndoCommand> add_unknown_word_command(Document* doc, const QString& word);
std::unique_ptr<QUndoCommand> rename_word_command(Document* doc, int index, const QString& name);
std::unique_ptr<QUndoCommand> remove_word_command(Document* doc, int index);

std::unique_ptr<QUndoCommand> add_axis_command(Document* doc, const QString& axis);
std::unique_ptr<QUndoCommand> rename_axis_command(Document* doc, int index, const QString& name);
std::unique_ptr<QUndoCommand> remove_axis_command(Document* doc, int index);

// A fresh name "word1", "word2", … (or "axis1", …) not yet in use.
QString unused_word_name(const Document* doc);
QString unused_axis_name(const Document* doc);

}  // namespace attn::ui
