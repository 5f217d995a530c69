// Random keys: why attention divides by √d, as an experiment with d the
// student chooses. One query and n keys of d standard-normal numbers each
// (seeded: the same draw on every machine); their dot products spread like
// √d, so without the scale softmax saturates as d grows, and with it the
// shares stay spread whatever d is.
#pragma once

#include <cstdint>

#include "attnlab/support/types.hpp"

namespace attn {

inline constexpr int kMaxRandomKeysDim = 4096;  // d, and at most 64 keys
inline constexpr int kMaxRandomKeysCount = 64;

struct RandomKeys {
    Matrix scores;  // 1 × n, q·k_j
    Matrix shares;  // 2 × n: row 0 softmax(q·k), row 1 softmax(q·k / √d); each row sums to 1
    double spread = 0;  // root mean square of the n scores
};

// Throws std::invalid_argument unless 1 ≤ d ≤ 4096 and 1 ≤ n ≤ 64.
RandomKeys random_keys(int d, int n, std::uint64_t seed);

}  // namespace attn
