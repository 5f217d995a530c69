// IEEE binary16 (F16) and bfloat16 (BF16) to fp32, for the model readers.
// Exact: every F16 and BF16 value is representable in fp32 (NaN stays NaN,
// ±Inf stays ±Inf, subnormals are kept).
#pragma once

#include <bit>
#include <cstdint>

namespace attn::detail {

inline float bf16_to_float(std::uint16_t h) { return std::bit_cast<float>(std::uint32_t(h) << 16); }

inline float f16_to_float(std::uint16_t h) {
    const std::uint32_t sign = std::uint32_t(h & 0x8000u) << 16;
    const std::uint32_t exp = (h >> 10) & 0x1Fu;
    std::uint32_t mant = h & 0x3FFu;
    if (exp == 0x1F) return std::bit_cast<float>(sign | 0x7F800000u | (mant << 13));  // Inf / NaN
    if (exp != 0) return std::bit_cast<float>(sign | ((exp + 112u) << 23) | (mant << 13));
    if (mant == 0) return std::bit_cast<float>(sign);  // ±0
    // Subnormal: normalise. value = mant · 2^-24.
    int e = -1;
    do {
        mant <<= 1;
        ++e;
    } while ((mant & 0x400u) == 0);
    return std::bit_cast<float>(sign | (std::uint32_t(112 - e) << 23) | ((mant & 0x3FFu) << 13));
}

// Little-endian loads from unaligned bytes.
inline std::uint16_t load_le16(const unsigned char* p) { return std::uint16_t(p[0] | (p[1] << 8)); }
inline std::uint32_t load_le32(const unsigned char* p) {
    return std::uint32_t(p[0]) | (std::uint32_t(p[1]) << 8) | (std::uint32_t(p[2]) << 16) |
           (std::uint32_t(p[3]) << 24);
}
inline std::uint64_t load_le64(const unsigned char* p) {
    return load_le32(p) | (std::uint64_t(load_le32(p + 4)) << 32);
}

}  // namespace attn::detail
