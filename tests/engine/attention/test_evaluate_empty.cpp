// Found by the sentence fuzz target (tests/fuzz/sentence_fuzz_entry.cpp): a
// sentence with no tokens, evaluated with several heads, formed column blocks
// of 0 × d matrices in the overflow check (a null pointer plus an offset,
// reported by UBSan under the asan preset).
#include <gtest/gtest.h>

#include "attnlab/attention/evaluate.hpp"

using namespace attn;

TEST(EvaluateEmpty, NoTokensWithSeveralHeadsGivesAnEmptyTrace) {
    for (Variant v : {Variant::Simple, Variant::Scaled, Variant::MultiHead}) {
        AttentionConfig cfg = default_config(v, 4, v == Variant::MultiHead ? 4 : 1);
        cfg.position = PositionEncoding::Sinusoidal;
        const Trace t = evaluate(Matrix(0, 4), cfg);
        EXPECT_EQ(t.n(), 0);
        EXPECT_EQ(static_cast<int>(t.weights.size()), cfg.heads);
        for (const Matrix& w : t.weights) EXPECT_EQ(w.size(), 0);
        EXPECT_EQ(t.output.rows(), 0);
    }
    // Through the table: a sentence of separators only.
    const EmbeddingTable table({"a", "b", "c", "d"}, {"x"}, Matrix::Ones(1, 4));
    const Trace t = evaluate(table, " \t\x01 ", default_config(Variant::MultiHead, 4, 2));
    EXPECT_EQ(t.n(), 0);
    EXPECT_TRUE(t.tokens.empty());
}
