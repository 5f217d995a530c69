#include "attnlab/lesson/lesson_io.hpp"

#include <unordered_set>

#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "io/json_read.hpp"
#include "lesson/lesson_migrate.hpp"
#include "lesson/lesson_steps_json.hpp"
#include "model/trained_model_json.hpp"

namespace attn {
namespace {

using namespace detail;
using ordered = nlohmann::ordered_json;

// A word or axis name: non-empty, unique, at most kMaxNameBytes.
std::string get_name(const json& j, const std::string& path, std::unordered_set<std::string>& seen,
                     const char* what) {
    std::string name = get_string(j, path);
    if (name.empty()) fail(path, std::string("expected a non-empty ") + what + " name");
    if (name.size() > kMaxNameBytes)
        fail(path, std::string("a ") + what + " name of " + std::to_string(name.size()) +
                       " bytes; at most " + std::to_string(kMaxNameBytes) + " are supported");
    if (!seen.insert(name).second)
        fail(path, std::string("duplicate ") + what + " \"" + name + "\"");
    return name;
}

EmbeddingTable read_table(const json& root) {
    const json& axes_j = field(root, "", "axes");
    const std::size_t d = expect_array(axes_j, "axes", "axis names", -1, kMaxAxes);
    std::vector<std::string> axes;
    std::unordered_set<std::string> seen;
    for (std::size_t i = 0; i < d; ++i)
        axes.push_back(get_name(axes_j[i], at("axes", i), seen, "axis"));

    const json& emb = field(root, "", "embeddings");
    const std::size_t v = expect_array(emb, "embeddings", "{word, vector} entries", -1, kMaxWords);
    if (static_cast<long long>(v) * static_cast<long long>(d) > kMaxTableCells)
        fail("embeddings", std::to_string(v) + " words × " + std::to_string(d) +
                               " axes is more than the " + std::to_string(kMaxTableCells) +
                               " table cells supported");
    std::vector<std::string> words;
    seen.clear();
    Matrix values(static_cast<Eigen::Index>(v), static_cast<Eigen::Index>(d));
    for (std::size_t i = 0; i < v; ++i) {
        const std::string p = at("embeddings", i);
        if (!emb[i].is_object())
            fail(p, std::string("expected an object {\"word\", \"vector\"}, got ") + kind(emb[i]));
        words.push_back(get_name(field(emb[i], p, "word"), p + ".word", seen, "word"));
        // The editor's rule (attnlab/words/tokenizer.hpp): a word no sentence could ever use is
        // refused here too.
        if (!is_vocabulary_word(words.back()))
            fail(p + ".word",
                 "\"" + words.back() +
                     "\" is not one word as sentences are read (one lower-case word of letters, "
                     "digits or "
                     "apostrophes, or one punctuation mark): no sentence could use it");
        const json& vec = field(emb[i], p, "vector");
        expect_array(vec, p + ".vector", "numbers (one per axis)", static_cast<long long>(d),
                     kMaxAxes);
        for (std::size_t k = 0; k < d; ++k)
            values(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(k)) =
                get_number(vec[k], at(p + ".vector", k));
    }
    try {
        return EmbeddingTable(std::move(axes), std::move(words), std::move(values));
    } catch (const std::invalid_argument& e) {
        fail("embeddings", e.what());  // unreachable unless the table adds a rule the reader lacks
    }
}

Projection get_projection(const json& obj, const std::string& prefix, const char* key, int d) {
    Projection p;
    auto it = obj.find(key);
    if (it == obj.end()) return p;
    const std::string fp = prefix + key;
    if (!it->is_object())
        fail(fp, std::string("expected an object with \"values\", got ") + kind(*it));
    p.note = opt_string(*it, fp + ".", "note");
    if (auto v = it->find("values"); v != it->end())
        p.values = get_matrix(*v, fp + ".values", d, d);
    return p;
}

AttentionConfig read_attention(const json& root, int d) {
    AttentionConfig c;
    auto it = root.find("attention");
    if (it == root.end()) return c;
    const json& a = *it;
    if (!a.is_object()) fail("attention", std::string("expected an object, got ") + kind(a));
    const std::string p = "attention.";
    if (auto v = a.find("variant"); v != a.end()) c.variant = get_variant(*v, p + "variant");
    if (auto v = a.find("heads"); v != a.end()) {
        if (!v->is_number_integer())
            fail(p + "heads", std::string("expected a whole number, got ") + kind(*v));
        const bool huge = v->is_number_unsigned() &&
                          v->get<unsigned long long>() > static_cast<unsigned long long>(kMaxHeads);
        const auto heads = huge ? kMaxHeads + 1LL : v->get<long long>();
        if (heads < 1 || heads > kMaxHeads)
            fail(p + "heads",
                 "expected 1 to " + std::to_string(kMaxHeads) + " heads, got " + v->dump());
        c.heads = static_cast<int>(heads);
    }
    c.scale = opt_bool(a, p, "scale", uses_projections(c.variant));
    c.causal = opt_bool(a, p, "causal", false);
    c.position = read_position(a, p).value_or(PositionEncoding::None);
    c.rope_base = read_rope_base(a, p).value_or(kRopeBase);
    c.wq = get_projection(a, p, "w_q", d);
    c.wk = get_projection(a, p, "w_k", d);
    c.wv = get_projection(a, p, "w_v", d);
    c.wo = get_projection(a, p, "w_o", d);
    // A table with no axes (what the editor gives after removing them all)
    // still loads; evaluation then says an axis is needed.
    if (d == 0) return c;
    try {
        validate(c, d);
    } catch (const std::invalid_argument& e) {
        fail("attention", e.what());
    }
    return c;
}

// "real_model": {"path": "…", "heads": H}. The path as written (read_lesson_file
// resolves a relative one against the lesson's folder).
ModelReference read_real_model(const json& j) {
    const std::string p = "real_model";
    if (!j.is_object())
        fail(p, std::string("expected an object {\"path\", \"heads\"}, got ") + kind(j));
    for (auto it = j.begin(); it != j.end(); ++it)
        if (it.key() != "path" && it.key() != "heads")
            fail(p + "." + it.key(), "not a field of real_model (expected one of: path, heads)");
    ModelReference r;
    r.path = get_string(field(j, p, "path"), p + ".path");
    if (r.path.empty()) fail(p + ".path", "expected the model's folder or file, got an empty path");
    if (r.path.size() > kMaxModelPathBytes)
        fail(p + ".path", "a path of " + std::to_string(r.path.size()) + " bytes; at most " +
                              std::to_string(kMaxModelPathBytes) + " are supported");
    if (r.path.find('\0') != std::string::npos)
        fail(p + ".path", "a path may not hold a NUL character");
    if (auto v = j.find("heads"); v != j.end()) {
        if (!v->is_number_integer())
            fail(p + ".heads", std::string("expected a whole number, got ") + kind(*v));
        const bool huge = v->is_number_unsigned() &&
                          v->get<unsigned long long>() > static_cast<unsigned long long>(kMaxHeads);
        const auto heads = huge ? kMaxHeads + 1LL : v->get<long long>();
        if (heads < 1 || heads > kMaxHeads)
            fail(p + ".heads",
                 "expected 1 to " + std::to_string(kMaxHeads) + " heads, got " + v->dump());
        r.heads = static_cast<int>(heads);
    }
    return r;
}

// The writer refuses text the reader could not read back.
const std::string& utf8(const std::string& s, const std::string& path) {
    return checked_utf8(s, path);
}

ordered matrix_json(const Matrix& m) {
    ordered rows = ordered::array();
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        ordered row = ordered::array();
        // float → double is exact, and nlohmann prints the shortest text that
        // reads back to the same double, hence the same float.
        for (Eigen::Index k = 0; k < m.cols(); ++k) row.push_back(static_cast<double>(m(i, k)));
        rows.push_back(std::move(row));
    }
    return rows;
}

void put_projection(ordered& att, const char* key, const Projection& p) {
    if (p.values.size() == 0 && p.note.empty()) return;
    ordered o = ordered::object();
    if (!p.note.empty()) o["note"] = utf8(p.note, std::string("attention.") + key + ".note");
    if (p.values.size() != 0) o["values"] = matrix_json(p.values);
    att[key] = std::move(o);
}

}  // namespace

Lesson lesson_from_json(const std::string& text) {
    json root = parse_limited(text);
    migrate_to_current(root);
    Lesson l;
    l.title = opt_string(root, "", "title");
    l.description = opt_string(root, "", "description");
    l.author = opt_string(root, "", "author");
    l.licence = opt_string(root, "", "licence");
    l.table = read_table(root);
    if (auto s = root.find("sentences"); s != root.end()) {
        const std::size_t n =
            expect_array(*s, "sentences", "strings", -1, static_cast<long long>(kMaxLessonBytes));
        for (std::size_t i = 0; i < n; ++i)
            l.sentences.push_back(get_string((*s)[i], at("sentences", i)));
    }
    l.focus = opt_string(root, "", "focus");
    l.attention = read_attention(root, l.table.axis_count());
    if (auto m = root.find("model"); m != root.end())
        l.model = detail::trained_model_from_json(*m, "model");
    l.steps = read_steps(root);
    l.translations = read_lesson_translations(root);
    if (auto m = root.find("real_model"); m != root.end()) l.real_model = read_real_model(*m);
    if (auto w = root.find("what_if"); w != root.end()) l.what_if = read_what_if(*w, "what_if");
    // A what-if with no interventions is none, whatever source it names: the writer leaves it out,
    // so its source must not outlive a round trip (the fuzzer's "source": "model" and nothing).
    if (l.what_if.empty()) l.what_if = {};
    return l;
}

std::string lesson_to_json(const Lesson& l) {
    ordered root = ordered::object();
    root["format"] = "attnlab-lesson";
    root["version"] = kLessonFormatVersion;
    root["title"] = utf8(l.title, "title");
    if (!l.description.empty()) root["description"] = utf8(l.description, "description");
    if (!l.author.empty()) root["author"] = utf8(l.author, "author");
    if (!l.licence.empty()) root["licence"] = utf8(l.licence, "licence");
    ordered axes = ordered::array();
    for (int k = 0; k < l.table.axis_count(); ++k)
        axes.push_back(utf8(l.table.axes()[k], at("axes", k)));
    root["axes"] = std::move(axes);
    ordered emb = ordered::array();
    for (int i = 0; i < l.table.word_count(); ++i) {
        ordered e = ordered::object();
        e["word"] = utf8(l.table.words()[i], at("embeddings", i) + ".word");
        e["vector"] = matrix_json(l.table.values().row(i))[0];
        emb.push_back(std::move(e));
    }
    root["embeddings"] = std::move(emb);
    ordered sentences = ordered::array();
    for (std::size_t i = 0; i < l.sentences.size(); ++i)
        sentences.push_back(utf8(l.sentences[i], at("sentences", i)));
    root["sentences"] = std::move(sentences);
    if (!l.focus.empty()) root["focus"] = utf8(l.focus, "focus");
    ordered att = ordered::object();
    att["variant"] = variant_name(l.attention.variant);
    att["heads"] = l.attention.heads;
    att["scale"] = l.attention.scale;
    att["causal"] = l.attention.causal;
    att["position_encoding"] = position_encoding_name(l.attention.position);
    if (l.attention.rope_base != kRopeBase) att["rope_base"] = l.attention.rope_base;
    put_projection(att, "w_q", l.attention.wq);
    put_projection(att, "w_k", l.attention.wk);
    put_projection(att, "w_v", l.attention.wv);
    put_projection(att, "w_o", l.attention.wo);
    root["attention"] = std::move(att);
    if (!l.translations.empty()) root["translations"] = lesson_translations_json(l.translations);
    if (!l.what_if.empty()) root["what_if"] = what_if_json(l.what_if);
    if (!l.steps.empty()) root["steps"] = steps_json(l.steps);
    if (l.model) root["model"] = detail::trained_model_to_json(*l.model);
    if (l.real_model) {
        const ModelReference& r = *l.real_model;
        if (r.path.empty() || r.path.size() > kMaxModelPathBytes ||
            r.path.find('\0') != std::string::npos)
            throw std::invalid_argument(
                "real_model.path: expected a model's folder or file (1 to " +
                std::to_string(kMaxModelPathBytes) + " bytes, no NUL)");
        if (r.heads < 0 || r.heads > kMaxHeads)
            throw std::invalid_argument("real_model.heads: expected 0 (the model says) to " +
                                        std::to_string(kMaxHeads));
        ordered m = ordered::object();
        m["path"] = utf8(r.path, "real_model.path");
        if (r.heads > 0) m["heads"] = r.heads;
        root["real_model"] = std::move(m);
    }
    return root.dump(2) + "\n";
}

}  // namespace attn
