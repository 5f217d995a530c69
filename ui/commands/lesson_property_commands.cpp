#include "commands/lesson_property_commands.hpp"

#include <QCoreApplication>
#include <stdexcept>
#include <string>

#include "attnlab/support/limits.hpp"
#include "commands/lesson_edit_command.hpp"

namespace attn::ui {
namespace {

template <typename L>  // attn::Lesson, const or not
auto* field(L& l, LessonProperty p) {
    switch (p) {
        case LessonProperty::Title:
            return &l.title;
        case LessonProperty::Description:
            return &l.description;
        case LessonProperty::Focus:
            return &l.focus;
        case LessonProperty::Author:
            return &l.author;
        case LessonProperty::Licence:
            return &l.licence;
    }
    return &l.title;
}

// A line (title, focus, author, licence) as long as a step title may be; the
// description as long as a step text.
std::size_t limit(LessonProperty p) {
    return p == LessonProperty::Description ? attn::kMaxStepTextBytes : attn::kMaxStepTitleBytes;
}

}  // namespace

QString lesson_property(const attn::Lesson& lesson, LessonProperty p) {
    return QString::fromStdString(*field(lesson, p));
}

QString lesson_property_name(LessonProperty p) {
    switch (p) {
        case LessonProperty::Title:
            return QCoreApplication::translate("LessonPropertyCommands", "title");
        case LessonProperty::Description:
            return QCoreApplication::translate("LessonPropertyCommands", "description");
        case LessonProperty::Focus:
            return QCoreApplication::translate("LessonPropertyCommands", "focus word");
        case LessonProperty::Author:
            return QCoreApplication::translate("LessonPropertyCommands", "author");
        case LessonProperty::Licence:
            return QCoreApplication::translate("LessonPropertyCommands", "licence");
    }
    return {};
}

std::unique_ptr<QUndoCommand> lesson_property_command(Document* doc, LessonProperty p,
                                                      const QString& value) {
    QString v = value.trimmed();
    if (p != LessonProperty::Description) v = v.simplified();  // one line
    const std::string s = v.toStdString();
    if (s.size() > limit(p))
        throw std::invalid_argument("a lesson " + lesson_property_name(p).toStdString() + " of " +
                                    std::to_string(s.size()) + " bytes; at most " +
                                    std::to_string(limit(p)) + " are supported");
    attn::Lesson l = doc->lesson();
    if (p == LessonProperty::Focus && !s.empty() && !l.table.word_index(s))
        throw std::invalid_argument(
            "'" + s +
            "' is not in the vocabulary: the focus word must be one of the lesson's words");
    if (*field(l, p) == s) return nullptr;
    *field(l, p) = s;
    return std::make_unique<LessonEditCommand>(
        doc, std::move(l), Document::Change::Title,
        QCoreApplication::translate("LessonPropertyCommands", "Set the lesson's %1")
            .arg(lesson_property_name(p)));
}

}  // namespace attn::ui
