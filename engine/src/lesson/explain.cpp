#include "attnlab/lesson/explain.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "lesson/explain_detail.hpp"

namespace attn {
namespace {

using detail::index_of;
using detail::num;
using detail::position_words;
using detail::quoted;

// Terminal columns a UTF-8 word takes: one per code point, two for East
// Asian wide characters, none for combining marks (so "日本" and "café" line
// up with ASCII words). Invalid bytes count one column each.
size_t display_width(const std::string& s) {
    size_t width = 0;
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const int len = c < 0x80             ? 1
                        : (c & 0xE0) == 0xC0 ? 2
                        : (c & 0xF0) == 0xE0 ? 3
                        : (c & 0xF8) == 0xF0 ? 4
                                             : 1;
        if (i + static_cast<size_t>(len) > s.size()) return width + (s.size() - i);
        unsigned cp = len == 1 ? c : c & (0x7F >> len);
        for (int k = 1; k < len; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<size_t>(k)]) & 0x3F);
        const bool combining = cp >= 0x300 && cp <= 0x36F;
        const bool wide = (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
                          (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
                          (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
                          (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x1F300 && cp <= 0x1FAFF) ||
                          (cp >= 0x20000 && cp <= 0x3FFFD);
        width += combining ? 0 : wide ? 2 : 1;
        i += static_cast<size_t>(len);
    }
    return width;
}

std::string pad_left(const std::string& s, size_t w) {
    const size_t sw = display_width(s);
    return sw >= w ? s : std::string(w - sw, ' ') + s;
}

std::string pad_right(const std::string& s, size_t w) {
    const size_t sw = display_width(s);
    return sw >= w ? s : s + std::string(w - sw, ' ');
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The word the report follows: the lesson's focus if every sentence has it,
// else the last word of the first sentence that every sentence has.
std::string pick_focus(const Lesson& lesson, const std::vector<Trace>& traces) {
    auto in_all = [&](const std::string& w) {
        return std::all_of(traces.begin(), traces.end(),
                           [&](const Trace& t) { return contains(t.tokens, w); });
    };
    if (!lesson.focus.empty() && in_all(lesson.focus)) return lesson.focus;
    const auto& first = traces.front().tokens;
    for (auto it = first.rbegin(); it != first.rend(); ++it)
        if (in_all(*it)) return *it;
    return {};
}

// A short name for each sentence: its first word that no other sentence has ("river
// sentence"), else "sentence i". Each word's sentences are counted once, so 40,000 sentences
// take linear time (a scan of every other sentence per word was quadratic).
std::vector<std::string> sentence_names(const std::vector<Trace>& traces) {
    if (traces.size() == 1) return {"sentence"};
    std::unordered_map<std::string, std::size_t> holders;  // word → sentences holding it
    for (const Trace& t : traces) {
        const std::unordered_set<std::string> once(t.tokens.begin(), t.tokens.end());
        for (const std::string& w : once) ++holders[w];
    }
    std::vector<std::string> names;
    names.reserve(traces.size());
    for (std::size_t i = 0; i < traces.size(); ++i) {
        std::string name = "sentence " + std::to_string(i + 1);
        for (const std::string& w : traces[i].tokens)
            if (holders[w] == 1) {
                name = w + " sentence";
                break;
            }
        names.push_back(std::move(name));
    }
    return names;
}

bool symmetric(const Matrix& s) {
    if (s.rows() != s.cols()) return false;
    const float tol = 1e-6f * std::max(1.0f, s.cwiseAbs().maxCoeff());
    return (s - s.transpose()).cwiseAbs().maxCoeff() <= tol;
}

std::vector<std::string> dims(const std::string& prefix, int count) {
    std::vector<std::string> out;
    for (int i = 0; i < count; ++i) out.push_back(prefix + std::to_string(i + 1));
    return out;
}

void write_stage_report(std::ostream& os, const Trace& t, const std::vector<std::string>& axes,
                        const std::string& sentence) {
    const auto& tok = t.tokens;
    os << "  sentence " << quoted(sentence) << " (" << variant_name(t.variant) << ", " << t.heads
       << (t.heads == 1 ? " head" : " heads") << ", dk = " << t.dk << ", scale = " << num(t.scale)
       << (t.causal ? ", causal" : "") << position_words(t) << "):\n";
    os << "  input X" << (adds_to_input(t.position) ? " (embedding + positional encoding)" : "")
       << ":\n"
       << format_matrix(t.input, tok, axes);
    const auto head_cols = dims("k", t.dk);
    for (int h = 0; h < t.heads; ++h) {
        const std::string hp = t.heads > 1 ? "  head " + std::to_string(h + 1) + ": " : "  ";
        const char* turned =
            t.position == PositionEncoding::Rope ? ", each word's pairs turned by RoPE" : "";
        os << hp << "queries Q = X @ W_Q" << turned << ":\n"
           << format_matrix(t.head_q(h), tok, head_cols);
        os << hp << "keys K = X @ W_K" << turned << ":\n"
           << format_matrix(t.head_k(h), tok, head_cols);
        os << hp << "values V = X @ W_V:\n" << format_matrix(t.head_v(h), tok, head_cols);
        os << hp << "score matrix S = Q @ K.T:\n" << format_matrix(t.scores[h], tok, tok);
        os << hp << "symmetric? " << (symmetric(t.scores[h]) ? "True" : "False") << "\n";
        if (t.scale != 1.0f)
            os << hp << "scaled scores S * " << num(t.scale) << ":\n"
               << format_matrix(t.scaled_scores(h), tok, tok);
        if (t.position == PositionEncoding::Alibi) {
            Matrix logits = t.scaled_scores(h) + t.position_bias(h);
            os << hp << "ALiBi: -" << num(t.alibi[std::size_t(h)])
               << " x |i - j| added (far words count less):\n"
               << format_matrix(logits, tok, tok);
        }
        if (t.causal) os << hp << "masked: scores above the diagonal set to -inf (future words)\n";
        os << hp << "attention weights (each row softmaxed):\n"
           << format_matrix(t.weights[h], tok, tok);
        os << hp << "output = weights @ V:\n" << format_matrix(t.head_output(h), tok, head_cols);
    }
    if (t.variant == Variant::MultiHead) {
        os << "  concatenated heads:\n" << format_matrix(t.concat, tok, dims("c", t.d()));
        os << "  output Z = concat @ W_O:\n" << format_matrix(t.output, tok, axes);
    }
}

}  // namespace

namespace detail {

std::string num(float v) {
    char buf[64];
    if (std::fabs(v) < 0.0005f) v = 0.0f;  // never print "-0.000"
    std::snprintf(buf, sizeof buf, "%.3f", static_cast<double>(v));
    return buf;
}

std::string quoted(const std::string& s) { return "\"" + s + "\""; }

std::string position_words(const Trace& t) {
    switch (t.position) {
        case PositionEncoding::None:
            return "";
        case PositionEncoding::Rope: {
            char base[32];
            std::snprintf(base, sizeof base, "%g", t.rope_base);
            return std::string(", rope positions (base ") + base + ")";
        }
        default:
            return std::string(", ") + position_encoding_name(t.position) + " positions";
    }
}

int index_of(const std::vector<std::string>& v, const std::string& s) {
    return static_cast<int>(std::find(v.begin(), v.end(), s) - v.begin());
}

}  // namespace detail

std::string format_matrix(const Matrix& m, const std::vector<std::string>& rows,
                          const std::vector<std::string>& cols, int indent) {
    size_t rw = 7, cw = 8;  // the results log: 7-wide row labels, 8-wide numbers
    for (const auto& r : rows) rw = std::max(rw, display_width(r) + 2);
    for (const auto& c : cols) cw = std::max(cw, display_width(c) + 1);
    std::ostringstream os;
    const std::string ind(static_cast<size_t>(indent), ' ');
    os << ind << std::string(rw, ' ');
    for (const auto& c : cols) os << pad_left(c, cw);
    os << "\n";
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        os << ind << pad_right(i < static_cast<Eigen::Index>(rows.size()) ? rows[i] : "", rw);
        for (Eigen::Index k = 0; k < m.cols(); ++k) os << pad_left(num(m(i, k)), cw);
        os << "\n";
    }
    return os.str();
}

namespace {
// The focus word's output row in each sentence, and the first-axis-versus-
// second-axis lines (the results log's last lines). Nothing when focus is empty.
void write_focus_outputs(std::ostream& os, const std::vector<Trace>& traces,
                         const std::vector<std::string>& sentences,
                         const std::vector<std::string>& axes, const std::string& focus);
}  // namespace

std::string explain(const Lesson& lesson, const std::vector<std::string>& requested) {
    const auto& sentences = requested.empty() ? lesson.sentences : requested;
    if (sentences.empty()) throw std::invalid_argument("the lesson has no sentences to explain");
    const auto& table = lesson.table;
    std::vector<Trace> traces;
    for (size_t i = 0; i < sentences.size(); ++i) {
        if (tokenize(sentences[i]).empty())
            throw std::invalid_argument("sentence " + std::to_string(i + 1) +
                                        " is empty: type at least one word");
        traces.push_back(evaluate(table, sentences[i], lesson.attention,
                                  lesson.what_if.over(Source::HandWired)));
    }
    std::ostringstream os;
    const std::string focus = pick_focus(lesson, traces);
    const auto& axes = table.axes();
    if (!lesson.focus.empty() && focus != lesson.focus)
        os << "  focus: '" << lesson.focus << "' is not in every sentence; "
           << (focus.empty() ? std::string("no word is, so no word is followed")
                             : "following '" + focus + "' instead")
           << "\n";

    if (traces.size() > 1 && !focus.empty()) {
        bool same = true;
        for (const auto& t : traces)
            same = same && t.embedded.row(index_of(t.tokens, focus)) ==
                               traces[0].embedded.row(index_of(traces[0].tokens, focus));
        os << "  input check: '" << focus << "' row identical in "
           << (traces.size() == 2 ? "both" : "all " + std::to_string(traces.size()))
           << " sentences -> " << (same ? "True" : "False") << "\n";
    }

    if (lesson.attention.variant == Variant::Simple &&
        lesson.attention.position == PositionEncoding::None) {
        const Trace& t0 = traces[0];
        os << "  score matrix S = X @ X.T for " << quoted(sentences[0]) << ":\n"
           << format_matrix(t0.scores[0], t0.tokens, t0.tokens);
        os << (symmetric(t0.scores[0]) ? "  symmetric? True (S[i,j] always equals S[j,i] here)\n"
                                       : "  symmetric? False (S[i,j] differs from S[j,i] here)\n");
        for (size_t i = 0; i < traces.size(); ++i) {
            os << "  attention weights " << (i == 0 ? "(each row softmaxed) " : "") << "for "
               << quoted(sentences[i]) << ":\n"
               << format_matrix(traces[i].weights[0], traces[i].tokens, traces[i].tokens);
        }
    } else if (fixed_weights(lesson.attention.variant)) {
        for (size_t i = 0; i < traces.size(); ++i)
            detail::write_rung_stages(os, traces[i], axes, sentences[i]);
    } else {
        for (size_t i = 0; i < traces.size(); ++i)
            write_stage_report(os, traces[i], axes, sentences[i]);
    }
    write_focus_outputs(os, traces, sentences, axes, focus);
    if (fixed_weights(lesson.attention.variant))
        detail::write_rung_verdict(os, traces, sentences, axes, focus);
    return os.str();
}

namespace {

void write_focus_outputs(std::ostream& os, const std::vector<Trace>& traces,
                         const std::vector<std::string>& sentences,
                         const std::vector<std::string>& axes, const std::string& focus) {
    if (focus.empty()) return;
    os << "  " << focus << "'s output vector (";
    for (size_t k = 0; k < axes.size(); ++k) os << (k ? ", " : "") << axes[k];
    os << "):\n";
    for (size_t i = 0; i < traces.size(); ++i) {
        const auto row = traces[i].output.row(index_of(traces[i].tokens, focus));
        os << "    in " << quoted(sentences[i]) << ":";
        for (size_t k = 0; k < axes.size(); ++k)
            os << (k ? "  " : " ") << axes[k] << "=" << num(row(k));
        os << "\n";
    }
    if (axes.size() >= 2) {
        const std::vector<std::string> names = sentence_names(traces);
        for (size_t i = 0; i < traces.size(); ++i) {
            const auto row = traces[i].output.row(index_of(traces[i].tokens, focus));
            os << "  " << axes[0] << " vs " << axes[1] << ", " << names[i] << ": " << num(row(0))
               << " vs " << num(row(1)) << "\n";
        }
    }
}

}  // namespace

}  // namespace attn
