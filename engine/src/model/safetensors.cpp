#include "attnlab/model/safetensors.hpp"

#include <bit>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>

#include "io/json_parse.hpp"
#include "io/safe_write.hpp"
#include "io/safetensors_header.hpp"

namespace attn {
namespace {

static_assert(std::endian::native == std::endian::little,
              "safetensors I/O assumes a little-endian machine");

using json = nlohmann::json;
using ordered = nlohmann::ordered_json;

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw SafetensorsError(path + ": " + what);
}

// Number of elements of a shape (for writing), or npos when a dimension is negative or the
// product overflows.
constexpr std::size_t npos = static_cast<std::size_t>(-1);
std::size_t product(const std::vector<int>& shape) {
    for (int s : shape)
        if (s < 0)
            return npos;
        else if (s == 0)
            return 0;
    std::size_t n = 1;
    for (int s : shape) {
        if (n > npos / std::size_t(s)) return npos;
        n *= std::size_t(s);
    }
    return n;
}

// A whole number in the metadata (std::atoi would turn "4x" into 4 and
// "99999999999" into garbage).
int metadata_int(const std::string& key, const std::string& text) {
    int v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size() || v < 0)
        throw SafetensorsError("metadata '" + key + "': expected a whole number, got \"" + text +
                               "\"");
    return v;
}

}  // namespace

std::string safetensors_to_bytes(const SafetensorsFile& f, const std::string& path) {
    ordered header = ordered::object();
    std::size_t off = 0;
    for (const auto& [name, t] : f.tensors) {
        if (name == "__metadata__") fail(path, "a tensor may not be named __metadata__");
        if (product(t.shape) != t.data.size())
            fail(path, "tensor '" + name + "': shape and data size disagree");
        const std::size_t bytes = t.data.size() * sizeof(float);
        header[name] = {{"dtype", "F32"}, {"shape", t.shape}, {"data_offsets", {off, off + bytes}}};
        off += bytes;
    }
    if (!f.metadata.empty()) header["__metadata__"] = f.metadata;
    std::string h;
    try {
        h = header.dump();
    } catch (const nlohmann::json::type_error& e) {  // a name or metadata text that is not UTF-8
        fail(path, std::string("cannot write the header: ") + e.what());
    }
    while ((8 + h.size()) % 8 != 0)
        h.push_back(' ');  // align the data to 8 bytes, as the reference writer does
    const std::uint64_t hlen = h.size();
    std::string out;
    out.reserve(8 + h.size() + off);
    out.append(reinterpret_cast<const char*>(&hlen), 8);
    out += h;
    for (const auto& [name, t] : f.tensors)
        out.append(reinterpret_cast<const char*>(t.data.data()), t.data.size() * sizeof(float));
    return out;
}

void write_safetensors(const SafetensorsFile& f, const std::string& path) {
    const std::string bytes = safetensors_to_bytes(f, path);
    try {
        write_file_safely(path, bytes);
    } catch (const std::runtime_error& e) {
        throw SafetensorsError(e.what());
    }
}

SafetensorsFile read_safetensors(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    // Why, as the system says it ("No such file or directory"): a missing folder read as
    // "cannot open the file for reading" and nothing more.
    if (!in)
        fail(path, std::string("cannot open the file for reading (") + std::strerror(errno) + ")");
    std::ostringstream ss;
    ss << in.rdbuf();
    return safetensors_from_bytes(ss.str(), path);
}

SafetensorsFile safetensors_from_bytes(const std::string& bytes, const std::string& path) {
    detail::SafetensorsIndex index;
    try {
        index = detail::parse_safetensors_header(bytes, bytes.size(), path);  // the one parser
    } catch (const detail::SafetensorsFormatError& e) {
        throw SafetensorsError(e.what());
    }
    SafetensorsFile f;
    f.metadata = index.metadata;
    for (const auto& [name, e] : index.entries) {
        const std::string where = "tensor '" + name + "'";
        if (e.dtype != "F32")
            fail(path, where + ": dtype " + e.dtype + " is not supported (F32 only)");
        Tensor t;
        for (std::int64_t d : e.shape) {
            if (d > (std::int64_t(1) << 30))
                fail(path, where + ": shape has a dimension over 2^30");
            t.shape.push_back(int(d));
        }
        const std::size_t n = std::size_t(e.values());
        t.data.resize(n);
        if (n) std::memcpy(t.data.data(), bytes.data() + index.data_start + e.begin, n * 4);
        f.tensors.emplace(name, std::move(t));
    }
    return f;
}

SafetensorsFile to_safetensors(const TrainedModel& m) {
    m.check();
    SafetensorsFile f;
    for (const auto& slot : parameter_layout(m.config)) {
        Tensor t;
        t.shape = slot.shape;
        t.data.assign(m.weights.begin() + long(slot.offset),
                      m.weights.begin() + long(slot.offset + slot.size));
        f.tensors.emplace(slot.name, std::move(t));
    }
    f.metadata["format"] = "attnlab-tinygpt";
    f.metadata["heads"] = std::to_string(m.config.heads);
    f.metadata["context"] = std::to_string(m.config.context);
    f.metadata["position_encoding"] = position_encoding_name(m.config.position);
    if (m.config.position == PositionEncoding::Rope) {
        std::ostringstream base;
        base.precision(17);
        base << m.config.rope_base;
        f.metadata["rope_base"] = base.str();
    }
    f.metadata["vocabulary"] = json(m.vocabulary.words()).dump();
    if (!m.corpus.empty()) f.metadata["corpus"] = m.corpus;
    f.metadata["steps"] = std::to_string(m.steps);
    f.metadata["seed"] = std::to_string(m.seed);
    return f;
}

namespace {

// f's tensor `name`; SafetensorsError when it is missing.
const Tensor& named_tensor(const SafetensorsFile& f, const std::string& name) {
    auto it = f.tensors.find(name);
    if (it == f.tensors.end())
        throw SafetensorsError("tensor '" + name +
                               "' is missing (expected TinyGPT's state_dict names)");
    return it->second;
}

// The position encoding from the metadata ("learned" when absent, as files
// before it were), with RoPE's base.
void read_position_encoding(const SafetensorsFile& f, ModelConfig& c) {
    if (auto it = f.metadata.find("position_encoding"); it != f.metadata.end()) {
        try {
            c.position = position_encoding_from_name(it->second, false);
        } catch (const std::invalid_argument& e) {
            throw SafetensorsError(std::string("metadata 'position_encoding': ") + e.what());
        }
    }
    if (auto it = f.metadata.find("rope_base"); it != f.metadata.end()) {
        char* end = nullptr;
        c.rope_base = std::strtod(it->second.c_str(), &end);
        if (end == it->second.c_str() || *end != '\0')
            throw SafetensorsError("metadata 'rope_base': expected a number, got '" + it->second +
                                   "'");
    }
}

// The model's shape read from TinyGPT's tensors: vocab × d from tok.weight, context
// from pos.weight (without learned positions: the metadata's "context"), layers by
// counting blocks, d_ff from blocks.0.ff.0.weight (none: attention only); heads
// from the metadata, else `heads`. Not yet validated.
ModelConfig config_from_tensors(const SafetensorsFile& f, int heads) {
    ModelConfig c;
    read_position_encoding(f, c);
    const Tensor& tok = named_tensor(f, "tok.weight");
    if (tok.shape.size() != 2) throw SafetensorsError("tok.weight: expected a 2-d tensor");
    c.vocab = tok.shape[0];
    c.d = tok.shape[1];
    if (c.position == PositionEncoding::Learned) {
        const Tensor& pos = named_tensor(f, "pos.weight");
        if (pos.shape.size() != 2) throw SafetensorsError("pos.weight: expected a 2-d tensor");
        c.context = pos.shape[0];
    } else {
        auto it = f.metadata.find("context");
        if (it == f.metadata.end())
            throw SafetensorsError(
                "metadata 'context' is missing: a model without learned positions needs it");
        c.context = metadata_int(it->first, it->second);
    }
    c.layers = 0;
    while (f.tensors.count("blocks." + std::to_string(c.layers) + ".ln1.weight")) ++c.layers;
    if (c.layers == 0)
        throw SafetensorsError("tensor 'blocks.0.ln1.weight' is missing: the model has no blocks");
    // Attention only when the first block has neither LN2 nor a feed-forward layer.
    c.mlp = f.tensors.count("blocks.0.ff.0.weight") || f.tensors.count("blocks.0.ln2.weight");
    if (c.mlp) {
        const Tensor& ff0 = named_tensor(f, "blocks.0.ff.0.weight");
        if (ff0.shape.size() != 2)
            throw SafetensorsError("blocks.0.ff.0.weight: expected a 2-d tensor");
        c.d_ff = ff0.shape[0];
    }
    c.heads = heads;
    if (auto it = f.metadata.find("heads"); it != f.metadata.end())
        c.heads = metadata_int(it->first, it->second);
    if (c.heads <= 0)
        throw SafetensorsError(
            "the number of heads is not in the file's metadata: give it (attention-lab import "
            "--heads H)");
    return c;
}

// `vocabulary` when given, else the metadata's JSON array of words in id order.
std::vector<std::string> vocabulary_words(const SafetensorsFile& f,
                                          const std::vector<std::string>& vocabulary) {
    std::vector<std::string> words = vocabulary;
    if (words.empty()) {
        auto it = f.metadata.find("vocabulary");
        if (it == f.metadata.end())
            throw SafetensorsError(
                "the vocabulary is not in the file's metadata: give it (attention-lab import "
                "--vocab FILE, one word per line in id order)");
        try {
            words = detail::parse_string_array(it->second);
        } catch (const detail::JsonSyntaxError& e) {
            throw SafetensorsError(std::string("metadata 'vocabulary': ") + e.what());
        }
    }
    return words;
}

// Every slot's tensor has the slot's shape; SafetensorsError naming the first that does not.
void check_shapes(const SafetensorsFile& f, const std::vector<ParameterSlot>& layout) {
    for (const auto& slot : layout) {
        const Tensor& t = named_tensor(f, slot.name);
        if (t.shape != slot.shape) {
            std::string want, got;
            for (int s : slot.shape) want += (want.empty() ? "" : ", ") + std::to_string(s);
            for (int s : t.shape) got += (got.empty() ? "" : ", ") + std::to_string(s);
            throw SafetensorsError("tensor '" + slot.name + "': expected shape [" + want +
                                   "], got [" + got + "]");
        }
    }
}

// f holds no tensor outside the layout; SafetensorsError naming one that is.
void check_no_extra_tensors(const SafetensorsFile& f, const std::vector<ParameterSlot>& layout) {
    if (f.tensors.size() != layout.size())
        for (const auto& [name, t] : f.tensors) {
            bool known = false;
            for (const auto& s : layout) known = known || s.name == name;
            if (!known) throw SafetensorsError("tensor '" + name + "' is not part of TinyGPT");
        }
}

}  // namespace

TrainedModel from_safetensors(const SafetensorsFile& f, int heads,
                              const std::vector<std::string>& vocabulary) {
    TrainedModel m;
    m.config = config_from_tensors(f, heads);
    const std::vector<std::string> words = vocabulary_words(f, vocabulary);
    try {
        m.vocabulary = Vocabulary(words);
        validate(m.config);
    } catch (const std::invalid_argument& e) {
        throw SafetensorsError(e.what());
    }
    if (auto it = f.metadata.find("corpus"); it != f.metadata.end()) m.corpus = it->second;
    if (auto it = f.metadata.find("steps"); it != f.metadata.end())
        m.steps = metadata_int(it->first, it->second);
    if (auto it = f.metadata.find("seed"); it != f.metadata.end())
        m.seed = std::strtoull(it->second.c_str(), nullptr, 10);
    const auto layout = parameter_layout(m.config);
    // Every tensor is checked before the weights are allocated: the sizes come
    // from a few shapes (d_ff from blocks.0.ff.0.weight, which may hold no
    // data), so a small file could otherwise ask for gigabytes here.
    check_shapes(f, layout);
    m.weights.resize(layout.back().offset + layout.back().size);
    for (const auto& slot : layout) {
        const Tensor& t = named_tensor(f, slot.name);
        std::copy(t.data.begin(), t.data.end(), m.weights.begin() + long(slot.offset));
    }
    check_no_extra_tensors(f, layout);
    try {
        m.check();
    } catch (const std::invalid_argument& e) {
        throw SafetensorsError(e.what());
    }
    return m;
}

}  // namespace attn
