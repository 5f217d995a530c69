// The answer a step's question expects, phrased for a reader: "water (water
// 0.435, money 0.149)", "0.317", "bank → river (0.435)". One phrasing for the
// Lesson pane, the presentation and the handout's answer pages.
#pragma once

#include <QString>

#include "attnlab/lesson/lesson.hpp"

namespace attn {
class ModelReadings;  // attnlab/lesson/model_readings.hpp
}

namespace attn::ui {

// `text` with its {{…}} quantities filled in as the reader reads numbers: the
// language's decimal sign, and in a right-to-left interface each number in
// directional isolates (U+2066 … U+2069), so "18.5% "the", 31.7% "river""
// keeps each number beside its own word instead of joining one left-to-right run.
// `readings`: the lesson's real model's passes (Document::modelReadings()), or null.
std::string shown_quantities(const attn::Lesson& lesson, const std::string& text,
                             const attn::ModelReadings* readings);

// `lesson` is the step's lesson (attn::lesson_for_step). Throws
// attn::QuantityError (or std::out_of_range for a choice index the question
// lacks) when the answer cannot be computed from it.
QString step_answer_phrase(const attn::Lesson& lesson, const attn::StepQuestion& question,
                           const attn::ModelReadings* readings);

// An engine message with its step paths said as a teacher counts them:
// "steps[0].view.highlight: …" → "Step 1, view.highlight: …".
QString for_people(const QString& engine_message);

}  // namespace attn::ui
