// SeededRandom: the engine's own random numbers, built on splitmix64 and
// IEEE arithmetic only (no standard-library distribution, no libm), so a
// seed gives the same bits with every compiler, standard library and libm —
// the trainer promises the same losses for the same seed. Internal header.
#pragma once

#include <cstdint>

#include "support/splitmix.hpp"

namespace attn::detail {

class SeededRandom {
  public:
    explicit SeededRandom(std::uint64_t seed) : state_(seed) {}

    // Uniform on [0, 1): the top 53 bits of the next word, exactly.
    double uniform01() { return double(splitmix64(state_) >> 11) * 0x1.0p-53; }
    // Uniform on [lo, hi).
    double uniform(double lo, double hi) { return lo + (hi - lo) * uniform01(); }
    // Standard normal, approximately: the Irwin–Hall sum of 12 uniforms minus 6
    // (mean 0, variance 1, range ±6). Sums and products of exact binary
    // fractions only, so it is bit-identical everywhere; for initial weights
    // its truncated tails do not matter.
    double normal() {
        double s = 0;
        for (int i = 0; i < 12; ++i) s += uniform01();
        return s - 6.0;
    }

  private:
    std::uint64_t state_;
};

}  // namespace attn::detail
