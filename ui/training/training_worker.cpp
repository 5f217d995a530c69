#include "training/training_worker.hpp"

#include <QElapsedTimer>
#include <cmath>

#include "attnlab/exchange/pytorch_export.hpp"
#include "training/tsan_handoff.hpp"

namespace attn::ui {

// Turns the engine's callbacks (on the training thread) into batched signals.
class TrainingWorker::Observer : public attn::TrainObserver {
  public:
    explicit Observer(TrainingWorker* w) : w_(w) { clock_.start(); }

    void on_step(const attn::StepReport& r) override {
        pending_.points.push_back({r.step, r.train_loss, r.val_loss});
        if (std::isfinite(r.val_loss)) w_->lastVal_ = r.val_loss;
        pending_.step = r.step;
        pending_.total = r.total;
        pending_.tokens_per_s = r.tokens_per_s;
        pending_.elapsed_s = r.elapsed_s;
        if (clock_.elapsed() >= w_->reportMs_) flush();
    }
    void on_snapshot(const attn::AttentionSnapshot& s) override {
        flush();  // the chart has every step up to the snapshot
        w_->sendSnapshot(s.step, s.train_loss, true);
    }
    void flush() {
        if (pending_.points.isEmpty()) return;
        pending_.run = w_->run_;
        handOver(w_->toWindow());
        emit w_->progressed(pending_);
        pending_.points.clear();
        clock_.restart();
    }

  private:
    TrainingWorker* w_;
    TrainingProgress pending_;
    QElapsedTimer clock_;
};

TrainingWorker::TrainingWorker(QObject* parent) : QObject(parent) {}
TrainingWorker::~TrainingWorker() = default;

void TrainingWorker::sendSnapshot(int step, float trainLoss, bool probeRead) {
    if (!probeRead)
        trainer_->probe_snapshot(step, trainLoss);  // a pause between the trainer's snapshots
    const auto p = trainer_->model().parameters();
    TrainingSnapshot s;
    s.run = run_;
    s.step = step;
    s.train_loss = trainLoss;
    s.val_loss = lastVal_;
    s.weights = std::make_shared<const std::vector<float>>(p.begin(), p.end());
    s.probe = std::make_shared<const attn::ProbeReading>(trainer_->probe_reading());
    s.probe_text = QString::fromStdString(trainer_->options().probe);
    if (watch_) {  // each step measured once: a pause's snapshot may repeat the last step
        const auto& pts = watch_->points();
        const attn::InductionPoint& p = !pts.empty() && pts.back().step >= step
                                            ? pts.back()
                                            : watch_->measure(step, trainer_->model());
        s.induction = std::make_shared<const attn::InductionPoint>(p);
    }
    lastSnapshotStep_ = step;
    handOver(toWindow());
    emit snapshotTaken(s);
}

void TrainingWorker::setup(int run, const attn::Corpus& corpus, const attn::TrainOptions& options) {
    takeOver(toWorker());
    const HandOverAtExit done(toWindow());
    run_ = run;
    trainer_.reset();
    watch_.reset();
    lastSnapshotStep_ = -1;
    lastVal_ = kNoLoss;
    try {
        trainer_ = std::make_unique<attn::Trainer>(corpus, options);
        if (options.task == attn::TrainTask::Induction)
            watch_ =
                std::make_unique<attn::InductionWatch>(corpus, options.model.context, options.seed);
    } catch (const std::exception& e) {
        handOver(toWindow());
        emit stopped({run, attn::TrainStatus::Diverged, 0, 0, QString::fromUtf8(e.what())});
        return;
    }
    Observer obs(this);
    trainer_->advance(0, &obs);  // snapshot 0: the untrained model ("static")
}

void TrainingWorker::advance(int run, int maxSteps, const StopFlag& stop) {
    takeOver(toWorker());
    const HandOverAtExit done(toWindow());
    if (!trainer_ || run != run_) return;  // a run that was reset before it began
    Observer obs(this);
    const attn::TrainResult r = trainer_->advance(maxSteps, &obs, stop.get());
    obs.flush();
    if (lastSnapshotStep_ != r.steps_done) sendSnapshot(r.steps_done, r.train_loss, false);
    handOver(toWindow());
    emit stopped({run_, r.status, r.steps_done, r.bad_step, QString::fromStdString(r.message)});
}

void TrainingWorker::exportPyTorch(int run, const QString& dir) {
    if (!trainer_ || run != run_) {
        emit exported(dir, tr("There is no training run to export."), 0, kNoLoss);
        return;
    }
    try {
        const attn::PyTorchExport x = attn::export_pytorch(*trainer_, dir.toStdString());
        emit exported(dir, QString(), x.steps, x.val_loss);
    } catch (const std::exception& e) {
        emit exported(dir, QString::fromUtf8(e.what()), 0, kNoLoss);
    }
}

}  // namespace attn::ui
