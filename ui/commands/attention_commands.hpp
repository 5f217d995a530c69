// Undoable changes of the attention switches: the ladder step (variant),
// heads, scaling, causal mask and positional encoding. Scaling is turned off
// on the fixed rungs (no mixing, equal average: nothing to scale). Throws
// std::invalid_argument when the result cannot be evaluated (heads that do
// not divide d), returns nullptr when nothing would change.
#pragma once

#include <QUndoCommand>
#include <memory>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/lesson/view_types.hpp"
#include "viewdata/position_figure.hpp"

namespace attn::ui {

class Document;
class ViewState;

// The switches of `c`, every field given.
attn::AttentionSwitches switches_of(const attn::AttentionConfig& c);
// Sets the lesson's own switches; a field `s` leaves empty keeps the lesson's.
std::unique_ptr<QUndoCommand> set_attention_command(Document* doc,
                                                    const attn::AttentionSwitches& s);

// The toolbar's edit while the scene lays a step's switches over the lesson:
// the user takes the switches over — the scene drops the step's and the lesson
// gets `edit` — as one undo step; undoing it gives the step's switches back
// (unless another scene was entered since). `edit` may be nullptr (the lesson
// already has those switches): the scene still drops the step's, and nothing
// is pushed.
std::unique_ptr<QUndoCommand> take_over_switches_command(ViewState* view,
                                                         std::unique_ptr<QUndoCommand> edit);

// "no mixing", "the equal average", "simple attention", "scaled Q·K·V
// attention", "multi-head attention" (undo text: "Switch to …").
QString variant_label(attn::Variant v);
// position_label(PositionEncoding): viewdata/position_figure.hpp.

}  // namespace attn::ui
