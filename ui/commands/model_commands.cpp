#include "commands/model_commands.hpp"

#include <QCoreApplication>

#include "commands/lesson_edit_command.hpp"

namespace attn::ui {

std::unique_ptr<QUndoCommand> make_set_trained_model(Document* doc,
                                                     std::optional<attn::TrainedModel> model) {
    if (model) model->check();
    if (doc->lesson().model == model) return nullptr;
    attn::Lesson after = doc->lesson();
    const bool adding = model.has_value();
    after.model = std::move(model);
    const QString text = adding ? QCoreApplication::translate("Commands", "Use Trained Model")
                                : QCoreApplication::translate("Commands", "Remove Trained Model");
    return std::make_unique<LessonEditCommand>(doc, std::move(after),
                                               Document::Change::TrainedModel, text);
}

}  // namespace attn::ui
