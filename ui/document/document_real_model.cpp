// The Document's real model (Lesson::real_model): opened and read on the
// ModelWorker's thread; results land here on the GUI thread as whole values.
#include <QCoreApplication>
#include <QEventLoop>
#include <QTimer>
#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/model_readings.hpp"
#include "attnlab/model/model.hpp"
#include "document/document.hpp"
#include "document/model_summary.hpp"
#include "document/model_worker.hpp"
#include "document/what_if_readings.hpp"

namespace attn::ui {

// The Document's passes for step quantities (modelweight, prob, loss on a real model).
class Document::Readings : public attn::OpenedModelReadings {
  public:
    Readings(const Document* doc, std::shared_ptr<const attn::OpenedModel> model)
        : OpenedModelReadings(std::move(model)), doc_(doc) {}
    const attn::GptPass* pass(int sentence) const override {
        const auto& r = doc_->results_;
        if (sentence < 0 || sentence >= int(r.size()) || !r[size_t(sentence)].realCurrent())
            return nullptr;
        return &r[size_t(sentence)].real->pass;
    }
    // The window's passes run under the shown lesson's what-if; another (a step editor's
    // preview of a step's own, `before QUANTITY`'s none) is read as asked, on this thread,
    // and kept while the sentences stay.
    const attn::ModelReadings* under(std::span<const attn::Intervention> what_if) const override {
        const auto mine = doc_->shownLesson().what_if.over(attn::Source::Real);
        if (std::equal(what_if.begin(), what_if.end(), mine.begin(), mine.end())) return this;
        const std::vector<std::string>& sentences = doc_->shownLesson().sentences;
        if (!others_ || othersSentences_ != sentences) {
            others_ = std::make_unique<WhatIfReadings>(modelShared(), sentences);
            othersSentences_ = sentences;
        }
        return others_->under(what_if);
    }

  private:
    const Document* doc_;
    mutable std::unique_ptr<WhatIfReadings> others_;  // the same model under other what-ifs
    mutable std::vector<std::string> othersSentences_;
};

Document::~Document() {
    delete worker_;  // cancels a pass in flight and joins its thread before the results go
    worker_ = nullptr;
}

const attn::ModelReadings* Document::modelReadings() const { return readings_.get(); }

// Readings while the model is open (with its tokenizer), none when it is not.
void Document::offerReadings() {
    const bool open = realState_ == RealModelState::Ready && realModel_ && realModel_->tokenizer;
    if (!open)
        readings_.reset();
    else if (!readings_ || &readings_->model() != realModel_.get())
        readings_ = std::make_shared<Readings>(this, realModel_);
    else
        readings_->forget();  // a pass replaced: the remembered probabilities may be stale
}

void Document::syncRealModel(Change what) {
    if (adopt_ && (!lesson_.real_model || adopt_->path != lesson_.real_model->path))
        adopt_.reset();  // not this lesson's
    if (what == Change::Steps || what == Change::Title || what == Change::RealModel) return;
    if (lesson_.real_model != realRef_) {
        realRef_ = lesson_.real_model;
        realModel_.reset();
        realTraces_.clear();
        for (SentenceResult& r : results_) {
            r.real.reset();
            r.realError.clear();
            r.realPending = false;
            // Read again by the next model: its address may be the old one's, its tokenizer not.
            r.realTokens = {};
            r.realTokensModel = nullptr;
            r.realTokensText.clear();
        }
        ++openGeneration_;
        if (!realRef_) {
            realState_ = RealModelState::None;
            realMessage_.clear();
            if (worker_) worker_->cancelAll();
            offerReadings();
            return;
        }
        ensureWorker();
        if (std::shared_ptr<const attn::OpenedModel> taken = std::exchange(adopt_, nullptr)) {
            realModel_ = std::move(taken);  // read already (Open Model): not read twice
            realState_ = RealModelState::Ready;
            realMessage_ = model_summary(*realModel_);
            offerReadings();
            queueRealPasses();
            return;
        }
        realState_ = RealModelState::Loading;
        realMessage_ = tr("Opening the model %1 …").arg(QString::fromStdString(realRef_->path));
        worker_->open(openGeneration_, *realRef_);
        offerReadings();
        for (SentenceResult& r : results_) r.realPending = true;
        return;
    }
    if (realState_ == RealModelState::Ready) queueRealPasses();
}

void Document::ensureWorker() {
    if (!worker_) {
        worker_ = new ModelWorker(this);
        connect(worker_, &ModelWorker::opened, this, &Document::realModelOpened);
        connect(worker_, &ModelWorker::passDone, this,
                [this](quint64 g, int i, const QString& text,
                       std::shared_ptr<const RealModelPass> p, const QString& e) {
                    if (i >= 0 && i < int(results_.size()) && results_[size_t(i)].text == text)
                        realPassDone(g, i, std::move(p), e);
                    else if (worker_ && !worker_->busy())
                        emit realModelIdle();
                });
        connect(worker_, &ModelWorker::progress, this, &Document::realModelProgress);
    }
}

void Document::queueRealPasses() {
    if (readings_) readings_->forget();  // sentences' passes may move or go
    // A pass already made for a text is reused wherever that text now is
    // (a sentence moved, removed before it, or typed back).
    // Under the what-if shown when it is laid over this model.
    const auto span = shownLesson().what_if.over(attn::Source::Real);
    const std::vector<attn::Intervention> what_if(span.begin(), span.end());
    std::map<QString, std::shared_ptr<const RealModelPass>> made;
    for (const SentenceResult& r : results_)
        if (r.real &&
            r.real->interventions == attn::within(what_if, int(r.real->tokens.ids.size())))
            made.emplace(QString::fromStdString(r.real->sentence), r.real);
    for (size_t i = 0; i < results_.size(); ++i) {
        SentenceResult& r = results_[i];
        // The one reading of this text by the model's tokenizer, made with the edit: the
        // Sentences pane shows these tokens and the pass runs on them.
        if (r.realTokensModel != realModel_.get() || r.realTokensText != r.text) {
            r.realTokens = read_sentence_tokens(*realModel_, r.text);
            r.realTokensModel = realModel_.get();
            r.realTokensText = r.text;
        }
        // Cuts of lines this sentence does not have cut nothing in it.
        const std::vector<attn::Intervention> mine =
            attn::within(what_if, int(r.realTokens.tokens.ids.size()));
        if (r.real && QString::fromStdString(r.real->sentence) == r.text && !r.realPending &&
            r.real->interventions == mine) {
            r.realError.clear();  // back to a text it read (an undo after a text too long)
            continue;
        }
        if (const auto at = made.find(r.text); at != made.end()) {
            r.real = at->second;
            r.realPending = false;
            r.realError.clear();
            continue;
        }
        if (!r.realTokens.error.isEmpty()) {  // a text it cannot read is said at once, no pass
            r.realPending = false;
            r.realError = r.realTokens.error;
            continue;
        }
        // A what-if naming a head or line this model lacks (a step's, written where the model's
        // shape was unknown) is said at once, and the last pass goes: its numbers were read
        // under another what-if, and a view would show them under this one's label.
        if (const QString problem = whatIfProblem(mine, int(r.realTokens.tokens.ids.size()));
            !problem.isEmpty()) {
            r.real.reset();
            r.realPending = false;
            r.realError = problem;
            continue;
        }
        r.realPending = true;
        r.realError.clear();
        worker_->pass(openGeneration_, int(i), lesson_.sentences[i], r.realTokens.tokens,
                      realModel_, mine);
    }
}

// Why `list` cannot be laid over the real model's pass of n tokens, as the pass would say it
// ("Layer 3 · head 9 switched off: layer 3 is not in the model, which has 2 layers (1 to 2)");
// "" when it can.
QString Document::whatIfProblem(std::span<const attn::Intervention> list, int n) const {
    if (list.empty() || !realModel_) return {};
    const attn::GptConfig& c = realModel_->model.config;
    try {
        attn::check_interventions(list, c.layers, c.heads, n, true);
    } catch (const std::invalid_argument& e) {
        QString why = QString::fromStdString(e.what());
        if (!why.isEmpty()) why[0] = why[0].toUpper();
        return why;
    }
    return {};
}

void Document::realModelOpened(quint64 generation, std::shared_ptr<const attn::OpenedModel> model,
                               QString error) {
    if (generation != openGeneration_) return;
    realTraces_.clear();
    if (!model) {
        realState_ = RealModelState::Failed;
        realMessage_ = error;
        for (SentenceResult& r : results_) r.realPending = false;
    } else {
        realModel_ = std::move(model);
        realState_ = RealModelState::Ready;
        realMessage_ = model_summary(*realModel_);
        queueRealPasses();
    }
    offerReadings();
    announce(Change::RealModel);
    if (!realModelBusy()) emit realModelIdle();
}

void Document::realPassDone(quint64 generation, int sentence,
                            std::shared_ptr<const RealModelPass> pass, QString error) {
    if (generation != openGeneration_) return;
    SentenceResult& r = results_[size_t(sentence)];
    realTraces_.remove_if([&](const RealTraceCache& c) { return c.sentence == sentence; });
    ChangeEvent what(Change::RealModel, sentence);  // this sentence's views alone
    // The same tokens under other what-ifs: the layers before the first they touch stand.
    if (pass && r.real && r.realError.isEmpty() && error.isEmpty() &&
        r.real->tokens.ids == pass->tokens.ids) {
        const int first = attn::first_layer_changed(r.real->interventions, pass->interventions);
        if (first >= 0) what.layer = first;
    }
    r.realPending = false;
    r.realError = error;
    if (pass) r.real = std::move(pass);
    offerReadings();
    announce(what);
    if (!realModelBusy()) emit realModelIdle();
}

bool Document::realModelBusy() const {
    if (realState_ == RealModelState::Loading) return true;
    return worker_ && worker_->busy();
}

bool Document::waitForRealModel(int timeoutMs) {
    if (!realModelBusy()) return true;
    // An event loop that sleeps between events (no spinning: the worker has the cores).
    QEventLoop loop;
    QTimer check;
    check.setInterval(2);
    connect(&check, &QTimer::timeout, &loop, [&] {
        if (!realModelBusy()) loop.quit();
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    connect(this, &Document::realModelIdle, &loop, &QEventLoop::quit);
    check.start();
    loop.exec();
    return !realModelBusy();
}

const attn::Trace* Document::realModelTrace(int sentence, int layer) const {
    if (sentence < 0 || sentence >= int(results_.size())) return nullptr;
    const SentenceResult& r = results_[size_t(sentence)];
    if (!r.real) return nullptr;
    const attn::GptPass& p = r.real->pass;
    if (layer < 0 || layer >= p.config.layers) return nullptr;
    for (auto c = realTraces_.begin(); c != realTraces_.end(); ++c)
        if (c->sentence == sentence && c->layer == layer && c->pass == r.real.get()) {
            realTraces_.splice(realTraces_.end(), realTraces_, c);  // the most recently used last
            return &c->trace;
        }
    // A list: the traces handed out stay where they are while others come and go.
    if (realTraces_.size() >= kRealTraceCache) realTraces_.pop_front();
    realTraces_.emplace_back();
    const auto slot = std::prev(realTraces_.end());
    slot->sentence = sentence;
    slot->layer = layer;
    slot->pass = r.real.get();
    slot->trace = real_model_layer_trace(*r.real, layer);
    return &slot->trace;
}

}  // namespace attn::ui
