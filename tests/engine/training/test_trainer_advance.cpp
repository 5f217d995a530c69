// Trainer::advance: a run split into pieces (the window's Pause / Step) gives
// the same losses and weights, bit for bit, as one run().
#include <gtest/gtest.h>

#include <limits>

#include "attnlab/training/trainer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::bubbe;

TrainOptions tiny(int steps) {
    TrainOptions o;
    o.model = ModelConfig{0, 8, 8, 2, 1, 16};
    o.steps = steps;
    o.batch = 4;
    o.eval_every = 4;
    o.snapshot_every = 3;
    o.threads = 1;
    return o;
}

struct Log : TrainObserver {
    std::vector<float> losses, val;
    std::vector<int> snapshots;
    void on_step(const StepReport& r) override {
        losses.push_back(r.train_loss);
        if (std::isfinite(r.val_loss)) val.push_back(r.val_loss);
    }
    void on_snapshot(const AttentionSnapshot& s) override { snapshots.push_back(s.step); }
};

std::vector<float> weights(const Trainer& t) {
    return {t.model().parameters().begin(), t.model().parameters().end()};
}

TEST(TrainerAdvance, PiecesEqualOneRunBitForBit) {
    Trainer whole(bubbe(8), tiny(10));
    Log a;
    ASSERT_EQ(whole.run(&a).status, TrainStatus::Finished);

    Trainer pieces(bubbe(8), tiny(10));
    Log b;
    const TrainResult r1 = pieces.advance(4, &b);
    EXPECT_EQ(r1.status, TrainStatus::Paused);
    EXPECT_EQ(r1.steps_done, 4);
    EXPECT_EQ(pieces.steps_done(), 4);
    const TrainResult r2 = pieces.advance(1, &b);
    EXPECT_EQ(r2.status, TrainStatus::Paused);
    EXPECT_EQ(r2.steps_done, 5);
    EXPECT_EQ(r2.train_loss, b.losses.back());
    EXPECT_EQ(r2.val_loss, b.val.back());  // the latest validation (step 4) is carried over
    const TrainResult r3 = pieces.advance(100, &b);  // more than remain: stops at options.steps
    EXPECT_EQ(r3.status, TrainStatus::Finished);
    EXPECT_EQ(r3.steps_done, 10);

    EXPECT_EQ(a.losses, b.losses);
    EXPECT_EQ(a.val, b.val);
    EXPECT_EQ(a.snapshots, b.snapshots);  // snapshot 0 once, then every 3rd step and the last
    EXPECT_EQ((std::vector<int>{0, 3, 6, 9, 10}), b.snapshots);
    EXPECT_EQ(weights(whole), weights(pieces));
    EXPECT_EQ(pieces.advance(5).status, TrainStatus::Finished);  // nothing left to do
    EXPECT_EQ(pieces.steps_done(), 10);
}

TEST(TrainerAdvance, ZeroStepsTakesOnlySnapshotZero) {
    Trainer tr(bubbe(8), tiny(5));
    Log log;
    const auto before = weights(tr);
    EXPECT_EQ(tr.advance(0, &log).status, TrainStatus::Paused);
    EXPECT_EQ(log.snapshots, std::vector<int>{0});
    EXPECT_TRUE(log.losses.empty());
    EXPECT_EQ(before, weights(tr));
    EXPECT_THROW(tr.advance(-1), std::invalid_argument);
}

TEST(TrainerAdvance, CancelThenContinue) {
    Trainer tr(bubbe(8), tiny(6));
    std::atomic<bool> cancel{true};
    EXPECT_EQ(tr.advance(3, nullptr, &cancel).status, TrainStatus::Cancelled);
    EXPECT_EQ(tr.steps_done(), 0);
    cancel = false;
    EXPECT_EQ(tr.advance(3, nullptr, &cancel).steps_done, 3);
}

TEST(TrainerAdvance, AfterDivergingStaysDivergedWithTheLastGoodWeights) {
    TrainOptions o = tiny(6);
    o.adamw.lr = std::numeric_limits<float>::max();  // the first update overflows
    o.warmup = 0;
    Trainer wild(bubbe(8), o);
    const auto init = weights(wild);
    const TrainResult r = wild.advance(3);
    EXPECT_EQ(r.status, TrainStatus::Diverged);
    EXPECT_EQ(r.bad_step, 1);
    EXPECT_EQ(init, weights(wild));
    const TrainResult again = wild.advance(3);
    EXPECT_EQ(again.status, TrainStatus::Diverged);
    EXPECT_EQ(again.bad_step, 1);
    EXPECT_EQ(again.message, r.message);
    EXPECT_EQ(wild.steps_done(), 0);
    EXPECT_EQ(init, weights(wild));
}

}  // namespace
}  // namespace attn
