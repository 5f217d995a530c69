// The report of the two fixed rungs, Module 1's failed attempts: their stages
// and, in plain words with the lesson's numbers, why each one fails.
#include <algorithm>
#include <sstream>

#include "attnlab/lesson/explain.hpp"
#include "lesson/explain_detail.hpp"

namespace attn::detail {
namespace {

// 'a', 'b' and 'c'; past six words, the first five and how many there are.
std::string word_list(const std::vector<std::string>& words) {
    std::string out;
    const size_t shown = words.size() <= 6 ? words.size() : 5;
    for (size_t i = 0; i < shown; ++i)
        out += std::string(i == 0                  ? ""
                           : i + 1 == words.size() ? " and "
                                                   : ", ") +
               "'" + words[i] + "'";
    if (shown < words.size()) out += ", … (" + std::to_string(words.size()) + " words)";
    return out;
}

// "water=0.400  money=0.100 …" for one row of d values.
std::string named_row(const Matrix& m, Eigen::Index row, const std::vector<std::string>& axes) {
    std::string out;
    for (Eigen::Index k = 0; k < m.cols(); ++k)
        out += (k ? "  " : "") +
               (k < static_cast<Eigen::Index>(axes.size()) ? axes[size_t(k)]
                                                           : "x" + std::to_string(k + 1)) +
               "=" + num(m(row, k));
    return out;
}

// Largest difference between any two rows of m, per column (0 for < 2 rows).
float row_spread(const Matrix& m) {
    if (m.rows() < 2) return 0.0f;
    return (m.colwise().maxCoeff() - m.colwise().minCoeff()).maxCoeff();
}

std::string share(int n) {
    return "1/" + std::to_string(n) + " = " + num(1.0f / static_cast<float>(n));
}

void no_mixing_verdict(std::ostream& os, const std::vector<Trace>& traces,
                       const std::vector<std::string>& sentences, const std::string& focus) {
    float change = 0.0f;  // output − input: exactly 0, each word keeps its own row
    for (const Trace& t : traces)
        change = std::max(change, (t.output - t.input).cwiseAbs().maxCoeff());
    os << "  why no mixing fails: each word's output is its own input row (largest change "
       << num(change) << "), so nothing of the other words reaches it.\n";
    if (traces.size() < 2 || focus.empty()) {
        os << "    A word computed alone means the same in every sentence it will ever appear "
              "in.\n";
        return;
    }
    Matrix rows(static_cast<Eigen::Index>(traces.size()), traces[0].d());
    for (size_t i = 0; i < traces.size(); ++i)
        rows.row(Eigen::Index(i)) = traces[i].output.row(index_of(traces[i].tokens, focus));
    const float spread = row_spread(rows);
    os << "    '" << focus << "' comes out " << (spread == 0.0f ? "the same" : "almost the same")
       << " in "
       << (traces.size() == 2 ? "both sentences"
                              : "all " + std::to_string(traces.size()) + " sentences")
       << ": its outputs differ by at most " << num(spread);
    if (spread != 0.0f && adds_to_input(traces[0].position))
        os << ", and only through its position (positions on), never its neighbours";
    os << ".\n    Computed alone, '" << focus << "' cannot tell " << quoted(sentences[0])
       << " from " << quoted(sentences[1]) << ".\n";
}

void equal_average_verdict(std::ostream& os, const Trace& t, const std::string& sentence,
                           const std::vector<std::string>& axes) {
    const int n = t.n();
    const Eigen::Index last = n - 1;
    os << "  why an equal average fails in " << quoted(sentence) << (t.causal ? " (causal)" : "")
       << ":\n";
    if (!t.causal) {
        os << "    every word becomes the same blend, " << named_row(t.output, 0, axes) << ",\n"
           << "    so " << word_list(t.tokens)
           << " can no longer be told apart (their outputs differ by at most "
           << num(row_spread(t.output)) << "),\n"
           << "    and every word gets the same share, " << share(n) << ", whatever it means.\n";
        return;
    }
    os << "    each word gives the same share to every word it sees, whatever it means: '"
       << t.tokens[size_t(last)] << "' gives " << share(n) << " to each of " << word_list(t.tokens)
       << ".\n"
       << "    The outputs differ (by at most " << num(row_spread(t.output))
       << ") only in how far each word reads; the last word becomes the plain average, "
       << named_row(t.output, last, axes) << ".\n";
}

}  // namespace

void write_rung_stages(std::ostream& os, const Trace& t, const std::vector<std::string>& axes,
                       const std::string& sentence) {
    const auto& tok = t.tokens;
    const bool none = t.variant == Variant::NoMixing;
    os << "  sentence " << quoted(sentence) << " (" << variant_name(t.variant)
       << (t.causal ? ", causal" : "") << position_words(t) << "):\n";
    os << "  input X" << (adds_to_input(t.position) ? " (embedding + positional encoding)" : "")
       << ":\n"
       << format_matrix(t.input, tok, axes);
    os << "  scores: none computed, this step compares no words (every score is 0)\n";
    if (none)
        os << "  attention weights (fixed: each word keeps only itself, the identity):\n";
    else if (t.causal)
        os << "  attention weights (fixed: word i gives 1/i to each of the words 1..i it sees):\n";
    else
        os << "  attention weights (fixed: every weight 1/" << t.n() << "):\n";
    os << format_matrix(t.weights[0], tok, tok);
    os << "  output = weights @ X" << (none ? " (each word's own row)" : "") << ":\n"
       << format_matrix(t.output, tok, axes);
}

void write_rung_verdict(std::ostream& os, const std::vector<Trace>& traces,
                        const std::vector<std::string>& sentences,
                        const std::vector<std::string>& axes, const std::string& focus) {
    if (traces.empty()) return;
    if (traces[0].variant == Variant::NoMixing) {
        no_mixing_verdict(os, traces, sentences, focus);
        return;
    }
    for (size_t i = 0; i < traces.size(); ++i)
        equal_average_verdict(os, traces[i], sentences[i], axes);
    if (traces.size() < 2 || focus.empty()) return;
    float spread = 0.0f;  // what the average repairs: the focus word now depends on the sentence
    const auto& f0 = traces[0].output.row(index_of(traces[0].tokens, focus));
    for (const Trace& t : traces)
        spread =
            std::max(spread, (t.output.row(index_of(t.tokens, focus)) - f0).cwiseAbs().maxCoeff());
    os << "  what it does repair: '" << focus << "' now differs between the sentences (by up to "
       << num(spread) << "): the blend carries the sentence's words.\n";
}

}  // namespace attn::detail
