// A batch runs as shards of whole sequences (model.cpp): the result must not
// depend on how many threads run the shards, and a batch's gradient must be the
// row-weighted mean of its sequences' gradients.
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "attnlab/model/model.hpp"
#include "attnlab/support/parallel.hpp"

namespace attn {
namespace {

const ModelConfig kCfg{11, 6, 8, 2, 2, 16};  // V, T, d, h, L, F

struct Pass {
    float loss;
    std::vector<float> grad;
    Mat<float> logits;
};

Pass run(Model& m, const std::vector<int>& ids, const std::vector<int>& targets, int t) {
    m.forward(ids, t);
    Pass p;
    p.loss = m.loss(targets);
    m.backward();
    p.grad.assign(m.gradient().begin(), m.gradient().end());
    p.logits = m.logits();
    return p;
}

std::vector<int> random_ids(std::size_t n, int seed) {
    std::mt19937 gen(seed);
    std::uniform_int_distribution<int> pick(0, kCfg.vocab - 1);
    std::vector<int> v(n);
    for (auto& x : v) x = pick(gen);
    return v;
}

TEST(ModelShards, ThreadCountDoesNotChangeOneBit) {
    const int t = 6, B = 5;  // an odd batch: shards of unequal size
    const auto ids = random_ids(std::size_t(B) * t, 1), targets = random_ids(ids.size(), 2);
    Model m(kCfg);
    m.init(4);
    const int before = attn::thread_budget();
    attn::set_thread_budget(1);
    const Pass one = run(m, ids, targets, t);
    attn::set_thread_budget(2);
    const Pass two = run(m, ids, targets, t);
    attn::set_thread_budget(before);
    EXPECT_EQ(one.loss, two.loss);
    EXPECT_EQ(one.grad, two.grad);
    EXPECT_TRUE(one.logits == two.logits);
    EXPECT_EQ(one.logits.rows(), B * t);
}

TEST(ModelShards, BatchGradientIsTheMeanOfItsSequences) {
    const int t = 4, B = 3;
    const auto ids = random_ids(std::size_t(B) * t, 5), targets = random_ids(ids.size(), 6);
    ModelT<double> m(kCfg);
    m.init(9);
    m.forward(ids, t);
    const double batch_loss = m.loss(targets);
    m.backward();
    const std::vector<double> batch(m.gradient().begin(), m.gradient().end());
    const auto batch_logits = m.logits();
    const auto P = m.attention(1, 1, 2);  // sequence 2 lives in the last shard
    const Mat<double> batch_p = P;

    std::vector<double> mean(batch.size(), 0.0);
    double mean_loss = 0;
    for (int b = 0; b < B; ++b) {
        const std::vector<int> one(ids.begin() + b * t, ids.begin() + (b + 1) * t);
        const std::vector<int> tgt(targets.begin() + b * t, targets.begin() + (b + 1) * t);
        m.forward(one, t);
        mean_loss += m.loss(tgt) / B;
        ASSERT_LT((m.logits() - batch_logits.middleRows(b * t, t)).cwiseAbs().maxCoeff(), 1e-12)
            << b;
        if (b == 2) {
            const Mat<double> p = m.attention(1, 1, 0);
            EXPECT_LT((p - batch_p).cwiseAbs().maxCoeff(), 1e-12);
        }
        m.backward();
        for (std::size_t i = 0; i < mean.size(); ++i) mean[i] += m.gradient()[i] / B;
    }
    EXPECT_NEAR(batch_loss, mean_loss, 1e-12);
    for (std::size_t i = 0; i < mean.size(); ++i) ASSERT_NEAR(batch[i], mean[i], 1e-12) << i;
}

}  // namespace
}  // namespace attn
