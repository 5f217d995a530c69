#include "model/trained_model_json.hpp"

#include <cmath>
#include <cstring>
#include <limits>

#include "attnlab/io/json_error.hpp"
#include "model/loss_history_json.hpp"

namespace attn::detail {
namespace {

using json = nlohmann::json;
using ordered = nlohmann::ordered_json;

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw LessonError(path + ": " + what);
}

const json& need(const json& obj, const std::string& path, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end()) fail(path + "." + key, "missing (required)");
    return *it;
}

int positive_int(const json& obj, const std::string& path, const char* key) {
    const json& v = need(obj, path, key);
    if (!v.is_number_integer() || v.get<long long>() < 1 || v.get<long long>() > (1 << 24))
        fail(path + "." + key, "expected a positive whole number");
    return v.get<int>();
}

float loss_value(const json& obj, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end() || it->is_null() || !it->is_number())
        return std::numeric_limits<float>::quiet_NaN();
    return it->get<float>();
}

ordered loss_json(float v) { return std::isfinite(v) ? ordered(double(v)) : ordered(nullptr); }

}  // namespace

std::string base64_encode(const unsigned char* d, std::size_t n) {
    std::string out;
    out.reserve((n + 2) / 3 * 4);
    for (std::size_t i = 0; i < n; i += 3) {
        const unsigned v = unsigned(d[i]) << 16 | (i + 1 < n ? unsigned(d[i + 1]) << 8 : 0u) |
                           (i + 2 < n ? d[i + 2] : 0u);
        out.push_back(kAlphabet[(v >> 18) & 63]);
        out.push_back(kAlphabet[(v >> 12) & 63]);
        out.push_back(i + 1 < n ? kAlphabet[(v >> 6) & 63] : '=');
        out.push_back(i + 2 < n ? kAlphabet[v & 63] : '=');
    }
    return out;
}

std::vector<unsigned char> base64_decode(const std::string& s) {
    if (s.size() % 4 != 0) throw std::invalid_argument("base64 text length is not a multiple of 4");
    int rev[256];
    std::fill(std::begin(rev), std::end(rev), -1);
    for (int i = 0; i < 64; ++i) rev[static_cast<unsigned char>(kAlphabet[i])] = i;
    std::vector<unsigned char> out;
    out.reserve(s.size() / 4 * 3);
    for (std::size_t i = 0; i < s.size(); i += 4) {
        unsigned v = 0;
        int pad = 0;
        for (int k = 0; k < 4; ++k) {
            const unsigned char c = static_cast<unsigned char>(s[i + std::size_t(k)]);
            if (c == '=' && i + 4 == s.size() && k >= 2) {
                ++pad;
                v <<= 6;
                continue;
            }
            if (rev[c] < 0 || pad)
                throw std::invalid_argument("invalid base64 character at " +
                                            std::to_string(i + std::size_t(k)));
            v = v << 6 | unsigned(rev[c]);
        }
        out.push_back(static_cast<unsigned char>(v >> 16));
        if (pad < 2) out.push_back(static_cast<unsigned char>(v >> 8));
        if (pad < 1) out.push_back(static_cast<unsigned char>(v));
    }
    return out;
}

ordered trained_model_to_json(const TrainedModel& m) {
    ordered o = ordered::object();
    o["architecture"] = "tinygpt";
    o["config"] = {{"vocab", m.config.vocab},   {"context", m.config.context},
                   {"d_model", m.config.d},     {"heads", m.config.heads},
                   {"layers", m.config.layers}, {"d_ff", m.config.d_ff}};
    if (!m.config.mlp) o["config"]["mlp"] = false;       // attention only (absent: true)
    if (m.config.position != PositionEncoding::Learned)  // absent: learned, as before
        o["config"]["position_encoding"] = position_encoding_name(m.config.position);
    if (m.config.position == PositionEncoding::Rope) o["config"]["rope_base"] = m.config.rope_base;
    o["vocabulary"] = m.vocabulary.words();
    o["weights"] = {{"encoding", "base64-f32le"},
                    {"count", m.weights.size()},
                    {"data", base64_encode(reinterpret_cast<const unsigned char*>(m.weights.data()),
                                           m.weights.size() * sizeof(float))}};
    if (!m.corpus.empty()) o["corpus"] = m.corpus;
    o["steps"] = m.steps;
    o["seed"] = m.seed;
    o["train_loss"] = loss_json(m.train_loss);
    o["val_loss"] = loss_json(m.val_loss);
    if (!m.loss_history.empty()) o["loss_history"] = loss_history_to_json(m.loss_history);
    return o;
}

namespace {

// The "config" object of j (at path.config): sizes, mlp, position encoding and
// RoPE base, validated. Throws LessonError naming the offending field.
ModelConfig config_from_json(const json& j, const std::string& path) {
    const json& c = need(j, path, "config");
    if (!c.is_object()) fail(path + ".config", "expected an object");
    const std::string cp = path + ".config";
    ModelConfig config{positive_int(c, cp, "vocab"),   positive_int(c, cp, "context"),
                       positive_int(c, cp, "d_model"), positive_int(c, cp, "heads"),
                       positive_int(c, cp, "layers"),  positive_int(c, cp, "d_ff")};
    if (auto mlp = c.find("mlp"); mlp != c.end()) {
        if (!mlp->is_boolean()) fail(cp + ".mlp", "expected true or false, got " + mlp->dump());
        config.mlp = mlp->get<bool>();
    }
    if (auto pe = c.find("position_encoding"); pe != c.end()) {
        if (!pe->is_string()) fail(cp + ".position_encoding", "expected a name, got " + pe->dump());
        try {
            config.position = position_encoding_from_name(pe->get<std::string>(), false);
        } catch (const std::invalid_argument& e) {
            fail(cp + ".position_encoding", e.what());
        }
    }
    if (auto rb = c.find("rope_base"); rb != c.end()) {
        if (!rb->is_number()) fail(cp + ".rope_base", "expected a number, got " + rb->dump());
        config.rope_base = rb->get<double>();
    }
    try {
        validate(config);
    } catch (const std::invalid_argument& e) {
        fail(cp, e.what());
    }
    return config;
}

// The "vocabulary" array of j (at path.vocabulary): V words in id order.
// Throws LessonError on a non-string entry or an invalid vocabulary.
Vocabulary vocabulary_from_json(const json& j, const std::string& path) {
    const json& v = need(j, path, "vocabulary");
    if (!v.is_array()) fail(path + ".vocabulary", "expected an array of words");
    std::vector<std::string> words;
    for (std::size_t i = 0; i < v.size(); ++i) {
        if (!v[i].is_string())
            fail(path + ".vocabulary[" + std::to_string(i) + "]", "expected a string");
        words.push_back(v[i].get<std::string>());
    }
    try {
        return Vocabulary(std::move(words));
    } catch (const std::invalid_argument& e) {
        fail(path + ".vocabulary", e.what());
    }
}

// The "weights" object of j (at path.weights) {encoding, count, data}: P floats
// decoded from base64 little-endian f32. Throws LessonError on a bad encoding,
// data that is not whole floats, or a count that disagrees with the data.
std::vector<float> weights_from_json(const json& j, const std::string& path) {
    const json& w = need(j, path, "weights");
    const std::string wp = path + ".weights";
    if (!w.is_object()) fail(wp, "expected an object {encoding, count, data}");
    if (need(w, wp, "encoding") != "base64-f32le")
        fail(wp + ".encoding", "expected \"base64-f32le\"");
    const json& data = need(w, wp, "data");
    if (!data.is_string()) fail(wp + ".data", "expected a base64 string");
    std::vector<unsigned char> bytes;
    try {
        bytes = base64_decode(data.get<std::string>());
    } catch (const std::invalid_argument& e) {
        fail(wp + ".data", e.what());
    }
    if (bytes.size() % sizeof(float) != 0)
        fail(wp + ".data", "not a whole number of 32-bit floats");
    std::vector<float> weights(bytes.size() / sizeof(float));
    std::memcpy(weights.data(), bytes.data(), bytes.size());
    if (auto cnt = w.find("count");
        cnt != w.end() && (!cnt->is_number_unsigned() || cnt->get<std::size_t>() != weights.size()))
        fail(wp + ".count",
             "does not match the data (" + std::to_string(weights.size()) + " numbers)");
    return weights;
}

// The optional provenance fields of j into m: corpus, steps, seed, the two losses (NaN when
// absent or null) and the loss history (at path.loss_history). A field present with the wrong
// kind of value throws LessonError naming it (a negative "steps" was shown as "trained -5
// steps").
void read_provenance(const json& j, const std::string& path, TrainedModel& m) {
    if (auto s = j.find("corpus"); s != j.end()) {
        if (!s->is_string()) fail(path + ".corpus", "expected a string, got " + s->dump());
        m.corpus = s->get<std::string>();
    }
    if (auto s = j.find("steps"); s != j.end()) {
        if (!s->is_number_integer() || s->get<long long>() < 0 ||
            s->get<long long>() > std::numeric_limits<int>::max())
            fail(path + ".steps", "expected a whole number ≥ 0, got " + s->dump());
        m.steps = s->get<int>();
    }
    if (auto s = j.find("seed"); s != j.end()) {
        if (!s->is_number_unsigned())
            fail(path + ".seed", "expected a whole number ≥ 0, got " + s->dump());
        m.seed = s->get<std::uint64_t>();
    }
    for (const char* key : {"train_loss", "val_loss"})
        if (auto s = j.find(key); s != j.end() && !s->is_null() && !s->is_number())
            fail(path + "." + key, "expected a number or null, got " + s->dump());
    m.train_loss = loss_value(j, "train_loss");
    m.val_loss = loss_value(j, "val_loss");
    if (auto h = j.find("loss_history"); h != j.end() && !h->is_null())
        m.loss_history = loss_history_from_json(*h, path + ".loss_history");
}

}  // namespace

TrainedModel trained_model_from_json(const json& j, const std::string& path) {
    if (!j.is_object()) fail(path, "expected an object");
    TrainedModel m;
    if (auto a = j.find("architecture"); a != j.end() && *a != "tinygpt")
        fail(path + ".architecture", "expected \"tinygpt\", got " + a->dump());
    m.config = config_from_json(j, path);
    m.vocabulary = vocabulary_from_json(j, path);
    m.weights = weights_from_json(j, path);
    read_provenance(j, path, m);
    try {
        m.check();
    } catch (const std::invalid_argument& e) {
        fail(path, e.what());
    }
    return m;
}

}  // namespace attn::detail
