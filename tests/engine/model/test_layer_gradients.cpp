// Finite-difference checks (double) of every backward function in layers.hpp.
#include <gtest/gtest.h>

#include "grad_check.hpp"

namespace attn {
namespace {

using test::dot;
using test::expect_gradient;
using test::MatD;
using test::random_mat;
using test::random_row;
using test::RowD;

TEST(LayerGradients, Embedding) {
    std::mt19937_64 g(1);
    const int t = 3;
    const std::vector<int> ids{2, 0, 2, 4, 1, 2};  // B = 2 sequences of 3
    MatD tok = random_mat(5, 4, g), pos = random_mat(3, 4, g), x;
    const MatD G = random_mat(6, 4, g);
    auto f = [&] {
        embedding_forward<double>(ids, t, tok, pos, x);
        return dot(G, x);
    };
    MatD dtok = MatD::Zero(5, 4), dpos = MatD::Zero(3, 4);
    embedding_backward<double>(ids, t, G, dtok, dpos);
    expect_gradient(tok.data(), tok.size(), dtok.data(), f, "dtok");
    expect_gradient(pos.data(), pos.size(), dpos.data(), f, "dpos");
    EXPECT_DOUBLE_EQ(dtok.row(3).squaredNorm(), 0.0);  // id 3 unused: no gradient
}

TEST(LayerGradients, LayerNorm) {
    std::mt19937_64 g(2);
    MatD x = random_mat(5, 6, g, 2.0), y, xhat;
    RowD w = random_row(6, g), b = random_row(6, g), rstd;
    const MatD G = random_mat(5, 6, g);
    auto f = [&] {
        layernorm_forward<double>(x, w, b, y, xhat, rstd);
        return dot(G, y);
    };
    f();
    EXPECT_LT(xhat.rowwise().mean().cwiseAbs().maxCoeff(), 1e-12);  // normalised rows: mean 0
    MatD dx = MatD::Constant(5, 6, 0.5);                            // backward ADDS into dx
    RowD dw = RowD::Zero(6), db = RowD::Zero(6);
    layernorm_backward_add<double>(G, xhat, rstd, w, dx, dw, db);
    dx.array() -= 0.5;
    expect_gradient(x.data(), x.size(), dx.data(), f, "dx");
    expect_gradient(w.data(), w.size(), dw.data(), f, "dw");
    expect_gradient(b.data(), b.size(), db.data(), f, "db");
}

TEST(LayerGradients, Linear) {
    std::mt19937_64 g(3);
    MatD x = random_mat(4, 5, g), W = random_mat(3, 5, g), y;
    RowD b = random_row(3, g);
    const MatD G = random_mat(4, 3, g);
    auto f = [&] {
        linear_forward<double>(x, W, b, y);
        return dot(G, y);
    };
    MatD dx, dW = MatD::Zero(3, 5);
    RowD db = RowD::Zero(3);
    linear_backward<double>(G, x, W, &dx, dW, db);
    expect_gradient(x.data(), x.size(), dx.data(), f, "dx");
    expect_gradient(W.data(), W.size(), dW.data(), f, "dW");
    expect_gradient(b.data(), b.size(), db.data(), f, "db");
}

TEST(LayerGradients, GeluIsExactErfGelu) {
    std::mt19937_64 g(4);
    MatD x = random_mat(3, 7, g, 2.0), y;
    gelu_forward<double>(x, y);
    for (Eigen::Index i = 0; i < x.size(); ++i)
        EXPECT_NEAR(y.data()[i], 0.5 * x.data()[i] * (1 + std::erf(x.data()[i] / std::sqrt(2.0))),
                    1e-15);
    const MatD G = random_mat(3, 7, g);
    auto f = [&] {
        gelu_forward<double>(x, y);
        return dot(G, y);
    };
    MatD dx;
    gelu_backward<double>(G, x, dx);
    expect_gradient(x.data(), x.size(), dx.data(), f, "dx");
}

TEST(LayerGradients, CausalAttention) {
    std::mt19937_64 g(5);
    const int t = 4, heads = 2, d = 6, B = 2;
    MatD qkv = random_mat(B * t, 3 * d, g), probs, ctx;
    const MatD G = random_mat(B * t, d, g);
    auto f = [&] {
        attention_forward<double>(qkv, t, heads, probs, ctx);
        return dot(G, ctx);
    };
    f();
    ASSERT_EQ(probs.rows(), B * heads * t);
    for (int blk = 0; blk < B * heads; ++blk)
        for (int i = 0; i < t; ++i) {
            EXPECT_NEAR(probs.row(blk * t + i).sum(), 1.0, 1e-12);
            for (int j = i + 1; j < t; ++j)
                EXPECT_EQ(probs(blk * t + i, j), 0.0) << "future token weighted";
        }
    MatD dqkv;
    attention_backward<double>(G, qkv, probs, t, heads, dqkv);
    expect_gradient(qkv.data(), qkv.size(), dqkv.data(), f, "dqkv");
}

TEST(LayerGradients, CrossEntropy) {
    std::mt19937_64 g(6);
    MatD logits = random_mat(5, 4, g, 3.0), probs;
    const std::vector<int> targets{0, 3, 3, 1, 2};
    auto f = [&] { return cross_entropy_forward<double>(logits, targets, probs); };
    const double loss = f();
    double manual = 0;
    for (int r = 0; r < 5; ++r)
        manual -= std::log(std::exp(logits(r, targets[r])) / logits.row(r).array().exp().sum());
    EXPECT_NEAR(loss, manual / 5, 1e-12);
    MatD dlogits;
    cross_entropy_backward<double>(probs, targets, dlogits);
    expect_gradient(logits.data(), logits.size(), dlogits.data(), f, "dlogits");
}

}  // namespace
}  // namespace attn
