// PatchWorker: one patching map (attnlab/gpt/gpt_patch.hpp) at a time on its
// own thread, over a model it keeps alive, so the window stays live while a
// GPT-2 map of 144 patched runs is computed. A newer start() cancels the run
// still going (it stops at its next stacked batch) and joins it; progress() is
// polled every 50 ms from the run's finished rows; finished(run, map, error)
// comes once per run, tagged with its number (from 1), unless it was cancelled.
#pragma once

#include <QObject>
#include <QString>
#include <memory>

#include "attnlab/gpt/gpt_patch.hpp"

class QTimer;

namespace attn::ui {

class PatchWorker : public QObject {
    Q_OBJECT
  public:
    explicit PatchWorker(QObject* parent = nullptr);
    ~PatchWorker() override;

    // `model` is kept alive by the run; the request's cancel and progress are the worker's.
    quint64 start(std::shared_ptr<const attn::GptModel> model, attn::PatchRequest request);
    void cancel();  // the run going ends without an answer
    bool running() const { return running_; }

  signals:
    void progress(quint64 run, int rowsDone, int rows);
    void finished(quint64 run, const attn::PatchMap& map, const QString& error);

  private:
    struct Run;
    void join();
    std::unique_ptr<Run> run_;
    quint64 runs_ = 0;
    bool running_ = false;
    QTimer* poll_;
};

}  // namespace attn::ui
