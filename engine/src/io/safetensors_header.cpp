#include "io/safetensors_header.hpp"

#include <algorithm>

#include "io/json_parse.hpp"
#include "support/half_float.hpp"

namespace attn::detail {
namespace {

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw SafetensorsFormatError(name + ": " + what);
}

std::string range(std::uint64_t b, std::uint64_t e) {
    return "[" + std::to_string(b) + ", " + std::to_string(e) + "]";
}

json parse_header_json(const std::string& head, std::uint64_t hlen, const std::string& name) {
    try {
        return parse_json(head.data() + 8, head.data() + 8 + hlen, kMaxSafetensorsDepth);
    } catch (const JsonSyntaxError& e) {
        const std::string what = e.what();
        fail(name,
             "header " + (what.rfind("nested", 0) == 0 ? what : "is not valid JSON: " + what));
    }
}

void read_metadata(const json& v, SafetensorsIndex& idx, const std::string& name) {
    if (!v.is_object()) fail(name, "__metadata__ is not an object");
    for (auto m = v.begin(); m != v.end(); ++m) {
        if (!m->is_string()) fail(name, "__metadata__." + m.key() + ": expected a string");
        idx.metadata[m.key()] = m->get<std::string>();
    }
}

SafetensorsEntry read_entry(const std::string& key, const json& v, std::uint64_t data_size,
                            const std::string& name) {
    const std::string who = "tensor '" + key + "'";
    if (!v.is_object() || !v.contains("dtype") || !v.contains("shape") ||
        !v.contains("data_offsets"))
        fail(name, who + ": expected {dtype, shape, data_offsets}");
    const json& dt = v["dtype"];
    const json& sh = v["shape"];
    const json& off = v["data_offsets"];
    if (!dt.is_string()) fail(name, who + ": dtype is not a string");
    SafetensorsEntry e;
    e.dtype = dt.get<std::string>();
    const int size = safetensors_dtype_size(e.dtype);
    if (size == 0) fail(name, who + ": unknown dtype '" + e.dtype + "'");
    if (!sh.is_array()) fail(name, who + ": shape is not an array");
    if (sh.size() > kMaxSafetensorsRank)
        fail(name,
             who + ": shape has more than " + std::to_string(kMaxSafetensorsRank) + " dimensions");
    std::vector<std::uint64_t> dims;
    for (const json& s : sh) {
        if (!s.is_number_unsigned()) fail(name, who + ": shape holds something other than a size");
        if (s.get<std::uint64_t>() > kMaxSafetensorsValues)
            fail(name, who + ": shape has a dimension over 2^40");
        dims.push_back(s.get<std::uint64_t>());
    }
    // The number of values, never multiplied past kMaxSafetensorsValues (four dimensions of
    // 2^30 would wrap to 0); a zero dimension makes an empty tensor, whatever the others are.
    bool too_many = false;
    std::uint64_t count = 1;
    for (std::uint64_t dim : dims) {
        if (dim == 0) {
            count = 0;
            too_many = false;
            break;
        }
        if (too_many || count > kMaxSafetensorsValues / dim)
            too_many = true;
        else
            count *= dim;
    }
    if (!off.is_array() || off.size() != 2 || !off[0].is_number_unsigned() ||
        !off[1].is_number_unsigned())
        fail(name, who + ": data_offsets is not [begin, end]");
    e.begin = off[0].get<std::uint64_t>();
    e.end = off[1].get<std::uint64_t>();
    if (too_many)
        fail(name, who + ": data_offsets " + range(e.begin, e.end) +
                       " do not match shape: it has more than 2^40 values");
    if (e.begin > e.end || e.end > data_size)
        fail(name, who + ": data_offsets " + range(e.begin, e.end) +
                       " reach past the end of the file's " + std::to_string(data_size) +
                       " data bytes");
    for (std::uint64_t dim : dims) e.shape.push_back(std::int64_t(dim));
    if (e.end - e.begin != count * std::uint64_t(size))
        fail(name, who + ": data_offsets " + range(e.begin, e.end) +
                       " do not match shape: " + std::to_string(count) + " " + e.dtype +
                       " values need " + std::to_string(count * std::uint64_t(size)) + " bytes");
    return e;
}

}  // namespace

std::uint64_t SafetensorsEntry::values() const {
    std::uint64_t n = 1;
    for (std::int64_t d : shape) n *= std::uint64_t(d);
    return n;
}

int safetensors_dtype_size(const std::string& dtype) {
    if (dtype == "F64" || dtype == "I64" || dtype == "U64") return 8;
    if (dtype == "F32" || dtype == "I32" || dtype == "U32") return 4;
    if (dtype == "F16" || dtype == "BF16" || dtype == "I16" || dtype == "U16") return 2;
    if (dtype == "I8" || dtype == "U8" || dtype == "BOOL" || dtype == "F8_E4M3" ||
        dtype == "F8_E5M2")
        return 1;
    return 0;
}

std::uint64_t safetensors_header_length(const std::string& head, std::uint64_t file_size,
                                        const std::string& name) {
    if (file_size < 8 || head.size() < 8)
        fail(name, "not a safetensors file (shorter than its 8-byte header length)");
    const std::uint64_t hlen = load_le64(reinterpret_cast<const unsigned char*>(head.data()));
    if (hlen > kMaxSafetensorsHeader)
        fail(name, "not a safetensors file (header length " + std::to_string(hlen) +
                       " bytes, more than 100 MB)");
    if (hlen > file_size - 8)
        fail(name, "not a safetensors file (header length " + std::to_string(hlen) +
                       " exceeds the file's " + std::to_string(file_size) + " bytes)");
    return hlen;
}

// No two tensors share a byte (a tensor of no values shares none).
static void check_no_overlap(const SafetensorsIndex& idx, const std::string& name) {
    std::vector<std::pair<const std::string*, const SafetensorsEntry*>> spans;
    spans.reserve(idx.entries.size());
    for (const auto& [key, e] : idx.entries)
        if (e.end > e.begin) spans.emplace_back(&key, &e);
    std::sort(spans.begin(), spans.end(),
              [](const auto& a, const auto& b) { return a.second->begin < b.second->begin; });
    for (std::size_t i = 1; i < spans.size(); ++i) {
        const auto& [a, ea] = spans[i - 1];
        const auto& [b, eb] = spans[i];
        if (eb->begin < ea->end)
            fail(name, "tensors '" + *a + "' " + range(ea->begin, ea->end) + " and '" + *b + "' " +
                           range(eb->begin, eb->end) + " overlap");
    }
}

SafetensorsIndex parse_safetensors_header(const std::string& head, std::uint64_t file_size,
                                          const std::string& name) {
    const std::uint64_t hlen = safetensors_header_length(head, file_size, name);
    if (head.size() < 8 + hlen) fail(name, "the header is cut short");
    const json h = parse_header_json(head, hlen, name);
    if (!h.is_object()) fail(name, "header is not a JSON object");
    SafetensorsIndex idx;
    idx.data_start = 8 + hlen;
    const std::uint64_t data_size = file_size - idx.data_start;
    for (auto it = h.begin(); it != h.end(); ++it) {
        if (it.key() == "__metadata__")
            read_metadata(it.value(), idx, name);
        else
            idx.entries.emplace(it.key(), read_entry(it.key(), it.value(), data_size, name));
    }
    check_no_overlap(idx, name);
    return idx;
}

}  // namespace attn::detail
