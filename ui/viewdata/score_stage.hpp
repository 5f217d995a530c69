// ScoreStage: the one name for "which matrix of attention is shown" — in the
// Attention pane's stage selector (ViewState::Stage is this type), in every
// scores figure and in `render --stage`. Legend: n tokens, S = raw scores
// Q·Kᵀ (X·Xᵀ for simple attention), s the scale (1/√dk, or 1).
#pragma once

#include <QString>
#include <array>

#include "attnlab/attention/trace.hpp"
#include "attnlab/lesson/view_types.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

using ScoreStage =
    attn::Stage;  // attnlab/lesson/view_types.hpp: one spelling for files, figures and the window
inline constexpr std::array<ScoreStage, 4> kScoreStages{ScoreStage::Raw, ScoreStage::Scaled,
                                                        ScoreStage::Masked, ScoreStage::Weights};

inline const char* score_stage_name(ScoreStage s) {
    return attn::stage_name(s);
}  // "raw", "scaled", "masked", "weights"
ScoreStage score_stage_from_name(
    const QString& name);  // throws std::invalid_argument naming the choices

// The window's label of stage s for ladder step v: "Raw scores  X·Xᵀ" (simple
// attention), "Raw scores  Q·Kᵀ" (scaled, multi-head, a trained model), "Raw
// scores  none (all 0)" (no mixing, equal average: they compare no words), …
QString stage_label(ScoreStage s, attn::Variant v = attn::Variant::Scaled);
// stage_label as a caption or title reads it: "Weights: softmax of each row".
QString stage_caption(ScoreStage s, attn::Variant v);

// The Attention pane's one-line formula for ladder step v at stage s when v is
// a fixed rung (no mixing, equal average): where its weights come from. Empty
// for the other steps.
QString fixed_rung_formula(attn::Variant v, ScoreStage s, bool causal);

// The n × n matrix of head h at stage s: S, S·s, S·s masked (−∞ in every
// cell t.hidden(i, j): above the diagonal when causal, off the diagonal for no
// mixing), or the softmax weights. h < t.heads.
attn::Matrix stage_matrix(const attn::Trace& t, int h, ScoreStage s);
// The same matrix when the trace stores it (raw scores, weights), to read
// without a copy; nullptr for the stages computed from it (scaled, masked).
const attn::Matrix* stored_stage_matrix(const attn::Trace& t, int h, ScoreStage s);
// The same matrix as a heatmap panel: tokens as row and column labels. When
// the trace is causal, the weights are hatched above the diagonal (weight 0,
// no number); the masked scores print −∞ there; raw and scaled scores are the
// numbers before the mask. The window's maps follow the same rule (the
// Attention pane). Hand-wired lessons and trained models alike.
MatrixPanel stage_panel(const attn::Trace& t, int h, ScoreStage s);
// A real model's maps: the panels titled "word looking" / "word looked at" (stage_panel's, the
// difference map's) say "token looking" / "token looked at" instead (its rows are BPE tokens).
void title_axes_as_tokens(FigureSpec& spec);

}  // namespace attn::ui
