#include "gpt/tensor_source.hpp"

#include <algorithm>
#include <cstring>
#include <nlohmann/json.hpp>

#include "attnlab/gpt/model_files.hpp"
#include "support/half_float.hpp"

namespace attn::detail {
namespace {

using json = nlohmann::json;

[[noreturn]] void fail(const std::string& name, const std::string& what) { throw ModelFileError(name + ": " + what); }

int dtype_size(const std::string& dtype) {
    if (dtype == "F64" || dtype == "I64" || dtype == "U64") return 8;
    if (dtype == "F32" || dtype == "I32" || dtype == "U32") return 4;
    if (dtype == "F16" || dtype == "BF16" || dtype == "I16" || dtype == "U16") return 2;
    if (dtype == "I8" || dtype == "U8" || dtype == "BOOL" || dtype == "F8_E4M3" || dtype == "F8_E5M2") return 1;
    return 0;
}

constexpr std::uint64_t kMaxHeader = 100u << 20;

}  // namespace

SafetensorsIndex parse_safetensors_index(const std::string& bytes, std::uint64_t file_size, const std::string& name) {
    if (file_size < 8 || bytes.size() < 8)
        fail(name, "not a safetensors file (shorter than its 8-byte header length)");
    const std::uint64_t hlen = load_le64(reinterpret_cast<const unsigned char*>(bytes.data()));
    if (hlen > kMaxHeader) fail(name, "the header claims " + std::to_string(hlen) + " bytes (more than 100 MB)");
    if (hlen > file_size - 8)
        fail(name, "the header claims " + std::to_string(hlen) + " bytes, but the file has only " +
                       std::to_string(file_size) + " bytes");
    if (bytes.size() < 8 + hlen) fail(name, "the header is cut short");
    json h;
    try {
        h = json::parse(bytes.begin() + 8, bytes.begin() + std::ptrdiff_t(8 + hlen));
    } catch (const json::exception& e) {
        fail(name, std::string("the header is not valid JSON (") + e.what() + ")");
    }
    if (!h.is_object()) fail(name, "the header is not a JSON object");
    SafetensorsIndex idx;
    idx.data_start = 8 + hlen;
    const std::uint64_t data_size = file_size - idx.data_start;
    for (auto it = h.begin(); it != h.end(); ++it) {
        const std::string& key = it.key();
        const json& v = it.value();
        if (key == "__metadata__") {
            if (!v.is_object()) fail(name, "__metadata__ is not an object");
            for (auto m = v.begin(); m != v.end(); ++m)
                if (m.value().is_string()) idx.metadata[m.key()] = m.value().get<std::string>();
            continue;
        }
        const std::string who = "tensor '" + key + "'";
        if (!v.is_object() || !v.contains("dtype") || !v.contains("shape") || !v.contains("data_offsets"))
            fail(name, who + ": expected {dtype, shape, data_offsets}");
        const json& dt = v["dtype"];
        const json& sh = v["shape"];
        const json& off = v["data_offsets"];
        if (!dt.is_string()) fail(name, who + ": dtype is not a string");
        SafetensorsEntry e;
        e.dtype = dt.get<std::string>();
        const int es = dtype_size(e.dtype);
        if (es == 0) fail(name, who + ": unknown dtype '" + e.dtype + "'");
        if (!sh.is_array() || sh.size() > 8) fail(name, who + ": shape is not an array of at most 8 sizes");
        std::uint64_t count = 1;
        for (const json& s : sh) {
            if (!s.is_number_unsigned()) fail(name, who + ": shape holds something other than a size");
            const std::uint64_t dim = s.get<std::uint64_t>();
            if (dim > (std::uint64_t(1) << 40) || (dim != 0 && count > (std::uint64_t(1) << 40) / dim))
                fail(name, who + ": shape is too large");
            count *= dim;
            e.shape.push_back(std::int64_t(dim));
        }
        if (!off.is_array() || off.size() != 2 || !off[0].is_number_unsigned() || !off[1].is_number_unsigned())
            fail(name, who + ": data_offsets is not [begin, end]");
        e.begin = off[0].get<std::uint64_t>();
        e.end = off[1].get<std::uint64_t>();
        if (e.begin > e.end || e.end > data_size)
            fail(name, who + ": data_offsets [" + std::to_string(e.begin) + ", " + std::to_string(e.end) +
                           "] reach past the end of the file's " + std::to_string(data_size) + " data bytes");
        if (e.end - e.begin != count * std::uint64_t(es))
            fail(name, who + ": " + std::to_string(count) + " " + e.dtype + " values need " +
                           std::to_string(count * std::uint64_t(es)) + " bytes, but data_offsets give " +
                           std::to_string(e.end - e.begin));
        idx.entries.emplace(key, std::move(e));
    }
    return idx;
}

SafetensorsSource::SafetensorsSource(const std::string& path) : path_(path), in_(path, std::ios::binary) {
    if (!in_) fail(path, "cannot be read");
    in_.seekg(0, std::ios::end);
    const std::uint64_t size = std::uint64_t(in_.tellg());
    in_.seekg(0);
    std::string head(std::size_t(std::min<std::uint64_t>(size, 8)), '\0');
    in_.read(head.data(), std::streamsize(head.size()));
    if (head.size() == 8) {
        const std::uint64_t hlen = load_le64(reinterpret_cast<const unsigned char*>(head.data()));
        if (hlen <= kMaxHeader && hlen <= size - 8) {
            head.resize(std::size_t(8 + hlen));
            in_.read(head.data() + 8, std::streamsize(hlen));
            if (!in_) fail(path, "the header cannot be read");
        }
    }
    index_ = parse_safetensors_index(head, size, path);
    for (const auto& [k, e] : index_.entries) shapes_[k] = e.shape;
}

void SafetensorsSource::read(const std::string& name, float* out) {
    const auto it = index_.entries.find(name);
    if (it == index_.entries.end()) fail(path_, "tensor '" + name + "' is missing");
    const SafetensorsEntry& e = it->second;
    const std::uint64_t bytes = e.end - e.begin;
    const std::size_t es = std::size_t(dtype_size(e.dtype));
    if (e.dtype != "F32" && e.dtype != "F16" && e.dtype != "BF16")
        fail(path_, "tensor '" + name + "': dtype " + e.dtype + " is not supported (F32, F16 and BF16 are)");
    const std::size_t count = std::size_t(bytes / es);
    in_.clear();
    in_.seekg(std::streamoff(index_.data_start + e.begin));
    if (e.dtype == "F32") {
        in_.read(reinterpret_cast<char*>(out), std::streamsize(bytes));
    } else {
        buffer_.resize(std::size_t(bytes));
        in_.read(reinterpret_cast<char*>(buffer_.data()), std::streamsize(bytes));
        const bool bf = e.dtype == "BF16";
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint16_t h = load_le16(buffer_.data() + 2 * i);
            out[i] = bf ? bf16_to_float(h) : f16_to_float(h);
        }
    }
    if (!in_) fail(path_, "tensor '" + name + "' is cut short (the file ends inside its data)");
}

CheckpointSource::CheckpointSource(std::map<std::string, Tensor> tensors, std::string path)
    : tensors_(std::move(tensors)), path_(std::move(path)) {
    for (const auto& [k, t] : tensors_) shapes_[k] = std::vector<std::int64_t>(t.shape.begin(), t.shape.end());
}

void CheckpointSource::read(const std::string& name, float* out) {
    const auto it = tensors_.find(name);
    if (it == tensors_.end()) fail(path_, "tensor '" + name + "' is missing");
    std::size_t count = 1;
    for (int d : it->second.shape) count *= std::size_t(d);
    if (it->second.data.size() != count) fail(path_, "tensor '" + name + "' was already read");  // each is read once
    std::copy(it->second.data.begin(), it->second.data.end(), out);
    // The archive's copy is no longer needed: free it as the model fills up.
    std::vector<float>().swap(it->second.data);
}

}  // namespace attn::detail
