#include "commands/vocabulary_commands.hpp"

#include <QCoreApplication>

#include "attnlab/lesson/lesson_edits.hpp"
#include "commands/lesson_edit_command.hpp"
#include "document/document.hpp"

namespace attn::ui {
namespace {

QString with_note(QString label, const EditNote& note) {
    if (!note.text.empty()) label += QStringLiteral(" (%1)").arg(QString::fromStdString(note.text));
    return label;
}

std::unique_ptr<QUndoCommand> make(Document* doc, attn::Lesson after, const QString& label) {
    if (after == doc->lesson()) return nullptr;
    return std::make_unique<LessonEditCommand>(doc, std::move(after), Document::Change::Everything,
                                               label);
}

std::string name_of(const std::vector<std::string>& names, int index, const char* what) {
    if (index < 0 || index >= int(names.size()))
        throw std::invalid_argument(std::string("there is no ") + what + " number " +
                                    std::to_string(index + 1));
    return names[size_t(index)];
}

QString unused(const std::vector<std::string>& names, const QString& stem) {
    for (int i = 1;; ++i) {
        const QString name = stem + QString::number(i);
        if (std::find(names.begin(), names.end(), name.toStdString()) == names.end()) return name;
    }
}

}  // namespace

QString unused_word_name(const Document* doc) {
    return unused(doc->lesson().table.words(), QStringLiteral("word"));
}
QString unused_axis_name(const Document* doc) {
    return unused(doc->lesson().table.axes(), QStringLiteral("axis"));
}

std::unique_ptr<QUndoCommand> add_word_command(Document* doc, const QString& word) {
    attn::Lesson l = doc->lesson();
    add_word(l, word.toStdString());
    return make(doc, std::move(l),
                QCoreApplication::translate("VocabularyCommands", "Add word ‘%1’").arg(word));
}

std::unique_ptr<QUndoCommand> add_unknown_word_command(Document* doc, const QString& word) {
    attn::Lesson l = doc->lesson();
    add_word(l, word.toStdString());
    return make(
        doc, std::move(l),
        QCoreApplication::translate("VocabularyCommands", "Add ‘%1’ to the vocabulary").arg(word));
}

std::unique_ptr<QUndoCommand> rename_word_command(Document* doc, int index, const QString& name) {
    attn::Lesson l = doc->lesson();
    const std::string old = name_of(l.table.words(), index, "word");
    if (old == name.toStdString()) return nullptr;
    EditNote note;
    rename_word(l, index, name.toStdString(), &note);
    return make(
        doc, std::move(l),
        with_note(QCoreApplication::translate("VocabularyCommands", "Rename word ‘%1’ to ‘%2’")
                      .arg(QString::fromStdString(old), name),
                  note));
}

std::unique_ptr<QUndoCommand> remove_word_command(Document* doc, int index) {
    attn::Lesson l = doc->lesson();
    const std::string word = name_of(l.table.words(), index, "word");
    EditNote note;
    remove_word(l, index, &note);
    return make(doc, std::move(l),
                with_note(QCoreApplication::translate("VocabularyCommands", "Remove word ‘%1’")
                              .arg(QString::fromStdString(word)),
                          note));
}

std::unique_ptr<QUndoCommand> add_axis_command(Document* doc, const QString& axis) {
    attn::Lesson l = doc->lesson();
    EditNote note;
    add_axis(l, axis.toStdString(), &note);
    return make(
        doc, std::move(l),
        with_note(QCoreApplication::translate("VocabularyCommands", "Add axis ‘%1’").arg(axis),
                  note));
}

std::unique_ptr<QUndoCommand> rename_axis_command(Document* doc, int index, const QString& name) {
    attn::Lesson l = doc->lesson();
    const std::string old = name_of(l.table.axes(), index, "axis");
    if (old == name.toStdString()) return nullptr;
    rename_axis(l, index, name.toStdString());
    return make(doc, std::move(l),
                QCoreApplication::translate("VocabularyCommands", "Rename axis ‘%1’ to ‘%2’")
                    .arg(QString::fromStdString(old), name));
}

std::unique_ptr<QUndoCommand> remove_axis_command(Document* doc, int index) {
    attn::Lesson l = doc->lesson();
    const std::string axis = name_of(l.table.axes(), index, "axis");
    EditNote note;
    remove_axis(l, index, &note);
    return make(doc, std::move(l),
                with_note(QCoreApplication::translate("VocabularyCommands", "Remove axis ‘%1’")
                              .arg(QString::fromStdString(axis)),
                          note));
}

}  // namespace attn::ui
