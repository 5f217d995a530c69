// print_model_trace (real_model_cli.hpp): the JSON of a real model's pass on
// one sentence, streamed to stdout in pieces of about a megabyte (GPT-2 small
// at 1,024 tokens is some 700 MB of weights as text). Numbers have 6
// significant digits; each head's weights are its causal triangle, row i
// holding the i + 1 weights of token i on tokens 0…i.
#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "attnlab/attention/softmax.hpp"
#include "attnlab/model/trace_json.hpp"
#include "real_model_cli.hpp"

namespace attn::app {
namespace {

class JsonOut {
  public:
    ~JsonOut() { flush(); }
    JsonOut& raw(std::string_view s) {
        buf_ += s;
        if (buf_.size() > (1u << 20)) flush();
        return *this;
    }
    JsonOut& str(std::string_view s) {
        buf_ += '"';
        for (unsigned char c : s) {
            if (c == '"' || c == '\\') {
                buf_ += '\\';
                buf_ += char(c);
            } else if (c < 0x20) {
                char esc[8];
                std::snprintf(esc, sizeof esc, "\\u%04x", c);
                buf_ += esc;
            } else {
                buf_ += char(c);
            }
        }
        buf_ += '"';
        return *this;
    }
    JsonOut& num(double v) {
        if (!std::isfinite(v)) return raw("null");
        char b[32];
        const auto r = std::to_chars(b, b + sizeof b, v, std::chars_format::general, 6);
        return raw(std::string_view(b, std::size_t(r.ptr - b)));
    }
    JsonOut& whole(long long v) { return raw(std::to_string(v)); }
    void flush() {
        std::fwrite(buf_.data(), 1, buf_.size(), stdout);
        std::fflush(stdout);
        buf_.clear();
    }

  private:
    std::string buf_;
};

const char* activation_name(attn::GptActivation a) {
    return a == attn::GptActivation::gelu_tanh ? "gelu_new" : "gelu";
}

}  // namespace

namespace {

// "model": where it was read from, its summary, tokenizer and config.
void write_model(JsonOut& o, const attn::OpenedModel& m) {
    const attn::GptConfig& c = m.model.config;
    const attn::TextTokenizer& tok = *m.tokenizer;
    o.raw("{\n\"source\": \"real-model\",\n\"model\": {\"path\": ").str(m.path);
    o.raw(", \"weights_file\": ")
        .str(m.weights_file)
        .raw(", \"format\": ")
        .str(model_format_name(m.format));
    o.raw(", \"summary\": ").str(m.summary).raw(", \"tokenizer\": ").str(tok.describe());
    o.raw(",\n  \"config\": {\"layers\": ").whole(c.layers).raw(", \"heads\": ").whole(c.heads);
    o.raw(", \"d\": ")
        .whole(c.d)
        .raw(", \"positions\": ")
        .whole(c.positions)
        .raw(", \"vocab\": ")
        .whole(c.vocab);
    o.raw(", \"activation\": ")
        .str(activation_name(c.activation))
        .raw(", \"bias\": ")
        .raw(c.bias ? "true" : "false");
    o.raw(", \"tied_head\": ")
        .raw(c.tied_head ? "true" : "false")
        .raw(", \"layer_norm_epsilon\": ")
        .num(c.eps);
}

// "sentence", "n" and "tokens": each token's id, piece and display text.
void write_tokens(JsonOut& o, const attn::TextTokenizer& tok, const std::string& sentence,
                  const attn::GptPass& pass) {
    o.raw("}},\n\"sentence\": ")
        .str(sentence)
        .raw(",\n\"n\": ")
        .whole(pass.n())
        .raw(",\n\"tokens\": [");
    for (int i = 0; i < pass.n(); ++i) {
        const int id = pass.ids[std::size_t(i)];
        o.raw(i ? ",\n  {\"id\": " : "\n  {\"id\": ")
            .whole(id)
            .raw(", \"piece\": ")
            .str(tok.piece(id));
        o.raw(", \"display\": ").str(tok.display(id)).raw("}");
    }
}

// "layers": every (or the one asked) layer's heads, each head's causal rows of weights.
void write_layers(JsonOut& o, const attn::GptPass& pass, int only_layer, int only_head) {
    const attn::GptConfig& c = pass.config;
    o.raw("],\n\"layers\": [");
    bool first_layer = true;
    for (int l = 0; l < c.layers; ++l) {
        if (only_layer && l + 1 != only_layer) continue;
        o.raw(first_layer ? "\n  {\"layer\": " : ",\n  {\"layer\": ")
            .whole(l + 1)
            .raw(", \"heads\": [");
        first_layer = false;
        bool first_head = true;
        for (int j = 0; j < c.heads; ++j) {
            if (only_head && j + 1 != only_head) continue;
            o.raw(first_head ? "\n    {\"head\": " : ",\n    {\"head\": ")
                .whole(j + 1)
                .raw(", \"weights\": [");
            first_head = false;
            for (int i = 0; i < pass.n(); ++i) {
                o.raw(i ? ", [" : "[");
                const auto row = pass.row(l, j, i);
                for (std::size_t k = 0; k < row.size(); ++k) {
                    if (k) o.raw(", ");
                    o.num(row[k]);
                }
                o.raw("]");
            }
            o.raw("]}");
        }
        o.raw("]}");
    }
}

// "next": at each logit position, the top tokens by logit (ties by id) with their
// probabilities over the whole vocabulary.
void write_next(JsonOut& o, const attn::TextTokenizer& tok, const attn::GptPass& pass, int top) {
    o.raw("],\n\"next\": [");
    std::vector<int> order(std::size_t(pass.logits.cols()));
    for (std::size_t r = 0; r < pass.logit_positions.size(); ++r) {
        const auto logits = pass.logits.row(Eigen::Index(r));
        const std::vector<double> p =
            attn::probabilities(std::span<const float>(logits.data(), std::size_t(logits.size())));
        std::iota(order.begin(), order.end(), 0);
        const std::size_t k = std::min(order.size(), std::size_t(top));
        std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(k), order.end(),
                          [&](int a, int b) {
                              return logits(a) > logits(b) || (logits(a) == logits(b) && a < b);
                          });
        const int pos = pass.logit_positions[r];
        o.raw(r ? ",\n  {\"position\": " : "\n  {\"position\": ").whole(pos);
        o.raw(", \"after\": ").str(tok.display(pass.ids[std::size_t(pos)])).raw(", \"top\": [");
        for (std::size_t t = 0; t < k; ++t) {
            const int id = order[t];
            o.raw(t ? ", {\"id\": " : "{\"id\": ").whole(id).raw(", \"display\": ");
            // The model's vocabulary may be larger than its tokenizer's (GPT-2 pads to 50304 in
            // nanoGPT).
            if (id < tok.size())
                o.str(tok.display(id));
            else
                o.raw("null");
            o.raw(", \"logit\": ")
                .num(logits(id))
                .raw(", \"probability\": ")
                .num(p[std::size_t(id)]);
            o.raw("}");
        }
        o.raw("]}");
    }
}

}  // namespace

void print_model_trace(const attn::OpenedModel& m, const std::string& sentence,
                       const attn::GptPass& pass, int top, int only_layer, int only_head,
                       std::span<const attn::Intervention> interventions) {
    JsonOut o;
    write_model(o, m);
    write_tokens(o, *m.tokenizer, sentence, pass);
    write_layers(o, pass, only_layer, only_head);
    write_next(o, *m.tokenizer, pass, top);
    o.raw("]");
    if (!interventions.empty())
        o.raw(",\n\"interventions\": ").raw(attn::interventions_to_json(interventions));
    o.raw("\n}\n");
}

}  // namespace attn::app
