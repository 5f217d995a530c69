#include "checkpoints/tensor_source.hpp"

#include <algorithm>
#include <cstring>

#include "attnlab/checkpoints/model_files.hpp"
#include "support/half_float.hpp"

namespace attn::detail {
namespace {

[[noreturn]] void fail(const std::string& name, const std::string& what) {
    throw ModelFileError(name + ": " + what);
}

}  // namespace

SafetensorsSource::SafetensorsSource(const std::string& path)
    : path_(path), in_(path, std::ios::binary) {
    if (!in_) fail(path, "cannot be read");
    in_.seekg(0, std::ios::end);
    const std::uint64_t size = std::uint64_t(in_.tellg());
    in_.seekg(0);
    std::string head(std::size_t(std::min<std::uint64_t>(size, 8)), '\0');
    in_.read(head.data(), std::streamsize(head.size()));
    try {  // the header alone is read: its length is checked before it is allocated
        const std::uint64_t hlen = safetensors_header_length(head, size, path);
        head.resize(std::size_t(8 + hlen));
        in_.read(head.data() + 8, std::streamsize(hlen));
        if (!in_) fail(path, "the header cannot be read");
        index_ = parse_safetensors_header(head, size, path);  // the one parser
    } catch (const SafetensorsFormatError& e) {
        throw ModelFileError(e.what());
    }
    for (const auto& [k, e] : index_.entries) shapes_[k] = e.shape;
}

void SafetensorsSource::read(const std::string& name, float* out) {
    const auto it = index_.entries.find(name);
    if (it == index_.entries.end()) fail(path_, "tensor '" + name + "' is missing");
    const SafetensorsEntry& e = it->second;
    const std::uint64_t bytes = e.end - e.begin;
    const std::size_t es = std::size_t(safetensors_dtype_size(e.dtype));
    if (e.dtype != "F32" && e.dtype != "F16" && e.dtype != "BF16")
        fail(path_, "tensor '" + name + "': dtype " + e.dtype +
                        " is not supported (F32, F16 and BF16 are)");
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
    for (const auto& [k, t] : tensors_)
        shapes_[k] = std::vector<std::int64_t>(t.shape.begin(), t.shape.end());
}

void CheckpointSource::read(const std::string& name, float* out) {
    const auto it = tensors_.find(name);
    if (it == tensors_.end()) fail(path_, "tensor '" + name + "' is missing");
    std::size_t count = 1;
    for (int d : it->second.shape) count *= std::size_t(d);
    if (it->second.data.size() != count)
        fail(path_, "tensor '" + name + "' was already read");  // each is read once
    std::copy(it->second.data.begin(), it->second.data.end(), out);
    // The archive's copy is no longer needed: free it as the model fills up.
    std::vector<float>().swap(it->second.data);
}

}  // namespace attn::detail
