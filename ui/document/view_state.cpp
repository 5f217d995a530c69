#include "document/view_state.hpp"

#include <algorithm>

#include "attnlab/checkpoints/model_files.hpp"
#include "style/plain_text.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::ui {

namespace {
std::string s8(const QString& s) { return s.toStdString(); }
}  // namespace

ViewState::ViewState(Document* doc, QObject* parent) : QObject(parent), doc_(doc) {
    scene_ = attn::opening_scene(doc_->lesson());
    words_ = doc_->lesson().table.words();
    doc_->setOverlay(scene_.switches, scene_.what_if);
    connect(doc_, &Document::reconcile, this, &ViewState::reconcile);
    connect(doc_, &Document::settled, this, &ViewState::settle);
}

int ViewState::modelLayers() const { return layersOf(scene_.source); }

int ViewState::layersOf(Source s) const {
    const auto& m = doc_->lesson().model;
    if (s == Source::Trained && m) return m->config.layers;
    if (s == Source::Real && doc_->lesson().real_model)
        if (const auto real = doc_->realModel()) return real->model.config.layers;
    return 0;
}

bool ViewState::showsModel() const { return scene_.source != Source::HandWired; }

Source ViewState::modelSource() const {
    return showsModel() ? scene_.source : attn::default_source(doc_->lesson());
}

bool ViewState::showsRealModel() const {
    return scene_.source == Source::Real && doc_->lesson().real_model;
}

int ViewState::heads() const {
    const attn::Lesson& l = doc_->shownLesson();
    if (scene_.source == Source::Trained && l.model) return l.model->config.heads;
    if (showsRealModel()) {
        const auto real = doc_->realModel();
        return real ? real->model.config.heads : 1;
    }
    return l.attention.heads;
}

void ViewState::fitToModel(attn::Scene& s) const {
    const attn::Lesson& l = doc_->lesson();
    if (!l.real_model || s.source != Source::Real) return;
    s.stage = Stage::Weights;  // a real model's pass keeps its weights only
    if (const auto real = doc_->realModel()) {
        s.layer = std::clamp(s.layer, 0, real->model.config.layers - 1);
        s.heads = attn::heads_within(std::move(s.heads), real->model.config.heads);
    }
}

void ViewState::reconcile(Document::ChangeEvent event, bool reset) {
    const Document::Change what = event.kind;
    const attn::Lesson& l = doc_->lesson();
    const attn::Scene before = scene_;
    const bool structural = what != Document::Change::Embeddings &&
                            what != Document::Change::Attention &&
                            what != Document::Change::Steps && what != Document::Change::Title;
    if (!reset && structural && !scene_.highlight.empty() &&
        !l.table.word_index(scene_.highlight) && int(words_.size()) == l.table.word_count()) {
        const auto at = std::find(words_.begin(), words_.end(), scene_.highlight);
        if (at != words_.end()) {
            const std::string& now = l.table.words()[size_t(at - words_.begin())];
            if (std::find(words_.begin(), words_.end(), now) == words_.end())
                scene_.highlight = now;  // renamed
        }
    }
    if (reset || structural) words_ = l.table.words();
    if (reset) {
        scene_ = attn::opening_scene(l);  // the Document dropped its switches too
    } else {
        scene_ = attn::clamped_scene(l, scene_);
        // A model that arrives ("Use this model", an import) is shown.
        if (what == Document::Change::TrainedModel && layersOf(Source::Trained) > 0)
            scene_.source = Source::Trained;
    }
    fitToModel(scene_);
    scene_.what_if = doc_->shownLesson().what_if;  // a lesson edit of its own may have replaced it
    whatIfDirty_ = whatIfDirty_ || scene_.what_if != before.what_if;
    shownDirty_ = shownDirty_ || scene_.sentences != before.sentences;
    wordDirty_ = wordDirty_ || scene_.highlight != before.highlight;
    sourceDirty_ = sourceDirty_ || scene_.source != before.source || scene_.layer != before.layer;
    headsDirty_ = headsDirty_ || scene_.heads != before.heads;
    if (scene_.stage != before.stage || scene_.numbers != before.numbers ||
        scene_.conceal != before.conceal || scene_.plane != before.plane)
        sceneDirty_ = true;
}

void ViewState::settle() {
    // Cleared before emitting: a slot may change the view state again.
    const bool shown = std::exchange(shownDirty_, false);
    const bool word = std::exchange(wordDirty_, false);
    const bool source = std::exchange(sourceDirty_, false);
    const bool rest = std::exchange(sceneDirty_, false);
    const bool whatIf = std::exchange(whatIfDirty_, false);
    const bool heads = std::exchange(headsDirty_, false);
    if (shown) emit shownChanged();  // first: the panes rebuild one view per shown sentence
    if (source) emit sourceChanged();
    if (heads) emit chosenHeadsChanged();
    if (word) emit highlightedWordChanged(highlightedWord());
    if (rest) {
        emit stageChanged(scene_.stage);
        emit displayChanged();
        emit planeChanged();
    }
    if (whatIf) emit whatIfChanged();
}

QString ViewState::whatIfLabel(Source source) const {
    // The shown sentences' tokens, as the source reads them: a cut names its words.
    std::vector<QStringList> tokens;
    for (const int s : shown()) {
        if (s < 0 || size_t(s) >= doc_->results().size()) continue;
        const auto& r = doc_->results()[size_t(s)];
        QStringList t;
        if (source == Source::Real && r.real) {
            t = r.real->tokens.display;
        } else if (r.ok()) {
            for (const std::string& w : r.trace.tokens) t << QString::fromStdString(w);
        }
        tokens.push_back(t);
    }
    return what_if_label(scene_.what_if, source, tokens);
}

void ViewState::setScene(const attn::Scene& wanted) {
    const attn::Scene before = scene_;
    ++generation_;
    scene_ = attn::clamped_scene(doc_->lesson(), wanted);
    fitToModel(scene_);
    stepStage_ = scene_.stage;
    if (scene_.sentences.empty() && !before.sentences.empty()) scene_.sentences = before.sentences;
    // The views take the scene's new shape first (more or fewer sentences, a
    // source), on the traces they hold; only then do the switches go to the
    // Document, which re-evaluates and announces: no view reads an index it
    // has not resized for (the reconcile/settled rule of Document, kept here).
    // Sentences first: the panes rebuild one view per shown sentence before anything else reads
    // them.
    if (scene_.sentences != before.sentences) emit shownChanged();
    if (scene_.source != before.source || scene_.layer != before.layer) emit sourceChanged();
    if (scene_.highlight != before.highlight) emit highlightedWordChanged(highlightedWord());
    if (scene_.stage != before.stage) emit stageChanged(scene_.stage);
    if (scene_.numbers != before.numbers || scene_.conceal != before.conceal) emit displayChanged();
    if (scene_.plane != before.plane) emit planeChanged();
    if (scene_.heads != before.heads) emit chosenHeadsChanged();
    if (scene_.difference != before.difference) emit differenceChanged();
    doc_->setOverlay(scene_.switches, scene_.what_if);
    if (scene_.what_if != before.what_if) emit whatIfChanged();
    if (!scene_.panes.empty()) emit panesRaised(scene_.panes);
}

void ViewState::showSentences(const std::vector<int>& sentences) {
    std::vector<int> valid;
    for (int s : sentences)
        if (s >= 0 && s < int(doc_->lesson().sentences.size()) && valid.size() < 2 &&
            std::find(valid.begin(), valid.end(), s) == valid.end())
            valid.push_back(s);
    if (valid.empty() || valid == scene_.sentences) return;
    scene_.sentences = std::move(valid);
    emit shownChanged();
}

int ViewState::modelSentence() const {
    if (scene_.sentences.empty()) return -1;
    const int k = modelShown_ == kModelBoth ? 0 : modelShown_;
    return scene_.sentences[size_t(std::min(k, int(scene_.sentences.size()) - 1))];
}

void ViewState::setModelShownIndex(int k) {
    k = std::clamp(k, 0, kModelBoth);
    if (k == modelShown_) return;
    modelShown_ = k;
    emit modelSentenceChanged();
}

void ViewState::setDifferenceShown(bool on) {
    if (scene_.difference == on) return;
    scene_.difference = on;
    emit differenceChanged();
}

void ViewState::setNumbersShown(bool on) {
    if (scene_.numbers == on) return;
    scene_.numbers = on;
    emit displayChanged();
}

void ViewState::setConcealment(const attn::Concealment& c) {
    if (scene_.conceal == c) return;
    scene_.conceal = c;
    emit displayChanged();
}

void ViewState::setPlane(const std::vector<std::string>& plane) {
    if (scene_.plane == plane) return;
    scene_.plane = plane;
    emit planeChanged();
}

void ViewState::setSwitches(const attn::AttentionSwitches& switches) {
    scene_.switches = switches;
    doc_->setSwitches(scene_.switches);
}

bool ViewState::isShown(int sentence) const {
    return std::find(scene_.sentences.begin(), scene_.sentences.end(), sentence) !=
           scene_.sentences.end();
}

void ViewState::setShown(int sentence, bool on) {
    std::vector<int>& shown = scene_.sentences;
    if (sentence < 0 || sentence >= int(doc_->lesson().sentences.size()) || isShown(sentence) == on)
        return;
    if (on) {
        shown.push_back(sentence);
        if (shown.size() > 2) {
            const int dropped = shown.front();
            shown.erase(shown.begin());
            emit shownChanged();
            emit shownDropped(dropped);
            return;
        }
    } else {
        if (shown.size() <= 1) return;
        shown.erase(std::find(shown.begin(), shown.end(), sentence));
    }
    emit shownChanged();
}

void ViewState::showOnly(int sentence) {
    if (sentence < 0 || sentence >= int(doc_->lesson().sentences.size())) return;
    if (scene_.sentences == std::vector<int>{sentence}) return;
    scene_.sentences = {sentence};
    emit shownChanged();
}

void ViewState::setHighlightedWord(const QString& word) {
    if (s8(word) == scene_.highlight) return;
    scene_.highlight = s8(word);
    emit highlightedWordChanged(word);
}

ViewState::Stage ViewState::lastStage() const {
    return scene_.conceal.later_stages ? stepStage_ : Stage::Weights;
}

void ViewState::setStage(Stage s) {
    if (showsRealModel()) s = Stage::Weights;
    if (int(s) > int(lastStage())) {
        emit stageChanged(scene_.stage);  // the box goes back to the stage shown
        return;
    }
    if (s == scene_.stage) return;
    scene_.stage = s;
    emit stageChanged(s);
}

void ViewState::setSource(Source s) {
    const attn::Lesson& l = doc_->lesson();
    if ((s == Source::Trained && !l.model) || (s == Source::Real && !l.real_model))
        s = Source::HandWired;
    if (s == scene_.source) return;
    const Stage stage = scene_.stage;
    const bool chosen = !scene_.heads.empty();
    scene_.source = s;
    scene_.heads.clear();  // a step chose its heads of the source it shows
    fitToModel(scene_);
    emit sourceChanged();
    if (scene_.stage != stage) emit stageChanged(scene_.stage);
    if (chosen) emit chosenHeadsChanged();
}

void ViewState::setLayer(int layer) {
    const bool loading = showsRealModel() && !doc_->realModel();
    layer = loading ? std::max(0, layer) : std::clamp(layer, 0, std::max(0, modelLayers() - 1));
    if (layer == scene_.layer) return;
    scene_.layer = layer;
    emit sourceChanged();
}

ViewState::Attention ViewState::attention(int sentence) const {
    Attention a;
    const auto& results = doc_->results();
    if (sentence < 0 || sentence >= int(results.size())) {
        a.error = tr("No sentence %1 in this lesson.").arg(sentence + 1);
        return a;
    }
    const Document::SentenceResult& r = results[size_t(sentence)];
    a.text = r.text;
    if (showsRealModel()) {
        using State = Document::RealModelState;
        switch (doc_->realModelState()) {
            case State::Loading:
                a.error = doc_->realModelMessage();
                break;
            case State::Failed:
                a.error =
                    tr("The lesson's model cannot be opened: %1").arg(doc_->realModelMessage());
                break;
            case State::None:
                a.error = tr("The lesson points at no model.");
                break;
            case State::Ready: {
                // The last whole pass stays shown, under its own sentence's heading, while a
                // new one is read — and when the model cannot read the new text (too long):
                // then the message says why, above the maps as they were.
                const attn::Trace* t = doc_->realModelTrace(sentence, scene_.layer);
                if (t) {
                    a.trace = t;
                    a.text = QString::fromStdString(r.real->sentence);
                }
                if (!r.realError.isEmpty())
                    a.error = t ? tr("%1 The maps are still those of “%2”.")
                                      .arg(r.realError, elided(a.text, kQuotedChars))
                                : r.realError;
                else if (!t && r.realPending)
                    a.error = tr("The model is reading this sentence …");
                else if (!t)
                    a.error = tr("The model has no layer %1.").arg(scene_.layer + 1);
                break;
            }
        }
    } else if (scene_.source == Source::Trained) {
        const int layer = scene_.layer;
        if (layer < int(r.layers.size()))
            a.trace = &r.layers[size_t(layer)];
        else
            a.error = r.modelError.isEmpty()
                          ? tr("The trained model has no layer %1.").arg(layer + 1)
                          : r.modelError;
    } else {
        if (r.ok())
            a.trace = &r.trace;
        else
            a.error = r.error;
    }
    return a;
}

}  // namespace attn::ui
