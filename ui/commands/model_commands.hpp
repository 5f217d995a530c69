// The lesson's trained model as an undoable edit: "Use this model in the
// lesson" is one command (one undo restores the previous model, or none).
#pragma once

#include <QUndoCommand>
#include <memory>
#include <optional>

#include "attnlab/model/trained_model.hpp"
#include "document/document.hpp"

namespace attn::ui {

// nullptr when the lesson already holds exactly this model. Throws
// std::invalid_argument when the model's sizes or weights are not valid.
std::unique_ptr<QUndoCommand> make_set_trained_model(Document* doc,
                                                     std::optional<attn::TrainedModel> model);

}  // namespace attn::ui
