#include "view_state.hpp"

#include <algorithm>

#include "document.hpp"

namespace attn::ui {

QString stage_label(ViewState::Stage s) {
    switch (s) {
        case ViewState::Stage::Raw: return QObject::tr("Raw scores  Q·Kᵀ");
        case ViewState::Stage::Scaled: return QObject::tr("Scaled scores  Q·Kᵀ·s");
        case ViewState::Stage::Masked: return QObject::tr("Masked scores");
        case ViewState::Stage::Weights: return QObject::tr("Weights  softmax of each row");
    }
    return {};
}

ViewState::ViewState(Document* doc, QObject* parent) : QObject(parent), doc_(doc) {
    const int count = int(doc_->lesson().sentences.size());
    for (int i = 0; i < std::min(count, 2); ++i) shown_.push_back(i);
    if (!doc_->lesson().focus.empty()) word_ = QString::fromStdString(doc_->lesson().focus);
    connect(doc_, &Document::lessonReset, this, [this] {
        shown_.clear();
        for (int i = 0; i < std::min(int(doc_->lesson().sentences.size()), 2); ++i) shown_.push_back(i);
        emit shownChanged();
        setHighlightedWord(QString::fromStdString(doc_->lesson().focus));
    });
    connect(doc_, &Document::changed, this, [this](Document::Change c) {
        if (c == Document::Change::Sentences || c == Document::Change::Everything) fixShown();
    });
}

bool ViewState::isShown(int sentence) const {
    return std::find(shown_.begin(), shown_.end(), sentence) != shown_.end();
}

void ViewState::setShown(int sentence, bool on) {
    if (sentence < 0 || sentence >= int(doc_->lesson().sentences.size()) || isShown(sentence) == on) return;
    if (on) {
        shown_.push_back(sentence);
        if (shown_.size() > 2) shown_.erase(shown_.begin());
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

void ViewState::fixShown() {
    const int count = int(doc_->lesson().sentences.size());
    const auto before = shown_;
    shown_.erase(std::remove_if(shown_.begin(), shown_.end(), [count](int i) { return i >= count; }), shown_.end());
    if (shown_.empty() && count > 0) shown_.push_back(count - 1);
    if (shown_ != before) emit shownChanged();
}

}  // namespace attn::ui
