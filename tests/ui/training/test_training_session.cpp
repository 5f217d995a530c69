// The training worker and session: progress arrives in batches (QSignalSpy),
// a paused-and-resumed run equals an uninterrupted one bit for bit, a stop
// lands within one step, a diverging run keeps its last good weights, and
// closing mid-run neither hangs nor crashes.
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <limits>

#include "training/training_session.hpp"
#include "training/training_worker.hpp"
#include "training_test_helpers.hpp"

namespace attn::ui {
namespace {

using namespace attn::ui::testing;
using State = TrainingSession::State;

std::vector<float> engineWeights(int steps, const attn::TrainOptions& o) {
    attn::Trainer t(bubbeCorpus(), o);
    t.advance(steps);
    return {t.model().parameters().begin(), t.model().parameters().end()};
}

TEST(TrainingSession, ReportsProgressAndSnapshotsThenFinishes) {
    TrainingSession s;
    QSignalSpy progress(&s, &TrainingSession::progressed);
    QSignalSpy snaps(&s, &TrainingSession::snapshotAdded);
    QSignalSpy states(&s, &TrainingSession::stateChanged);
    s.start(bubbeCorpus(), tinyOptions(40));
    EXPECT_EQ(s.state(), State::Running);
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Finished; }));
    EXPECT_GE(progress.count(), 1);
    ASSERT_EQ(s.losses().size(), 40u);  // every step's loss, however batched
    for (int i = 0; i < 40; ++i) EXPECT_EQ(s.losses()[std::size_t(i)].step, i + 1);
    EXPECT_TRUE(std::isfinite(s.losses().back().val));  // validation at the end
    EXPECT_EQ(s.lastProgress().step, 40);
    // Snapshots: step 0, every max(1, 40/80) = 1 step … so 41 of them, in order.
    ASSERT_EQ(s.snapshots().size(), 41u);
    EXPECT_EQ(snaps.count(), 41);
    EXPECT_EQ(s.snapshots().front().step, 0);
    EXPECT_EQ(s.snapshots().back().step, 40);
    EXPECT_EQ(*s.snapshots().back().weights, engineWeights(40, tinyOptions(40)));
    EXPECT_EQ(s.lastMessage(), QStringLiteral("trained 40 steps"));
    EXPECT_EQ(states.last().at(0).value<State>(), State::Finished);
}

// The snapshot history is bounded: a run offering more snapshots than the
// capacity keeps the first, the newest and an even spread (ThinnedHistory).
TEST(TrainingSession, SnapshotsBeyondTheCapacityAreThinned) {
    TrainingSession s(nullptr, 8);
    EXPECT_EQ(s.snapshotCapacity(), 8);
    QSignalSpy snaps(&s, &TrainingSession::snapshotAdded);
    const attn::TrainOptions o = tinyOptions(40);  // a snapshot every step: 41 offered
    s.start(bubbeCorpus(), o);
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Finished; }));
    EXPECT_EQ(snaps.count(), 41);
    ASSERT_LE(s.snapshots().size(), 8u);
    attn::ThinnedHistory<int> want(8);
    for (int step = 0; step <= 40; ++step) want.offer(step);
    std::vector<int> steps;
    for (const TrainingSnapshot& t : s.snapshots()) steps.push_back(t.step);
    EXPECT_EQ(steps, want.items());
    EXPECT_EQ(steps.front(), 0);
    EXPECT_EQ(steps.back(), 40);
    EXPECT_EQ(*s.snapshots().back().weights, engineWeights(40, o));
    EXPECT_EQ(s.losses().size(), 40u);  // the losses are not thinned
    // A new run starts a new history.
    s.start(bubbeCorpus(), tinyOptions(3));
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Finished; }));
    EXPECT_EQ(s.snapshots().size(), 4u);
}

TEST(TrainingSession, PauseAndResumeEqualOneRunBitForBit) {
    TrainingSession s;
    const attn::TrainOptions o = tinyOptions(3000);
    s.start(bubbeCorpus(), o);
    ASSERT_TRUE(waitFor([&] { return s.losses().size() >= 5; }));
    s.pause();
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Paused; }, 5000));
    const std::size_t atPause = s.losses().size();
    ASSERT_LT(atPause, 3000u);
    // Said as what the button shows (Resume), not as the engine's "cancelled".
    EXPECT_EQ(s.lastMessage(),
              QStringLiteral("Paused after %1 steps: Resume goes on from there.").arg(atPause));
    EXPECT_EQ(s.snapshots().back().step, int(atPause));  // the paused weights are on the timeline
    EXPECT_EQ(*s.snapshots().back().weights, engineWeights(int(atPause), o));
    // Step: exactly one more.
    s.step({}, {});
    ASSERT_TRUE(waitFor(
        [&] { return s.state() == State::Paused && s.losses().size() == atPause + 1; }, 5000));
    // Resume, then pause again: the steps continue where they stopped.
    s.start({}, {});
    ASSERT_TRUE(waitFor([&] { return s.losses().size() >= atPause + 10; }));
    s.pause();
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Paused; }, 5000));
    const int done = int(s.losses().size());
    for (int i = 0; i < done; ++i) ASSERT_EQ(s.losses()[std::size_t(i)].step, i + 1);
    EXPECT_EQ(*s.snapshots().back().weights, engineWeights(done, o));
}

TEST(TrainingWorker, AStopLandsWithinOneStep) {
    TrainingWorker w;        // on this thread: calls run synchronously
    w.setReportInterval(0);  // one report per step
    auto stop = std::make_shared<std::atomic<bool>>(false);
    int seen = 0;
    QObject::connect(&w, &TrainingWorker::progressed, [&](const TrainingProgress& p) {
        seen = p.step;
        if (p.step == 3) stop->store(true);  // as if Pause were pressed during step 3's report
    });
    TrainingStop result;
    QObject::connect(&w, &TrainingWorker::stopped, [&](const TrainingStop& s) { result = s; });
    w.setup(1, bubbeCorpus(), tinyOptions(100));
    w.advance(1, 100, stop);
    EXPECT_EQ(seen, 3);
    EXPECT_EQ(result.steps_done, 3);
    EXPECT_EQ(result.status, attn::TrainStatus::Cancelled);
    w.advance(2, 5, stop);  // a call for another run is ignored
    EXPECT_EQ(result.steps_done, 3);
}

TEST(TrainingSession, ADivergingRunStopsWithTheStepAndKeepsTheLastGoodWeights) {
    attn::TrainOptions o = tinyOptions(50);
    o.adamw.lr = 1e30f;  // the first update is finite but huge; the next forward overflows
    o.warmup = 1000;
    TrainingSession s;
    QSignalSpy stopped(&s, &TrainingSession::stopped);
    s.start(bubbeCorpus(), o);
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Diverged; }));
    const int bad = s.badStep();
    ASSERT_GE(bad, 1);
    EXPECT_TRUE(s.lastMessage().contains(QStringLiteral("diverged at step %1").arg(bad)))
        << s.lastMessage().toStdString();
    EXPECT_EQ(stopped.count(), 1);
    EXPECT_EQ(int(s.losses().size()), bad - 1);
    // The newest snapshot holds the weights of the last good step, as the engine keeps them.
    EXPECT_EQ(s.snapshots().back().step, bad - 1);
    const auto good = engineWeights(bad - 1, o);
    EXPECT_EQ(*s.snapshots().back().weights, good);
    for (float v : good) ASSERT_TRUE(std::isfinite(v));
}

TEST(TrainingSession, ResetDropsTheRunAndLateSignals) {
    TrainingSession s;
    QSignalSpy resets(&s, &TrainingSession::runReset);
    s.start(bubbeCorpus(), tinyOptions(5000));
    ASSERT_TRUE(waitFor([&] { return s.losses().size() >= 3; }));
    s.reset();
    EXPECT_EQ(s.state(), State::Idle);
    EXPECT_TRUE(s.losses().empty());
    EXPECT_FALSE(s.hasRun());
    waitFor([] { return false; }, 200);  // the old run's queued reports arrive and are dropped
    EXPECT_TRUE(s.losses().empty());
    EXPECT_TRUE(s.snapshots().empty());
    s.start(bubbeCorpus(), tinyOptions(10));  // a new run starts cleanly
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Finished; }));
    EXPECT_EQ(s.losses().size(), 10u);
    EXPECT_GE(resets.count(), 2);
}

TEST(TrainingSession, DestroyingMidRunReturnsPromptly) {
    QElapsedTimer t;
    t.start();
    {
        TrainingSession s;
        s.start(bubbeCorpus(), tinyOptions(100000));
        ASSERT_TRUE(waitFor([&] { return s.losses().size() >= 2; }));
    }
    EXPECT_LT(t.elapsed(), 15000);
}

TEST(TrainingSession, BadOptionsSayWhy) {
    attn::TrainOptions o = tinyOptions(10);
    o.model.context = 100000;  // longer than the corpus
    TrainingSession s;
    s.start(bubbeCorpus(), o);
    ASSERT_TRUE(waitFor([&] { return s.state() == State::Diverged; }));
    EXPECT_TRUE(s.lastMessage().contains(QStringLiteral("context")))
        << s.lastMessage().toStdString();
}

}  // namespace
}  // namespace attn::ui
