// WhatIfReadings: a lesson's real model read outside the window's panes (a handout, from the
// window or `render --handout`), each sentence passed when first asked for under the what-if
// of the step being drawn — so a step's figures and {{…}} numbers are the ones its scene
// shows (a lesson-wide what-if, or the step's own), whatever the window shows meanwhile.
// Passes are kept per sentence and per what-if. Not thread-safe: one thread reads it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "attnlab/lesson/model_readings.hpp"
#include "attnlab/lesson/what_if.hpp"
#include "document/real_model_pass.hpp"

namespace attn::ui {

class WhatIfReadings : public attn::OpenedModelReadings {
  public:
    // `sentences`: the lesson's, in order. Throws std::invalid_argument as OpenedModelReadings.
    WhatIfReadings(std::shared_ptr<const attn::OpenedModel> model,
                   std::vector<std::string> sentences);
    // The what-if the next reads run under (only what it lays over the real model counts).
    void setWhatIf(const attn::WhatIf& what_if);
    // Sentence `sentence`'s pass under the current what-if, or null (no such sentence, a text
    // the model cannot read: the figure or number then says it needs the model).
    const RealModelPass* realPass(int sentence) const;
    const attn::Trace* layer(int sentence, int layer) const;  // of realPass(sentence)
    const attn::GptPass* pass(int sentence) const override;
    // These readings when `what_if` is theirs, else readings of the same model and sentences
    // under `what_if` (made once, kept: never null).
    const attn::ModelReadings* under(std::span<const attn::Intervention> what_if) const override;
    // Reads for a handout: its layers and its numbers, each step's what-if set by `under`.
    RealModelReading reading();

  private:
    // A sentence read under a what-if (null pass: it could not be read), its layers as asked.
    struct Read {
        int sentence;
        std::vector<attn::Intervention> what_if;
        std::unique_ptr<RealModelPass> pass;
        std::map<int, attn::Trace> layers;
    };
    Read& read(int sentence) const;  // found or made (a handout reads a few: a list will do)
    std::vector<std::string> sentences_;
    std::vector<attn::Intervention> what_if_;
    mutable std::vector<std::unique_ptr<Read>> reads_;
    mutable std::vector<std::unique_ptr<WhatIfReadings>> others_;  // under(), each its what-if
};

}  // namespace attn::ui
