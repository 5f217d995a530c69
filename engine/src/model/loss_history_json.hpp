// Internal to the engine: the "model.loss_history" field of a lesson file as
// JSON — an array of {"step": int, "train": number, "val": number} objects,
// "val" left out where no validation loss was measured. See docs/lesson-format.md.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "attnlab/model/loss_history.hpp"

namespace attn::detail {

nlohmann::ordered_json loss_history_to_json(const LossHistory& h);
// path: the field's JSON path ("model.loss_history"); throws LessonError naming
// path[i].step / .train / .val for a wrong type, NaN, a negative or non-increasing step.
LossHistory loss_history_from_json(const nlohmann::json& j, const std::string& path);

}  // namespace attn::detail
