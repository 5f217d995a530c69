// Internal to the engine: the "model" field of a lesson file (a TrainedModel)
// as JSON. See docs/lesson-format.md.
#pragma once

#include <nlohmann/json.hpp>

#include "attnlab/model/trained_model.hpp"

namespace attn::detail {

nlohmann::ordered_json trained_model_to_json(const TrainedModel& m);
// path: the JSON path of the field ("model"); throws LessonError naming path.field.
TrainedModel trained_model_from_json(const nlohmann::json& j, const std::string& path);

std::string base64_encode(const unsigned char* data, std::size_t n);
// Throws std::invalid_argument on a character outside the base64 alphabet or a bad length.
std::vector<unsigned char> base64_decode(const std::string& text);

}  // namespace attn::detail
