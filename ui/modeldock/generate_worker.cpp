#include "modeldock/generate_worker.hpp"

#include <QMetaObject>
#include <atomic>
#include <exception>
#include <new>
#include <thread>

#include "attnlab/checkpoints/model_files.hpp"

namespace attn::ui {

struct GenerateWorker::Run {
    std::atomic<bool> cancel{false};
    std::thread thread;
};

GenerateWorker::GenerateWorker(QObject* parent) : QObject(parent) {}

GenerateWorker::~GenerateWorker() { join(); }

void GenerateWorker::join() {
    if (!run_) return;
    run_->cancel = true;
    if (run_->thread.joinable()) run_->thread.join();
    run_.reset();
}

void GenerateWorker::stop() {
    if (run_) run_->cancel = true;
}

quint64 GenerateWorker::start(std::shared_ptr<const attn::OpenedModel> model,
                              std::vector<int> prompt, const attn::SamplingOptions& o,
                              std::vector<attn::Intervention> what_if) {
    join();
    const quint64 id = ++runs_;
    running_ = true;
    run_ = std::make_unique<Run>();
    // `self` outlives the thread (the destructor joins it first); an answer
    // still queued when the worker is deleted is dropped by Qt.
    GenerateWorker* self = this;
    Run* run = run_.get();
    run_->thread = std::thread([self, run, id, model = std::move(model), prompt = std::move(prompt),
                                o, what_if = std::move(what_if)] {
        QString summary, error;
        try {
            attn::GptRunner runner(model->model);
            int step = 0;
            const attn::Generation g = attn::generate(
                runner, prompt, o, what_if, &run->cancel, [&](const attn::GeneratedToken& t) {
                    QMetaObject::invokeMethod(
                        self, [self, id, s = step, t] { emit self->tokenReady(id, s, t); },
                        Qt::QueuedConnection);
                    ++step;
                });
            summary = QString::fromStdString(g.describe());
        } catch (const std::bad_alloc&) {
            error = QObject::tr("Not enough memory to generate from this prompt.");
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
            if (!error.isEmpty()) error[0] = error[0].toUpper();
        }
        QMetaObject::invokeMethod(
            self,
            [self, id, summary, error] {
                if (id == self->runs_) self->running_ = false;
                emit self->finished(id, summary, error);
            },
            Qt::QueuedConnection);
    });
    return id;
}

}  // namespace attn::ui
