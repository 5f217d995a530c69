// The existing figures drawn for a real model (GPT-2 / nanoGPT): the heads
// grid of one layer (every head) and the weights heatmap of one head, from
// one viewing pass (attnlab/gpt/gpt_pass.hpp). Token labels are the
// tokenizer's display form (a leading space as ␣); cells above the diagonal
// are masked (causal), drawn hatched without a number.
#pragma once

#include <span>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "modeldock/model_heads.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::app {

// heads_view: every head of `layer` (from 1) in a grid; else head `head` (from 1)
// of `layer`. Layer and head must exist (checked by the caller).
attn::ui::FigureSpec real_model_figure(const attn::OpenedModel& m, const attn::GptPass& pass,
                                       bool heads_view, int layer, int head);

// Layer `layer` (from 1) of the pass as the window's attention views read it
// (Document::realModelTrace): display tokens, h heads, causal n × n weights.
attn::Trace real_model_layer_trace(const attn::OpenedModel& m, const attn::GptPass& pass,
                                   int layer);

// The head view (viewdata/head_lines.hpp) of `layer` (from 1): `request`'s
// heads (empty: all), focus and highlight; its caption names the model,
// the layer and the heads. Throws std::invalid_argument as head_lines_data.
attn::ui::FigureSpec real_model_head_lines(const attn::OpenedModel& m, const attn::GptPass& pass,
                                           int layer, const attn::ui::HeadLinesRequest& request);

// Every layer × head of the pass (ui/modeldock/model_heads.hpp), as the
// window's All heads tab exports it: `filter`'s heads, panels titled
// "layer l · head k · <pattern>" where a pattern is clear, rows = layers; drawn under
// `what_if` (the pass's interventions), each head's fate after its title.
attn::ui::FigureSpec real_model_overview_figure(const attn::OpenedModel& m, attn::GptPass pass,
                                                const attn::ui::HeadFilter& filter,
                                                std::span<const attn::Intervention> what_if = {});

// --view lens (lens true): the layers' guesses after token `position` (from 0),
// the top `top_k` tokens of each residual read-out; --view rollout: attention
// rollout into token `position`, a row per layer (viewdata/model_probe_figures.hpp,
// the window's Layers' guesses and Rollout tabs draw the same). The pass must
// keep its residual for the lens. Throws std::invalid_argument for a position
// outside the pass.
attn::ui::FigureSpec real_model_probe_figure(const attn::OpenedModel& m, const attn::GptPass& pass,
                                             bool lens, int position, int top_k);

}  // namespace attn::app
