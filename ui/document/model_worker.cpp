#include "document/model_worker.hpp"

#include <QMetaObject>
#include <QTimer>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/tokenizers/token_groups.hpp"

namespace attn::ui {

RealModelTokens real_model_tokens(const attn::OpenedModel& model, const std::string& text) {
    RealModelTokens tokens;
    tokens.ids = attn::real_model_ids(model, text);
    tokens.display.reserve(qsizetype(tokens.ids.size()));
    for (int id : tokens.ids)
        tokens.display.push_back(QString::fromStdString(model.tokenizer->display(id)));
    tokens.word = attn::token_word_groups(*model.tokenizer, tokens.ids);
    return tokens;
}

RealModelPass run_real_model_pass(const attn::OpenedModel& model, attn::GptRunner& runner,
                                  const std::string& text, const std::atomic<bool>* cancel,
                                  std::atomic<int>* layersDone) {
    return run_real_model_pass(runner, text, real_model_tokens(model, text), cancel, layersDone);
}

RealModelPass run_real_model_pass(attn::GptRunner& runner, const std::string& text,
                                  RealModelTokens tokens, const std::atomic<bool>* cancel,
                                  std::atomic<int>* layersDone,
                                  std::span<const attn::Intervention> interventions) {
    RealModelPass r;
    r.sentence = text;
    r.tokens = std::move(tokens);
    attn::GptPassOptions o;
    o.logit_positions = {int(r.tokens.ids.size()) - 1};
    o.cancel = cancel;
    o.layers_done = layersDone;
    o.interventions = interventions;
    r.pass = runner.run(r.tokens.ids, o);
    if (!interventions.empty()) {
        r.interventions.assign(interventions.begin(), interventions.end());
        // The plain pass's blocks before the first one the what-if touches are the
        // intervened pass's: resume from the residual entering that block.
        attn::GptPassOptions plain;
        plain.logit_positions = o.logit_positions;
        plain.cancel = cancel;
        plain.keep_residual = false;
        plain.keep_attention = false;
        const int layers = r.pass.config.layers;
        int first = 0;
        while (first < layers && !attn::touches_layer(interventions, first)) ++first;
        if (first > 0 && first < layers && size_t(first) < r.pass.residual.size()) {
            plain.resume_from = &r.pass.residual[size_t(first)];
            plain.resume_layer = first;
        }
        r.plain_logits = runner.run(r.tokens.ids, plain).logits;
    }
    return r;
}

namespace {

struct Job {
    bool open = false;
    quint64 generation = 0;
    attn::ModelReference ref;  // open
    int sentence = -1;         // pass
    std::string text;
    RealModelTokens tokens;  // the text as the model reads it
    std::shared_ptr<const attn::OpenedModel> model;
    std::vector<attn::Intervention> interventions;  // the what-if laid over the pass
};

}  // namespace

struct ModelWorker::Shared {
    std::mutex m;
    std::condition_variable wake;
    std::deque<Job> queue;
    bool stop = false;
    // The running job (guarded by m): its sentence (−1: an open or none) and flags.
    bool running = false;
    int runningSentence = -1;
    std::shared_ptr<std::atomic<bool>> cancel;
    std::shared_ptr<std::atomic<int>> layersDone;
    int runningLayers = 0;
    int undelivered = 0;  // answers posted but not yet delivered on the GUI thread
    std::thread thread;
};

namespace {

// Opens `ref` on the worker's thread: the model, or null with `error` saying why.
std::shared_ptr<const attn::OpenedModel> open_job(const attn::ModelReference& ref, QString& error) {
    std::shared_ptr<const attn::OpenedModel> model;
    try {
        model = std::make_shared<const attn::OpenedModel>(attn::open_referenced_model(ref));
        if (!model->tokenizer)
            error = QObject::tr(
                        "%1 has no tokenizer files (vocab.json + merges.txt, "
                        "tokenizer.json or meta.pkl): "
                        "the lab cannot turn sentences into its tokens")
                        .arg(QString::fromStdString(model->path));
    } catch (const std::bad_alloc&) {
        error = QObject::tr("Not enough memory to open %1.").arg(QString::fromStdString(ref.path));
    } catch (const std::exception& e) {
        error = QString::fromStdString(e.what());
    }
    if (!error.isEmpty()) model.reset();
    return model;
}

// The runner of the model passed last, kept between jobs: another model gets a new one.
struct KeptRunner {
    std::unique_ptr<attn::GptRunner> runner;
    std::shared_ptr<const attn::OpenedModel> model;  // the model the runner reads
    attn::GptRunner& of(const std::shared_ptr<const attn::OpenedModel>& m) {
        if (model != m) {
            runner.reset();
            model = m;
            runner = std::make_unique<attn::GptRunner>(model->model);
        }
        return *runner;
    }
    void reset() {
        runner.reset();
        model.reset();
    }
};

}  // namespace

ModelWorker::ModelWorker(QObject* parent)
    : QObject(parent), s_(std::make_shared<Shared>()), poll_(new QTimer(this)) {
    poll_->setInterval(50);
    connect(poll_, &QTimer::timeout, this, &ModelWorker::pollProgress);
    // `this` is alive while the thread runs (the destructor joins it first); an
    // answer posted to it is dropped by Qt if it is deleted before delivery.
    s_->thread = std::thread([s = s_, self = this] { serve(s, self); });
}

// Ends the running job and posts `answer` to the GUI thread, unless the job was cancelled since.
template <typename Answer>
void ModelWorker::postAnswer(const std::shared_ptr<Shared>& s, ModelWorker* self,
                             const std::atomic<bool>& cancel, Answer answer) {
    std::lock_guard lock(s->m);
    s->running = false;
    s->runningSentence = -1;
    if (cancel.load() || s->stop) return;
    ++s->undelivered;
    QMetaObject::invokeMethod(
        self,
        [s, self, answer = std::move(answer)] {
            {
                std::lock_guard lock(s->m);
                --s->undelivered;
            }
            answer(*self);
        },
        Qt::QueuedConnection);
}

void ModelWorker::serve(std::shared_ptr<Shared> s, ModelWorker* self) {
    KeptRunner kept;
    for (;;) {
        Job job;
        std::shared_ptr<std::atomic<bool>> cancel;
        std::shared_ptr<std::atomic<int>> done;
        {
            std::unique_lock lock(s->m);
            s->wake.wait(lock, [&] { return s->stop || !s->queue.empty(); });
            if (s->stop) return;
            job = std::move(s->queue.front());
            s->queue.pop_front();
            cancel = std::make_shared<std::atomic<bool>>(false);
            done = std::make_shared<std::atomic<int>>(0);
            s->running = true;
            s->runningSentence = job.open ? -1 : job.sentence;
            s->cancel = cancel;
            s->layersDone = done;
            s->runningLayers = job.model ? job.model->model.config.layers : 0;
        }
        QString error;
        if (job.open) {
            kept.reset();
            const std::shared_ptr<const attn::OpenedModel> model = open_job(job.ref, error);
            postAnswer(s, self, *cancel, [g = job.generation, model, error](ModelWorker& w) {
                emit w.opened(g, model, error);
            });
            continue;
        }
        std::shared_ptr<const RealModelPass> pass;
        try {
            pass = std::make_shared<const RealModelPass>(
                run_real_model_pass(kept.of(job.model), job.text, std::move(job.tokens),
                                    cancel.get(), done.get(), job.interventions));
        } catch (const attn::GptPassCancelled&) {
            std::lock_guard lock(s->m);
            s->running = false;
            s->runningSentence = -1;
            continue;
        } catch (const std::bad_alloc&) {
            error = QObject::tr("Not enough memory for a pass of this sentence.");
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
            if (!error.isEmpty()) error[0] = error[0].toUpper();
        }
        postAnswer(s, self, *cancel,
                   [g = job.generation, i = job.sentence, t = QString::fromStdString(job.text),
                    pass, error](ModelWorker& w) { emit w.passDone(g, i, t, pass, error); });
    }
}

ModelWorker::~ModelWorker() {
    {
        std::lock_guard lock(s_->m);
        s_->stop = true;
        s_->queue.clear();
        if (s_->cancel) s_->cancel->store(true);
    }
    s_->wake.notify_all();
    if (s_->thread.joinable()) s_->thread.join();
}

void ModelWorker::open(quint64 generation, const attn::ModelReference& ref) {
    {
        std::lock_guard lock(s_->m);
        s_->queue.clear();
        if (s_->running && s_->cancel) s_->cancel->store(true);
        Job j;
        j.open = true;
        j.generation = generation;
        j.ref = ref;
        s_->queue.push_back(std::move(j));
    }
    s_->wake.notify_one();
}

void ModelWorker::pass(quint64 generation, int sentence, const std::string& text,
                       RealModelTokens tokens, std::shared_ptr<const attn::OpenedModel> model,
                       std::vector<attn::Intervention> interventions) {
    {
        std::lock_guard lock(s_->m);
        std::erase_if(s_->queue, [&](const Job& j) { return !j.open && j.sentence == sentence; });
        if (s_->running && s_->runningSentence == sentence && s_->cancel) s_->cancel->store(true);
        Job j;
        j.generation = generation;
        j.sentence = sentence;
        j.text = text;
        j.tokens = std::move(tokens);
        j.model = std::move(model);
        j.interventions = std::move(interventions);
        s_->queue.push_back(std::move(j));
    }
    s_->wake.notify_one();
    if (!poll_->isActive()) poll_->start();
}

void ModelWorker::cancelAll() {
    std::lock_guard lock(s_->m);
    s_->queue.clear();
    if (s_->running && s_->cancel) s_->cancel->store(true);
}

bool ModelWorker::busy() const {
    std::lock_guard lock(s_->m);
    return !s_->queue.empty() || (s_->running && !(s_->cancel && s_->cancel->load())) ||
           s_->undelivered > 0;
}

void ModelWorker::pollProgress() {
    int sentence = -1, done = 0, layers = 0;
    {
        std::lock_guard lock(s_->m);
        if (s_->running && s_->runningSentence >= 0 && s_->layersDone) {
            sentence = s_->runningSentence;
            done = s_->layersDone->load();
            layers = s_->runningLayers;
        }
    }
    if (sentence < 0) {
        if (!busy()) poll_->stop();
        lastReported_ = -1;
        return;
    }
    const int key = sentence * 10000 + done;
    if (key == lastReported_) return;
    lastReported_ = key;
    emit progress(sentence, done, layers);
}

}  // namespace attn::ui
