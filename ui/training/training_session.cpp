#include "training/training_session.hpp"

#include <QMetaObject>
#include <utility>

#include "training/training_worker.hpp"
#include "training/tsan_handoff.hpp"

namespace attn::ui {

TrainingSession::TrainingSession(QObject* parent, int snapshotCapacity)
    : QObject(parent), snapshots_(snapshotCapacity) {
    thread_.setObjectName(QStringLiteral("training"));
    worker_ = new TrainingWorker;
    worker_->moveToThread(&thread_);
    connect(worker_, &TrainingWorker::progressed, this, &TrainingSession::onProgress);
    connect(worker_, &TrainingWorker::snapshotTaken, this, &TrainingSession::onSnapshot);
    connect(worker_, &TrainingWorker::stopped, this, &TrainingSession::onStopped);
    connect(worker_, &TrainingWorker::exported, this, &TrainingSession::exported);
    thread_.start();
}

TrainingSession::~TrainingSession() {
    if (stop_) stop_->store(true);
    thread_.quit();  // after the running call returns (within one step)
    thread_.wait();
    // The thread has finished, so the worker is deleted here, on the thread
    // that made its connections and the calls it never ran; takeOver orders
    // the worker's last writes (each call ends with a handOver) before it.
    takeOver(worker_->toWindow());
    delete worker_;
}

void TrainingSession::begin(const attn::Corpus& corpus, const attn::TrainOptions& options) {
    ++run_;
    losses_.clear();
    snapshots_.clear();
    last_ = {};
    message_.clear();
    badStep_ = 0;
    options_ = options;
    options_.model.vocab = corpus.vocabulary.size();
    vocab_ = corpus.vocabulary;
    corpusName_ = QString::fromStdString(corpus.name);
    emit runReset();
    const int run = run_;
    auto call = [w = worker_, run, corpus, options] {
        w->setup(run, corpus, options);
    };                              // copies the corpus
    handOver(worker_->toWorker());  // after the copies, before posting
    QMetaObject::invokeMethod(worker_, std::move(call), Qt::QueuedConnection);
}

void TrainingSession::queueAdvance(int steps) {
    stop_ = std::make_shared<std::atomic<bool>>(false);
    setState(State::Running);
    const int run = run_;
    auto call = [w = worker_, run, steps, stop = stop_] { w->advance(run, steps, stop); };
    handOver(worker_->toWorker());
    QMetaObject::invokeMethod(worker_, std::move(call), Qt::QueuedConnection);
}

void TrainingSession::exportPyTorch(const QString& dir) {
    if (state_ != State::Paused && state_ != State::Finished) {
        emit exported(dir,
                      state_ == State::Running
                          ? tr("Pause the training first: a run is exported between steps.")
                          : tr("There is no training run to export: train at least one step."),
                      0, kNoLoss);
        return;
    }
    const int run = run_;
    QMetaObject::invokeMethod(
        worker_, [w = worker_, run, dir] { w->exportPyTorch(run, dir); }, Qt::QueuedConnection);
}

void TrainingSession::start(const attn::Corpus& corpus, const attn::TrainOptions& options) {
    if (state_ == State::Running) return;
    if (state_ != State::Paused) begin(corpus, options);
    queueAdvance(options_.steps);
}

void TrainingSession::step(const attn::Corpus& corpus, const attn::TrainOptions& options) {
    if (state_ == State::Running) return;
    if (state_ != State::Paused) begin(corpus, options);
    queueAdvance(1);
}

void TrainingSession::pause() {
    if (state_ == State::Running && stop_) stop_->store(true);
}

void TrainingSession::reset() {
    if (stop_) stop_->store(true);
    ++run_;  // late signals of the old run are dropped
    losses_.clear();
    snapshots_.clear();
    last_ = {};
    message_.clear();
    badStep_ = 0;
    emit runReset();
    setState(State::Idle);
}

void TrainingSession::setState(State s) {
    if (s == state_) return;
    state_ = s;
    emit stateChanged(s);
}

void TrainingSession::onProgress(const TrainingProgress& p) {
    takeOver(worker_->toWindow());
    if (p.run != run_) return;
    for (const StepLoss& lp : p.points) losses_.push_back(lp);
    last_ = p;
    emit progressed();
}

void TrainingSession::onSnapshot(const TrainingSnapshot& s) {
    takeOver(worker_->toWindow());
    if (s.run != run_) return;
    snapshots_.offer(s);
    emit snapshotAdded(int(snapshots_.items().size()) - 1);
}

void TrainingSession::onStopped(const TrainingStop& s) {
    takeOver(worker_->toWindow());
    if (s.run != run_) return;
    // In the window's language (the engine's message is the command line's English). The
    // engine says "cancelled": the window stopped it to pause, and Resume goes on from there.
    switch (s.status) {
        case attn::TrainStatus::Finished:
            message_ = tr("trained %1 steps").arg(s.steps_done);
            break;
        case attn::TrainStatus::Diverged:  // (bad_step 0: settings refused, the engine's words)
            message_ =
                s.bad_step <= 0
                    ? s.message
                    : tr("training diverged at step %1 (the loss or the update was not finite); "
                         "kept the weights of step %2 — try a smaller learning rate")
                          .arg(s.bad_step)
                          .arg(s.steps_done);
            break;
        case attn::TrainStatus::Cancelled:
        case attn::TrainStatus::Paused:
            message_ = tr("Paused after %1 steps: Resume goes on from there.").arg(s.steps_done);
            break;
    }
    switch (s.status) {
        case attn::TrainStatus::Finished:
            setState(State::Finished);
            break;
        case attn::TrainStatus::Diverged:
            badStep_ = s.bad_step;
            setState(State::Diverged);
            break;
        case attn::TrainStatus::Cancelled:
        case attn::TrainStatus::Paused:
            setState(State::Paused);
            break;
    }
    emit stopped(message_);
}

}  // namespace attn::ui
