#include "modeldock/patch_worker.hpp"

#include <QMetaObject>
#include <QTimer>
#include <atomic>
#include <exception>
#include <new>
#include <thread>

#include "attnlab/gpt/gpt_pass.hpp"

namespace attn::ui {

struct PatchWorker::Run {
    quint64 number = 0;
    int rows = 0;
    std::atomic<bool> cancel{false};
    std::atomic<int> done{0};
    std::thread thread;
};

PatchWorker::PatchWorker(QObject* parent) : QObject(parent), poll_(new QTimer(this)) {
    poll_->setInterval(50);
    connect(poll_, &QTimer::timeout, this, [this] {
        if (run_ && running_) emit progress(run_->number, run_->done.load(), run_->rows);
    });
}

PatchWorker::~PatchWorker() { join(); }

void PatchWorker::join() {
    if (!run_) return;
    run_->cancel.store(true);
    if (run_->thread.joinable()) run_->thread.join();
    run_.reset();
    running_ = false;
    poll_->stop();
}

void PatchWorker::cancel() { join(); }

quint64 PatchWorker::start(std::shared_ptr<const attn::GptModel> model,
                           attn::PatchRequest request) {
    join();
    run_ = std::make_unique<Run>();
    Run* r = run_.get();
    r->number = ++runs_;
    r->rows = model->config.layers;
    request.cancel = &r->cancel;
    request.layers_done = &r->done;
    running_ = true;
    poll_->start();
    // `this` outlives the thread: the destructor joins it first.
    r->thread = std::thread([this, r, model = std::move(model), request = std::move(request)] {
        attn::PatchMap map;
        QString error;
        try {
            map = attn::patch_map(*model, request);
        } catch (const attn::GptPassCancelled&) {
            return;  // cancelled: no answer
        } catch (const std::bad_alloc&) {
            error = QObject::tr("Not enough memory for this patching map.");
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        if (r->cancel.load()) return;
        const quint64 number = r->number;
        // Delivered on the GUI thread; dropped by Qt when the worker is gone.
        QMetaObject::invokeMethod(
            this,
            [this, number, map = std::move(map), error] {
                if (!run_ || run_->number != number) return;  // a newer run took its place
                running_ = false;
                poll_->stop();
                emit finished(number, map, error);
            },
            Qt::QueuedConnection);
    });
    return r->number;
}

}  // namespace attn::ui
