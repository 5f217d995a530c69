// ThinnedHistory<T>: at most `capacity` items of a sequence of any length,
// spread evenly over it — the rule of SnapshotHistory (attention_snapshot.hpp)
// for any value type. When full, every second item is dropped (the first and
// the newest are kept) and from then on only every 2nd (then 4th, …) offered
// item is stored; the newest offered item is always kept, in place of an
// earlier newest that was kept only for being newest. So the memory is bounded
// by `capacity` items, however long the sequence, and the items always span it.
//
//   ThinnedHistory<int> h(4);
//   for (int i = 0; i <= 20; ++i) h.offer(i);   // h.items() == {0, 8, 16, 20}
#pragma once

#include <stdexcept>
#include <utility>
#include <vector>

namespace attn {

template <class T>
class ThinnedHistory {
  public:
    explicit ThinnedHistory(int capacity) : capacity_(capacity) {
        if (capacity < 2)
            throw std::invalid_argument("[ThinnedHistory]: capacity must be at least 2");
    }

    void offer(T item) {
        const long idx = offered_++;
        if (last_is_extra_) items_.pop_back(), index_.pop_back();
        items_.push_back(std::move(item));
        index_.push_back(idx);
        last_is_extra_ = idx % stride_ != 0;
        while (static_cast<int>(items_.size()) > capacity_) {
            // Full: keep the items on the doubled stride grid, and the newest.
            stride_ *= 2;
            std::size_t kept = 0;
            for (std::size_t i = 0; i < items_.size(); ++i)
                if (index_[i] % stride_ == 0 || i + 1 == items_.size()) {
                    items_[kept] = std::move(items_[i]);
                    index_[kept] = index_[i];
                    ++kept;
                }
            items_.erase(items_.begin() + static_cast<long>(kept), items_.end());
            index_.erase(index_.begin() + static_cast<long>(kept), index_.end());
            last_is_extra_ = index_.back() % stride_ != 0;
        }
    }

    void clear() {
        items_.clear();
        index_.clear();
        stride_ = 1;
        offered_ = 0;
        last_is_extra_ = false;
    }

    const std::vector<T>& items() const { return items_; }
    int capacity() const { return capacity_; }
    int stride() const { return stride_; }     // items stored: every stride-th offered
    long offered() const { return offered_; }  // items offered since construction or clear()

  private:
    int capacity_;
    int stride_ = 1;
    long offered_ = 0;
    bool last_is_extra_ = false;  // newest item kept only because it is newest
    std::vector<T> items_;
    std::vector<long> index_;  // offer count of each item
};

}  // namespace attn
