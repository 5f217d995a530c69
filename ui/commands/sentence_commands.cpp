#include "commands/sentence_commands.hpp"

#include <QCoreApplication>
#include <stdexcept>

#include "attnlab/lesson/lesson_edits.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "commands/lesson_edit_command.hpp"
#include "document/document.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {
namespace {

QString quoted(const std::string& s) {
    QString t = QString::fromStdString(s);
    t = elided(t, 40);
    return quoted_text(t);
}

std::string checked_text(const QString& text) {
    const QString t = text.simplified();
    if (t.isEmpty()) throw std::invalid_argument("a sentence needs at least one word");
    std::string out = t.toStdString();
    // Refused here, so the lesson never holds a sentence that cannot be evaluated.
    if (const size_t words = attn::tokenize(out).size(); words > size_t(attn::kMaxTokens))
        throw std::invalid_argument("this sentence has " + std::to_string(words) +
                                    " words; a sentence holds at most " +
                                    std::to_string(attn::kMaxTokens));
    return out;
}

void check_index(const attn::Lesson& l, int index) {
    if (index < 0 || index >= int(l.sentences.size()))
        throw std::invalid_argument("there is no sentence number " + std::to_string(index + 1));
}

}  // namespace

std::unique_ptr<QUndoCommand> add_sentence_command(Document* doc, const QString& text) {
    attn::Lesson l = doc->lesson();
    l.sentences.push_back(checked_text(text));
    const QString label = QCoreApplication::translate("SentenceCommands", "Add sentence %1")
                              .arg(quoted(l.sentences.back()));
    return std::make_unique<LessonEditCommand>(doc, std::move(l), Document::Change::Sentences,
                                               label);
}

std::unique_ptr<QUndoCommand> edit_sentence_command(Document* doc, int index, const QString& text) {
    attn::Lesson l = doc->lesson();
    check_index(l, index);
    const std::string t = checked_text(text);
    if (l.sentences[size_t(index)] == t) return nullptr;
    l.sentences[size_t(index)] = t;
    return std::make_unique<LessonEditCommand>(
        doc, std::move(l), Document::ChangeEvent{Document::Change::Sentences, index},
        QCoreApplication::translate("SentenceCommands", "Edit sentence to %1").arg(quoted(t)));
}

std::unique_ptr<QUndoCommand> remove_sentence_command(Document* doc, int index) {
    attn::Lesson l = doc->lesson();
    check_index(l, index);
    QString label = QCoreApplication::translate("SentenceCommands", "Remove sentence %1")
                        .arg(quoted(l.sentences[size_t(index)]));
    attn::EditNote note;
    attn::remove_sentence(
        l, index, &note);  // the steps' sentence numbers follow (attnlab/lesson/lesson_edits.hpp)
    if (!note.text.empty()) label += QStringLiteral(" (%1)").arg(QString::fromStdString(note.text));
    return std::make_unique<LessonEditCommand>(doc, std::move(l), Document::Change::Sentences,
                                               label);
}

}  // namespace attn::ui
