#include "lesson/lesson_session.hpp"

#include <QTimer>
#include <algorithm>
#include <cmath>

#include "attnlab/scene/scene.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "lesson/step_answer.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }


}  // namespace

LessonSession::LessonSession(Document* doc, ViewState* view, QObject* parent)
    : QObject(parent), doc_(doc), view_(view) {
    connect(doc_, &Document::lessonReset, this, [this] { onLessonChanged(true); });
    // Steps change with their own edits and with the structural edits that
    // keep their references true (a rename, a removed sentence); a value drag
    // (Embeddings) or a switch (Attention) leaves them alone.
    // After every view has resynced (settled): entering a step again may re-evaluate.
    connect(doc_, &Document::settled, this, [this](Document::Change c) {
        if (c != Document::Change::Embeddings && c != Document::Change::Attention) onLessonChanged(false);
    });
    opening_ = count() > 0;
    if (opening_) QTimer::singleShot(0, this, [this] {
        opening_ = false;
        if (current_ < 0) go(0);
    });
}

int LessonSession::count() const { return int(doc_->lesson().steps.size()); }

const attn::LessonStep* LessonSession::step() const {
    return current_ >= 0 && current_ < count() ? &doc_->lesson().steps[size_t(current_)] : nullptr;
}

void LessonSession::onLessonChanged(bool reset) {
    if (reset) {
        verdicts_.clear();
        current_ = -1;
        entered_.reset();
        emit stepChanged(current_);
        emit answerChanged();
        opening_ = count() > 0;
        if (opening_) QTimer::singleShot(0, this, [this] {
            opening_ = false;
            if (current_ < 0) go(0);
        });
        return;
    }
    if (opening_) return;  // a lesson just opened: its first step is entered shortly
    current_ = count() == 0 ? -1 : std::clamp(current_, 0, count() - 1);
    // The steps changed (an edit, its undo), or the sentences they count: a
    // current step whose view is not the one entered, or whose sentences were
    // renumbered, is entered again, so the window shows what it says.
    const int sentences = int(doc_->lesson().sentences.size());
    if (step() && (!entered_ || step()->view != *entered_ || sentences != enteredSentences_)) {
        go(current_);
        return;
    }
    if (!step()) entered_.reset();
    conceal();
    emit stepChanged(current_);
    emit answerChanged();
}

void LessonSession::go(int index) {
    if (count() == 0) return;
    current_ = std::clamp(index, 0, count() - 1);
    entered_ = step()->view;
    enteredSentences_ = int(doc_->lesson().sentences.size());
    // The one way into a step (attn::step_scene): the presentation and the handout use it too.
    view_->setScene(attn::step_scene(doc_->lesson(), current_, verdicts_.count(current_) > 0));
    emit stepChanged(current_);
    emit answerChanged();
}

void LessonSession::conceal() {
    view_->setConcealment(pending() ? step()->question->hide : attn::Concealment{});
}

// The lesson as the window shows it: under the scene's switches (the step's,
// or the student's own once the toolbar took them over).
const attn::Lesson& LessonSession::stepLesson() const { return doc_->shownLesson(); }

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
    const attn::AttentionConfig& a = doc_->shownLesson().attention;
    const attn::Scene& scene = view_->scene();
    attn::StepView v;
    // Everything the scene holds, said explicitly: entering the new step gives
    // this scene whatever the steps before it set.
    v.variant = a.variant;
    if (a.variant == attn::Variant::MultiHead) v.heads = a.heads;
    v.scale = a.scale;
    v.causal = a.causal;
    v.positions = a.positions;
    v.stage = scene.stage;
    v.sentences = scene.sentences;
    v.highlight = scene.highlight;
    if (!scene.numbers) v.numbers = false;
    v.plane = scene.plane;
    v.source = scene.source;
    if (scene.source == attn::Source::Model) v.layer = scene.layer + 1;
    if (capture_) capture_(v);
    return v;
}

}  // namespace attn::ui
