// The what-if actions of one head's map (issue 38): Switch off, Mean-ablate,
// Keep only this head; at a cell, Cut this line (the query's row may no longer
// look at the key's column); and Clear the what-ifs. Each is one undo step
// (commands/what_if_commands.hpp) on the head of the source and layer shown;
// a second click of the same action takes it back. What cannot be done (the
// last line of a row, a line the causal mask already cuts) is said in a
// message box and changes nothing.
#pragma once

#include "attnlab/lesson/view_types.hpp"

class QMenu;
class QWidget;

namespace attn {
struct Trace;
}

namespace attn::ui {

class Document;
class ViewState;

// Which head a map shows: whose pass (the hand-wired attention is one layer),
// how many layers it has, the layer and head (0-based).
struct MapHead {
    attn::Source source = attn::Source::HandWired;
    int layers = 1, layer = 0, head = 0;
};
// Adds the actions for `at`, whose map shows trace `t` (that layer's), to
// `menu`; `row`, `col`: the cell asked at, or −1 for none. Nothing is added
// for a rung with fixed weights (no mixing, the equal average) or a map with
// no trace.
void add_what_if_actions(QMenu* menu, QWidget* parent, Document* doc, ViewState* view,
                         const attn::Trace* t, const MapHead& at, int row, int col);

}  // namespace attn::ui
