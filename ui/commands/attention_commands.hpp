// Undoable changes of the attention switches: the ladder step (variant),
// heads, scaling, causal mask and positional encoding. Scaling is turned off
// on the fixed rungs (no mixing, equal average: nothing to scale). Throws
// std::invalid_argument when the result cannot be evaluated (heads that do
// not divide d), returns nullptr when nothing would change.
#pragma once

#include <QUndoCommand>
#include <memory>

#include "attnlab/attention_config.hpp"

namespace attn::ui {

class Document;

struct AttentionSwitches {
    attn::Variant variant = attn::Variant::Simple;
    int heads = 1;
    bool scale = false;
    bool causal = false;
    bool positions = false;
};

AttentionSwitches switches_of(const attn::AttentionConfig& c);
std::unique_ptr<QUndoCommand> set_attention_command(Document* doc, const AttentionSwitches& s);

// "no mixing", "the equal average", "simple attention", "scaled Q·K·V
// attention", "multi-head attention" (undo text: "Switch to …").
QString variant_label(attn::Variant v);

}  // namespace attn::ui
