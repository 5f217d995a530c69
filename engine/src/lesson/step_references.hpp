// What a lesson's steps refer to by name or index, found and rewritten in one
// place for the structural edits (attnlab/lesson/lesson_edits.hpp): the view's
// highlight, sentences and plane; the question's row, sentence and compared or
// asked quantities; and the {{…}} quantities of the text, prompt and why.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/lesson/step_quantity.hpp"

namespace attn::detail {

// Rewrites every reference of every step: `name(kind, value)` for the word,
// axis and model-word references (sentence words: Word), `sentence(index)` for
// the sentence indices (view.sentences, question.sentence, quantity arguments).
struct StepRewrite {
    std::function<std::string(QuantityArg, const std::string&)> name;  // may be empty: names kept
    std::function<int(int)> sentence;                                  // may be empty: indices kept
};
void rewrite_steps(std::vector<LessonStep>& steps, const StepRewrite& r);

// The steps (0-based) with a reference for which `hit(kind, value)` holds;
// sentence indices are passed as QuantityArg::Sentence with their decimal text.
std::vector<int> steps_where(const std::vector<LessonStep>& steps,
                             const std::function<bool(QuantityArg, const std::string&)>& hit);

}  // namespace attn::detail
