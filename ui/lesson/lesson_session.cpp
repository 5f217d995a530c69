#include "lesson/lesson_session.hpp"

#include <QLocale>
#include <QRegularExpression>
#include <QStringList>
#include <QTimer>
#include <algorithm>
#include <cmath>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "commands/attention_commands.hpp"
#include "commands/lesson_edit_command.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "i18n/language.hpp"
#include "lesson/step_answer.hpp"
#include "style/number_format.hpp"
#include "viewdata/score_stage.hpp"

namespace attn::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

LessonSession::LessonSession(Document* doc, ViewState* view, QObject* parent)
    : QObject(parent), doc_(doc), view_(view), opened_(doc->lesson().attention) {
    connect(doc_, &Document::lessonReset, this, [this] { onLessonChanged(true); });
    // Steps change with their own edits and with the structural edits that
    // keep their references true (a rename, a removed sentence); a value drag
    // (Embeddings) or a switch (Attention) leaves them alone.
    // After every view has resynced (settled): entering a step again may re-evaluate.
    connect(doc_, &Document::settled, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c != Document::Change::Embeddings && c != Document::Change::Attention)
            onLessonChanged(false);
    });
    opening_ = count() > 0;
    if (opening_)
        QTimer::singleShot(0, this, [this] {
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
        answers_.clear();
        opened_ = doc_->lesson().attention;
        current_ = -1;
        entered_.reset();
        emit stepChanged(current_);
        emit answerChanged();
        opening_ = count() > 0;
        if (opening_)
            QTimer::singleShot(0, this, [this] {
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
    const int next = std::clamp(index, 0, count() - 1);
    if (next != current_) entry_ = doc_->lesson();  // entering another step: what Reset puts back
    current_ = next;
    entered_ = step()->view;
    enteredSentences_ = int(doc_->lesson().sentences.size());
    // The one way into a step (attn::step_scene): the presentation and the handout use it too.
    view_->setScene(attn::step_scene(doc_->lesson(), current_, answers_.count(current_) > 0));
    emit stepChanged(current_);
    emit answerChanged();
}

void LessonSession::conceal() {
    if (step())
        view_->setConcealment(attn::step_scene(doc_->lesson(), current_, !pending()).conceal);
}

// The lesson as the window shows it: under the scene's switches (the step's,
// or the student's own once the toolbar took them over), and the step's own what-if.
attn::Lesson LessonSession::stepLesson() const {
    const attn::Lesson& shown = doc_->shownLesson();
    const attn::LessonStep* s = step();
    attn::WhatIf own;
    if (s && s->view.what_if) own = *s->view.what_if;
    if (shown.what_if == own) return shown;
    attn::Lesson l = shown;
    l.what_if = std::move(own);
    return l;
}

attn::StepTexts LessonSession::texts() const {
    const attn::LessonStep* s = step();
    return s ? attn::step_texts(*s, lesson_language()) : attn::StepTexts{};
}

QString LessonSession::text() const {
    const attn::LessonStep* s = step();
    return s ? q(shown_quantities(stepLesson(), texts().text, doc_->modelReadings())) : QString();
}

QString LessonSession::prompt() const {
    const attn::LessonStep* s = step();
    return s && s->question
               ? q(shown_quantities(stepLesson(), texts().prompt, doc_->modelReadings()))
               : QString();
}

QString LessonSession::why() const {
    const attn::LessonStep* s = step();
    return s && s->question ? q(shown_quantities(stepLesson(), texts().why, doc_->modelReadings()))
                            : QString();
}

QStringList LessonSession::problems() const {
    // For the reader: the problems of the texts they read (not another language's), each a
    // sentence without the template's {{expression}} (authorProblems() keeps everything).
    static const QRegularExpression other(
        QStringLiteral("^steps\\[\\d+\\]\\.translations\\.([^.]+)\\."));
    static const QRegularExpression expression(QStringLiteral("\\{\\{[^}]*\\}\\}: "));
    const QString language = q(lesson_language());
    QStringList out;
    for (const std::string& p :
         attn::step_problems(doc_->lesson(), current_, doc_->modelReadings())) {
        QString m = q(p);
        const QRegularExpressionMatch t = other.match(m);
        if (t.hasMatch() && t.captured(1) != language &&
            t.captured(1) != language.section(QLatin1Char('-'), 0, 0))
            continue;
        out << for_people(m.remove(expression));
    }
    return out;
}

QStringList LessonSession::authorProblems() const {
    QStringList out;
    for (const std::string& p :
         attn::step_problems(doc_->lesson(), current_, doc_->modelReadings()))
        out << for_people(q(p));
    return out;
}

QStringList LessonSession::leaks() const {
    QStringList out;
    for (const std::string& p : attn::answer_leaks(doc_->lesson(), current_, doc_->modelReadings()))
        out << for_people(q(p));
    return out;
}

bool LessonSession::pending() const {
    const attn::LessonStep* s = step();
    return s && s->question && !answers_.count(current_);
}

bool LessonSession::answerShownUnasked() const {
    const auto it = answers_.find(current_);
    return step() && step()->question && it != answers_.end() && !it->second.answered;
}

bool LessonSession::revealed() const {
    return step() && step()->question && answers_.count(current_);
}

int LessonSession::chosen() const {
    auto it = answers_.find(current_);
    return it == answers_.end() || !it->second.answered ? -1 : it->second.choice;
}

bool LessonSession::rightNow(const Given& g) const {
    const attn::StepQuestion& qn = *step()->question;
    try {
        switch (qn.kind) {
            case attn::StepQuestion::Kind::Choice:
                return attn::choice_is_right(stepLesson(), qn, g.choice, doc_->modelReadings());
            case attn::StepQuestion::Kind::Number:
                return attn::number_is_right(stepLesson(), qn, g.number, doc_->modelReadings());
            case attn::StepQuestion::Kind::Cell:
                return attn::cell_is_right(stepLesson(), qn, g.row, g.col, doc_->modelReadings());
        }
    } catch (const std::exception&) {  // an answer that cannot be computed: the student is not told
                                       // "right"
    }
    return false;
}

QString LessonSession::verdict() const {
    auto it = answers_.find(current_);
    if (it == answers_.end() || !step() || !step()->question) return {};
    const Given& g = it->second;
    const attn::StepQuestion& qn = *step()->question;
    const QString now = answerText();
    // The answer itself moved (another choice or cell, or a number beyond the tolerance), not only
    // its numbers.
    bool moved = false;
    try {
        const attn::ExpectedAnswer a =
            attn::expected_answer(stepLesson(), qn, doc_->modelReadings());
        moved = a.choice != g.answer.choice || a.row != g.answer.row || a.col != g.answer.col ||
                std::abs(a.number - g.answer.number) > qn.tolerance + 1e-9;
    } catch (const std::exception&) {
        moved = true;
    }
    if (!g.answered) {
        if (!moved) return tr("The answer: %1.").arg(now);
        return tr("The answer was %1; after your edit it is %2.").arg(g.expected, now);
    }
    QString said;  // what the student gave, in their terms
    switch (qn.kind) {
        case attn::StepQuestion::Kind::Choice:
            said = g.choice >= 0 && g.choice < int(qn.choices.size())
                       ? q(texts().choices.at(size_t(g.choice)))
                       : QString();
            break;
        case attn::StepQuestion::Kind::Number:
            // As typed, in the language's decimal form ("0,28" stays "0,28").
            said = QString::number(g.number, 'g', 6).replace(QLatin1Char('.'), decimal_sign());
            break;
        case attn::StepQuestion::Kind::Cell: {
            const std::vector<std::string> sentences = doc_->shownLesson().sentences;
            if (qn.sentence < 0 || qn.sentence >= int(sentences.size()))
                break;  // its sentence was removed
            const auto tokens = attn::tokenize(sentences[size_t(qn.sentence)]);
            if (g.row >= 0 && g.col >= 0 && g.row < int(tokens.size()) &&
                g.col < int(tokens.size()))
                said = tr("%1 → %2").arg(q(tokens[size_t(g.row)]), q(tokens[size_t(g.col)]));
            break;
        }
    }
    const bool right = rightNow(g);
    if (!moved && right == g.right) {
        // A right choice or cell is the answer itself: saying it twice adds nothing. A right
        // number may differ from the answer within the tolerance: that is said.
        if (right && qn.kind != attn::StepQuestion::Kind::Number) return tr("Right: %1.").arg(now);
        return right ? tr("Right: %1. You said %2.").arg(now, said)
                     : tr("Not quite: the answer is %1. You said %2.").arg(now, said);
    }
    // The lesson or the switches changed since: the verdict follows them and says so.
    const QString then = g.right ? tr("right at the time") : tr("not right at the time");
    return right
               ? tr("You answered %1, %2; after your edit it is right: the answer is now %3.")
                     .arg(said, then, now)
               : tr("You answered %1, %2; after your edit the answer is %3.").arg(said, then, now);
}

void LessonSession::resetStep() {
    answers_.erase(current_);
    // The step as it was entered, as one undoable edit: the table, the sentences, the attention
    // and the trained model the student changed since, and the switches back to the lesson's as
    // opened (the steps are written over them). The steps themselves and the title stay: they
    // are the author's.
    attn::Lesson after = doc_->lesson();
    after.table = entry_.table;
    after.sentences = entry_.sentences;
    after.attention = switches_of(opened_).over(entry_.attention);
    after.model = entry_.model;
    if (!(after == doc_->lesson()))
        doc_->undoStack()->push(new LessonEditCommand(
            doc_, std::move(after), Document::ChangeEvent(Document::Change::Everything),
            tr("Reset this step")));
    go(current_);
    // What is shown now, in words (the status bar's last message wins over the undo's).
    const attn::AttentionConfig& shown = doc_->shownLesson().attention;
    QString what = variant_label(shown.variant);
    if (shown.variant == attn::Variant::MultiHead)
        what = tr("%1, %n head(s)", nullptr, shown.heads).arg(what);
    emit message(tr("Step %1 is as you entered it: %2, scaling %3.")
                     .arg(current_ + 1)
                     .arg(what, shown.scale ? tr("on") : tr("off")));
}

void LessonSession::forgetAnswers() {
    answers_.clear();
    if (step()) go(current_);
}

QString LessonSession::viewDifference() const {
    if (!step()) return {};
    // The steps as written: their switches over the lesson's own as opened (no copy of the lesson:
    // it may hold a model).
    attn::AttentionConfig base = doc_->lesson().attention;
    base.variant = opened_.variant;
    base.heads = opened_.heads;
    base.scale = opened_.scale;
    base.causal = opened_.causal;
    base.position = opened_.position;
    base.rope_base = opened_.rope_base;
    attn::AttentionConfig wanted = base;
    try {
        wanted = attn::step_scene(doc_->lesson(), current_).switches.over(base);
        if (doc_->lesson().table.axis_count() > 0)
            attn::validate(wanted, doc_->lesson().table.axis_count());
    } catch (const std::invalid_argument&) {
        wanted = base;
    }
    const attn::AttentionConfig& shown = doc_->shownLesson().attention;
    const auto onOff = [](bool b) { return b ? tr("on") : tr("off"); };
    QStringList parts;
    if (shown.variant != wanted.variant)
        parts << tr("the rung is “%1” here, “%2” in the step")
                     .arg(q(attn::variant_name(shown.variant)),
                          q(attn::variant_name(wanted.variant)));
    if (shown.heads != wanted.heads)
        parts << tr("%1 heads here, %2 in the step").arg(shown.heads).arg(wanted.heads);
    if (shown.scale != wanted.scale)
        parts
            << tr("Scale is %1 here, %2 in the step").arg(onOff(shown.scale), onOff(wanted.scale));
    if (shown.causal != wanted.causal)
        parts << tr("Causal is %1 here, %2 in the step")
                     .arg(onOff(shown.causal), onOff(wanted.causal));
    if (shown.position != wanted.position)
        parts << tr("%1 here, %2 in the step")
                     .arg(position_label(shown.position), position_label(wanted.position));
    else if (shown.position == attn::PositionEncoding::Rope && shown.rope_base != wanted.rope_base)
        parts << tr("the RoPE base is %1 here, %2 in the step")
                     .arg(QLocale().toString(shown.rope_base, 'g', 6),
                          QLocale().toString(wanted.rope_base, 'g', 6));
    return parts.join(tr("; "));
}

QString LessonSession::answerPhrase(const attn::Lesson& l) const {
    attn::StepQuestion shown = *step()->question;
    shown.choices = texts().choices;  // the answer in the reader's language
    return step_answer_phrase(l, shown, doc_->modelReadings());
}

QString LessonSession::answerText() const {
    if (!step() || !step()->question) return {};
    try {
        return answerPhrase(stepLesson());
    } catch (const std::exception& e) {
        return tr("(cannot be computed: %1)").arg(QString::fromUtf8(e.what()));
    }
}

void LessonSession::record(const Given& given) {
    if (!pending()) return;
    Given g = given;
    g.expected = answerText();
    try {
        g.answer = attn::expected_answer(stepLesson(), *step()->question, doc_->modelReadings());
    } catch (const std::exception&) {
    }
    if (g.answered) g.right = rightNow(g);
    answers_[current_] = g;
    conceal();
    emit answerChanged();
}

QString LessonSession::answerChoice(int choice) {
    if (!pending() || step()->question->kind != attn::StepQuestion::Kind::Choice) return verdict();
    Given g;
    g.choice = choice;
    g.answered = true;
    record(g);
    return verdict();
}

QString LessonSession::answerNumber(double value) {
    if (!pending() || step()->question->kind != attn::StepQuestion::Kind::Number) return verdict();
    Given g;
    g.number = value;
    g.answered = true;
    record(g);
    return verdict();
}

QString LessonSession::answerCell(int row, int col) {
    if (!pending() || step()->question->kind != attn::StepQuestion::Kind::Cell) return verdict();
    const attn::StepQuestion& qn = *step()->question;
    if (view_->showsModel()) {  // graded on the hand-wired map: never on a model's click
        emit message(
            tr("This question is about the hand-wired attention's map, but the step "
               "shows the model's: it cannot be answered here."));
        return {};
    }
    if (!qn.row.empty() && qn.sentence >= 0 && qn.sentence < int(stepLesson().sentences.size())) {
        // The row asked about is its word's first occurrence (step_quantity's rule).
        const auto tokens = attn::tokenize(stepLesson().sentences[size_t(qn.sentence)]);
        const auto asked = std::find(tokens.begin(), tokens.end(), qn.row);
        if (asked != tokens.end() && row != int(asked - tokens.begin())) {
            emit message(
                tr("The question asks about %1’s row: click a cell in that row.").arg(q(qn.row)));
            return {};
        }
    }
    Given g;
    g.row = row, g.col = col;
    g.answered = true;
    record(g);
    return verdict();
}

void LessonSession::reveal() { record(Given{}); }

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
    v.position = a.position;
    if (a.position == attn::PositionEncoding::Rope) v.rope_base = a.rope_base;
    v.stage = scene.stage;
    v.sentences = scene.sentences;
    v.highlight = scene.highlight;
    if (!scene.numbers) v.numbers = false;
    v.difference = scene.difference && scene.sentences.size() == 2;
    v.plane = scene.plane;
    v.source = scene.source;
    if (scene.source != attn::Source::HandWired) v.layer = scene.layer + 1;
    // The what-if shown, said explicitly as the rest (a click in the window sets the lesson's
    // own, which the step then holds as its own): none is captured only when none is shown and
    // the lesson holds none, else an empty one keeps a lesson's off the step. Patches are
    // never saved.
    attn::WhatIf shown = scene.what_if;
    std::erase_if(shown.interventions, [](const attn::Intervention& i) {
        return i.kind == attn::Intervention::Kind::Patch;
    });
    if (!shown.empty() || !doc_->lesson().what_if.empty()) v.what_if = shown;
    if (capture_) capture_(v);
    return v;
}

}  // namespace attn::ui
