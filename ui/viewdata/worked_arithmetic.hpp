// The worked arithmetic behind one cell of an attention map, as the seed text
// walks it: the dot-product terms, the scale, the mask, exp and the row sum
// that make the weight. Shown when hovering a heatmap cell.
#pragma once

#include <QString>

#include "attnlab/attention/trace.hpp"

namespace attn::ui {

// Rich text for cell (i, j) of head `head` (i: the word looking, j: the word
// looked at). At most `maxTerms` dot-product terms are spelled out.
QString worked_arithmetic(const attn::Trace& t, int head, int i, int j, int maxTerms = 8);

}  // namespace attn::ui
