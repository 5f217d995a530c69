// The seed's "blend in slow motion" for one word of one evaluated sentence:
// each ingredient word's weight times its row, the column sums giving the
// output row, and the before/after rows side by side.
//
// Shape (n tokens, w = d for Simple/Scaled, dk for one head of multi-head):
//   rows    n ingredient rows ("× river"), "= output", "before (…)"  (n + 2),
//           and "lookup row" beside a value row when w = d           (n + 3)
//   columns "weight", then the w columns of the rows being blended  (1 + w)
// Ingredient row j holds [W(i,j), round3(W(i,j))·v_j] — the weight as shown
// (3 decimals) times the row, the seed's hand-checkable terms, as the exported
// figure prints them; the output row [Σ W, z_i] is exact, so a column's terms
// can differ from it in the last digit (the seed says so too);
// the before row [—, the word's own row of what is blended] (BlendTable says
// what "before" means for each variant).
#pragma once

#include <QStringList>

#include "attnlab/attention/trace.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// (Not named BlendTable: viewdata/figure_spec.hpp has attn::ui::BlendTable, and two
// classes of one name in one namespace break the one-definition rule.)
struct BlendBreakdown {
    attn::Matrix values;  // (n + 2) × (1 + w)
    QStringList rows, cols;
    QString caption;  // "bank in “the river bank” = 0.185 × the + 0.317 × river + 0.498 × bank"
};

// The one description of a blend, drawn by the window's Blend pane (below)
// and by the exported blend figure: the word's row of weights, the rows being
// blended (X for simple attention, the head's value rows otherwise), before,
// lookup and after (see BlendTable). axes: the lesson's axis names, the column
// labels when dk = d (else v1…v_dk). `word` < n, `head` < h; sentence is left empty.
BlendTable blend_data(const attn::Trace& t, const QStringList& axes, int word, int head = 0);

// The Blend pane's table of blend_data: ingredient terms, "= output",
// "before (…)" and, when blend_data has one, "lookup row". Empty when word
// or head is out of range. `plain`: under a what-if, the trace without it (the
// same tokens); when the word's blend differs there, a last row "without the
// what-if" holds its weights' sum and its output, and the caption names each
// weight the what-if changed ("river 0.317 → 0").
BlendBreakdown blend_table(const attn::Trace& t, const QStringList& axes, int word, int head = 0,
                           const attn::Trace* plain = nullptr);

}  // namespace attn::ui
