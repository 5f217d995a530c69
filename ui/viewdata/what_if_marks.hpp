// A figure drawn under a what-if says so, as the window's maps do: the label under its title,
// and on each map of a head the head's fate ("switched off", "mean-ablated", "lines cut") in
// its title and the lines cut crossed out. One rule for the window's exports and the command
// line's figures.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "attnlab/lesson/what_if.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// Marks `spec`, drawn under `list` laid over `source`'s pass of an n-token sentence:
// spec.what_if its label, and each panel k < panel_heads.size() (the (layer, head) from 0 it
// draws) its head's fate after its title and its cut cells. Nothing when `list` is empty.
void mark_what_if(FigureSpec& spec, std::span<const attn::Intervention> list, attn::Source source,
                  const std::vector<std::pair<int, int>>& panel_heads, int n);
// Each panel k < panel_heads.size(): its head's fate under `list` after its title ("head 3 ·
// switched off"), and, when `cuts`, its cut cells (within the panel's own rows). spec.what_if
// is left as it is.
void mark_head_fates(FigureSpec& spec, std::span<const attn::Intervention> list,
                     const std::vector<std::pair<int, int>>& panel_heads, bool cuts);
// The head view of layer `layer` (from 0) under `list`: each drawn head's fate in the legend
// (HeadLinesData::fates). Nothing when `list` leaves every head as it is.
void mark_head_lines(HeadLinesData& lines, std::span<const attn::Intervention> list, int layer);

}  // namespace attn::ui
