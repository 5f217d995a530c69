// The answer a step's question expects, phrased for a reader: "water (water
// 0.435, money 0.149)", "0.317", "bank → river (0.435)". One phrasing for the
// Lesson pane, the presentation and the handout's answer pages.
#pragma once

#include <QString>

#include "attnlab/lesson/lesson.hpp"

namespace attn::ui {

// `lesson` is the step's lesson (attn::lesson_for_step). Throws
// attn::QuantityError (or std::out_of_range for a choice index the question
// lacks) when the answer cannot be computed from it.
QString step_answer_phrase(const attn::Lesson& lesson, const attn::StepQuestion& question);

// An engine message with its step paths said as a teacher counts them:
// "steps[0].view.highlight: …" → "Step 1, view.highlight: …".
QString for_people(const QString& engine_message);

}  // namespace attn::ui
