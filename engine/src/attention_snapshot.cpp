#include "attnlab/attention_snapshot.hpp"

#include <stdexcept>

namespace attn {

SnapshotHistory::SnapshotHistory(int capacity) : capacity_(capacity) {
    if (capacity < 2) throw std::invalid_argument("SnapshotHistory: capacity must be at least 2");
}

void SnapshotHistory::clear() {
    items_.clear();
    index_.clear();
    stride_ = 1;
    offered_ = 0;
    last_is_extra_ = false;
}

void SnapshotHistory::offer(AttentionSnapshot s) {
    const long idx = offered_++;
    // The previous newest item was kept only for being newest: replace it.
    if (last_is_extra_) items_.pop_back(), index_.pop_back();
    items_.push_back(std::move(s));
    index_.push_back(idx);
    last_is_extra_ = idx % stride_ != 0;
    while (static_cast<int>(items_.size()) > capacity_) {
        // Full: keep the items on the doubled stride grid, and the newest.
        stride_ *= 2;
        std::vector<AttentionSnapshot> kept;
        std::vector<long> kept_index;
        for (std::size_t i = 0; i < items_.size(); ++i)
            if (index_[i] % stride_ == 0 || i + 1 == items_.size()) {
                kept.push_back(std::move(items_[i]));
                kept_index.push_back(index_[i]);
            }
        items_ = std::move(kept);
        index_ = std::move(kept_index);
        last_is_extra_ = index_.back() % stride_ != 0;
    }
}

}  // namespace attn
