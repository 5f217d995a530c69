// Trainer: learning, determinism, cancel, divergence, snapshots.
#include <gtest/gtest.h>

#include <limits>

#include "attnlab/training/trainer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::bubbe;

TrainOptions quick(int steps) {
    TrainOptions o;
    o.model = ModelConfig{0, 16, 16, 2, 1, 32};
    o.steps = steps;
    o.batch = 8;
    o.warmup = 5;
    o.adamw.lr = 1e-2f;
    o.eval_every = 0;
    o.snapshot_every = 10;
    o.threads = 1;
    return o;
}

struct Recorder : TrainObserver {
    std::vector<float> losses;
    std::vector<int> snapshot_steps;
    std::atomic<bool>* cancel = nullptr;
    int cancel_at = -1;
    TrainResult finished;
    void on_step(const StepReport& r) override {
        losses.push_back(r.train_loss);
        if (r.step == cancel_at && cancel) cancel->store(true);
    }
    void on_snapshot(const AttentionSnapshot& s) override { snapshot_steps.push_back(s.step); }
    void on_finished(const TrainResult& r) override { finished = r; }
};

TEST(Trainer, LossDecreasesOverTheFirst50Steps) {
    Trainer tr(bubbe(16), quick(50));
    Recorder rec;
    const TrainResult r = tr.run(&rec);
    ASSERT_EQ(r.status, TrainStatus::Finished);
    ASSERT_EQ(rec.losses.size(), 50u);
    const float first = (rec.losses[0] + rec.losses[1] + rec.losses[2]) / 3;
    const float last = (rec.losses[47] + rec.losses[48] + rec.losses[49]) / 3;
    EXPECT_GT(first, 3.0f);  // near log V at the start
    EXPECT_LT(last, first - 1.0f) << "first " << first << " last " << last;
    EXPECT_TRUE(std::isfinite(r.val_loss));  // validation runs at the end
}

TEST(Trainer, SameSeedSameLossesOtherSeedOtherLosses) {
    auto losses = [](std::uint64_t seed) {
        TrainOptions o = quick(12);
        o.seed = seed;
        Trainer tr(bubbe(16), o);
        Recorder rec;
        tr.run(&rec);
        return rec.losses;
    };
    const auto a = losses(7), b = losses(7), c = losses(8);
    EXPECT_EQ(a, b);  // bit for bit
    EXPECT_NE(a, c);
}

TEST(Trainer, TwoThreadsGiveTheSameLossesAsOne) {
    auto losses = [](int threads) {
        TrainOptions o = quick(12);
        o.threads = threads;
        Trainer tr(bubbe(16), o);
        Recorder rec;
        tr.run(&rec);
        return std::make_pair(rec.losses, std::vector<float>(tr.model().parameters().begin(),
                                                             tr.model().parameters().end()));
    };
    const auto one = losses(1), two = losses(2);
    EXPECT_EQ(one.first, two.first);
    EXPECT_EQ(one.second, two.second);
}

TEST(Trainer, CancelStopsWithinOneStep) {
    Trainer tr(bubbe(16), quick(100));
    std::atomic<bool> cancel{false};
    Recorder rec;
    rec.cancel = &cancel;
    rec.cancel_at = 3;
    const TrainResult r = tr.run(&rec, &cancel);
    EXPECT_EQ(r.status, TrainStatus::Cancelled);
    EXPECT_EQ(r.steps_done, 3);
    EXPECT_EQ(rec.losses.size(), 3u);
    EXPECT_EQ(rec.finished.status, TrainStatus::Cancelled);
}

TEST(Trainer, NonFiniteUpdateStopsAndKeepsLastGoodWeights) {
    TrainOptions o = quick(5);
    o.adamw.lr = std::numeric_limits<float>::max();  // the first update overflows to ±inf
    o.warmup = 0;
    Trainer tr(bubbe(16), o);
    const std::vector<float> before(tr.model().parameters().begin(), tr.model().parameters().end());
    const TrainResult r = tr.run();
    EXPECT_EQ(r.status, TrainStatus::Diverged);
    EXPECT_EQ(r.bad_step, 1);
    EXPECT_EQ(r.steps_done, 0);
    EXPECT_NE(r.message.find("step 1"), std::string::npos) << r.message;
    const std::vector<float> after(tr.model().parameters().begin(), tr.model().parameters().end());
    EXPECT_EQ(before, after);
}

TEST(Trainer, SnapshotsCoverEveryLayerAndHeadOfTheProbe) {
    TrainOptions o = quick(30);
    o.model.layers = 2;
    Trainer tr(bubbe(16), o);
    Recorder rec;
    tr.run(&rec);
    EXPECT_EQ(rec.snapshot_steps, (std::vector<int>{0, 10, 20, 30}));
    const auto& h = tr.history().snapshots();
    ASSERT_EQ(h.size(), 4u);
    const AttentionSnapshot& s = h.back();
    EXPECT_EQ(s.tokens, (std::vector<std::string>{"the", "bubbe", "made", "matzah", "ball", "soup",
                                                  "again"}));
    ASSERT_EQ(s.weights.size(), 4u);  // L·h
    for (const auto& w : s.weights) {
        ASSERT_EQ(w.rows(), 7);
        for (int i = 0; i < 7; ++i) EXPECT_NEAR(w.row(i).sum(), 1.0f, 1e-5f);
        EXPECT_EQ(w(2, 5), 0.0f);
    }
}

TEST(Trainer, RejectsBadOptions) {
    TrainOptions o = quick(0);
    EXPECT_THROW((Trainer{bubbe(16), o}), std::invalid_argument);
    o = quick(5);
    o.adamw.lr = -1;
    EXPECT_THROW((Trainer{bubbe(16), o}), std::invalid_argument);
    o = quick(5);
    o.model.heads = 3;  // 16 % 3 != 0
    EXPECT_THROW((Trainer{bubbe(16), o}), std::invalid_argument);
}

TEST(SnapshotHistory, ThinsEvenlyAndKeepsFirstAndNewest) {
    SnapshotHistory h(4);
    for (int i = 0; i <= 20; ++i) {
        AttentionSnapshot s;
        s.step = i;
        h.offer(s);
        ASSERT_LE(h.snapshots().size(), 4u);
        EXPECT_EQ(h.snapshots().front().step, 0);
        EXPECT_EQ(h.snapshots().back().step, i);
    }
    std::vector<int> steps;
    for (const auto& s : h.snapshots()) steps.push_back(s.step);
    EXPECT_EQ(steps, (std::vector<int>{0, 8, 16, 20}));
}

TEST(Schedule, WarmupThenCosine) {
    EXPECT_FLOAT_EQ(scheduled_lr(0, 100, 1.0f, 10, true, 0.1f), 0.1f);
    EXPECT_FLOAT_EQ(scheduled_lr(9, 100, 1.0f, 10, true, 0.1f), 1.0f);
    EXPECT_FLOAT_EQ(scheduled_lr(10, 100, 1.0f, 10, true, 0.1f), 1.0f);
    EXPECT_NEAR(scheduled_lr(99, 100, 1.0f, 10, true, 0.1f), 0.1f, 1e-6f);
    EXPECT_FLOAT_EQ(scheduled_lr(50, 100, 1.0f, 0, false, 0.1f), 1.0f);
}

TEST(AdamW, FirstStepMovesEachWeightByLrTimesSign) {
    AdamWSettings s;
    s.weight_decay = 0;
    s.clip = 0;
    AdamW opt(3, s);
    std::vector<float> p{1, 2, 3}, g{0.5f, -2, 0};
    opt.step(p, g, 0.1f);
    EXPECT_NEAR(p[0], 0.9f, 1e-6f);  // m̂/√v̂ = sign(g) on the first step
    EXPECT_NEAR(p[1], 2.1f, 1e-6f);
    EXPECT_FLOAT_EQ(p[2], 3.0f);
    AdamWSettings c;
    c.clip = 1.0f;
    AdamW clipped(2, c);
    std::vector<float> q{0, 0}, h{3, 4};
    EXPECT_FLOAT_EQ(clipped.step(q, h, 0.0f), 5.0f);
    EXPECT_NEAR(h[0], 0.6f, 1e-6f);  // scaled to norm 1
}

}  // namespace
}  // namespace attn
