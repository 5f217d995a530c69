// Merge ids of every mergeable undo command (QUndoCommand::id()), in one
// place so two command kinds can never collide.
#pragma once

namespace attn::ui {

enum MergeId : int {
    kMergeNone = -1,
    kMergeEmbeddingValue = 1,   // SetValuesCommand on the embedding table
    kMergeProjectionValue = 2,  // SetValuesCommand on W_Q, W_K, W_V or W_O
};

}  // namespace attn::ui
