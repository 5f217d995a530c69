// What step quantities read of a lesson's real model (Lesson::real_model).
// The engine never opens a model to fill in a step's text: the window holds
// the model's passes (one per sentence) and offers them here, for the thread
// it runs on, while it has them. With no readings offered, a quantity about a
// real model says it is not read here ("modelweight" and "prob" then need the
// lesson open in the window with its model).
#pragma once

#include <vector>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/text_tokenizer.hpp"

namespace attn {

class ModelReadings {
public:
    virtual ~ModelReadings() = default;
    // The last complete pass of lesson sentence `sentence` for its current
    // text, or null (not read yet, unreadable, no such sentence).
    virtual const GptPass* pass(int sentence) const = 0;
    virtual const TextTokenizer& tokenizer() const = 0;
    // The model's next-token probabilities (V) after the first position + 1
    // tokens of `sentence` (the residual at `position` through the final
    // LayerNorm and the head); empty when there is no pass or no such position.
    virtual std::vector<double> next_token_probabilities(int sentence, int position) const = 0;
};

// The readings quantities use on this thread (null: none). Set by the window
// for its GUI thread while its lesson's model is open; not owned.
const ModelReadings* current_model_readings();
void set_current_model_readings(const ModelReadings* readings);

}  // namespace attn
