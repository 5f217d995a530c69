#include "attnlab/model/next_word.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <stdexcept>

#include "attnlab/attention/softmax.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "support/splitmix.hpp"

namespace attn {
namespace {

void check_vocabulary(const Model& m, const Vocabulary& v) {
    if (v.size() != m.config().vocab)
        throw std::invalid_argument("vocabulary: has " + std::to_string(v.size()) +
                                    " words, the model expects " +
                                    std::to_string(m.config().vocab));
}

// Row i of the model's logits (n × V, row-major) as next-token probabilities. A row the
// model could not compute (NaN, after an update that diverged) reads as NaN
// probabilities, as the loss does, rather than failing the probe that shows it.
std::vector<double> row_probabilities(const Mat<float>& logits, Eigen::Index i,
                                      double temperature) {
    const std::span<const float> row(logits.row(i).data(), std::size_t(logits.cols()));
    if (!logits.row(i).allFinite())
        return std::vector<double>(row.size(), std::numeric_limits<double>::quiet_NaN());
    return probabilities(row, temperature);
}

std::uint64_t splitmix(std::uint64_t& s) { return detail::splitmix64(s); }

}  // namespace

std::vector<std::vector<WordChance>> likeliest_words(const Matrix& logits, const Vocabulary& v,
                                                     int top_k) {
    if (top_k < 1)
        throw std::invalid_argument("top_k: expected at least 1, got " + std::to_string(top_k));
    if (logits.cols() != v.size())
        throw std::invalid_argument("logits: have " + std::to_string(logits.cols()) +
                                    " columns, the vocabulary " + std::to_string(v.size()) +
                                    " words");
    const int k = std::min(top_k, int(logits.cols()));
    std::vector<int> order(std::size_t(logits.cols()));
    std::vector<std::vector<WordChance>> out;
    for (Eigen::Index i = 0; i < logits.rows(); ++i) {
        const std::vector<double> p = row_probabilities(logits, i, 1.0);
        std::iota(order.begin(), order.end(), 0);
        std::partial_sort(order.begin(), order.begin() + k, order.end(), [&](int a, int b) {
            return p[std::size_t(a)] != p[std::size_t(b)] ? p[std::size_t(a)] > p[std::size_t(b)]
                                                          : a < b;
        });
        auto& row = out.emplace_back();
        for (int j = 0; j < k; ++j)
            row.push_back({order[std::size_t(j)], v.word(order[std::size_t(j)]),
                           float(p[std::size_t(order[std::size_t(j)])])});
    }
    return out;
}

ProbeReading read_probe(Model& m, const Vocabulary& v, const std::string& text, int top_k) {
    check_vocabulary(m, v);
    if (top_k < 1)
        throw std::invalid_argument("top_k: expected at least 1, got " + std::to_string(top_k));
    const ModelConfig& c = m.config();
    ProbeReading r;
    r.attention.layers = c.layers;
    r.attention.heads = c.heads;
    r.attention.train_loss = std::numeric_limits<float>::quiet_NaN();
    r.attention.tokens = tokenize(text);
    if (r.attention.tokens.size() > std::size_t(c.context))
        r.attention.tokens.resize(std::size_t(c.context));
    if (r.attention.tokens.empty()) return r;
    for (const auto& t : r.attention.tokens) r.ids.push_back(v.id(t));
    const int n = int(r.ids.size());
    const auto& logits = m.forward(r.ids, n);  // n × V
    for (int l = 0; l < c.layers; ++l)
        for (int h = 0; h < c.heads; ++h) r.attention.weights.emplace_back(m.attention(l, h, 0));
    r.next = likeliest_words(logits, v, top_k);
    return r;
}

std::vector<std::string> sample_continuation(Model& m, const Vocabulary& v,
                                             const std::string& prompt, int words,
                                             float temperature, std::uint64_t seed) {
    check_vocabulary(m, v);
    if (words < 0) throw std::invalid_argument("words: expected ≥ 0, got " + std::to_string(words));
    if (!(temperature > 0) || !std::isfinite(temperature))
        throw std::invalid_argument("temperature: expected a positive number, got " +
                                    std::to_string(temperature));
    std::vector<int> ids = v.encode(prompt);
    if (ids.empty()) throw std::invalid_argument("prompt: has no words to continue");
    const int T = m.config().context;
    std::vector<std::string> out;
    std::uint64_t state = seed;
    for (int w = 0; w < words; ++w) {
        const int n = std::min<int>(T, int(ids.size()));
        const auto& logits = m.forward(std::span<const int>(ids).last(std::size_t(n)), n);
        const std::vector<double> p = row_probabilities(logits, n - 1, double(temperature));
        const double u = double(splitmix(state) >> 11) * 0x1.0p-53;  // [0, 1)
        double acc = 0;
        int pick = int(p.size()) - 1;
        for (std::size_t j = 0; j < p.size(); ++j)
            if ((acc += p[j]) > u) {
                pick = int(j);
                break;
            }
        ids.push_back(pick);
        out.push_back(v.word(pick));
    }
    return out;
}

}  // namespace attn
