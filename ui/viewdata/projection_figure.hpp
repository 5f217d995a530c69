// The hand-wired projections W_Q, W_K, W_V, W_O as figures: what the Weights
// pane shows (and exports), and what the "all" figure set adds for the
// projections the lesson's variant uses. Each is d input axes (rows) × d
// output columns, centred on 0; for W_Q, W_K, W_V of a multi-head lesson the
// columns are heads side by side in blocks of dk, labelled "h2·1" (head 2,
// its first dimension); otherwise the columns are the axes. An empty
// projection is the identity (not stored) and is drawn as such.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/value_target.hpp"

namespace attn::ui {

// Whether the lesson's variant uses the matrix (W_Q/W_K/W_V: scaled and
// multi-head; W_O: multi-head only). The embedding table is always used.
bool projection_used(const attn::Lesson& lesson, ValueTarget t);
// The projections the variant uses, in the order W_Q, W_K, W_V, W_O.
std::vector<ValueTarget> used_projections(const attn::Lesson& lesson);

// Output column labels of projection `t` (d of them), as the pane's header shows them.
QStringList projection_column_labels(const attn::Lesson& lesson, ValueTarget t);

// Input row labels of projection `t`: the embedding axes, except W_O with
// several heads, whose rows are the joined heads' dimensions ("h1·1", "h1·2", …).
QStringList projection_row_labels(const attn::Lesson& lesson, ValueTarget t);

// Projection `t` (not Embedding) as a one-panel heatmap titled "W_Q", its
// note (or "identity") as the caption.
FigureSpec projection_figure_spec(const attn::Lesson& lesson, ValueTarget t);
// File name of the figure: "weights-W_Q", "weights-W_K", …
QString projection_figure_name(ValueTarget t);

}  // namespace attn::ui
