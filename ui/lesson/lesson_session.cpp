#include "lesson/lesson_session.hpp"

#include <QTimer>
#include <algorithm>
#include <cmath>

#include "attnlab/step_quantity.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "lesson/step_answer.hpp"
#include "viewdata/score_stage.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }


}  // namespace

LessonSession::LessonSession(Document* doc, ViewState* view, QObject* parent)
    : QObject(parent), doc_(doc), view_(view) {
    connect(doc_, &Document::lessonReset, this, [this] { onLessonChanged(true); });
    connect(doc_, &Document::changed, this, [this](Document::Change c) {
        if (c == Document::Change::Steps) onLessonChanged(false);
    });
    if (count() > 0) QTimer::singleShot(0, this, [this] { go(0); });
}

int LessonSession::count() const { return int(doc_->lesson().steps.size()); }

const attn::LessonStep* LessonSession::step() const {
    return current_ >= 0 && current_ < count() ? &doc_->lesson().steps[size_t(current_)] : nullptr;
}

void LessonSession::onLessonChanged(bool reset) {
    if (reset) {
        verdicts_.clear();
        current_ = -1;
        view_->setConcealed(ViewState::ConcealNothing);
        view_->setNumbersShown(true);
        emit stepChanged(current_);
        emit answerChanged();
        // After the window has settled on the new lesson: entering pushes commands.
        if (count() > 0) QTimer::singleShot(0, this, [this] { if (current_ < 0) go(0); });
        return;
    }
    current_ = count() == 0 ? -1 : std::clamp(current_, 0, count() - 1);
    conceal();
    emit stepChanged(current_);
    emit answerChanged();
}

void LessonSession::go(int index) {
    if (count() == 0) return;
    current_ = std::clamp(index, 0, count() - 1);
    const attn::StepView view = step()->view;  // a copy: applying it replaces the lesson
    applyView(view);
    conceal();
    emit stepChanged(current_);
    emit answerChanged();
}

void LessonSession::applyView(const attn::StepView& v) {
    try {
        // The step's switches are part of its view: not an edit, nothing to save or undo.
        doc_->showAttentionSwitches(attn::lesson_for_step(doc_->lesson(), v).attention);
    } catch (const std::exception& e) {
        emit message(tr("Step %1: %2").arg(current_ + 1).arg(QString::fromUtf8(e.what())));
    }
    if (!v.sentences.empty()) view_->showSentences(v.sentences);
    if (v.highlight) view_->setHighlightedWord(q(*v.highlight));
    if (!v.stage.empty()) view_->setStage(score_stage_from_name(q(v.stage)));
    if (v.source == "model") view_->setSource(ViewState::Source::Model);
    if (v.source == "hand-wired") view_->setSource(ViewState::Source::HandWired);
    if (v.layer) view_->setLayer(*v.layer - 1);
    view_->setNumbersShown(v.numbers.value_or(true));  // a step that says nothing shows them
    emit viewApplied(v);
}

void LessonSession::conceal() {
    int flags = ViewState::ConcealNothing;
    if (pending()) {
        const Concealment c = concealment_of(*step()->question);
        flags = (c.numbers ? ViewState::ConcealNumbers : 0) | (c.cells ? ViewState::ConcealCells : 0) |
                (c.outputs ? ViewState::ConcealOutputs : 0);
    }
    view_->setConcealed(flags);
}

attn::Lesson LessonSession::stepLesson() const {
    const attn::LessonStep* s = step();
    if (!s) return doc_->lesson();
    try {
        return attn::lesson_for_step(doc_->lesson(), s->view);
    } catch (const std::exception&) {
        return doc_->lesson();
    }
}

QString LessonSession::text() const {
    const attn::LessonStep* s = step();
    return s ? q(attn::fill_quantities(stepLesson(), s->text)) : QString();
}

QString LessonSession::prompt() const {
    const attn::LessonStep* s = step();
    return s && s->question ? q(attn::fill_quantities(stepLesson(), s->question->prompt)) : QString();
}

QString LessonSession::why() const {
    const attn::LessonStep* s = step();
    return s && s->question ? q(attn::fill_quantities(stepLesson(), s->question->why)) : QString();
}

QStringList LessonSession::problems() const {
    QStringList out;
    for (const std::string& p : attn::step_problems(doc_->lesson(), current_)) out << q(p);
    return out;
}

bool LessonSession::pending() const {
    const attn::LessonStep* s = step();
    return s && s->question && !verdicts_.count(current_);
}

bool LessonSession::revealed() const { return step() && step()->question && verdicts_.count(current_); }

QString LessonSession::verdict() const {
    auto it = verdicts_.find(current_);
    return it == verdicts_.end() ? QString() : it->second;
}

void LessonSession::resetStep() {
    verdicts_.erase(current_);
    go(current_);
}

QString LessonSession::answerPhrase(const attn::Lesson& l) const { return step_answer_phrase(l, *step()->question); }

QString LessonSession::answerText() const {
    if (!step() || !step()->question) return {};
    try {
        return answerPhrase(stepLesson());
    } catch (const std::exception& e) {
        return tr("(cannot be computed: %1)").arg(QString::fromUtf8(e.what()));
    }
}

bool LessonSession::judge(attn::StepQuestion::Kind kind, const std::function<bool(const attn::Lesson&, const attn::StepQuestion&)>& right,
                          bool& verdict) const {
    if (!pending() || step()->question->kind != kind) return false;
    verdict = false;
    try {
        verdict = right(stepLesson(), *step()->question);
    } catch (const std::exception&) {  // an answer that cannot be computed: the student is not told "right"
    }
    return true;
}

QString LessonSession::answerChoice(int choice) {
    bool right = false;
    if (judge(attn::StepQuestion::Kind::Choice, [&](const auto& l, const auto& q) { return attn::choice_is_right(l, q, choice); }, right))
        reveal(right ? tr("Right: %1.").arg(answerText()) : tr("Not quite: the answer is %1.").arg(answerText()));
    return verdict();
}

QString LessonSession::answerNumber(double value) {
    bool right = false;
    if (judge(attn::StepQuestion::Kind::Number, [&](const auto& l, const auto& q) { return attn::number_is_right(l, q, value); }, right))
        reveal(right ? tr("Right: %1 (you said %2).").arg(answerText(), QString::number(value))
                     : tr("Not quite: it is %1 (you said %2).").arg(answerText(), QString::number(value)));
    return verdict();
}

QString LessonSession::answerCell(int row, int col) {
    bool right = false;
    if (judge(attn::StepQuestion::Kind::Cell, [&](const auto& l, const auto& q) { return attn::cell_is_right(l, q, row, col); }, right))
        reveal(right ? tr("Right: %1.").arg(answerText()) : tr("Not quite: the largest is %1.").arg(answerText()));
    return verdict();
}

void LessonSession::reveal() { reveal(tr("The answer: %1.").arg(answerText())); }

void LessonSession::reveal(const QString& verdict) {
    if (!pending()) return;
    verdicts_[current_] = verdict;
    conceal();
    emit answerChanged();
}

attn::StepView LessonSession::captureView() const {
    const attn::Lesson& l = doc_->lesson();
    attn::StepView v;
    v.variant = l.attention.variant;
    if (l.attention.variant == attn::Variant::MultiHead) v.heads = l.attention.heads;
    v.scale = l.attention.scale;
    v.causal = l.attention.causal;
    v.positions = l.attention.positions;
    v.stage = score_stage_name(view_->stage());
    v.sentences = view_->shown();
    if (!view_->highlightedWord().isEmpty()) v.highlight = view_->highlightedWord().toStdString();
    if (!view_->numbersShown()) v.numbers = false;
    if (view_->modelLayers() > 0) {
        v.source = view_->source() == ViewState::Source::Model ? "model" : "hand-wired";
        if (view_->source() == ViewState::Source::Model) v.layer = view_->layer() + 1;
    }
    if (capture_) capture_(v);
    return v;
}

}  // namespace attn::ui
