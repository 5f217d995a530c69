// The data of the vectors plot, one function for the window's Vectors pane and
// the exported vectors figure (and `render --view vectors`), so both place the
// same points with the same labels.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "attnlab/attention/trace.hpp"
#include "attnlab/lesson/lesson.hpp"
#include "viewdata/figure_spec.hpp"
#include "viewdata/vector_projection.hpp"

namespace attn::ui {

// lookups: every_word → every word of the table, in table order (the window's
//   pane, where any word can be dragged); otherwise the distinct words of the
//   sentences in order of appearance. Each at its lookup row (table row).
// outputs: for sentence k (traces[k], nullptr when it has no result: no
//   outputs), each token's output row — every token when `focus` is empty,
//   else only `focus`'s — with the arrow from the word's lookup row (the grey
//   dot; with positions on, the blend also holds the position rows).
// Axis titles: the projection's (axis names, or "PC1 (62% of variance)").
// Tokens missing from the table (not possible for an evaluated trace) get no point.
// moved: under a what-if, `plain` holds each sentence's trace without it
// (nullptr: none); every output it moves is listed with its place before.
VectorsPlot vectors_plot(const attn::Lesson& lesson, const std::vector<const attn::Trace*>& traces,
                         const QStringList& sentences, const VectorProjection& proj,
                         const QString& focus, bool every_word,
                         const std::vector<const attn::Trace*>& plain = {});

}  // namespace attn::ui
