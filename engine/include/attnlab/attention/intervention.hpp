// Interventions: a what-if laid over one pass of attention, never written into
// the weights (issue 38) — switch a head off, keep only some heads, cut one
// line of attention, or patch a head's output in from another run. The same
// value serves every source: the hand-wired lesson (one layer), a model
// trained in the lab, a real GPT-2 / nanoGPT model. Layers and heads count from
// 0 here (the words for people count from 1: describe()).
//
// What each does to layer l, head j, whose output z (n × dk, the head's
// weights times its values) joins the others before the output projection:
//   - Ablate: z set to 0 (Zero) or to its mean over the sentence's positions
//     (Mean: every row the column means);
//   - KeepOnly: every other head of the layer ablated so;
//   - Cut: the score of query i on key k set to −∞ before the softmax, so row
//     i renormalises over the keys left (its weight on k becomes exactly 0);
//   - Patch: z taken from a clean run of another prompt of the same length, at
//     every position or at one.
// kEvery in `layer` or `head` stands for all of them.
#pragma once

#include <span>
#include <string>
#include <utility>
#include <vector>

#include "attnlab/support/types.hpp"

namespace attn {

inline constexpr int kEvery = -1;

struct Intervention {
    enum class Kind { Ablate, KeepOnly, Cut, Patch };
    enum class Ablation { Zero, Mean };
    Kind kind = Kind::Ablate;
    int layer = 0;                       // 0-based, or kEvery
    int head = 0;                        // 0-based, or kEvery
    Ablation ablation = Ablation::Zero;  // Ablate; KeepOnly (how the others go)
    int query = -1, key = -1;            // Cut: token positions from 0
    int position = -1;                   // Patch: the one position taken; -1 every position
    bool operator==(const Intervention&) const = default;

    // An intervention on (layer, head): Ablate, KeepOnly or Patch (every position).
    static Intervention on_head(Kind kind, int layer, int head,
                                Ablation ablation = Ablation::Zero) {
        Intervention v;
        v.kind = kind;
        v.layer = layer;
        v.head = head;
        v.ablation = ablation;
        return v;
    }
};

// What happens to one head's output z after its attention.
struct HeadFate {
    enum class Kind { Keep, Zero, Mean, Patch };
    Kind kind = Kind::Keep;
    int position = -1;  // Patch: the one position; -1 every position
};

// The fate of layer `layer`, head `head` under `list`: the last intervention
// that names it decides (an ablation after a keep-only of another head, say).
HeadFate head_fate(std::span<const Intervention> list, int layer, int head);
// Is the score of `query` on `key` in (layer, head) cut?
bool is_cut(std::span<const Intervention> list, int layer, int head, int query, int key);
// Is any line of (layer, head) cut?
bool has_cut(std::span<const Intervention> list, int layer, int head);
// `list` without the cuts of lines a sentence of n tokens does not have (a
// line 4 → 2 in a sentence of three): laid over every sentence shown, a cut
// cuts the lines each sentence has and nothing in the others.
std::vector<Intervention> within(std::span<const Intervention> list, int n);
// The (query, key) lines of (layer, head) that `list` cuts within n tokens,
// each once, ascending.
std::vector<std::pair<int, int>> cut_lines(std::span<const Intervention> list, int layer, int head,
                                           int n);
// Does any intervention touch layer `layer` (the layers before it can be kept)?
bool touches_layer(std::span<const Intervention> list, int layer);
// The first layer whose numbers may differ between a pass under `a` and one
// under `b` (the least layer of an intervention in one list and not the
// other; 0 for one on every layer); -1 when the lists hold the same ones.
int first_layer_changed(std::span<const Intervention> a, std::span<const Intervention> b);
bool needs_clean_run(std::span<const Intervention> list);  // a Patch among them

// Layer `layer`'s joined head outputs (n × heads·dk, head j at columns j·dk:
// what the output projection reads) as `list` leaves them: zeroed, each
// column its mean over the positions, or taken from `clean` (the clean run's
// same matrix; required when a head is patched). Every source applies its
// heads' fates here.
void apply_head_fates(std::span<const Intervention> list, int layer, int heads, int dk,
                      const Matrix* clean, Matrix& joined);

// Throws std::invalid_argument naming the intervention and what is wrong: a
// layer or head out of range ("layer 3: the model has 2 layers (1 to 2)"), a
// cut outside the sentence or above the diagonal of a causal model, a query
// left with no key to look at, a patch position outside the sentence.
void check_interventions(std::span<const Intervention> list, int layers, int heads, int n,
                         bool causal);

// The words for a figure's label, counting from 1: "layer 2 · head 1 switched
// off", "layer 1 · every head mean-ablated", "layer 2 · only head 3 kept",
// "layer 1 · head 2 · line 4 → 2 cut", "layer 2 · head 1 patched from the clean
// prompt". `one_layer`: the hand-wired lesson, whose one layer goes unsaid.
std::string describe(const Intervention& what, bool one_layer = false);
std::string describe(std::span<const Intervention> list, bool one_layer = false);  // "; "-joined

// The command line's lists, counting from 1 ("2.1,*.3" is layer 2 head 1 and
// head 3 of every layer; "1.2:4>2" cuts query 4's line to key 2, positions
// from 0). Throws std::invalid_argument quoting the bad item.
std::vector<Intervention> parse_heads(const std::string& text, Intervention::Kind kind,
                                      Intervention::Ablation ablation);
std::vector<Intervention> parse_cuts(const std::string& text);

}  // namespace attn
