#include "commands/step_commands.hpp"

#include <QCoreApplication>
#include <stdexcept>
#include <string>

#include "attnlab/support/limits.hpp"
#include "commands/lesson_edit_command.hpp"

namespace attn::ui {
namespace {

void check_index(const attn::Lesson& l, int index, int extra = 0) {
    if (index < 0 || index >= int(l.steps.size()) + extra)
        throw std::invalid_argument("no step " + std::to_string(index + 1) + " (the lesson has " +
                                    std::to_string(l.steps.size()) + ")");
}

// The same limits the lesson reader applies, so every lesson the app saves can be read again.
void check_step(const attn::LessonStep& s) {
    if (s.title.size() > attn::kMaxStepTitleBytes)
        throw std::invalid_argument("a step title of " + std::to_string(s.title.size()) +
                                    " bytes; at most " + std::to_string(attn::kMaxStepTitleBytes) +
                                    " are supported");
    if (s.text.size() > attn::kMaxStepTextBytes)
        throw std::invalid_argument("a step text of " + std::to_string(s.text.size()) +
                                    " bytes; at most " + std::to_string(attn::kMaxStepTextBytes) +
                                    " are supported");
}

std::unique_ptr<QUndoCommand> make(Document* doc, attn::Lesson after, const QString& text) {
    if (after.steps == doc->lesson().steps) return nullptr;
    return std::make_unique<LessonEditCommand>(doc, std::move(after), Document::Change::Steps,
                                               text);
}

}  // namespace

std::unique_ptr<QUndoCommand> add_step_command(Document* doc, int at, attn::LessonStep step) {
    attn::Lesson l = doc->lesson();
    check_index(l, at, 1);
    check_step(step);
    if (int(l.steps.size()) >= attn::kMaxSteps)
        throw std::invalid_argument("a lesson holds at most " + std::to_string(attn::kMaxSteps) +
                                    " steps");
    l.steps.insert(l.steps.begin() + at, std::move(step));
    return make(doc, std::move(l),
                QCoreApplication::translate("StepCommands", "Add step %1").arg(at + 1));
}

std::unique_ptr<QUndoCommand> edit_step_command(Document* doc, int index, attn::LessonStep step) {
    attn::Lesson l = doc->lesson();
    check_index(l, index);
    check_step(step);
    l.steps[size_t(index)] = std::move(step);
    return make(doc, std::move(l),
                QCoreApplication::translate("StepCommands", "Edit step %1").arg(index + 1));
}

std::unique_ptr<QUndoCommand> move_step_command(Document* doc, int from, int to) {
    attn::Lesson l = doc->lesson();
    check_index(l, from);
    check_index(l, to);
    attn::LessonStep s = std::move(l.steps[size_t(from)]);
    l.steps.erase(l.steps.begin() + from);
    l.steps.insert(l.steps.begin() + to, std::move(s));
    return make(doc, std::move(l),
                QCoreApplication::translate("StepCommands", "Move step %1 to %2")
                    .arg(from + 1)
                    .arg(to + 1));
}

std::unique_ptr<QUndoCommand> remove_step_command(Document* doc, int index) {
    attn::Lesson l = doc->lesson();
    check_index(l, index);
    l.steps.erase(l.steps.begin() + index);
    return make(doc, std::move(l),
                QCoreApplication::translate("StepCommands", "Delete step %1").arg(index + 1));
}

}  // namespace attn::ui
