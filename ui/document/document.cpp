#include "document/document.hpp"

#include <algorithm>
#include <exception>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/model/model.hpp"
#include "attnlab/model/model_scores.hpp"
#include "attnlab/model/model_words.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "document/model_worker.hpp"

namespace attn::ui {

Document::Document(attn::Lesson lesson, QString filePath, QObject* parent)
    : QObject(parent), lesson_(std::move(lesson)), path_(std::move(filePath)) {
    refreshShown();
    evaluateAll();
}

// ~Document: in document_real_model.cpp (it ends the worker before the results go).

void Document::setFilePath(const QString& path) {
    if (path_ == path) return;
    path_ = path;
    emit filePathChanged(path_);
}

void Document::replaceLesson(attn::Lesson lesson, ChangeEvent what) {
    const attn::WhatIf before = shownLesson().what_if;
    if (lesson.what_if != lesson_.what_if) whatIf_ = lesson.what_if;  // the user's takes over
    lesson_ = std::move(lesson);
    refreshShown();
    if (what.is(Change::WhatIf)) narrow_what_if_change(what, before, shownLesson().what_if);
    evaluateAll(what);
    announce(what);
}

void Document::announce(ChangeEvent what, bool reset) {
    emit reconcile(what, reset);
    if (reset) emit lessonReset();
    emit changed(what);
    emit settled(what);
}

void Document::refreshShown() {
    const attn::AttentionConfig c = attn::scene_attention(lesson_, switches_);
    if (c == lesson_.attention && whatIf_ == lesson_.what_if) {
        shown_.reset();
        return;
    }
    shown_ = lesson_;
    shown_->attention = c;
    shown_->what_if = whatIf_;
}

void Document::setSwitches(const attn::AttentionSwitches& s) { setOverlay(s, whatIf_); }

void Document::setWhatIf(const attn::WhatIf& w) { setOverlay(switches_, w); }

void Document::setOverlay(const attn::AttentionSwitches& s, const attn::WhatIf& w) {
    if (s == switches_ && w == whatIf_) return;
    const bool attentionChanged = attn::scene_attention(lesson_, s) != shownLesson().attention;
    const bool whatIfChanged = w != whatIf_;
    if (!whatIfChanged && !attentionChanged) {
        switches_ = s;
        refreshShown();
        return;
    }
    ChangeEvent what(whatIfChanged ? Change::WhatIf : Change::Attention);
    if (whatIfChanged) {
        narrow_what_if_change(what, whatIf_, w);
        if (attentionChanged) what.sources |= ChangeEvent::sourceBit(attn::Source::HandWired);
    }
    switches_ = s;
    whatIf_ = w;
    refreshShown();
    evaluateAll(what);
    announce(what);
}

void Document::resetLesson(attn::Lesson lesson, QString filePath,
                           std::shared_ptr<const attn::OpenedModel> opened) {
    adopt_ = std::move(opened);
    undo_.clear();
    lesson_ = std::move(lesson);
    switches_ = {};
    whatIf_ = lesson_.what_if;
    refreshShown();
    evaluateAll();
    setFilePath(filePath);
    undo_.setClean();
    announce(Change::Everything, true);
}

void Document::evaluateAll(ChangeEvent& what) {
    if (what.is(Change::Steps)) return;  // steps change no number: the traces stand
    // The trained model as a Model: built once per set of weights, not per edit.
    // Only a change of the model (or of everything) can bring new weights, so a
    // drag in the table does not even compare them.
    bool modelSame = true;  // the model's traces depend only on its weights and the sentence text
    const bool weightsMayDiffer = what.is(Change::TrainedModel) || what.is(Change::Everything);
    if (what.is(Change::WhatIf)) modelSame = false;  // the model's traces under another what-if
    if (!lesson_.model) {
        model_.reset();
        modelWeights_.clear();
    } else if (!model_ || (weightsMayDiffer && modelWeights_ != lesson_.model->weights)) {
        modelSame = false;
        try {
            model_ = std::make_unique<attn::Model>(lesson_.model->to_model());
            modelWeights_ = lesson_.model->weights;
        } catch (const std::exception&) {
            model_.reset();
            modelWeights_.clear();
        }
    }
    // An edit of one sentence's text evaluates that sentence alone: the others' numbers stand.
    const bool one = what.is(Change::Sentences) && what.sentence >= 0 &&
                     results_.size() == lesson_.sentences.size() &&
                     size_t(what.sentence) < results_.size();
    if (one) {
        evaluateSentence(size_t(what.sentence), modelSame);
    } else if (what.matrix == ValueTarget::Embedding && !what.cells.isEmpty()) {
        // Values of some words' rows: only the sentences holding one of them change.
        for (size_t i = 0; i < results_.size(); ++i)
            if (holdsRows(results_[i], what.cells.top(), what.cells.bottom()))
                evaluateSentence(i, modelSame);
    } else {
        results_.resize(lesson_.sentences.size());
        for (size_t i = 0; i < lesson_.sentences.size(); ++i) evaluateSentence(i, modelSame);
    }
    if (what.is(Change::Everything) || what.is(Change::Sentences)) realTraces_.clear();
    // The real model's reading of the edited sentence before the edit: if the sync
    // below leaves it as it was (a pass is queued), its views wait for the pass.
    const SentenceResult* r = one ? &results_[size_t(what.sentence)] : nullptr;
    const auto realBefore =
        r ? std::make_pair(r->real, r->realError) : std::make_pair(nullptr, QString());
    syncRealModel(what.kind);
    if (r && r->real == realBefore.first && r->realError == realBefore.second)
        what.sources &= ~ChangeEvent::sourceBit(attn::Source::Real);
}

bool Document::holdsRows(const SentenceResult& r, int first, int last) const {
    if (!r.ok()) return true;  // an error may go with the edit: evaluate it again
    for (int row : r.rows)
        if (row >= first && row <= last) return true;
    return false;
}

void Document::narrow_what_if_change(ChangeEvent& what, const attn::WhatIf& before,
                                     const attn::WhatIf& after) {
    what.sources = 0;
    for (attn::Source s : {attn::Source::HandWired, attn::Source::Trained, attn::Source::Real}) {
        const auto a = before.over(s), b = after.over(s);
        if (!std::equal(a.begin(), a.end(), b.begin(), b.end()))
            what.sources |= ChangeEvent::sourceBit(s);
    }
    // The first layer a model's changed interventions touch (the hand-wired attention has one).
    what.layer = -1;
    for (attn::Source s : {attn::Source::Trained, attn::Source::Real}) {
        const int first = attn::first_layer_changed(before.over(s), after.over(s));
        if (first >= 0) what.layer = what.layer < 0 ? first : std::min(what.layer, first);
    }
}

void Document::evaluateSentence(size_t i, bool modelSame) {
    ++evaluations_;
    SentenceResult& r = results_[i];
    const QString text = QString::fromStdString(lesson_.sentences[i]);
    // An edit of the table or the hand-wired attention (a drag) leaves the model's view alone.
    const bool modelKept = modelSame && lesson_.model && r.text == text &&
                           (!r.layers.empty() || !r.modelError.isEmpty());
    r.text = text;
    r.error.clear();
    try {
        r.rows.clear();
        const attn::Lookup lk = attn::lookup(lesson_.table, lesson_.sentences[i]);
        r.rows = lk.ids;
        if (lk.tokens.empty()) {
            r.error = tr("This sentence is empty: type at least one word.");
            r.trace = {};
            return;
        }
        const attn::Lesson& shown = shownLesson();
        // Cuts of lines this sentence does not have cut nothing in it.
        const std::vector<attn::Intervention> what_if =
            attn::within(shown.what_if.over(attn::Source::HandWired), int(lk.tokens.size()));
        const attn::Matrix x = attn::embed(lesson_.table, lk);
        r.plain.reset();
        if (!what_if.empty()) {
            r.plain = attn::evaluate(x, shown.attention);
            r.plain->tokens = lk.tokens;
        }
        attn::evaluate_into(x, shown.attention, r.trace, what_if);
        r.trace.tokens = lk.tokens;
    } catch (const std::exception& e) {
        r.error = QString::fromStdString(e.what());
        if (!shownLesson().what_if.over(attn::Source::HandWired).empty()) {
            r.error[0] = r.error[0].toUpper();
            //: Under the "What if" bar: %1, why the what-if cannot be laid over this sentence
            r.error =
                tr("%1. Clear the what-ifs (the bar's Clear) to see the maps again.").arg(r.error);
        }
        r.trace = {};
        r.plain.reset();
    }
    if (!modelKept) evaluateModel(r, lesson_.sentences[i]);
}

void Document::evaluateModel(SentenceResult& r, const std::string& sentence) const {
    r.layers.clear();
    r.modelError.clear();
    if (!lesson_.model) return;
    if (!model_) {
        r.modelError = tr("The lesson's trained model cannot be read.");
        return;
    }
    const attn::ModelWords words =
        attn::model_words(*lesson_.model, sentence);  // the one check, the one wording
    if (!words.ok()) {
        QString why = QString::fromStdString(words.problem);
        why[0] = why[0].toUpper();
        r.modelError = why + (words.unknown.empty() ? QStringLiteral(".")
                                                    : tr(": use words it was trained on."));
        return;
    }
    try {
        r.layers = attn::model_layer_traces(
            *model_, words.ids, words.tokens,
            attn::within(shownLesson().what_if.over(attn::Source::Trained), int(words.ids.size())));
    } catch (const std::exception& e) {
        r.modelError = QString::fromStdString(e.what());
    }
}

}  // namespace attn::ui
