#include "document/view_state.hpp"

#include <algorithm>

namespace attn::ui {


ViewState::ViewState(Document* doc, QObject* parent) : QObject(parent), doc_(doc) {
    reconcile(Document::Change::Everything, true);
    shownDirty_ = wordDirty_ = sourceDirty_ = false;  // nobody listens yet
    connect(doc_, &Document::reconcile, this, &ViewState::reconcile);
    connect(doc_, &Document::settled, this, &ViewState::settle);
}

int ViewState::modelLayers() const {
    const auto& m = doc_->lesson().model;
    return m ? m->config.layers : 0;
}

int ViewState::heads() const {
    const attn::Lesson& l = doc_->lesson();
    return source_ == Source::Model && l.model ? l.model->config.heads : l.attention.heads;
}

void ViewState::reconcile(Document::Change what, bool reset) {
    const attn::Lesson& l = doc_->lesson();
    const int count = int(l.sentences.size());
    const auto shownBefore = shown_;
    if (reset) {
        shown_.clear();
        for (int i = 0; i < std::min(count, 2); ++i) shown_.push_back(i);
    } else {
        shown_.erase(std::remove_if(shown_.begin(), shown_.end(), [count](int i) { return i < 0 || i >= count; }),
                     shown_.end());
        if (shown_.empty() && count > 0) shown_.push_back(count - 1);
    }
    shownDirty_ = shownDirty_ || shown_ != shownBefore;
    if (reset) {
        const QString focus = QString::fromStdString(l.focus);
        wordDirty_ = wordDirty_ || focus != word_;
        word_ = focus;
    }
    const Source sourceBefore = source_;
    const int layerBefore = layer_;
    const int layers = modelLayers();
    // A model that arrives (a lesson opened with one, "Use this model") is shown.
    if (layers > 0 && (reset || what == Document::Change::Model)) source_ = Source::Model;
    if (layers == 0) source_ = Source::HandWired;
    layer_ = std::clamp(layer_, 0, std::max(0, layers - 1));
    if (reset) layer_ = 0;
    sourceDirty_ = sourceDirty_ || source_ != sourceBefore || layer_ != layerBefore;
}

void ViewState::settle() {
    // Cleared before emitting: a slot may change the view state again.
    const bool shown = std::exchange(shownDirty_, false);
    const bool word = std::exchange(wordDirty_, false);
    const bool source = std::exchange(sourceDirty_, false);
    if (source) emit sourceChanged();
    if (shown) emit shownChanged();
    if (word) emit highlightedWordChanged(word_);
}

void ViewState::showSentences(const std::vector<int>& sentences) {
    std::vector<int> valid;
    for (int s : sentences)
        if (s >= 0 && s < int(doc_->lesson().sentences.size()) && valid.size() < 2 &&
            std::find(valid.begin(), valid.end(), s) == valid.end())
            valid.push_back(s);
    if (valid.empty() || valid == shown_) return;
    shown_ = std::move(valid);
    emit shownChanged();
}

void ViewState::setNumbersShown(bool on) {
    if (numbers_ == on) return;
    numbers_ = on;
    emit displayChanged();
}

void ViewState::setConcealed(int flags) {
    if (conceal_ == flags) return;
    conceal_ = flags;
    emit displayChanged();
}

bool ViewState::isShown(int sentence) const {
    return std::find(shown_.begin(), shown_.end(), sentence) != shown_.end();
}

void ViewState::setShown(int sentence, bool on) {
    if (sentence < 0 || sentence >= int(doc_->lesson().sentences.size()) || isShown(sentence) == on) return;
    if (on) {
        shown_.push_back(sentence);
        if (shown_.size() > 2) {
            const int dropped = shown_.front();
            shown_.erase(shown_.begin());
            emit shownChanged();
            emit shownDropped(dropped);
            return;
        }
    } else {
        if (shown_.size() <= 1) return;
        shown_.erase(std::find(shown_.begin(), shown_.end(), sentence));
    }
    emit shownChanged();
}

void ViewState::showOnly(int sentence) {
    if (sentence < 0 || sentence >= int(doc_->lesson().sentences.size())) return;
    if (shown_ == std::vector<int>{sentence}) return;
    shown_ = {sentence};
    emit shownChanged();
}

void ViewState::setHighlightedWord(const QString& word) {
    if (word == word_) return;
    word_ = word;
    emit highlightedWordChanged(word_);
}

void ViewState::setStage(Stage s) {
    if (s == stage_) return;
    stage_ = s;
    emit stageChanged(s);
}

void ViewState::setSource(Source s) {
    if (s == Source::Model && modelLayers() == 0) s = Source::HandWired;
    if (s == source_) return;
    source_ = s;
    emit sourceChanged();
}

void ViewState::setLayer(int layer) {
    layer = std::clamp(layer, 0, std::max(0, modelLayers() - 1));
    if (layer == layer_) return;
    layer_ = layer;
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
    if (source_ == Source::Model) {
        if (layer_ < int(r.layers.size())) a.trace = &r.layers[size_t(layer_)];
        else a.error = r.modelError.isEmpty() ? tr("The trained model has no layer %1.").arg(layer_ + 1) : r.modelError;
    } else {
        if (r.ok()) a.trace = &r.trace;
        else a.error = r.error;
    }
    return a;
}

}  // namespace attn::ui
