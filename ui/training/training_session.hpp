// TrainingSession: the GUI-thread side of training. Owns the training thread
// and its TrainingWorker, and the record of the current run — every step's
// losses and the weights at each snapshot — that the chart, the timeline and
// the probe views read. Start / Pause / Step / Reset map onto queued worker
// calls; signals of a run that was reset are dropped (each run has an id).
// Destroying the session stops the worker within one step and joins the thread.
//
// Memory: each snapshot holds all P weights, and a run offers one every
// steps/80 steps plus one at every pause and every Step, so a long session of
// pausing and stepping would grow without end. The snapshots are a
// ThinnedHistory of `snapshotCapacity` (default kSnapshotCapacity): when full,
// every second one is dropped (the first and the newest kept) and only every
// 2nd, 4th, … later one is stored, so they always span the run evenly. The
// per-step losses are all kept (12 bytes a step; at most 100,000 steps a run).
#pragma once

#include <QObject>
#include <QThread>
#include <atomic>
#include <memory>
#include <vector>

#include "attnlab/support/thinned_history.hpp"
#include "attnlab/training/corpus.hpp"
#include "attnlab/training/trainer.hpp"
#include "training/training_types.hpp"

namespace attn::ui {

class TrainingWorker;

class TrainingSession : public QObject {
    Q_OBJECT
  public:
    enum class State { Idle, Running, Paused, Finished, Diverged };
    Q_ENUM(State)

    static constexpr int kSnapshotCapacity = 128;

    explicit TrainingSession(QObject* parent = nullptr, int snapshotCapacity = kSnapshotCapacity);
    ~TrainingSession() override;

    // Idle: begins a new run on a copy of corpus with options, else resumes a
    // paused run (corpus and options then ignored). No-op while Running.
    void start(const attn::Corpus& corpus, const attn::TrainOptions& options);
    // As start(), but one step only.
    void step(const attn::Corpus& corpus, const attn::TrainOptions& options);
    void pause();  // Running → Paused after the current step
    void reset();  // forgets the run; back to Idle at once
    // Paused or Finished: writes the run as a PyTorch training folder on the
    // training thread; exported() reports it. Otherwise exported() says why not.
    void exportPyTorch(const QString& dir);

    State state() const { return state_; }
    bool hasRun() const { return !snapshots_.items().empty(); }
    const attn::Vocabulary& vocabulary() const { return vocab_; }
    const attn::ModelConfig& config() const { return options_.model; }  // vocab filled in
    const attn::TrainOptions& options() const { return options_; }
    QString corpusName() const { return corpusName_; }
    const std::vector<StepLoss>& losses() const { return losses_; }
    // In step order, at most snapshotCapacity(); the first is step 0.
    const std::vector<TrainingSnapshot>& snapshots() const { return snapshots_.items(); }
    int snapshotCapacity() const { return snapshots_.capacity(); }
    const TrainingProgress& lastProgress() const { return last_; }
    QString lastMessage() const { return message_; }
    int badStep() const { return badStep_; }
    TrainingWorker* worker() const { return worker_; }  // for tests

  signals:
    void stateChanged(attn::ui::TrainingSession::State s);
    void progressed();  // new loss points (possibly many)
    // snapshots()[index] is new (the newest); earlier ones may have been
    // dropped to keep the capacity, so indices held before may have moved.
    void snapshotAdded(int index);
    void runReset();  // losses and snapshots are empty again
    void stopped(const QString& message);
    void exported(const QString& dir, const QString& error, int step,
                  double valLoss);  // TrainingWorker::exported

  private:
    void begin(const attn::Corpus& corpus, const attn::TrainOptions& options);
    void queueAdvance(int steps);
    void setState(State s);
    void onProgress(const TrainingProgress& p);
    void onSnapshot(const TrainingSnapshot& s);
    void onStopped(const TrainingStop& s);

    QThread thread_;
    TrainingWorker* worker_ = nullptr;
    std::shared_ptr<std::atomic<bool>> stop_;  // the latest advance call's flag
    State state_ = State::Idle;
    int run_ = 0;
    attn::TrainOptions options_;
    attn::Vocabulary vocab_;
    QString corpusName_;
    std::vector<StepLoss> losses_;
    attn::ThinnedHistory<TrainingSnapshot> snapshots_;
    TrainingProgress last_;
    QString message_;
    int badStep_ = 0;
};

}  // namespace attn::ui
