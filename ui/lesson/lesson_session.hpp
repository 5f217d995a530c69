// LessonSession: a student's walk through the lesson's steps — which step is
// current, which questions were answered, what the views must hide meanwhile.
// Not part of the lesson (not saved, not undoable); the steps themselves are,
// and change only through step_commands.hpp.
//
// Entering a step shows its scene (attn::step_scene) in the ViewState: the
// attention switches it lays over the lesson (a view: nothing to undo or
// save; the student's own edits stay undoable edits), sentences, highlighted
// word, stage, source, numbers, plane and raised panes. A step with an
// unanswered question conceals what would give the answer away until
// answer…() or reveal(). When the steps change (an edit, an undo) and the
// current step's view is no longer the one entered, it is entered again.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <optional>

#include "attnlab/lesson/lesson.hpp"
#include "attnlab/lesson/step_quantity.hpp"

namespace attn::ui {

class Document;
class ViewState;

class LessonSession : public QObject {
    Q_OBJECT
  public:
    LessonSession(Document* doc, ViewState* view, QObject* parent = nullptr);

    int count() const;
    int current() const { return current_; }  // -1: the lesson has no steps
    const attn::LessonStep* step() const;     // nullptr when current() is -1

    // Enters step `index` (clamped); re-entering the current step puts its view back.
    void go(int index);
    // Next on the last step and Back on the first do nothing (they entered the step again,
    // putting back the layer or head the class had chosen on its slide).
    void next() {
        if (current_ != count() - 1) go(current_ + 1);
    }
    void back() {
        if (current_ != 0) go(current_ - 1);
    }
    // Puts the step back as it was entered and, on a predict step, asks its
    // question again: its view, and — as one undoable edit — the table, the
    // sentences, the attention and the trained model as they were when the
    // step was entered, the switches the lesson's own as opened.
    void resetStep();

    // The current step's text and question prompt with their quantities filled
    // in from the live lesson (under the step's attention), Markdown.
    // The step's title, text, prompt, why and choices in the interface's
    // language where the lesson holds them (lesson_texts.hpp), else its own.
    attn::StepTexts texts() const;
    QString text() const;
    QString prompt() const;
    // What the step names that the lesson lacks (attn::step_problems), as the
    // reader sees it: the texts in their language only, each problem a
    // sentence without the template's {{expression}}. authorProblems(): all
    // of them, every language, with the expressions (the Author menu's notes).
    QStringList problems() const;
    QStringList authorProblems() const;
    // Where this step's answer shows before it is asked (attn::answer_leaks):
    // notes for the lesson's author.
    QStringList leaks() const;

    // Predict, then reveal. pending(): the step asks and has not been answered.
    bool pending() const;
    bool revealed() const;
    // Revealed with "Show the answer", not answered: the verdict is the answer itself.
    bool answerShownUnasked() const;
    // Each answer reveals and returns the verdict line shown to the student:
    // "Right: water." / "Not quite: the answer is water (0.435 against 0.149)."
    QString answerChoice(int choice);
    QString answerNumber(double value);
    // Token indices in the question's sentence. A cell outside the row the
    // question asks about is not an answer: the session says so (message)
    // and returns "".
    QString answerCell(int row, int col);
    void reveal();  // shows the answer without one (the teacher's key)
    // The current step's verdict, judged again from the live lesson each time
    // it is read: an edit or a switch that changes the answer says so ("You
    // answered water, right at the time; after your edit the answer is money").
    QString verdict() const;
    // The choice the student picked on the current step (-1: none, or not a choice).
    int chosen() const;
    // Forgets every answer and asks the current step again (a presenter starts
    // every predict step unrevealed).
    void forgetAnswers();
    // How the window's attention switches differ from the ones the current
    // step was written for — its own switches over the lesson's as opened —
    // ("Scale is off here, on in the step"), or "" when they agree. The
    // text's numbers follow the window either way.
    QString viewDifference() const;
    // The answer, phrased ("water", "0.317", "bank → bank"), and the why, filled in.
    QString answerText() const;
    QString why() const;

    // The current scene as a step view (for "Add step from current view"); the
    // window fills in the raised panes through `capture`.
    attn::StepView captureView() const;
    void setWindowCapture(std::function<void(attn::StepView&)> capture) {
        capture_ = std::move(capture);
    }

  signals:
    void stepChanged(int index);  // entered a step, or the steps changed
    void answerChanged();         // answered, revealed, or a new step
    void message(const QString& text);

  private:
    // The lesson the step's words and judgement read: the live lesson as shown
    // (its edits, the scene's switches), under the step's own what-if, never one
    // the student laid over it since (the step speaks of its own).
    attn::Lesson stepLesson() const;
    // What the student gave on a step, and what was right when it was given.
    struct Given {
        int choice = -1;
        double number = 0;
        int row = -1, col = -1;
        bool answered = false;        // false: revealed without an answer
        bool right = false;           // judged when given
        QString expected;             // the answer phrase when given
        attn::ExpectedAnswer answer;  // the answer itself when given (which choice, cell, number)
    };
    void conceal();
    void record(const Given& g);
    // Judges `g` against the live lesson; false when the answer cannot be computed.
    bool rightNow(const Given& g) const;
    void onLessonChanged(bool reset);
    QString answerPhrase(const attn::Lesson& l) const;

    Document* doc_;
    ViewState* view_;
    int current_ = -1;
    std::map<int, Given> answers_;  // answered (or revealed) steps → what was given
    attn::AttentionConfig
        opened_;  // the lesson's attention as opened: what its steps were written over
    std::optional<attn::StepView> entered_;  // the view of the step entered last
    // The lesson when that step was entered (another step, or another lesson):
    // what Reset this step puts back.
    attn::Lesson entry_;
    int enteredSentences_ = 0;  // the lesson's sentence count then
    bool opening_ = false;      // a lesson was opened; its first step is entered on the next turn
    std::function<void(attn::StepView&)> capture_;
};

}  // namespace attn::ui
