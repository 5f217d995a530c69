// RealModelPass: one complete viewing pass of one lesson sentence through the
// lesson's real model (Lesson::real_model), as the window keeps it — the
// sentence's tokens (ids, display texts, which word each belongs to) and the
// engine's pass (attnlab/gpt/gpt_pass.hpp: every layer's and head's causal
// weights, the residual stream after every block, logits at the last
// position). Immutable once made; shared as shared_ptr<const RealModelPass>
// between the worker that made it, the Document and the panes, so a pane
// holding one never sees it change.
#pragma once

#include <QStringList>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "attnlab/attention/trace.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/lesson/what_if.hpp"

namespace attn {
class ModelReadings;  // attnlab/lesson/model_readings.hpp
struct OpenedModel;   // attnlab/checkpoints/model_files.hpp
}  // namespace attn

namespace attn::ui {

struct RealModelTokens {
    std::vector<int> ids;  // n token ids
    QStringList display;   // n texts, TextTokenizer::display (a leading space as ␣)
    // n word indices, ascending from 0: tokens of one word share one
    // (attn::token_word_groups), so "matzah" read as "mat" "z" "ah" is one group.
    std::vector<int> word;
};

struct RealModelPass {
    std::string sentence;  // the text the pass read
    RealModelTokens tokens;
    attn::GptPass pass;  // residual kept (L + 1 matrices n × d), logits at position n − 1
    // The what-if the pass ran under (the scene's over the model), and then the
    // logits at position n − 1 without it (1 × V: the "before" of its
    // predictions); both empty for a plain pass.
    std::vector<attn::Intervention> interventions;
    attn::Matrix plain_logits;
    // The logits (V) at the last token with the what-if and without it; empty when the pass
    // kept none (plain: also when it ran under no what-if).
    std::span<const float> lastLogits() const { return last_row(pass.logits); }
    std::span<const float> plainLastLogits() const { return last_row(plain_logits); }

  private:
    static std::span<const float> last_row(const attn::Matrix& m) {
        if (m.rows() == 0 || m.cols() == 0) return {};
        return {&m(m.rows() - 1, 0), std::size_t(m.cols())};
    }
};

// Layer `layer` (0-based, < L) of a pass as a Trace for the attention views and
// figures: tokens (the display texts), MultiHead, h heads, dk, scale 1/√dk,
// causal, positions (learned), embedded = the residual before block 0, input =
// the residual entering the layer (zeros without a residual), and `weights`
// (h full n × n maps, zero above the diagonal); scores, q, k, v and the
// outputs are empty (the pass keeps only the weights).
attn::Trace real_model_layer_trace(const RealModelPass& pass, int layer);

// A real model's layer traces for figures drawn outside the window's panes (a
// handout, `render --handout`): the layer of lesson sentence `sentence`, or
// null when there is none (the model was not read, the sentence not passed).
using ModelLayerTraces = std::function<const attn::Trace*(int sentence, int layer)>;

// What a handout (or any page drawn outside the panes) reads of a lesson's real
// model: its layers for the figures, and its passes for the steps' {{…}}
// quantities (step_quantity.hpp's `readings`). Either may be missing: such a
// figure or number then says it needs the model.
struct RealModelReading {
    ModelLayerTraces layers;
    const attn::ModelReadings* quantities = nullptr;
    // Called with each step's what-if before its figures and numbers are read (empty: the
    // reads are whatever `layers` and `quantities` hold).
    std::function<void(const attn::WhatIf&)> under;
    // Sentence `sentence`'s pass under the step's what-if (its logits with and without it, for the
    // what-if's effect), or null; and the model that read it (null: none).
    std::function<const RealModelPass*(int sentence)> pass;
    const attn::OpenedModel* model = nullptr;
};

}  // namespace attn::ui
