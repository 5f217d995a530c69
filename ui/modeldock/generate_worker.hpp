// GenerateWorker: one text generation at a time (attnlab/gpt/gpt_generate.hpp)
// on its own thread, with its own GptRunner over a model it keeps alive (the
// shared OpenedModel), so the window stays live and a lesson opened meanwhile
// cannot pull the model away. Each token, and then the end, comes back through
// queued signals on the GUI thread, tagged with the run's number.
//
// Contracts:
// - start() cancels and joins a run still going (it stops at its next layer),
//   then starts the new one; it returns the new run's number (from 1).
// - tokenReady(run, step, token) for each token in order, then exactly one
//   finished(run, summary, error): summary is Generation::describe() ("20 new
//   tokens", "stopped after 3 new tokens", …), error says why the run could not
//   start (bad options, a prompt the model cannot read) and is then the only
//   thing said.
// - stop() asks the run to end; its finished() still comes.
// - The destructor cancels and joins the thread; answers posted but not yet
//   delivered are dropped with the object (Qt removes them).
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <vector>

#include "attnlab/gpt/gpt_generate.hpp"

namespace attn {
struct OpenedModel;
}

namespace attn::ui {

class GenerateWorker : public QObject {
    Q_OBJECT
  public:
    explicit GenerateWorker(QObject* parent = nullptr);
    ~GenerateWorker() override;

    // `what_if` is laid over every step (attn::generate); a patch is refused as an error.
    quint64 start(std::shared_ptr<const attn::OpenedModel> model, std::vector<int> prompt,
                  const attn::SamplingOptions& o, std::vector<attn::Intervention> what_if = {});
    void stop();
    // A run was started and its finished() has not been delivered yet.
    bool running() const { return running_; }

  signals:
    void tokenReady(quint64 run, int step, const attn::GeneratedToken& token);
    void finished(quint64 run, const QString& summary, const QString& error);

  private:
    struct Run;
    void join();
    std::unique_ptr<Run> run_;
    quint64 runs_ = 0;
    bool running_ = false;
};

}  // namespace attn::ui
