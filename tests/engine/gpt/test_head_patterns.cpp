// Head patterns (attnlab/gpt/head_patterns.hpp): hand-built causal weights
// for each pattern, ambiguous heads, each threshold's boundary, the rows left
// out, tiny sentences, non-causal input refused, and a real pass read from its
// triangles agreeing with its full maps and with plain loops.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <stdexcept>
#include <string>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/head_patterns.hpp"

namespace attn {
namespace {

// n × n causal weights: row i from row_of(i) (i + 1 values, summing to 1).
Matrix causal(int n, const std::function<std::vector<float>(int)>& row_of) {
    Matrix m = Matrix::Zero(n, n);
    for (int i = 0; i < n; ++i) {
        const std::vector<float> r = row_of(i);
        for (int k = 0; k <= i; ++k) m(i, k) = r[std::size_t(k)];
    }
    return m;
}

std::vector<float> uniform_row(int i) {
    return std::vector<float>(std::size_t(i) + 1, 1.0f / float(i + 1));
}

// Row i: weight a on key `key`, the rest spread evenly over the other keys.
std::vector<float> peaked(int i, int key, float a) {
    std::vector<float> r(std::size_t(i) + 1, i == 0 ? 0.0f : (1.0f - a) / float(i));
    if (i == 0) return {1.0f};
    r[std::size_t(key)] = a;
    return r;
}

// The scores in plain loops, from the rule in the header.
HeadPatternScores by_hand(const Matrix& w) {
    HeadPatternScores s;
    const int n = int(w.rows());
    for (int i = 2; i < n; ++i) {
        s.previous += w(i, i - 1);
        s.first += w(i, 0);
        s.self += w(i, i);
        double tv = 0;
        for (int k = 0; k <= i; ++k) tv += std::abs(double(w(i, k)) - 1.0 / (i + 1));
        s.distance += tv / 2;
        ++s.rows;
    }
    if (s.rows > 0) {
        s.previous /= s.rows;
        s.first /= s.rows;
        s.self /= s.rows;
        s.distance /= s.rows;
    }
    return s;
}

void expect_scores(const HeadPatternScores& got, const HeadPatternScores& want, double tol = 1e-6) {
    EXPECT_EQ(got.rows, want.rows);
    EXPECT_NEAR(got.previous, want.previous, tol);
    EXPECT_NEAR(got.first, want.first, tol);
    EXPECT_NEAR(got.self, want.self, tol);
    EXPECT_NEAR(got.distance, want.distance, tol);
}

TEST(HeadPatterns, EachPatternIsNamedWithItsMeanWeightAsStrength) {
    const int n = 7;
    const Matrix prev = causal(n, [](int i) { return peaked(i, std::max(0, i - 1), 0.8f); });
    const Matrix first = causal(n, [](int i) { return peaked(i, 0, 0.9f); });
    const Matrix self = causal(n, [](int i) { return peaked(i, i, 0.7f); });
    const Matrix uni = causal(n, uniform_row);
    const HeadPatternResult p = head_pattern(prev), f = head_pattern(first), s = head_pattern(self),
                            u = head_pattern(uni);
    EXPECT_EQ(p.pattern, HeadPattern::PreviousToken);
    EXPECT_NEAR(p.strength, 0.8, 1e-6);
    EXPECT_EQ(f.pattern, HeadPattern::FirstToken);
    EXPECT_NEAR(f.strength, 0.9, 1e-6);
    EXPECT_EQ(s.pattern, HeadPattern::Self);
    EXPECT_NEAR(s.strength, 0.7, 1e-6);
    EXPECT_EQ(u.pattern, HeadPattern::Uniform);
    EXPECT_NEAR(u.strength, 1.0, 1e-6);
    for (const Matrix* m : {&prev, &first, &self, &uni})
        expect_scores(head_pattern(*m).scores, by_hand(*m));
    // The other means of the previous-token head: (1 − 0.8)/i on key 0 and on key i, averaged over
    // rows 2 … 6.
    double spread = 0;
    for (int i = 2; i < n; ++i) spread += 0.2 / i;
    EXPECT_NEAR(p.scores.first, spread / 5, 1e-6);
    EXPECT_NEAR(p.scores.self, spread / 5, 1e-6);
    EXPECT_EQ(head_pattern_name(p.pattern), "previous token");
    EXPECT_EQ(head_pattern_name(f.pattern), "first token");
    EXPECT_EQ(head_pattern_name(s.pattern), "self");
    EXPECT_EQ(head_pattern_name(u.pattern), "uniform");
    EXPECT_EQ(head_pattern_name(HeadPattern::None), "none");
}

TEST(HeadPatterns, AmbiguousHeadsAreNone) {
    const int n = 6;
    // Half on the previous token, half on the first: a tie at 0.5.
    const Matrix tie = causal(n, [](int i) {
        std::vector<float> r(std::size_t(i) + 1, 0.0f);
        if (i < 2) return uniform_row(i);
        r[0] = 0.5f;
        r[std::size_t(i) - 1] = 0.5f;
        return r;
    });
    const HeadPatternResult t = head_pattern(tie);
    EXPECT_EQ(t.pattern, HeadPattern::None);
    EXPECT_EQ(t.strength, 0.0);
    EXPECT_EQ(t.scores.previous, 0.5);
    EXPECT_EQ(t.scores.first, 0.5);
    // Weight on the second token everywhere: no key pattern's key, far from uniform.
    const Matrix second = causal(n, [](int i) { return peaked(i, std::min(i, 1), 1.0f); });
    const HeadPatternResult s = head_pattern(second);
    EXPECT_EQ(s.pattern, HeadPattern::None);
    expect_scores(s.scores, by_hand(second));
    EXPECT_GT(s.scores.distance, kUniformMaxDistance);
    // Previous-token in some rows, self in the others: each mean below 0.5.
    const Matrix mixed =
        causal(n, [](int i) { return peaked(i, i % 2 ? i : std::max(0, i - 1), 1.0f); });
    const HeadPatternResult m = head_pattern(mixed);
    EXPECT_EQ(m.pattern, HeadPattern::None);
    EXPECT_EQ(m.scores.previous, 0.5);  // rows 2, 4 of 2 … 5
    EXPECT_EQ(m.scores.self, 0.5);      // rows 3, 5
}

TEST(HeadPatterns, KeyThresholdIsInclusiveAtOneHalf) {
    const int n = 5;
    // Row i: 0.5 on i − 1, the other 0.5 spread over the remaining i keys.
    const Matrix at = causal(n, [](int i) { return peaked(i, std::max(0, i - 1), 0.5f); });
    const HeadPatternResult a = head_pattern(at);
    EXPECT_EQ(a.scores.previous, 0.5);
    EXPECT_EQ(a.pattern, HeadPattern::PreviousToken);
    EXPECT_EQ(a.strength, 0.5);
    const Matrix below = causal(n, [](int i) { return peaked(i, std::max(0, i - 1), 0.49f); });
    EXPECT_EQ(head_pattern(below).pattern, HeadPattern::None);
    // The rule on scores: ≥ 0.5 and strictly the largest.
    HeadPatternScores s;
    s.rows = 3;
    s.self = 0.5;
    s.first = 0.3;
    s.distance = 0.6;
    EXPECT_EQ(name_head_pattern(s).pattern, HeadPattern::Self);
    s.self = std::nextafter(0.5, 0.0);
    EXPECT_EQ(name_head_pattern(s).pattern, HeadPattern::None);
}

TEST(HeadPatterns, UniformThresholdIsInclusiveAtOneTenthOfDistance) {
    HeadPatternScores s;
    s.rows = 4;
    s.previous = s.first = s.self = 0.25;
    s.distance = kUniformMaxDistance;
    HeadPatternResult r = name_head_pattern(s);
    EXPECT_EQ(r.pattern, HeadPattern::Uniform);
    EXPECT_DOUBLE_EQ(r.strength, 1 - kUniformMaxDistance);
    s.distance = std::nextafter(kUniformMaxDistance, 1.0);
    EXPECT_EQ(name_head_pattern(s).pattern, HeadPattern::None);
    // On weights: a uniform row blended with a one-hot on key 0 by a; its
    // distance is a · (1 − 1/(i + 1)). Mean over rows 2 … 5 of that, just
    // under and just over 0.1.
    const int n = 6;
    double per_a = 0;
    for (int i = 2; i < n; ++i) per_a += 1.0 - 1.0 / (i + 1);
    per_a /= n - 2;
    const double a_edge = kUniformMaxDistance / per_a;
    for (const double a : {a_edge * 0.98, a_edge * 1.02}) {
        const Matrix m = causal(n, [a](int i) {
            std::vector<float> row = uniform_row(i);
            for (auto& v : row) v *= float(1 - a);
            row[0] += float(a);
            return row;
        });
        const HeadPatternResult h = head_pattern(m);
        expect_scores(h.scores, by_hand(m));
        EXPECT_NEAR(h.scores.distance, a * per_a, 1e-6);
        EXPECT_EQ(h.pattern, a < a_edge ? HeadPattern::Uniform : HeadPattern::None) << a;
        if (a < a_edge) {
            EXPECT_NEAR(h.strength, 1 - a * per_a, 1e-6);
        }
    }
}

TEST(HeadPatterns, RowsZeroAndOneAreLeftOut) {
    // Rows 0 and 1 put everything on key 0 (first token, and row 1's previous
    // token); rows 2 … on the row itself.
    const Matrix m = causal(5, [](int i) { return peaked(i, i < 2 ? 0 : i, 1.0f); });
    const HeadPatternResult r = head_pattern(m);
    EXPECT_EQ(r.scores.rows, 3);
    EXPECT_EQ(r.pattern, HeadPattern::Self);
    EXPECT_EQ(r.strength, 1.0);
    EXPECT_EQ(r.scores.first, 0.0);
    EXPECT_EQ(r.scores.previous, 0.0);
}

TEST(HeadPatterns, SentencesOfOneOrTwoTokensSayNothingAndThreeUseOneRow) {
    for (int n : {0, 1, 2}) {
        const HeadPatternResult r =
            head_pattern(causal(n, [](int i) { return peaked(i, std::max(0, i - 1), 1.0f); }));
        EXPECT_EQ(r.pattern, HeadPattern::None) << n;
        EXPECT_EQ(r.strength, 0.0);
        EXPECT_EQ(r.scores.rows, 0);
    }
    const HeadPatternResult three =
        head_pattern(causal(3, [](int i) { return peaked(i, std::max(0, i - 1), 0.6f); }));
    EXPECT_EQ(three.scores.rows, 1);
    EXPECT_EQ(three.pattern, HeadPattern::PreviousToken);
    EXPECT_NEAR(three.strength, 0.6, 1e-7);
}

TEST(HeadPatterns, OnlyCausalSquareFiniteWeightsAreRead) {
    Matrix full = Matrix::Constant(4, 4, 0.25f);  // every word sees every word
    try {
        head_pattern(full);
        FAIL() << "a non-causal matrix was read";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()),
                  "head patterns read causal weights: row 0 puts 0.25 on key 1, after it");
    }
    Matrix tiny = causal(4, uniform_row);
    tiny(1, 3) = 1e-7f;  // below the tolerance: read
    EXPECT_EQ(head_pattern(tiny).pattern, HeadPattern::Uniform);
    EXPECT_THROW(head_pattern(Matrix::Zero(3, 4)), std::invalid_argument);
    Matrix nan = causal(4, uniform_row);
    nan(2, 1) = std::nanf("");
    EXPECT_THROW(head_pattern(nan), std::invalid_argument);
}

// A pass built by hand: head (l, j) holds `maps[l * h + j]` as its triangle.
GptPass pass_of(const std::vector<Matrix>& maps, int layers, int heads) {
    GptPass p;
    p.config.layers = layers;
    p.config.heads = heads;
    const int n = int(maps.front().rows());
    p.ids.assign(std::size_t(n), 0);
    for (const Matrix& m : maps)
        for (int i = 0; i < n; ++i)
            for (int k = 0; k <= i; ++k) p.attention.push_back(m(i, k));
    return p;
}

TEST(HeadPatterns, APassIsReadFromItsTrianglesHeadByHead) {
    const int n = 6;
    const std::vector<Matrix> maps = {
        causal(n, [](int i) { return peaked(i, std::max(0, i - 1), 0.8f); }),
        causal(n, [](int i) { return peaked(i, 0, 0.9f); }),
        causal(n, [](int i) { return peaked(i, i, 0.7f); }),
        causal(n, uniform_row),
        causal(n, [](int i) { return peaked(i, std::min(i, 1), 1.0f); }),
        causal(n, [](int i) { return peaked(i, 0, 0.55f); })};
    const GptPass pass = pass_of(maps, 2, 3);
    const std::vector<HeadPatternResult> all = head_patterns(pass);
    ASSERT_EQ(all.size(), 6u);
    const HeadPattern want[] = {HeadPattern::PreviousToken, HeadPattern::FirstToken,
                                HeadPattern::Self,          HeadPattern::Uniform,
                                HeadPattern::None,          HeadPattern::FirstToken};
    for (std::size_t i = 0; i < all.size(); ++i) {
        EXPECT_EQ(all[i].pattern, want[i]) << i;
        const HeadPatternResult from_matrix = head_pattern(maps[i]);
        // The same weights; only the vector sums' split may differ with the address.
        EXPECT_NEAR(all[i].strength, from_matrix.strength, 1e-9) << i;
        expect_scores(all[i].scores, from_matrix.scores, 1e-9);
    }
    EXPECT_THROW(head_pattern(pass, 2, 0), std::invalid_argument);
    EXPECT_THROW(head_pattern(pass, 0, 3), std::invalid_argument);
    EXPECT_THROW(head_pattern(pass, -1, 0), std::invalid_argument);
}

TEST(HeadPatterns, ARealPassAgreesWithItsFullMapsAndPlainLoops) {
    const OpenedModel m =
        open_model(std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt");
    GptRunner runner(m.model);
    std::vector<int> ids;
    for (int i = 0; i < 12; ++i) ids.push_back((i * 7 + 3) % m.model.config.vocab);
    const GptPass pass = runner.run(ids);
    const std::vector<HeadPatternResult> all = head_patterns(pass);
    ASSERT_EQ(all.size(), std::size_t(m.model.config.layers * m.model.config.heads));
    for (int l = 0; l < m.model.config.layers; ++l)
        for (int j = 0; j < m.model.config.heads; ++j) {
            const HeadPatternResult& r = all[std::size_t(l * m.model.config.heads + j)];
            const Matrix full = pass.attention_matrix(l, j);
            const HeadPatternResult f = head_pattern(full);
            EXPECT_EQ(r.pattern, f.pattern);
            EXPECT_NEAR(r.strength, f.strength, 1e-9);
            expect_scores(r.scores, by_hand(full), 1e-5);
            EXPECT_EQ(r.pattern, name_head_pattern(by_hand(full)).pattern) << l << "," << j;
        }
}

}  // namespace
}  // namespace attn
