// Undoable changes of the lesson's own what-if (attnlab/lesson/what_if.hpp):
// one intervention added or taken away from the views (a head's right-click,
// a heatmap cell's "Cut this line"), or all of them cleared. Each is one undo
// step; it starts from the what-if shown (a step's, when a step holds one), so
// the user's click takes over from the step's and nothing shown jumps.
#pragma once

#include <QUndoCommand>
#include <memory>

#include "attnlab/lesson/what_if.hpp"

namespace attn::ui {

class Document;

// `v` toggled (attn::toggled) in the what-if shown over `source`'s pass (a
// what-if over the other source is dropped). `layers`, `heads`, `n`, `causal`:
// the shape of the pass it is laid over (the hand-wired attention is one
// layer), checked as attn::check_interventions does: std::invalid_argument
// naming what does not fit. nullptr when nothing would change.
std::unique_ptr<QUndoCommand> toggle_intervention_command(Document* doc, attn::Source source,
                                                          const attn::Intervention& v, int layers,
                                                          int heads, int n, bool causal);
// No what-if at all; nullptr when none is shown or set.
std::unique_ptr<QUndoCommand> clear_what_if_command(Document* doc);

}  // namespace attn::ui
