// The difference of two prompts' attention, cell by cell: the standard move of a
// lecture on a model ("the river bank" / "the money bank", a name swapped). One
// implementation for the Attention pane's Difference map, its export and
// `render --view difference`.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "attnlab/attention/trace.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {

// second − first for head `h` at `stage`: n × n, where both sentences have n tokens
// (the cells must line up: position i of one against position i of the other).
// `labels` name each position by its token, "money/river" where the two differ
// (the second's token, then the first's: the order the map subtracts, as its title says).
// A masked cell (−∞ in both, the causal triangle) differs by 0 and is marked `causal`.
// Empty `values` and `error` saying why when the two cannot be compared.
struct DifferenceMap {
    attn::Matrix values;
    QStringList labels;
    bool causal = false;
    QString error;
};
DifferenceMap difference_map(const attn::Trace& first, const attn::Trace& second, int h,
                             ScoreStage stage);

// The difference maps' colour range is never narrower than ±this: two equal maps read white,
// not a scale of ±0.0000010 that makes rounding noise red.
inline constexpr float kLeastDifference = 1e-3f;

// The colour range every head's difference map shares, so that colours compare across heads
// (the window's maps, their exports and `render --view difference` alike): the largest
// |second − first| of any head at `stage`, never under kLeastDifference.
float difference_limit(const attn::Trace& first, const attn::Trace& second, ScoreStage stage);
// The same of maps already made, one per head (those with an error count for nothing).
float difference_limit(const std::vector<DifferenceMap>& heads);

// The map as a figure panel (diverging colours centred on 0: red where the second
// sentence's number is larger), titled with the two sentences.
MatrixPanel difference_panel(const DifferenceMap& d, const QString& first, const QString& second);

// Which map a difference is of, for its title: "layer 2 · head 3" (a model's), "head 2"
// (hand-wired attention with several heads: layer 0), empty (one head, no layers).
QString difference_where(int layer, int head);

// The whole figure: the panel (titled with the two sentences and `where`, coloured on
// ±`limit`: difference_limit) and a caption saying what is subtracted from what and at which
// stage. Throws std::invalid_argument with d.error when there is no map.
FigureSpec difference_figure(const DifferenceMap& d, const QString& first, const QString& second,
                             const QString& stage_text, const QString& where, double limit);

}  // namespace attn::ui
