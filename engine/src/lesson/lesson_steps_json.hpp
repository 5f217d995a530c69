// Reading and writing a lesson's "steps" (engine-internal; the format is in
// docs/lesson-format.md). Structural errors (a wrong type, an unknown name, a
// text over its size limit) throw LessonError naming the path, as the rest of
// the reader does. What a step names of the lesson (a word, a sentence, an
// axis) is not checked here: a lesson whose step names a missing word still
// opens, and step_problems() reports it on the step.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/lesson/lesson_step.hpp"

namespace attn::detail {

// `s`, or std::invalid_argument "PATH: not valid UTF-8 text; cannot be saved":
// the writer refuses text the reader could not read back.
const std::string& checked_utf8(const std::string& s, const std::string& path);

// A ladder rung's name at `path` ("simple", …); LessonError listing the names otherwise.
Variant get_variant(const nlohmann::json& j, const std::string& path);

// Where a word sits, in an "attention" object or a step's view at `path`:
// "position_encoding" (none, sinusoidal, rope, alibi), else the older
// "positions" switch (true: sinusoidal); absent: nothing said.
std::optional<PositionEncoding> read_position(const nlohmann::json& obj, const std::string& path);
// "rope_base" (a number above 1), absent: nothing said.
std::optional<double> read_rope_base(const nlohmann::json& obj, const std::string& path);

// A what-if object at `path` (attnlab/lesson/what_if.hpp: {"source", "interventions"}).
WhatIf read_what_if(const nlohmann::json& j, const std::string& path);
nlohmann::ordered_json what_if_json(const WhatIf& w);  // std::invalid_argument for a patch

std::vector<LessonStep> read_steps(const nlohmann::json& root);  // root["steps"], absent → none
// root["translations"] (the lesson's title and description by language), absent → none.
std::map<std::string, LessonTexts> read_lesson_translations(const nlohmann::json& root);
nlohmann::ordered_json lesson_translations_json(
    const std::map<std::string, LessonTexts>& translations);
nlohmann::ordered_json steps_json(
    const std::vector<LessonStep>& steps);  // throws std::invalid_argument on bad UTF-8

}  // namespace attn::detail
