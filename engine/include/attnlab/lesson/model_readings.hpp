// What step quantities read of a lesson's real model (Lesson::real_model).
// The engine never opens a model to fill in a step's text: whoever holds the
// model's passes (the window's Document, one per sentence; `render --handout`,
// read as asked) hands them to the quantities as an explicit argument
// (step_quantity.hpp). Without readings, a quantity about a real model says it
// is not read here ("modelweight" and "prob" then need the lesson open with its model).
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/tokenizers/text_tokenizer.hpp"

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
    // Readings whose passes ran under exactly `what_if` (the interventions a lesson lays over the
    // real model): these when theirs did, else others the readings make and keep (passes run as
    // asked), or null when they cannot. A quantity reads the passes of the lesson it is computed
    // in: `before QUANTITY` those without the what-if, a step editor's preview those under the
    // step's own. The default: these, whatever is asked (passes of one what-if only).
    virtual const ModelReadings* under(std::span<const Intervention> what_if) const {
        (void)what_if;
        return this;
    }
};

// The readings of one opened model (with its tokenizer) over passes kept elsewhere: a
// subclass says where sentence k's pass is; the tokenizer and the next-token
// probabilities (through attn::probabilities) are the model's, the last one asked remembered.
// Not thread-safe: one thread reads it.
class OpenedModelReadings : public ModelReadings {
  public:
    // Throws std::invalid_argument when `model` is null or has no tokenizer.
    explicit OpenedModelReadings(std::shared_ptr<const OpenedModel> model);
    ~OpenedModelReadings() override;
    const TextTokenizer& tokenizer() const override;
    std::vector<double> next_token_probabilities(int sentence, int position) const override;
    const OpenedModel& model() const { return *model_; }
    const std::shared_ptr<const OpenedModel>& modelShared() const { return model_; }
    // Drops the remembered probabilities: call when a sentence's pass is replaced.
    void forget() const;

  protected:
    // One runner for the logits (no pass runs through it here); a subclass may run passes on it.
    GptRunner& runner() const;

  private:
    std::shared_ptr<const OpenedModel> model_;
    mutable std::unique_ptr<GptRunner> runner_;
    mutable const GptPass* cachedPass_ = nullptr;
    mutable int cachedPosition_ = -1;
    mutable std::vector<double> cached_;
};

}  // namespace attn
