// ModelWorker: one worker thread for the lesson's real model — it opens the
// model's files and runs viewing passes (attnlab/gpt/gpt_pass.hpp), so the
// window never waits for either. The GUI thread asks (open, pass) and gets
// whole values back through queued signals on the GUI thread; nothing is
// shared while it is being written.
//
// Contracts:
// - open() drops every queued pass and cancels the running one; the answer is
//   opened(generation, model or null, error).
// - pass() queues one pass of `text` for `sentence`; a queued pass for the same
//   sentence is replaced, a running one for it is cancelled (its answer never
//   comes). The answer is passDone(generation, sentence, text, pass or null,
//   error); `error` says why the model cannot read the text.
// - progress(sentence, done, layers) at most every 50 ms while a pass runs.
// - The destructor cancels the running pass and joins the thread: an open in
//   flight is waited for (it cannot be cut short), a pass stops at its next layer.
#pragma once

#include <QObject>
#include <QString>
#include <atomic>
#include <memory>
#include <span>
#include <string>

#include "attnlab/lesson/lesson.hpp"
#include "document/real_model_pass.hpp"

class QTimer;

namespace attn {
struct OpenedModel;
}

namespace attn::ui {

class ModelWorker : public QObject {
    Q_OBJECT
  public:
    explicit ModelWorker(QObject* parent = nullptr);
    ~ModelWorker() override;

    void open(quint64 generation, const attn::ModelReference& ref);
    // `tokens`: the text as the model reads it (read_sentence_tokens, no error), so the
    // worker runs the pass without reading the text again.
    // `interventions`: the what-if laid over the pass (RealModelPass::interventions).
    void pass(quint64 generation, int sentence, const std::string& text, RealModelTokens tokens,
              std::shared_ptr<const attn::OpenedModel> model,
              std::vector<attn::Intervention> interventions = {});
    // Drops every queued job and cancels the running one (no answers come for them).
    void cancelAll();
    // A job is queued or running (answers not yet delivered count as running).
    bool busy() const;

  signals:
    void opened(quint64 generation, std::shared_ptr<const attn::OpenedModel> model,
                const QString& error);
    void passDone(quint64 generation, int sentence, const QString& text,
                  std::shared_ptr<const attn::ui::RealModelPass> pass, const QString& error);
    void progress(int sentence, int layersDone, int layers);

  private:
    struct Shared;
    // The worker thread's loop: takes jobs until stopped, answers on the GUI thread.
    static void serve(std::shared_ptr<Shared> s, ModelWorker* self);
    // Ends the running job; posts `answer` to the GUI thread unless the job was cancelled.
    template <typename Answer>
    static void postAnswer(const std::shared_ptr<Shared>& s, ModelWorker* self,
                           const std::atomic<bool>& cancel, Answer answer);
    void pollProgress();
    std::shared_ptr<Shared> s_;
    QTimer* poll_;
    int lastReported_ = -1;
};

// The pass of `text` through `model`, as the worker makes it: its tokens
// (display texts, word groups) and the pass with the residual kept and logits
// at the last position. Throws std::invalid_argument when the model cannot
// read the text (attn::real_model_ids), attn::GptPassCancelled when *cancel turns true.
// `text` as the model reads it: its token ids, display texts and word groups. Throws
// std::invalid_argument as attn::real_model_ids.
RealModelTokens real_model_tokens(const attn::OpenedModel& model, const std::string& text);
RealModelPass run_real_model_pass(const attn::OpenedModel& model, attn::GptRunner& runner,
                                  const std::string& text,
                                  const std::atomic<bool>* cancel = nullptr,
                                  std::atomic<int>* layersDone = nullptr);
// The same pass of tokens already read from `text` (the Document's one reading
// of it), under `interventions` when given (then a second pass without them
// keeps the plain logits; std::invalid_argument names one that does not fit).
RealModelPass run_real_model_pass(attn::GptRunner& runner, const std::string& text,
                                  RealModelTokens tokens, const std::atomic<bool>* cancel = nullptr,
                                  std::atomic<int>* layersDone = nullptr,
                                  std::span<const attn::Intervention> interventions = {});

}  // namespace attn::ui
