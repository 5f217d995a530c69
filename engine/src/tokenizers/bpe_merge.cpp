#include "tokenizers/bpe_merge.hpp"

#include <algorithm>
#include <climits>

namespace attn::bpe {

void MergeTable::reserve(std::size_t pairs) {
    std::size_t cap = 16;
    while (cap < 2 * pairs + 2) cap *= 2;
    if (cap <= slots_.size()) return;
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(cap, Slot{});
    mask_ = cap - 1;
    count_ = 0;
    for (const Slot& s : old)
        if (s.key != kEmpty) set(int(s.key >> 32), int(std::uint32_t(s.key)), s.merge);
}

void MergeTable::grow() { reserve(slots_.empty() ? 8 : slots_.size()); }

void MergeTable::set(int left, int right, Merge m) {
    if (slots_.empty() || 2 * (count_ + 1) > slots_.size()) grow();
    const std::uint64_t key = pack(left, right);
    for (std::size_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
        Slot& s = slots_[i];
        if (s.key == key) {
            s.merge = m;
            return;
        }
        if (s.key == kEmpty) {
            s.key = key;
            s.merge = m;
            ++count_;
            return;
        }
    }
}

void merge_simple(std::vector<int>& syms, const MergeTable& table, MergeScratch& scratch) {
    std::vector<int>& out = scratch.out;
    while (syms.size() > 1) {
        // The pair of lowest rank (ranks are unique per pair).
        int best = INT_MAX, left = 0, right = 0, merged = 0;
        for (std::size_t i = 0; i + 1 < syms.size(); ++i)
            if (const Merge* m = table.find(syms[i], syms[i + 1]); m && m->rank < best) {
                best = m->rank;
                left = syms[i];
                right = syms[i + 1];
                merged = m->merged;
            }
        if (best == INT_MAX) break;
        // Join its occurrences left to right, as GPT-2's loop over word.index(first, i).
        out.clear();
        for (std::size_t i = 0; i < syms.size();) {
            if (i + 1 < syms.size() && syms[i] == left && syms[i + 1] == right) {
                out.push_back(merged);
                i += 2;
            } else {
                out.push_back(syms[i]);
                ++i;
            }
        }
        syms.swap(out);
    }
}

namespace {

// A min-heap on (rank, pos): std::push_heap keeps the "largest" on top.
bool later(const MergeScratch::Entry& a, const MergeScratch::Entry& b) {
    return a.rank != b.rank ? a.rank > b.rank : a.pos > b.pos;
}

}  // namespace

void merge_heap(std::vector<int>& syms, const MergeTable& table, MergeScratch& scratch) {
    const int n = int(syms.size());
    if (n < 2) return;
    constexpr int kGone = INT_MIN;  // a symbol joined into its left neighbour
    std::vector<int>& prev = scratch.prev;
    std::vector<int>& next = scratch.next;
    auto& heap = scratch.heap;
    auto& pending = scratch.pending;
    prev.resize(std::size_t(n));
    next.resize(std::size_t(n));
    heap.clear();
    for (int i = 0; i < n; ++i) {
        prev[std::size_t(i)] = i - 1;
        next[std::size_t(i)] = i + 1 < n ? i + 1 : -1;
        if (i + 1 < n)
            if (const Merge* m = table.find(syms[std::size_t(i)], syms[std::size_t(i) + 1]))
                heap.push_back({m->rank, i, syms[std::size_t(i)], syms[std::size_t(i) + 1]});
    }
    std::make_heap(heap.begin(), heap.end(), later);
    auto consider = [&](int pos) {  // the pair starting at pos, if it merges
        const int r = next[std::size_t(pos)];
        if (r < 0) return;
        if (const Merge* m = table.find(syms[std::size_t(pos)], syms[std::size_t(r)]))
            pending.push_back({m->rank, pos, syms[std::size_t(pos)], syms[std::size_t(r)]});
    };
    while (!heap.empty()) {
        // One round: every occurrence, left to right, of the pair of lowest
        // rank. Pairs the round makes wait for the next round (GPT-2 looks for
        // the next pair only after the whole pass), even one of lower rank.
        const int rank = heap.front().rank;
        pending.clear();
        while (!heap.empty() && heap.front().rank == rank) {
            std::pop_heap(heap.begin(), heap.end(), later);
            const MergeScratch::Entry e = heap.back();
            heap.pop_back();
            // Still there? A symbol only changes by growing (a new id), and
            // loses its right neighbour only by joining it.
            if (syms[std::size_t(e.pos)] != e.left) continue;
            const int r = next[std::size_t(e.pos)];
            if (r < 0 || syms[std::size_t(r)] != e.right) continue;
            syms[std::size_t(e.pos)] = table.find(e.left, e.right)->merged;
            syms[std::size_t(r)] = kGone;
            next[std::size_t(e.pos)] = next[std::size_t(r)];
            if (next[std::size_t(r)] >= 0) prev[std::size_t(next[std::size_t(r)])] = e.pos;
            if (prev[std::size_t(e.pos)] >= 0) consider(prev[std::size_t(e.pos)]);
            consider(e.pos);
        }
        for (const auto& p : pending) {
            heap.push_back(p);
            std::push_heap(heap.begin(), heap.end(), later);
        }
    }
    int w = 0;
    for (int i = 0; i < n; ++i)
        if (syms[std::size_t(i)] != kGone) syms[std::size_t(w++)] = syms[std::size_t(i)];
    syms.resize(std::size_t(w));
}

}  // namespace attn::bpe
