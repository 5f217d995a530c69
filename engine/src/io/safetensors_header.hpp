// The safetensors header, read once for every reader of the format: a file is
// an 8-byte little-endian header length N, N bytes of JSON, then the tensors'
// data. The header maps each tensor name to {dtype, shape, data_offsets}
// (offsets relative to the data's start) and may hold "__metadata__", an
// object of strings. Engine-internal: the trained model's reader
// (model/safetensors.cpp, the whole file in memory) and the real models'
// (gpt/tensor_source.cpp, by seeking) both call it, so the limits and the
// messages are the same for both.
#pragma once

#include <cstdint>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace attn::detail {

// A header the format does not allow. The message starts with the file's name:
// "model.safetensors: tensor 'x': data_offsets [0, 8] do not match shape: 3 F32 values need
// 12 bytes". Each reader rethrows it as its own error type with the same message.
class SafetensorsFormatError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// The limits a header is held to: a longer header, a deeper nesting, more dimensions or
// more values than these are refused before anything is allocated for them.
inline constexpr std::uint64_t kMaxSafetensorsHeader = 100u << 20;  // bytes
inline constexpr int kMaxSafetensorsDepth = 8;         // JSON nesting (a valid header needs 3)
inline constexpr std::size_t kMaxSafetensorsRank = 8;  // dimensions
inline constexpr std::uint64_t kMaxSafetensorsValues = std::uint64_t(1) << 40;

struct SafetensorsEntry {
    std::string dtype;  // "F32", "F16", "BF16", "I64", …: every dtype of the format is listed
    std::vector<std::int64_t> shape;
    std::uint64_t begin = 0, end = 0;  // byte offsets, relative to data_start
    std::uint64_t values() const;      // the product of the shape
};

struct SafetensorsIndex {
    std::map<std::string, SafetensorsEntry> entries;
    std::map<std::string, std::string> metadata;
    std::uint64_t data_start = 0;  // 8 + header length
};

// The header length the first 8 bytes of `head` announce, checked against the
// file's size and kMaxSafetensorsHeader. Throws SafetensorsFormatError.
std::uint64_t safetensors_header_length(const std::string& head, std::uint64_t file_size,
                                        const std::string& name);

// Parses the header of a file of `file_size` bytes from `head`, which holds at
// least its first 8 + N bytes. Every entry's offsets lie inside the file's data
// and span exactly its values × the dtype's size; no two tensors share a byte. Throws
// SafetensorsFormatError.
SafetensorsIndex parse_safetensors_header(const std::string& head, std::uint64_t file_size,
                                          const std::string& name);

// The size of one value of `dtype` in bytes, 0 for a name the format does not have.
int safetensors_dtype_size(const std::string& dtype);

}  // namespace attn::detail
