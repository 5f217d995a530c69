// Snapshots of a model's attention on a probe sentence during training, and a
// bounded history of them that a view can scrub through.
#pragma once

#include <string>
#include <vector>

#include "attnlab/support/thinned_history.hpp"
#include "attnlab/support/types.hpp"

namespace attn {

struct AttentionSnapshot {
    int step = 0;               // optimisation steps done when taken (0 = before training)
    float train_loss = 0.0f;    // loss of the step that produced these weights (NaN at step 0)
    int layers = 0, heads = 0;  // L, h
    std::vector<std::string> tokens;  // n probe tokens (unknown words shown as typed)
    std::vector<Matrix> weights;      // L·h matrices n × n, index layer·h + head; row = query,
                                      // causal (zero above the diagonal), rows sum to 1
    const Matrix& at(int layer, int head) const {
        return weights.at(static_cast<std::size_t>(layer * heads + head));
    }
};

// Keeps at most `capacity` snapshots. When full, every second one is dropped
// (the first and the newest are kept) and from then on only every 2nd (then
// 4th, …) offered snapshot is stored, so the history always spans the whole
// run at roughly even spacing. The newest offered snapshot is always kept.
class SnapshotHistory {
  public:
    explicit SnapshotHistory(int capacity = 64)
        : h_(capacity) {}  // capacity ≥ 2, else std::invalid_argument

    void offer(AttentionSnapshot s) { h_.offer(std::move(s)); }
    void clear() { h_.clear(); }
    const std::vector<AttentionSnapshot>& snapshots() const { return h_.items(); }
    int capacity() const { return h_.capacity(); }
    int stride() const { return h_.stride(); }  // store every stride-th offered snapshot

  private:
    ThinnedHistory<AttentionSnapshot>
        h_;  // the thinning rule, shared with the window's weight history
};

}  // namespace attn
