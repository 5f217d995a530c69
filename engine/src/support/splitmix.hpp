// splitmix64: a small, portable, seeded generator — the same sequence on every
// platform, so seeded training and sampling are reproducible. Internal header.
#pragma once

#include <cstdint>

namespace attn::detail {

// Advances the state s and returns the next 64 random bits.
inline std::uint64_t splitmix64(std::uint64_t& s) {
    std::uint64_t z = (s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

}  // namespace attn::detail
