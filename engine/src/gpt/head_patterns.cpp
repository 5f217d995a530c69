#include "attnlab/gpt/head_patterns.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "attnlab/support/parallel.hpp"
#include "support/task_pool.hpp"

namespace attn {
namespace {

constexpr std::size_t kParallelTriangle =
    1 << 15;  // weights per head (n ≈ 256) past which heads run on the pool

// The scores of a head whose row i (its i + 1 causal weights, contiguous)
// `row(i)` points at; n rows.
template <typename RowOf>
HeadPatternScores measure(int n, RowOf row) {
    HeadPatternScores s;
    s.rows = std::max(0, n - kPatternFirstRow);
    if (s.rows == 0) return s;
    double previous = 0, first = 0, self = 0, distance = 0;
    for (int i = kPatternFirstRow; i < n; ++i) {
        const float* w = row(i);
        previous += w[i - 1];
        first += w[0];
        self += w[i];
        const Eigen::Map<const Eigen::ArrayXf> r(w, i + 1);
        // Total variation: half the L1 distance to the row 1/(i+1) everywhere.
        distance += 0.5 * double((r - 1.0f / float(i + 1)).abs().sum());
    }
    s.previous = previous / s.rows;
    s.first = first / s.rows;
    s.self = self / s.rows;
    s.distance = distance / s.rows;
    return s;
}

std::string number(double v) {
    std::string t = std::to_string(v);
    while (t.size() > 1 && t.back() == '0') t.pop_back();
    if (!t.empty() && t.back() == '.') t.pop_back();
    return t;
}

}  // namespace

std::string_view head_pattern_name(HeadPattern p) {
    switch (p) {
        case HeadPattern::PreviousToken:
            return "previous token";
        case HeadPattern::FirstToken:
            return "first token";
        case HeadPattern::Self:
            return "self";
        case HeadPattern::Uniform:
            return "uniform";
        case HeadPattern::None:
            break;
    }
    return "none";
}

HeadPatternResult name_head_pattern(const HeadPatternScores& s) {
    HeadPatternResult r;
    r.scores = s;
    if (s.rows == 0) return r;
    const struct {
        HeadPattern pattern;
        double mean, other1, other2;
    } keys[] = {{HeadPattern::PreviousToken, s.previous, s.first, s.self},
                {HeadPattern::FirstToken, s.first, s.previous, s.self},
                {HeadPattern::Self, s.self, s.previous, s.first}};
    for (const auto& k : keys)
        if (k.mean >= kKeyPatternThreshold && k.mean > k.other1 && k.mean > k.other2) {
            r.pattern = k.pattern;
            r.strength = k.mean;
            return r;
        }
    if (s.distance <= kUniformMaxDistance) {
        r.pattern = HeadPattern::Uniform;
        r.strength = 1.0 - s.distance;
    }
    return r;
}

HeadPatternResult head_pattern(const Matrix& weights) {
    const auto n = weights.rows();
    if (weights.cols() != n)
        throw std::invalid_argument(
            "head patterns read a square n × n weights matrix; this one is " + std::to_string(n) +
            " × " + std::to_string(weights.cols()));
    if (!all_finite(weights))
        throw std::invalid_argument(
            "head patterns: the weights matrix holds a NaN or infinite entry");
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index k = i + 1; k < n; ++k)
            if (std::abs(weights(i, k)) > 1e-6f)
                throw std::invalid_argument("head patterns read causal weights: row " +
                                            std::to_string(i) + " puts " + number(weights(i, k)) +
                                            " on key " + std::to_string(k) + ", after it");
    // Row-major: row i's first i + 1 entries are contiguous.
    return name_head_pattern(
        measure(int(n), [&](int i) { return weights.data() + Eigen::Index(i) * n; }));
}

HeadPatternResult head_pattern(const GptPass& pass, int layer, int head) {
    if (layer < 0 || layer >= pass.config.layers || head < 0 || head >= pass.config.heads)
        throw std::invalid_argument(
            "head patterns: the pass has no layer " + std::to_string(layer) + ", head " +
            std::to_string(head) + " (it has " + std::to_string(pass.config.layers) + " layers × " +
            std::to_string(pass.config.heads) + " heads, counted from 0)");
    if (pass.attention.size() <
        std::size_t(pass.config.layers) * pass.config.heads * pass.tri_size())
        throw std::invalid_argument(
            "head patterns: the pass holds fewer weights than its layers × heads × n(n+1)/2");
    const float* base = pass.attention.data() + pass.tri_offset(layer, head);
    // Row i of the triangle starts after rows 0 … i − 1: i(i+1)/2 weights.
    return name_head_pattern(
        measure(pass.n(), [&](int i) { return base + std::size_t(i) * (i + 1) / 2; }));
}

std::vector<HeadPatternResult> head_patterns(const GptPass& pass) {
    const int h = pass.config.heads, count = pass.config.layers * h;
    std::vector<HeadPatternResult> out(std::size_t(std::max(0, count)));
    if (count > 0) head_pattern(pass, 0, 0);  // a short pass throws here, before any task runs
    // Heads are independent: one task each on the pool once a head is worth a task.
    const int threads = pass.tri_size() >= kParallelTriangle ? thread_budget() : 1;
    detail::parallel_for(count, threads,
                         [&](int i) { out[std::size_t(i)] = head_pattern(pass, i / h, i % h); });
    return out;
}

}  // namespace attn
