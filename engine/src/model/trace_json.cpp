#include "attnlab/model/trace_json.hpp"

#include <charconv>

namespace attn {
namespace {

void put_float(std::string& out, float v) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);  // shortest round-trip text
    out.append(buf, r.ptr);
}

// JSON string: quotes, backslashes and control characters escaped; UTF-8 kept.
void put_string(std::string& out, const std::string& s) {
    static const char* hex = "0123456789abcdef";
    out += '"';
    for (unsigned char c : s) {
        if (c == '"' || c == '\\')
            out += '\\', out += char(c);
        else if (c < 0x20)
            out += "\\u00", out += hex[c >> 4], out += hex[c & 15];
        else
            out += char(c);
    }
    out += '"';
}

// Any Eigen expression (a block of a row-major matrix included), one row per line.
template <typename M>
void put_matrix(std::string& out, const M& m, const char* indent) {
    out += '[';
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        if (i) out += ",\n", out += indent, out += ' ';
        out += '[';
        for (Eigen::Index j = 0; j < m.cols(); ++j) {
            if (j) out += ", ";
            put_float(out, m(i, j));
        }
        out += ']';
    }
    out += ']';
}

template <typename M>
void put_field(std::string& out, const char* key, const M& m, const char* indent,
               bool last = false) {
    out += indent;
    put_string(out, key);
    out += ": ";
    put_matrix(out, m, indent);
    out += last ? "\n" : ",\n";
}

}  // namespace

std::string interventions_to_json(std::span<const Intervention> list, bool one_layer) {
    static const char* kinds[] = {"ablate", "keep-only", "cut", "patch"};
    const auto index = [](int v) {
        return v == kEvery ? std::string("\"*\"") : std::to_string(v + 1);
    };
    std::string o = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
        const Intervention& v = list[i];
        o += i ? ",\n    {\"kind\": " : "\n    {\"kind\": ";
        put_string(o, kinds[int(v.kind)]);
        o += ", \"layer\": " + index(v.layer) + ", \"head\": " + index(v.head);
        if (v.kind == Intervention::Kind::Cut)
            o += ", \"query\": " + std::to_string(v.query) + ", \"key\": " + std::to_string(v.key);
        else if (v.kind == Intervention::Kind::Patch)
            o += ", \"position\": " + std::to_string(v.position);
        else
            o += std::string(", \"ablation\": ") +
                 (v.ablation == Intervention::Ablation::Mean ? "\"mean\"" : "\"zero\"");
        o += ", \"description\": ";
        put_string(o, describe(v, one_layer));
        o += "}";
    }
    return o + (list.empty() ? "]" : "\n  ]");
}

std::string trace_to_json(const Trace& t, std::span<const Intervention> interventions) {
    std::string o = "{\n";
    o += "  \"variant\": ";
    put_string(o, variant_name(t.variant));
    o += ",\n  \"n\": " + std::to_string(t.n()) + ", \"d\": " + std::to_string(t.d()) +
         ", \"h\": " + std::to_string(t.heads) + ", \"dk\": " + std::to_string(t.dk) +
         ",\n  \"scale\": ";
    put_float(o, t.scale);
    o += std::string(", \"causal\": ") + (t.causal ? "true" : "false") +
         ", \"positions\": " + (t.position != PositionEncoding::None ? "true" : "false") +
         ", \"position_encoding\": \"" + position_encoding_name(t.position) + "\"";
    if (t.position == PositionEncoding::Rope) {
        o += ", \"rope_base\": ";
        put_float(o, float(t.rope_base));
    }
    if (t.position == PositionEncoding::Alibi) {
        o += ", \"alibi_slopes\": [";
        for (std::size_t h = 0; h < t.alibi.size(); ++h) {
            if (h) o += ", ";
            put_float(o, t.alibi[h]);
        }
        o += "]";
    }
    o += ",\n  \"tokens\": [";
    for (size_t i = 0; i < t.tokens.size(); ++i) {
        if (i) o += ", ";
        put_string(o, t.tokens[i]);
    }
    o += "],\n";
    put_field(o, "embedded", t.embedded, "  ");
    put_field(o, "input", t.input, "  ");
    o += "  \"heads\": [";
    for (int h = 0; h < static_cast<int>(t.weights.size()); ++h) {
        o += h ? ", {\n" : "{\n";
        const Eigen::Index c0 = Eigen::Index(h) * t.dk;
        put_field(o, "q", t.q.middleCols(c0, t.dk), "    ");
        put_field(o, "k", t.k.middleCols(c0, t.dk), "    ");
        put_field(o, "v", t.v.middleCols(c0, t.dk), "    ");
        put_field(o, "scores", t.scores[h], "    ");
        put_field(o, "weights", t.weights[h], "    ");
        put_field(o, "output", t.concat.middleCols(c0, t.dk), "    ", true);
        o += "  }";
    }
    o += "],\n";
    put_field(o, "concat", t.concat, "  ");
    put_field(o, "output", t.output, "  ", !interventions.empty() ? false : true);
    if (!interventions.empty())
        o += "  \"interventions\": " + interventions_to_json(interventions, true) + "\n";
    o += "}\n";
    return o;
}

std::string model_trace_to_json(const TrainedModel& m, std::span<const int> ids,
                                const std::vector<Trace>& layers,
                                const std::vector<std::vector<WordChance>>& next,
                                std::span<const Intervention> interventions) {
    const ModelConfig& c = m.config;
    std::string o = "{\n\"source\": \"model\",\n\"corpus\": ";
    put_string(o, m.corpus);
    o += ", \"steps\": " + std::to_string(m.steps) +
         ",\n\"config\": {\"vocab\": " + std::to_string(c.vocab) +
         ", \"context\": " + std::to_string(c.context) + ", \"d\": " + std::to_string(c.d) +
         ", \"heads\": " + std::to_string(c.heads) + ", \"layers\": " + std::to_string(c.layers) +
         ", \"d_ff\": " + std::to_string(c.d_ff) + "},\n\"tokens\": [";
    const std::vector<std::string>& tokens =
        layers.empty() ? std::vector<std::string>{} : layers.front().tokens;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (i) o += ", ";
        put_string(o, tokens[i]);
    }
    o += "],\n\"ids\": [";
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (i) o += ", ";
        o += std::to_string(ids[i]);
    }
    o += "],\n\"layers\": [";
    for (std::size_t l = 0; l < layers.size(); ++l) {
        std::string t = trace_to_json(layers[l]);
        t.pop_back();  // the trailing newline
        o += l ? ",\n" : "\n";
        o += t;
    }
    o += "],\n\"next\": [";
    for (std::size_t i = 0; i < next.size(); ++i) {
        o += i ? ",\n  [" : "\n  [";
        for (std::size_t j = 0; j < next[i].size(); ++j) {
            o += j ? ", {\"word\": " : "{\"word\": ";
            put_string(o, next[i][j].word);
            o += ", \"id\": " + std::to_string(next[i][j].id) + ", \"p\": ";
            put_float(o, next[i][j].p);
            o += '}';
        }
        o += ']';
    }
    o += "]";
    if (!interventions.empty())
        o += ",\n\"interventions\": " + interventions_to_json(interventions);
    o += "\n}\n";
    return o;
}

}  // namespace attn
