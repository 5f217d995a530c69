// Multi-head attention against two independent references: numbers printed by
// PyTorch's nn.MultiheadAttention (bias=False), and a double-precision
// plain-loop evaluation of the textbook formula (attention_fixtures.hpp).
#include <gtest/gtest.h>

#include <numeric>

#include "attention_fixtures.hpp"
namespace attn {
namespace {
using test::max_abs_diff;
// torch 2.x: mha = nn.MultiheadAttention(4, 2, bias=False, batch_first=True),
// in_proj_weight = kInProj (rows 0-3 W_q, 4-7 W_k, 8-11 W_v, each applied as
// x·Wᵀ), out_proj.weight = kOutProj; z, w = mha(X, X, X, need_weights=True,
// average_attn_weights=False), printed with 8 decimals.
const float kX[3][4] = {
    {1.0f, 0.5f, -0.5f, 0.0f}, {0.0f, 1.0f, 0.5f, -1.0f}, {0.5f, -0.5f, 1.0f, 1.0f}};
const float kInProj[12][4] = {
    {0.5f, -0.25f, 0.0f, 0.75f}, {0.25f, 0.5f, -0.5f, 0.0f},  {-0.75f, 0.0f, 0.25f, 0.5f},
    {0.0f, 0.5f, 0.75f, -0.25f}, {0.25f, 0.0f, 0.5f, -0.5f},  {0.75f, -0.25f, 0.0f, 0.25f},
    {0.0f, 0.5f, -0.75f, 0.5f},  {-0.5f, 0.25f, 0.25f, 0.0f}, {1.0f, 0.0f, -0.5f, 0.25f},
    {0.0f, 0.75f, 0.25f, -0.5f}, {-0.25f, 0.5f, 0.0f, 1.0f},  {0.5f, -0.5f, 0.75f, 0.0f}};
const float kOutProj[4][4] = {{0.5f, 0.0f, -0.25f, 0.75f},
                              {0.25f, 1.0f, 0.0f, -0.5f},
                              {0.0f, -0.75f, 0.5f, 0.25f},
                              {-0.5f, 0.25f, 0.75f, 0.0f}};
const double kTorchZ[3][4] = {{0.53114849, 0.05744474, 0.01928239, -0.11389544},
                              {0.51599532, 0.09684284, -0.03399042, -0.24685892},
                              {0.20780493, 0.59650171, -0.47285169, 0.19548652}};
const double kTorchW[2][3][3] = {{{0.36018118, 0.24198109, 0.39783767},
                                  {0.41353908, 0.19944693, 0.38701397},
                                  {0.19877553, 0.59346724, 0.20775725}},
                                 {{0.21464710, 0.36884403, 0.41650891},
                                  {0.18413268, 0.48148733, 0.33437997},
                                  {0.37197810, 0.33306894, 0.29495287}}};
// Our W (d × d, heads in column blocks) is PyTorch's weight block transposed.
Matrix torch_block(int first_row) {
    Matrix w(4, 4);
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j)
            w(j, i) = first_row < 12 ? kInProj[first_row + i][j] : kOutProj[i][j];
    return w;
}
TEST(AttentionReference, MatchesPytorchMultiheadAttentionWithoutBias) {
    Matrix X(3, 4);
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 4; ++j) X(i, j) = kX[i][j];
    AttentionConfig c;
    c.variant = Variant::MultiHead;
    c.heads = 2;
    c.scale = true;
    c.wq.values = torch_block(0);
    c.wk.values = torch_block(4);
    c.wv.values = torch_block(8);
    c.wo.values = torch_block(12);
    const Trace t = evaluate(X, c);
    ASSERT_EQ(t.weights.size(), 2u);
    for (int i = 0; i < 3; ++i) {
        for (int j = 0; j < 4; ++j)
            EXPECT_NEAR(t.output(i, j), kTorchZ[i][j], 2e-7) << i << "," << j;
        for (int h = 0; h < 2; ++h)
            for (int j = 0; j < 3; ++j) EXPECT_NEAR(t.weights[h](i, j), kTorchW[h][i][j], 2e-7);
    }
    // And the plain-loop reference agrees with both.
    const test::Reference r = test::reference(X, c);
    EXPECT_LT(max_abs_diff(t.output, r.output), 1e-6);
}
struct Case {
    Variant variant;
    int n, d, h;
    bool scale, causal;
};
class AgainstReference : public ::testing::TestWithParam<Case> {};
TEST_P(AgainstReference, EveryHeadAndTheOutputMatch) {
    const Case k = GetParam();
    AttentionConfig c = test::random_multihead(k.d, k.h, 7);
    c.variant = k.variant;
    c.scale = k.scale;
    c.causal = k.causal;
    if (k.variant == Variant::Scaled) c.wo.values.resize(0, 0);
    const Matrix X = test::random_matrix(k.n, k.d, 99);
    const Trace t = evaluate(X, c);
    const test::Reference r = test::reference(X, c);
    ASSERT_EQ(int(t.weights.size()), k.h);
    for (int h = 0; h < k.h; ++h)
        EXPECT_LT(max_abs_diff(t.weights[h], r.weights[h]), 2e-6) << "head " << h;
    EXPECT_LT(max_abs_diff(t.output, r.output), 1e-5);
}
INSTANTIATE_TEST_SUITE_P(Variants, AgainstReference,
                         ::testing::Values(Case{Variant::Scaled, 5, 6, 1, true, false},
                                           Case{Variant::Scaled, 5, 6, 1, false, true},
                                           Case{Variant::MultiHead, 7, 16, 4, true, false},
                                           Case{Variant::MultiHead, 7, 16, 4, true, true},
                                           Case{Variant::MultiHead, 9, 12, 3, false, false},
                                           Case{Variant::MultiHead, 70, 32, 2, true, true},
                                           // above 4 MFLOP: the multi-threaded task path
                                           Case{Variant::MultiHead, 120, 48, 2, true, true},
                                           Case{Variant::MultiHead, 120, 48, 6, true, false},
                                           Case{Variant::Scaled, 200, 32, 1, true, false},
                                           // n >= 512: blocks streamed from per-thread scratch
                                           Case{Variant::MultiHead, 600, 16, 2, true, true}));
// Rows of X in a new order: every output row moves with its word (positions
// off), and no longer does when the positional encoding is added.
TEST(AttentionReference, PermutationEquivariantOnlyWithoutPositions) {
    const int n = 6, d = 8;
    AttentionConfig c = test::random_multihead(d, 2, 11);
    const Matrix X = test::random_matrix(n, d, 5);
    const std::vector<int> perm = {3, 0, 5, 1, 4, 2};
    Matrix PX(n, d);
    for (int i = 0; i < n; ++i) PX.row(i) = X.row(perm[i]);
    auto moved_apart = [&](const Trace& a, const Trace& b) {
        double worst = 0;
        for (int i = 0; i < n; ++i)
            worst = std::max(
                worst, double((b.output.row(i) - a.output.row(perm[i])).cwiseAbs().maxCoeff()));
        return worst;
    };
    EXPECT_LT(moved_apart(evaluate(X, c), evaluate(PX, c)), 1e-5);
    c.position = PositionEncoding::Sinusoidal;
    EXPECT_GT(moved_apart(evaluate(X, c), evaluate(PX, c)), 1e-2);
}
}  // namespace
}  // namespace attn
namespace attn {
namespace {
// The threaded path splits work by rows and heads only, never along a sum, so
// repeated calls give the same bits.
TEST(AttentionReference, ThreadedPathIsDeterministic) {
    const AttentionConfig c = test::random_multihead(64, 4, 61);
    const Matrix X = test::random_matrix(300, 64, 62);
    const Trace first = evaluate(X, c);
    Trace again;
    for (int i = 0; i < 3; ++i) {
        evaluate_into(X, c, again);
        EXPECT_EQ(again.output, first.output);
        EXPECT_EQ(again.weights[3], first.weights[3]);
    }
}
}  // namespace
}  // namespace attn
