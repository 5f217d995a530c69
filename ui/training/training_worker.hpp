// TrainingWorker: lives on the training thread and owns the Trainer (its own
// model, optimiser and corpus copy). The GUI thread talks to it only through
// queued calls (setup, advance), each advance with its own atomic stop flag
// (so a stale stop can never leak into the next call); it answers with
// value signals. Step reports are batched: at most one progressed() per
// `reportInterval` ms (and one at every stop), each carrying every step's
// losses since the last, so the chart gets them all without a signal per step.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>

#include "attnlab/training/trainer.hpp"
#include "training/training_types.hpp"

namespace attn::ui {

class TrainingWorker : public QObject {
    Q_OBJECT
  public:
    explicit TrainingWorker(QObject* parent = nullptr);
    ~TrainingWorker() override;

    using StopFlag = std::shared_ptr<std::atomic<bool>>;
    void setReportInterval(int ms) { reportMs_ = ms; }  // before the thread starts
    // Channels for handOver / takeOver (tsan_handoff.hpp): the session hands
    // over on toWorker() before each queued call; the worker on toWindow()
    // before each signal.
    const void* toWorker() const { return &toWorker_; }
    const void* toWindow() const { return &toWindow_; }

  public slots:
    // Builds a fresh Trainer for run `run`; a bad option emits stopped() with
    // status Diverged and the reason. Emits the step-0 snapshot.
    void setup(int run, const attn::Corpus& corpus, const attn::TrainOptions& options);
    // Trains at most maxSteps more steps (*stop, set from any thread, ends it
    // before the next step), then emits a snapshot of the current weights (if
    // not sent already) and stopped(). Ignored unless `run` is the set-up run.
    void advance(int run, int maxSteps, const StopFlag& stop);
    // Writes the run's state as a PyTorch training folder (attnlab/exchange/pytorch_export.hpp),
    // between advances; emits exported().
    void exportPyTorch(int run, const QString& dir);

  signals:
    void progressed(const attn::ui::TrainingProgress& p);
    void snapshotTaken(const attn::ui::TrainingSnapshot& s);
    void stopped(const attn::ui::TrainingStop& s);
    // error empty: written, with the validation loss of the exported weights
    // (what train.py prints before its first update) at `step`.
    void exported(const QString& dir, const QString& error, int step, double valLoss);

  private:
    class Observer;
    // Sends the model's weights and the probe's reading at `step`; probeRead:
    // the trainer has just read the probe with these weights (on_snapshot).
    void sendSnapshot(int step, float trainLoss, bool probeRead);

    std::unique_ptr<attn::Trainer> trainer_;
    std::unique_ptr<attn::InductionWatch> watch_;  // the induction task's run only
    int run_ = 0;
    int lastSnapshotStep_ = -1;
    float lastVal_ = kNoLoss;
    int reportMs_ = 50;
    char toWorker_ = 0, toWindow_ = 0;  // only their addresses are used
};

}  // namespace attn::ui
