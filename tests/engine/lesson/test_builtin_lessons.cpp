// The built-in lessons: Module 2's hand-wired queries and keys, the Bubbe
// lesson's seeded random projections (regenerated here from the seed), and a
// lossless JSON round trip of every file in resources/lessons.
//
// To rewrite resources/lessons/bubbe.attnlab.json after changing the
// generator: ATTNLAB_WRITE_BUBBE=1 build/tests/engine_tests --gtest_filter='*Bubbe*'
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <random>

#include "attnlab/attention/evaluate.hpp"
#include "test_helpers.hpp"
namespace attn {
namespace {
TEST(Module2Lesson, BankLooksAtRiverAndScoresAreAsymmetric) {
    const Lesson l = test::builtin("module2");
    ASSERT_EQ(l.attention.variant, Variant::Scaled);
    for (const Projection* p : {&l.attention.wq, &l.attention.wk, &l.attention.wv})
        EXPECT_FALSE(p->note.empty());
    const Trace t = evaluate(l.table, "the river bank", l.attention);
    const int the = 0, river = 1, bank = 2;
    // By hand: Q_bank = 0.9·(2, 2, 0, 0), K_river = (0.9, 0, 0, 0), K_bank = (0.3, 0.3, 0, 0),
    // Q_river = 0.3·(2, 2, 0, 0); s = 1/√4.
    EXPECT_NEAR(t.scores[0](bank, river), 1.62, 1e-6);
    EXPECT_NEAR(t.scores[0](bank, bank), 1.08, 1e-6);
    EXPECT_NEAR(t.scores[0](river, bank), 0.36, 1e-6);
    EXPECT_NE(t.scores[0](river, bank), t.scores[0](bank, river));
    const double z = 1 + std::exp(0.81) + std::exp(0.54);
    EXPECT_NEAR(t.weights[0](bank, river), std::exp(0.81) / z, 1e-6);
    EXPECT_NEAR(t.weights[0](bank, the), 1 / z, 1e-6);
    Eigen::Index best = -1;
    t.weights[0].row(bank).maxCoeff(&best);
    EXPECT_EQ(best, river) << "bank's largest weight should go to river, not to itself";
    // The same query finds money in the other sentence.
    const Trace m = evaluate(l.table, "the money bank", l.attention);
    m.weights[0].row(bank).maxCoeff(&best);
    EXPECT_EQ(best, 1);
}
// The Bubbe lesson's projections: 4 matrices 16 × 16, entries uniform in
// ±√(3/d) (variance 1/d) from std::mt19937(seed) raw 32-bit draws, rounded to
// three decimals so the file stays readable. Raw engine output is portable,
// unlike std::uniform_real_distribution.
Matrix bubbe_projection(std::mt19937& rng, int d) {
    const double a = std::sqrt(3.0 / d);
    Matrix m(d, d);
    for (Eigen::Index i = 0; i < m.size(); ++i) {
        const double u = double(rng()) / 4294967296.0;  // [0, 1)
        m.data()[i] = float(std::round((2 * u - 1) * a * 1000) / 1000);
    }
    return m;
}
TEST(BubbeLesson, ProjectionsAreTheSeededStatic) {
    Lesson l = test::builtin("bubbe");
    const int d = l.table.axis_count();
    ASSERT_EQ(d, 16);
    ASSERT_EQ(l.attention.variant, Variant::MultiHead);
    ASSERT_EQ(l.attention.heads, 4);
    std::mt19937 rng(20261129);
    Lesson expected = l;
    expected.attention.wq.values = bubbe_projection(rng, d);
    expected.attention.wk.values = bubbe_projection(rng, d);
    expected.attention.wv.values = bubbe_projection(rng, d);
    expected.attention.wo.values = bubbe_projection(rng, d);
    if (std::getenv("ATTNLAB_WRITE_BUBBE")) write_lesson_file(expected, test::lesson_path("bubbe"));
    EXPECT_EQ(l.attention, expected.attention);
    const Trace t = evaluate(l.table, l.sentences.at(0), l.attention);
    EXPECT_EQ(t.tokens.size(), 7u);
    EXPECT_EQ(t.tokens[3], "matzah");
    for (int h = 0; h < 4; ++h)
        for (int i = 0; i < 7; ++i) EXPECT_NEAR(t.weights[h].row(i).sum(), 1.0f, 1e-6f);
}
TEST(BuiltinLessons, EveryFileRoundTripsLosslessly) {
    int count = 0;
    for (const auto& f : std::filesystem::directory_iterator(std::string(ATTNLAB_SOURCE_DIR) +
                                                             "/resources/lessons")) {
        if (f.path().string().find(".attnlab.json") == std::string::npos) continue;
        SCOPED_TRACE(f.path().string());
        ++count;
        const Lesson first = read_lesson_file(f.path().string());
        const std::string text = lesson_to_json(first);
        const Lesson second = lesson_from_json(text);
        EXPECT_EQ(second, first);
        EXPECT_EQ(lesson_to_json(second), text);
        for (const auto& s : first.sentences)
            EXPECT_NO_THROW(evaluate(first.table, s, first.attention)) << s;
    }
    EXPECT_GE(count, 3);
}
}  // namespace
}  // namespace attn
