// Extreme but legal inputs: every evaluation gives finite numbers whose weight
// rows sum to 1, or throws std::invalid_argument with a message — never NaN,
// never a crash. (The same inputs through the CLI: tests/app/test_cli_extreme.cpp.)
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/explain.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

void expect_sane(const Trace& t, int n, int d) {
    ASSERT_EQ(t.n(), n);
    ASSERT_EQ(t.d(), d);
    EXPECT_TRUE(t.output.allFinite());
    EXPECT_TRUE(t.concat.allFinite());
    for (int h = 0; h < t.heads; ++h) {
        EXPECT_TRUE(t.scores[h].allFinite());
        ASSERT_TRUE(t.weights[h].allFinite());
        EXPECT_GE(t.weights[h].minCoeff(), 0.0f);
        EXPECT_LT((t.weights[h].rowwise().sum().array() - 1.0f).abs().maxCoeff(), 1e-4f)
            << "head " << h;
    }
}

std::vector<AttentionConfig> every_variant(int d) {
    AttentionConfig causal_positions = default_config(Variant::MultiHead, d, 2);
    causal_positions.causal = true;
    causal_positions.position = PositionEncoding::Sinusoidal;
    return {default_config(Variant::Simple, d), default_config(Variant::Scaled, d),
            default_config(Variant::MultiHead, d, 2), causal_positions};
}

// A table of `d` axes named a1…ad, words w0…w(V-1) with values from `fill`.
template <typename Fill>
EmbeddingTable table_of(int words, int d, Fill fill) {
    std::vector<std::string> axes, names;
    for (int k = 0; k < d; ++k) axes.push_back("a" + std::to_string(k + 1));
    for (int i = 0; i < words; ++i) names.push_back("w" + std::to_string(i));
    Matrix m(words, d);
    for (int i = 0; i < words; ++i)
        for (int k = 0; k < d; ++k) m(i, k) = fill(i, k);
    return EmbeddingTable(axes, names, m);
}

TEST(ExtremeInputs, ThousandWordSentence) {
    Lesson l = test::builtin("module1");
    l.table.add_word(",", Vector::Zero(4));
    std::string sentence;
    for (int i = 0; i < 1000; ++i) sentence += l.table.words()[i % 4] + (i % 7 == 6 ? ", " : " ");
    const auto tokens = tokenize(sentence);
    ASSERT_EQ(std::count(tokens.begin(), tokens.end(), ","), 142);
    const int n = static_cast<int>(tokens.size());  // 1000 words + 142 commas
    for (const auto& cfg : every_variant(4)) expect_sane(evaluate(l.table, sentence, cfg), n, 4);
}

TEST(ExtremeInputs, SixtyFourAxesEightHeads) {
    std::mt19937 rng(7);
    std::normal_distribution<float> g(0.0f, 1.0f);
    const EmbeddingTable t = table_of(50, 64, [&](int, int) { return g(rng); });
    AttentionConfig mh = default_config(Variant::MultiHead, 64, 8);
    for (float& w : mh.wq.values.reshaped()) w = g(rng);
    const std::string s = "w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15";
    expect_sane(evaluate(t, s, mh), 16, 64);
    for (const auto& cfg : every_variant(64)) expect_sane(evaluate(t, s, cfg), 16, 64);
    Lesson l;
    l.table = t;
    l.attention = mh;
    l.sentences = {s};
    EXPECT_EQ(lesson_from_json(lesson_to_json(l)), l);
}

TEST(ExtremeInputs, ValuesOfPlusMinusAMillion) {
    // Scores reach 64·1e12: the stable softmax turns them into (near) one-hot rows.
    const EmbeddingTable t = table_of(
        4, 64, [](int i, int k) { return ((i + k) % 2 ? 1e6f : -1e6f) * (i == 3 ? 0.5f : 1.0f); });
    for (const auto& cfg : every_variant(64))
        expect_sane(evaluate(t, "w0 w1 w2 w3 w0", cfg), 5, 64);
    const Trace s = evaluate(t, "w0 w1", default_config(Variant::Simple, 64));
    EXPECT_FLOAT_EQ(s.weights[0](0, 0), 1.0f);  // w0·w0 = 64e12 beats w0·w1 = -64e12
    EXPECT_FLOAT_EQ(s.output(0, 0), -1e6f);
}

TEST(ExtremeInputs, ValuesOfOneEMinus30GiveUniformWeights) {
    // Every score underflows to 0 in float: each word attends equally (1/n).
    const EmbeddingTable t = table_of(3, 4, [](int i, int k) { return 1e-30f * float(i + k + 1); });
    for (const auto& cfg : every_variant(4)) {
        const Trace tr = evaluate(t, "w0 w1 w2", cfg);
        expect_sane(tr, 3, 4);
        if (!cfg.causal) EXPECT_FLOAT_EQ(tr.weights[0](1, 2), 1.0f / 3.0f);
    }
}

TEST(ExtremeInputs, OverflowingValuesGiveAMessageNotNaN) {
    // Finite in the file, but X·Xᵀ exceeds float range.
    const EmbeddingTable t = table_of(2, 4, [](int i, int) { return i ? 1e20f : 1.0f; });
    try {
        evaluate(t, "w0 w1", default_config(Variant::Simple, 4));
        FAIL() << "no error";
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("the scores of head 1 (Q·Kᵀ) overflow 32-bit floats"),
                  std::string::npos)
            << e.what();
    }
    AttentionConfig big = default_config(Variant::Scaled, 4);
    big.wq.values *= 3e38f;  // Q = X·W_Q overflows for w1
    EXPECT_THROW(evaluate(t, "w0 w1", big), std::invalid_argument);
    const EmbeddingTable huge = table_of(1, 1, [](int, int) { return 3e38f; });
    AttentionConfig wv = default_config(Variant::Scaled, 1);
    wv.wq.values(0, 0) = 0.0f;
    wv.wv.values(0, 0) = 10.0f;  // V overflows although the scores are 0
    EXPECT_THROW(evaluate(huge, "w0", wv), std::invalid_argument);
}

TEST(ExtremeInputs, UnicodeAndPunctuationWords) {
    const EmbeddingTable t({"a", "b"}, {"café", "日本", "naïve", "!", "?", ",", "'"},
                           Matrix::Random(7, 2));
    EXPECT_EQ(tokenize("Café 日本, naïve?!"),
              (std::vector<std::string>{"café", "日本", ",", "naïve", "?", "!"}));
    expect_sane(evaluate(t, "Café 日本, naïve?!", default_config(Variant::Simple, 2)), 6, 2);
    expect_sane(evaluate(t, "?!,", default_config(Variant::Simple, 2)), 3, 2);  // punctuation only
    // Only ASCII letters are lower-cased: "CAFÉ" is "cafÉ", reported by name.
    try {
        evaluate(t, "CAFÉ", default_config(Variant::Simple, 2));
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("unknown word 'cafÉ'"), std::string::npos) << e.what();
    }
}

TEST(ExtremeInputs, ReportColumnsLineUpForUnicodeWords) {
    // Padding counts terminal columns, not bytes: "café" takes 4, "日本" takes 4.
    const std::string text =
        format_matrix(Matrix::Identity(2, 2), {"café", "日本"}, {"café", "日本"});
    EXPECT_EQ(text,
              "               café    日本\n"
              "    café      1.000   0.000\n"
              "    日本      0.000   1.000\n");
}

TEST(ExtremeInputs, RepeatedWordsAttendUniformly) {
    const Lesson l = test::builtin("module1");
    const Trace t = evaluate(l.table, "bank bank bank bank", l.attention);
    expect_sane(t, 4, 4);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) EXPECT_FLOAT_EQ(t.weights[0](i, j), 0.25f);
    EXPECT_TRUE(t.output.row(2).isApprox(l.table.row("bank")));
}

TEST(ExtremeInputs, NoSentencesNoVocabularyNoAxes) {
    Lesson l = test::builtin("module1");
    l.sentences.clear();
    EXPECT_EQ(lesson_from_json(lesson_to_json(l)), l);
    try {
        explain(l);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "the lesson has no sentences to explain");
    }

    Lesson empty =
        lesson_from_json(R"({"format":"attnlab-lesson","version":1,"axes":["a"],"embeddings":[],
        "sentences":["hello"]})");
    try {
        explain(empty);
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(),
                     "unknown word 'hello'; the vocabulary is empty: add words to the table first");
    }

    Lesson no_axes = lesson_from_json(R"({"format":"attnlab-lesson","version":1,"axes":[],
        "embeddings":[{"word":"x","vector":[]}],"sentences":["x"]})");
    EXPECT_THROW(explain(no_axes), std::invalid_argument);
}

TEST(ExtremeInputs, TooManyTokensOrScoreCellsAreRefused) {
    const EmbeddingTable t = table_of(1, 8, [](int, int) { return 0.5f; });
    std::string s;
    for (int i = 0; i <= kMaxTokens; ++i) s += "w0 ";
    EXPECT_THROW(evaluate(t, s, default_config(Variant::Simple, 8)), std::invalid_argument);
    // 4096 tokens are allowed with one head, but 8 heads would need 8·4096² cells.
    try {
        evaluate(Matrix::Zero(kMaxTokens, 8), default_config(Variant::MultiHead, 8, 8));
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(std::string(e.what()).find("4096 tokens with 8 heads need 134217728 score cells"),
                  std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace attn
