// Undoable changes of the attention switches: the ladder step (variant),
// heads, scaling, causal mask and positional encoding. Scaling is turned off
// on the fixed rungs (no mixing, equal average: nothing to scale). Throws
// std::invalid_argument when the result cannot be evaluated (heads that do
// not divide d), returns nullptr when nothing would change.
#pragma once

#include <QUndoCommand>
#include <memory>

#include "attnlab/attention_config.hpp"
#include "attnlab/view_types.hpp"

namespace attn::ui {

class Document;

// The switches of `c`, every field given.
attn::AttentionSwitches switches_of(const attn::AttentionConfig& c);
// Sets the lesson's own switches; a field `s` leaves empty keeps the lesson's.
std::unique_ptr<QUndoCommand> set_attention_command(Document* doc, const attn::AttentionSwitches& s);

// "no mixing", "the equal average", "simple attention", "scaled Q·K·V
// attention", "multi-head attention" (undo text: "Switch to …").
QString variant_label(attn::Variant v);

}  // namespace attn::ui
