// The merge step of GPT-2's byte-level BPE (engine-internal): a table of
// ranked pairs of token ids and GPT-2's bpe() on one piece's symbols.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace attn::bpe {

struct Merge {
    int rank = 0;    // merges line order, 0 first
    int merged = 0;  // id of the two tokens joined
};

// Pairs of ids → their merge; an open-addressing table (about two slots per
// pair), read-only once filled, so threads may share it.
class MergeTable {
  public:
    void reserve(std::size_t pairs);
    // A pair given again keeps its latest merge, as Python's dict(zip(merges, …)) does.
    void set(int left, int right, Merge m);
    // nullptr for a pair without a merge (any id < 0 has none).
    const Merge* find(int left, int right) const {
        if (left < 0 || right < 0 || slots_.empty()) return nullptr;
        const std::uint64_t key = pack(left, right);
        for (std::size_t i = hash(key) & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.key == key) return &s.merge;
            if (s.key == kEmpty) return nullptr;
        }
    }
    std::size_t size() const { return count_; }

  private:
    static constexpr std::uint64_t kEmpty = ~std::uint64_t(0);
    struct Slot {
        std::uint64_t key = kEmpty;
        Merge merge;
    };
    static std::uint64_t pack(int l, int r) {
        return (std::uint64_t(std::uint32_t(l)) << 32) | std::uint32_t(r);
    }
    static std::size_t hash(std::uint64_t k) {
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 33;
        return std::size_t(k);
    }
    void grow();
    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t count_ = 0;
};

// Scratch space reused between pieces, so that merging allocates only when a
// piece is longer than any before it.
struct MergeScratch {
    std::vector<int> out;         // merge_simple
    std::vector<int> prev, next;  // merge_heap
    struct Entry {
        int rank, pos, left, right;
    };
    std::vector<Entry> heap, pending;
};

// GPT-2's bpe() on `syms` (ids; -1 for a byte outside the vocabulary, which
// never merges), in place: while some adjacent pair has a merge, take the pair
// of lowest rank and join all its occurrences, left to right, each symbol at
// most once. `merge_simple` is that loop as written (quadratic in the
// length); `merge_heap` gives the same result with a priority queue, rank by
// rank; `apply_merges` uses the first for short pieces, the second for long.
void merge_simple(std::vector<int>& syms, const MergeTable& table, MergeScratch& scratch);
void merge_heap(std::vector<int>& syms, const MergeTable& table, MergeScratch& scratch);
inline constexpr std::size_t kSimpleMergeMax = 48;
inline void apply_merges(std::vector<int>& syms, const MergeTable& table, MergeScratch& scratch) {
    if (syms.size() <= kSimpleMergeMax)
        merge_simple(syms, table, scratch);
    else
        merge_heap(syms, table, scratch);
}

}  // namespace attn::bpe
