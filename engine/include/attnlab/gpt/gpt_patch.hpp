// Activation patching over a GptModel (issue 38): how much of the clean
// prompt's answer comes back when one head's output, or one position of the
// residual stream, is taken from the clean run into the corrupted one.
//
//   metric(run) = logit(answer) − logit(foil) at the last position
//   restored    = (patched − corrupted) / (clean − corrupted)
// 1: the clean answer fully restored; 0: the patch changes nothing (values
// below 0 or above 1 happen: a patch can overshoot or hurt).
//
// Heads: tile (l, j) runs the corrupted prompt with head j of layer l's output
// (its dk columns of the attention's output, before c_proj) at every position
// taken from the clean run — an Intervention of kind Patch. Residual: tile
// (l, p) runs it with the residual stream entering block l (l = 0: the
// embeddings) at position p taken from the clean run.
//
// Work: the blocks before the patched one are the corrupted run's, computed
// once; the variants of one layer (its heads, or its positions) run as one
// stacked batch, so each later block's weights are read once for all of them;
// the last block computes only what the last position needs.
#pragma once

#include <atomic>
#include <vector>

#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/support/types.hpp"

namespace attn {

struct PatchRequest {
    enum class Over { Heads, Residual };
    std::vector<int> clean, corrupt;  // token ids, the same length n ≥ 1
    int answer = 0, foil = 0;         // token ids, different
    Over over = Over::Heads;
    // Polled between stacked batches; when it turns true patch_map throws GptPassCancelled.
    const std::atomic<bool>* cancel = nullptr;
    std::atomic<int>* layers_done = nullptr;  // rows of the map finished, 0 … L
};

struct PatchMap {
    PatchRequest::Over over = PatchRequest::Over::Heads;
    double clean_diff = 0, corrupt_diff = 0;  // the metric of the two plain runs
    Matrix patched_diff;  // L × h (heads) or L × n (residual): each patched run's metric
    Matrix restored;      // the same shape: (patched − corrupt) / (clean − corrupt)
};

// Throws std::invalid_argument saying what is wrong: prompts of different
// lengths (both lengths said), a token id outside the vocabulary, answer and
// foil the same token, a prompt longer than the model's positions, clean and
// corrupted prompts whose metrics agree (nothing to restore).
PatchMap patch_map(const GptModel& model, const PatchRequest& request);

// The next-token logits at the last position (1 × V) of the one patched run
// behind tile (layer, index) of request's map (index: a head, or a position):
// what a click on a tile shows. patch_map's checks of the prompts and tokens
// (not its nothing-to-restore), and the tile's range.
Matrix patched_logits(const GptModel& model, const PatchRequest& request, int layer, int index);

}  // namespace attn
