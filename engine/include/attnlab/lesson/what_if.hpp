// WhatIf: the interventions (attnlab/attention/intervention.hpp) laid over one
// source's pass — the lesson's hand-wired attention (its one layer) or its
// model (a trained model's layers, or the real model's) — and never written
// into the weights. A lesson holds the user's own (Lesson::what_if: set from
// the window, one undo step each, saved with the lesson); a step's view may
// hold its own, shown while the step is (StepView::what_if); the scene holds the
// one shown (Scene::what_if), and every view, figure and step quantity of
// that source is computed under it and says so ("layer 2 · head 1 switched off").
//
// In files: {"source": "hand-wired" | "model", "interventions": [ITEM, …]}, each
// ITEM a string in the command line's words, layers and heads counted from 1
// and `*` for all of them, token positions from 0:
//   "ablate L.H", "mean L.H" (mean ablation), "keep-only L.H", "keep-only-mean L.H",
//   "cut L.H:Q>K".
// Patches need a second prompt and are not saved (attention-lab patch, the
// patching map).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/lesson/view_types.hpp"

namespace attn {

struct WhatIf {
    Source source = Source::HandWired;        // whose pass they are laid over
    std::vector<Intervention> interventions;  // in order: the last that names a head decides
    bool empty() const { return interventions.empty(); }
    // The interventions laid over `s`'s pass: none for the other source.
    std::span<const Intervention> over(Source s) const {
        return s == source ? std::span<const Intervention>(interventions)
                           : std::span<const Intervention>();
    }
    bool operator==(const WhatIf&) const = default;
};

// One item in the file's words ("ablate 1.2"); throws std::invalid_argument for a patch.
std::string what_if_item(const Intervention& v);
// The intervention an item names; throws std::invalid_argument quoting it.
Intervention parse_what_if_item(const std::string& item);

// `list` with `v` added as a user's click adds it: the same intervention again
// takes it away (a toggle); a head switched off (or mean-ablated) replaces
// that head's earlier ablation; a keep-only replaces the layer's earlier keep-only.
std::vector<Intervention> toggled(std::vector<Intervention> list, const Intervention& v);

}  // namespace attn
