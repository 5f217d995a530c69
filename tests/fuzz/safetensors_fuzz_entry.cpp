// Fuzz entry point of the safetensors reader and the model import built on it
// (contract in fuzz_entries.hpp).
#include <cstring>
#include <string>

#include "attnlab/model/safetensors.hpp"
#include "fuzz_check.hpp"
#include "fuzz_entries.hpp"

namespace attn::fuzz {
namespace {

constexpr const char* kTarget = "safetensors";

// Elements of a shape in floating point: exact up to 2^53 (far beyond any
// input), and no wrap-around can hide a mismatch.
double elements(const std::vector<int>& shape) {
    double n = 1;
    for (int s : shape) {
        if (s < 0) broken(kTarget, "a negative dimension was read");
        n *= s;
    }
    return n;
}

// Bitwise equality: tensors may hold NaN, which == would call different.
bool same_bits(const SafetensorsFile& a, const SafetensorsFile& b) {
    if (a.metadata != b.metadata || a.tensors.size() != b.tensors.size()) return false;
    for (auto i = a.tensors.begin(), j = b.tensors.begin(); i != a.tensors.end(); ++i, ++j) {
        if (i->first != j->first || i->second.shape != j->second.shape ||
            i->second.data.size() != j->second.data.size())
            return false;
        if (!i->second.data.empty() && std::memcmp(i->second.data.data(), j->second.data.data(),
                                                   i->second.data.size() * sizeof(float)) != 0)
            return false;
    }
    return true;
}

void check_model(const TrainedModel& m, std::size_t input_size) {
    try {
        m.check();
    } catch (const std::invalid_argument& e) {
        broken(kTarget, std::string("an imported model fails its own check: ") + e.what());
    }
    // Every number of the model came from the file: nothing was made up.
    if (m.weights.size() * sizeof(float) > input_size)
        broken(kTarget, "the model holds more numbers than the file");
    TrainedModel back;
    try {
        back = from_safetensors(to_safetensors(m));
    } catch (const SafetensorsError& e) {
        broken(kTarget, std::string("an exported model does not import: ") + e.what());
    }
    if (!(back.config == m.config) || !(back.vocabulary == m.vocabulary) ||
        back.weights != m.weights || back.steps != m.steps || back.seed != m.seed ||
        back.corpus != m.corpus)
        broken(kTarget, "export → import changed the model");
}

}  // namespace

int safetensors_one_input(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    SafetensorsFile f;
    try {
        f = safetensors_from_bytes(bytes, "(fuzz)");
    } catch (const SafetensorsError&) {
        return 0;
    }

    std::size_t floats = 0;
    for (const auto& [name, t] : f.tensors) {
        if (name == "__metadata__") broken(kTarget, "a tensor named __metadata__ was read");
        if (elements(t.shape) != static_cast<double>(t.data.size()))
            broken(kTarget, "tensor '" + name + "': shape and data size disagree");
        floats += t.data.size();
    }
    // Overlapping data_offsets may share bytes, so this bounds each tensor, not the sum.
    for (const auto& [name, t] : f.tensors)
        if (t.data.size() * sizeof(float) > size)
            broken(kTarget, "tensor '" + name + "' is larger than the file");

    std::string written;
    try {
        written = safetensors_to_bytes(f, "(fuzz)");
    } catch (const SafetensorsError& e) {
        broken(kTarget, std::string("tensors that were read cannot be written: ") + e.what());
    }
    SafetensorsFile back;
    try {
        back = safetensors_from_bytes(written, "(written)");
    } catch (const SafetensorsError& e) {
        broken(kTarget, std::string("a written file does not read back: ") + e.what());
    }
    if (!same_bits(back, f)) broken(kTarget, "write → read changed the tensors or metadata");
    if (safetensors_to_bytes(back, "(written)") != written)
        broken(kTarget, "writing twice gave different bytes");
    std::uint64_t hlen = 0;
    std::memcpy(&hlen, written.data(), 8);
    if ((8 + hlen) % 8 != 0) broken(kTarget, "the written header is not padded to 8 bytes");
    if (written.size() != 8 + hlen + floats * sizeof(float))
        broken(kTarget, "the written file has stray bytes");

    try {
        check_model(from_safetensors(f), size);
    } catch (const SafetensorsError&) {
        // not a TinyGPT state_dict, or its metadata does not describe one
    }
    return 1;
}

}  // namespace attn::fuzz
