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
// language's decimal sign, and in a right-to-left interface (right_to_left_text) each number
// and each run of left-to-right words in directional isolates, so "18.5% "the", 31.7% "river""
// keeps each number beside its own word instead of joining one left-to-right run.
// `readings`: the lesson's real model's passes (Document::modelReadings()), or null.
// Markdown of a right-to-left language laid out so that every number stays with its word:
// left-to-right marks (U+200E, U+200F) dropped, a number never parted from the word before it
// (a no-break space), and each run of left-to-right words ("the river bank", "bank→river",
// "S = X·Xᵀ") between isolates U+2066 … U+2069. A run ends at a right-to-left letter, a quote
// mark, a comma, colon, semicolon, bracket, '*', '|' or a line end, so that "the", 31.7% and
// "river" each take the paragraph's order. Code spans, link targets and text already isolated
// are left as they are.
QString right_to_left_text(const QString& markdown);

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
