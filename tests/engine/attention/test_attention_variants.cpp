// Hand-checked small cases for each rung of the ladder, and the invariants that
// tie the rungs together (h = 1 is single-head, scaling, causal masking).
#include <gtest/gtest.h>

#include <cmath>

#include "attention_fixtures.hpp"
namespace attn {
namespace {
Matrix mat(std::initializer_list<std::initializer_list<float>> rows) {
    Matrix m(Eigen::Index(rows.size()), Eigen::Index(rows.begin()->size()));
    int i = 0;
    for (const auto& r : rows) {
        int j = 0;
        for (float v : r) m(i, j++) = v;
        ++i;
    }
    return m;
}
// Simple: X = I₂ → S = I, each word gives itself e/(e+1); Z = W.
TEST(AttentionVariants, SimpleByHand) {
    AttentionConfig c;
    const Trace t = evaluate(mat({{1, 0}, {0, 1}}), c);
    const double self = std::exp(1.0) / (std::exp(1.0) + 1.0);
    EXPECT_FLOAT_EQ(t.scores[0](0, 1), 0.0f);
    EXPECT_NEAR(t.weights[0](0, 0), self, 1e-7);
    EXPECT_NEAR(t.weights[0](1, 0), 1 - self, 1e-7);
    EXPECT_NEAR(t.output(1, 1), self, 1e-7);
}
// Scaled: X = I₂, W_Q = [[2,0],[0,0]], W_K = I, W_V swaps the axes.
// Q = [[2,0],[0,0]], S = Q·Kᵀ = [[2,0],[0,0]], s = 1/√2:
//   row 0 weights (e^√2, 1)/(e^√2 + 1); row 1 (½, ½);  Z = W·V, V = [[0,1],[1,0]].
TEST(AttentionVariants, ScaledByHand) {
    AttentionConfig c = default_config(Variant::Scaled, 2);
    c.wq.values = mat({{2, 0}, {0, 0}});
    c.wv.values = mat({{0, 1}, {1, 0}});
    const Trace t = evaluate(mat({{1, 0}, {0, 1}}), c);
    EXPECT_FLOAT_EQ(t.scale, float(1 / std::sqrt(2.0)));
    EXPECT_EQ(t.scores[0], mat({{2, 0}, {0, 0}}));
    const double w00 = std::exp(std::sqrt(2.0)) / (std::exp(std::sqrt(2.0)) + 1);
    EXPECT_NEAR(t.weights[0](0, 0), w00, 1e-7);
    EXPECT_NEAR(t.weights[0](1, 0), 0.5, 1e-7);
    EXPECT_NEAR(t.output(0, 0), 1 - w00, 1e-7);  // row 0 of W·V = (w01, w00)
    EXPECT_NEAR(t.output(0, 1), w00, 1e-7);
    EXPECT_FLOAT_EQ(t.scores[0](0, 1), t.masked_scores(0)(0, 1) / t.scale);
}
// Multi-head, d = 2, h = 2, dk = 1, s = 1: head 0 sees axis 0, head 1 axis 1.
// X = [[1,0],[0,1]], W_Q = W_K = W_V = I: head 0 scores [[1,0],[0,0]], head 1 [[0,0],[0,1]].
// W_O swaps the two halves of the concatenation.
TEST(AttentionVariants, MultiHeadByHand) {
    AttentionConfig c = default_config(Variant::MultiHead, 2, 2);
    c.scale = false;
    c.wo.values = mat({{0, 1}, {1, 0}});
    const Trace t = evaluate(mat({{1, 0}, {0, 1}}), c);
    ASSERT_EQ(t.dk, 1);
    EXPECT_EQ(t.scores[0], mat({{1, 0}, {0, 0}}));
    EXPECT_EQ(t.scores[1], mat({{0, 0}, {0, 1}}));
    const double e = std::exp(1.0) / (std::exp(1.0) + 1);
    EXPECT_NEAR(t.weights[0](0, 0), e, 1e-7);
    EXPECT_NEAR(t.weights[1](0, 0), 0.5, 1e-7);
    // concat row 0 = (head0: Σ w·V₀ = e·1, head1: ½·0 + ½·1); output swaps them.
    EXPECT_NEAR(t.concat(0, 0), e, 1e-7);
    EXPECT_NEAR(t.concat(0, 1), 0.5, 1e-7);
    EXPECT_NEAR(t.output(0, 0), 0.5, 1e-7);
    EXPECT_NEAR(t.output(0, 1), e, 1e-7);
    EXPECT_EQ(t.head_output(1), t.concat.col(1));
}
TEST(AttentionVariants, OneHeadWithIdentityOutputIsSingleHead) {
    AttentionConfig multi = test::random_multihead(6, 1, 3);
    multi.wo.values = Matrix::Identity(6, 6);
    AttentionConfig single = multi;
    single.variant = Variant::Scaled;
    single.wo = {};
    const Matrix X = test::random_matrix(5, 6, 4);
    const Trace a = evaluate(X, multi), b = evaluate(X, single);
    EXPECT_EQ(a.scores[0], b.scores[0]);
    EXPECT_EQ(a.weights[0], b.weights[0]);
    EXPECT_LT((a.output - b.output).cwiseAbs().maxCoeff(), 1e-7f);
}
// dk = 4, so s = ½ exactly: scaling on must give bit-for-bit the weights of
// scaling off with W_Q halved (halving a float is exact).
TEST(AttentionVariants, ScalingDividesScoresBySqrtDkExactly) {
    AttentionConfig on = test::random_multihead(8, 2, 21);
    AttentionConfig off = on;
    off.scale = false;
    off.wq.values *= 0.5f;
    const Matrix X = test::random_matrix(6, 8, 22);
    const Trace a = evaluate(X, on), b = evaluate(X, off);
    EXPECT_EQ(a.scale, 0.5f);
    EXPECT_EQ(b.scale, 1.0f);
    for (int h = 0; h < 2; ++h) {
        EXPECT_EQ(a.scaled_scores(h), b.scores[h]);
        EXPECT_EQ(a.scores[h], Matrix(b.scores[h] * 2.0f));  // raw scores are stored unscaled
        EXPECT_EQ(a.weights[h], b.weights[h]);
    }
}
TEST(AttentionVariants, CausalMaskZeroesTheFutureExactly) {
    AttentionConfig c = test::random_multihead(8, 2, 31);
    c.causal = true;
    const int n = 7;
    const Trace t = evaluate(test::random_matrix(n, 8, 32), c);
    for (int h = 0; h < 2; ++h) {
        const Matrix& w = t.weights[h];
        EXPECT_EQ(w(0, 0), 1.0f);  // the first word sees only itself
        for (int i = 0; i < n; ++i) {
            EXPECT_NEAR(w.row(i).sum(), 1.0f, 1e-6f);
            for (int j = i + 1; j < n; ++j) {
                EXPECT_EQ(w(i, j), 0.0f) << "head " << h << " row " << i << " col " << j;
                EXPECT_EQ(t.masked_scores(h)(i, j), -INFINITY);
            }
            for (int j = 0; j <= i; ++j) EXPECT_GT(w(i, j), 0.0f);
        }
    }
    // The last word sees everything: its row is the unmasked row.
    c.causal = false;
    const Trace full = evaluate(test::random_matrix(n, 8, 32), c);
    EXPECT_LT((full.weights[1].row(n - 1) - t.weights[1].row(n - 1)).cwiseAbs().maxCoeff(), 1e-7f);
}
TEST(AttentionVariants, TraceRecordsEveryStageAndSwitch) {
    AttentionConfig c = test::random_multihead(8, 4, 41);
    c.causal = true;
    c.position = PositionEncoding::Sinusoidal;
    const Matrix X = test::random_matrix(3, 8, 42);
    const Trace t = evaluate(X, c);
    EXPECT_EQ(t.variant, Variant::MultiHead);
    EXPECT_EQ(t.heads, 4);
    EXPECT_EQ(t.dk, 2);
    EXPECT_TRUE(t.causal);
    EXPECT_EQ(t.position, PositionEncoding::Sinusoidal);
    EXPECT_EQ(t.embedded, X);
    EXPECT_LT((t.input - (X + positional_encoding(3, 8))).cwiseAbs().maxCoeff(), 1e-7f);
    EXPECT_LT((t.q - t.input * c.wq.values).cwiseAbs().maxCoeff(), 1e-6f);
    EXPECT_LT((t.output - t.concat * c.wo.values).cwiseAbs().maxCoeff(), 1e-6f);
    EXPECT_LT((t.scores[3] - t.head_q(3) * t.head_k(3).transpose()).cwiseAbs().maxCoeff(), 1e-6f);
    EXPECT_LT((t.head_output(2) - t.weights[2] * t.head_v(2)).cwiseAbs().maxCoeff(), 1e-6f);
}
// Reusing a Trace for a smaller sentence leaves nothing of the larger one behind.
TEST(AttentionVariants, EvaluateIntoReusesATraceOfAnotherShape) {
    const AttentionConfig c = test::random_multihead(8, 2, 51);
    Trace t;
    evaluate_into(test::random_matrix(9, 8, 52), c, t);
    const Matrix X = test::random_matrix(4, 8, 53);
    evaluate_into(X, c, t);
    const Trace fresh = evaluate(X, c);
    EXPECT_EQ(t.n(), 4);
    EXPECT_EQ(t.weights[1], fresh.weights[1]);
    EXPECT_EQ(t.output, fresh.output);
}
}  // namespace
}  // namespace attn
