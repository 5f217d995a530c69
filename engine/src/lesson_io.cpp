#include "attnlab/lesson_io.hpp"

#include <cmath>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "trained_model_json.hpp"

namespace attn {
namespace {

using json = nlohmann::json;
using ordered = nlohmann::ordered_json;

[[noreturn]] void fail(const std::string& path, const std::string& what) {
    throw LessonError(path + ": " + what);
}

const char* kind(const json& j) {
    switch (j.type()) {
        case json::value_t::null: return "null";
        case json::value_t::object: return "an object";
        case json::value_t::array: return "an array";
        case json::value_t::string: return "a string";
        case json::value_t::boolean: return "a boolean";
        case json::value_t::number_integer:
        case json::value_t::number_unsigned:
        case json::value_t::number_float: return "a number";
        default: return "something else";
    }
}

const json& field(const json& obj, const std::string& path, const char* key) {
    auto it = obj.find(key);
    if (it == obj.end()) fail(path.empty() ? key : path + "." + key, "missing (required)");
    return *it;
}

std::string get_string(const json& j, const std::string& path) {
    if (!j.is_string()) fail(path, std::string("expected a string, got ") + kind(j));
    return j.get<std::string>();
}

std::string opt_string(const json& obj, const std::string& path, const char* key) {
    auto it = obj.find(key);
    return it == obj.end() ? std::string() : get_string(*it, path + key);
}

bool opt_bool(const json& obj, const std::string& path, const char* key, bool dflt) {
    auto it = obj.find(key);
    if (it == obj.end()) return dflt;
    if (!it->is_boolean()) fail(path + key, std::string("expected true or false, got ") + kind(*it));
    return it->get<bool>();
}

float get_number(const json& j, const std::string& path) {
    if (!j.is_number()) fail(path, std::string("expected a finite number, got ") + kind(j));
    const double v = j.get<double>();
    if (!std::isfinite(v) || std::fabs(v) > 3.0e38) fail(path, "expected a finite number (within ±3e38)");
    return static_cast<float>(v);
}

// A matrix: array of `rows` arrays of `cols` numbers (rows/cols < 0: any).
Matrix get_matrix(const json& j, const std::string& path, int rows, int cols) {
    if (!j.is_array()) fail(path, std::string("expected an array of rows, got ") + kind(j));
    if (rows >= 0 && static_cast<int>(j.size()) != rows)
        fail(path, "expected " + std::to_string(rows) + " rows, got " + std::to_string(j.size()));
    const int r = static_cast<int>(j.size());
    const int c = cols >= 0 ? cols : (r > 0 && j[0].is_array() ? static_cast<int>(j[0].size()) : 0);
    Matrix m(r, c);
    for (int i = 0; i < r; ++i) {
        const std::string rp = path + "[" + std::to_string(i) + "]";
        const json& row = j[i];
        if (!row.is_array()) fail(rp, std::string("expected an array of numbers, got ") + kind(row));
        if (static_cast<int>(row.size()) != c)
            fail(rp, "expected " + std::to_string(c) + " numbers, got " + std::to_string(row.size()));
        for (int k = 0; k < c; ++k) m(i, k) = get_number(row[k], rp + "[" + std::to_string(k) + "]");
    }
    return m;
}

Projection get_projection(const json& obj, const std::string& path, const char* key, int d) {
    Projection p;
    auto it = obj.find(key);
    if (it == obj.end()) return p;
    const std::string fp = path + key;
    if (!it->is_object()) fail(fp, std::string("expected an object with \"values\", got ") + kind(*it));
    p.note = opt_string(*it, fp + ".", "note");
    auto v = it->find("values");
    if (v != it->end()) p.values = get_matrix(*v, fp + ".values", d, d);
    return p;
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
    if (!p.note.empty()) o["note"] = p.note;
    if (p.values.size() != 0) o["values"] = matrix_json(p.values);
    att[key] = std::move(o);
}

EmbeddingTable read_table(const json& root) {
    const json& axes_j = field(root, "", "axes");
    if (!axes_j.is_array()) fail("axes", std::string("expected an array of axis names, got ") + kind(axes_j));
    std::vector<std::string> axes;
    for (size_t i = 0; i < axes_j.size(); ++i) axes.push_back(get_string(axes_j[i], "axes[" + std::to_string(i) + "]"));
    const int d = static_cast<int>(axes.size());

    const json& emb = field(root, "", "embeddings");
    if (!emb.is_array()) fail("embeddings", std::string("expected an array of {word, vector}, got ") + kind(emb));
    std::vector<std::string> words;
    Matrix values(static_cast<Eigen::Index>(emb.size()), d);
    for (size_t i = 0; i < emb.size(); ++i) {
        const std::string p = "embeddings[" + std::to_string(i) + "]";
        if (!emb[i].is_object()) fail(p, std::string("expected an object {\"word\", \"vector\"}, got ") + kind(emb[i]));
        words.push_back(get_string(field(emb[i], p, "word"), p + ".word"));
        const json& vec = field(emb[i], p, "vector");
        if (!vec.is_array()) fail(p + ".vector", std::string("expected an array of numbers, got ") + kind(vec));
        if (static_cast<int>(vec.size()) != d)
            fail(p + ".vector", "expected " + std::to_string(d) + " numbers (one per axis), got " +
                                    std::to_string(vec.size()));
        for (int k = 0; k < d; ++k)
            values(static_cast<Eigen::Index>(i), k) = get_number(vec[k], p + ".vector[" + std::to_string(k) + "]");
    }
    try {
        return EmbeddingTable(std::move(axes), std::move(words), std::move(values));
    } catch (const std::invalid_argument& e) {
        fail("embeddings", e.what());
    }
}

AttentionConfig read_attention(const json& root, int d) {
    AttentionConfig c;
    auto it = root.find("attention");
    if (it == root.end()) return c;
    const json& a = *it;
    if (!a.is_object()) fail("attention", std::string("expected an object, got ") + kind(a));
    const std::string p = "attention.";
    if (auto v = a.find("variant"); v != a.end()) {
        const std::string name = get_string(*v, p + "variant");
        try {
            c.variant = variant_from_name(name);
        } catch (const std::invalid_argument&) {
            fail(p + "variant", "expected \"simple\", \"scaled\" or \"multihead\", got \"" + name + "\"");
        }
    }
    if (auto v = a.find("heads"); v != a.end()) {
        if (!v->is_number_integer()) fail(p + "heads", std::string("expected a whole number, got ") + kind(*v));
        const auto heads = v->get<long long>();
        if (heads < 1 || heads > 1024) fail(p + "heads", "expected 1 to 1024 heads");
        c.heads = static_cast<int>(heads);
    }
    c.scale = opt_bool(a, p, "scale", c.variant != Variant::Simple);
    c.causal = opt_bool(a, p, "causal", false);
    c.positions = opt_bool(a, p, "positions", false);
    c.wq = get_projection(a, p, "w_q", d);
    c.wk = get_projection(a, p, "w_k", d);
    c.wv = get_projection(a, p, "w_v", d);
    c.wo = get_projection(a, p, "w_o", d);
    try {
        validate(c, d);
    } catch (const std::invalid_argument& e) {
        fail("attention", e.what());
    }
    return c;
}

}  // namespace

Lesson lesson_from_json(const std::string& text) {
    json root;
    try {
        root = json::parse(text);
    } catch (const json::parse_error& e) {
        throw LessonError(std::string("(file): not valid JSON: ") + e.what());
    }
    if (!root.is_object()) fail("(top level)", std::string("expected an object, got ") + kind(root));
    const json& fmt = field(root, "", "format");
    if (get_string(fmt, "format") != "attnlab-lesson")
        fail("format", "expected \"attnlab-lesson\" (this is not an Attention Lab lesson file)");
    const json& ver = field(root, "", "version");
    if (!ver.is_number_integer()) fail("version", std::string("expected a whole number, got ") + kind(ver));
    const auto version = ver.get<long long>();
    if (version > kLessonFormatVersion)
        fail("version", "this file is format version " + std::to_string(version) +
                            "; this Attention Lab reads versions up to " + std::to_string(kLessonFormatVersion) +
                            " — please update the application");
    if (version < 1) fail("version", "expected 1 or later, got " + std::to_string(version));

    Lesson l;
    l.title = opt_string(root, "", "title");
    l.description = opt_string(root, "", "description");
    l.table = read_table(root);
    if (auto s = root.find("sentences"); s != root.end()) {
        if (!s->is_array()) fail("sentences", std::string("expected an array of strings, got ") + kind(*s));
        for (size_t i = 0; i < s->size(); ++i)
            l.sentences.push_back(get_string((*s)[i], "sentences[" + std::to_string(i) + "]"));
    }
    l.focus = opt_string(root, "", "focus");
    l.attention = read_attention(root, l.table.axis_count());
    if (auto m = root.find("model"); m != root.end()) l.model = detail::trained_model_from_json(*m, "model");
    return l;
}

std::string lesson_to_json(const Lesson& l) {
    ordered root = ordered::object();
    root["format"] = "attnlab-lesson";
    root["version"] = kLessonFormatVersion;
    root["title"] = l.title;
    if (!l.description.empty()) root["description"] = l.description;
    root["axes"] = l.table.axes();
    ordered emb = ordered::array();
    for (int i = 0; i < l.table.word_count(); ++i) {
        ordered e = ordered::object();
        e["word"] = l.table.words()[i];
        e["vector"] = matrix_json(l.table.values().row(i))[0];
        emb.push_back(std::move(e));
    }
    root["embeddings"] = std::move(emb);
    root["sentences"] = l.sentences;
    if (!l.focus.empty()) root["focus"] = l.focus;
    ordered att = ordered::object();
    att["variant"] = variant_name(l.attention.variant);
    att["heads"] = l.attention.heads;
    att["scale"] = l.attention.scale;
    att["causal"] = l.attention.causal;
    att["positions"] = l.attention.positions;
    put_projection(att, "w_q", l.attention.wq);
    put_projection(att, "w_k", l.attention.wk);
    put_projection(att, "w_v", l.attention.wv);
    put_projection(att, "w_o", l.attention.wo);
    root["attention"] = std::move(att);
    if (l.model) root["model"] = detail::trained_model_to_json(*l.model);
    return root.dump(2) + "\n";
}

Lesson read_lesson_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw LessonError(path + ": cannot open the file for reading");
    std::ostringstream ss;
    ss << in.rdbuf();
    try {
        return lesson_from_json(ss.str());
    } catch (const LessonError& e) {
        throw LessonError(path + ": " + e.what());
    }
}

void write_lesson_file(const Lesson& lesson, const std::string& path) {
    const std::string text = lesson_to_json(lesson);
    const std::string tmp = path + ".tmp-save";
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out) throw std::runtime_error(path + ": cannot write (is the folder writable?)");
        out << text;
        out.flush();
        if (!out) {
            std::remove(tmp.c_str());
            throw std::runtime_error(path + ": writing failed (disk full?)");
        }
    }
    if (std::rename(tmp.c_str(), path.c_str()) != 0) {
        std::remove(tmp.c_str());
        throw std::runtime_error(path + ": cannot replace the file (is it read-only?)");
    }
}

}  // namespace attn
