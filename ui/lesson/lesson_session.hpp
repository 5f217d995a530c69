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
    void next() { go(current_ + 1); }
    void back() { go(current_ - 1); }
    // Puts the step's view back and, on a predict step, asks its question again.
    void resetStep();

    // The current step's text and question prompt with their quantities filled
    // in from the live lesson (under the step's attention), Markdown.
    QString text() const;
    QString prompt() const;
    // What the step names that the lesson lacks (attn::step_problems).
    QStringList problems() const;

    // Predict, then reveal. pending(): the step asks and has not been answered.
    bool pending() const;
    bool revealed() const;
    // Each answer reveals and returns the verdict line shown to the student:
    // "Right: water." / "Not quite: the answer is water (0.435 against 0.149)."
    QString answerChoice(int choice);
    QString answerNumber(double value);
    QString answerCell(int row, int col);  // token indices in the question's sentence
    void reveal();                         // shows the answer without one (the teacher's key)
    QString verdict() const;  // the current step's, kept while the session lasts
    // The answer, phrased ("water", "0.317", "bank → bank"), and the why, filled in.
    QString answerText() const;
    QString why() const;

    // The current scene as a step view (for "Add step from current view"); the
    // window fills in the raised panes through `capture`.
    attn::StepView captureView() const;
    void setWindowCapture(std::function<void(attn::StepView&)> capture) { capture_ = std::move(capture); }

signals:
    void stepChanged(int index);  // entered a step, or the steps changed
    void answerChanged();         // answered, revealed, or a new step
    void message(const QString& text);

private:
    const attn::Lesson& stepLesson() const;  // the live lesson as shown (under the scene's switches)
    void conceal();
    void reveal(const QString& verdict);
    // Checks a pending question of `kind` with `right`; false (nothing checked) otherwise.
    bool judge(attn::StepQuestion::Kind kind,
               const std::function<bool(const attn::Lesson&, const attn::StepQuestion&)>& right, bool& verdict) const;  // records the step's verdict and shows everything
    void onLessonChanged(bool reset);
    QString answerPhrase(const attn::Lesson& l) const;

    Document* doc_;
    ViewState* view_;
    int current_ = -1;
    std::map<int, QString> verdicts_;  // answered steps → their verdict line
    std::optional<attn::StepView> entered_;  // the view of the step entered last
    int enteredSentences_ = 0;               // the lesson's sentence count then
    bool opening_ = false;                   // a lesson was opened; its first step is entered on the next turn
    std::function<void(attn::StepView&)> capture_;
};

}  // namespace attn::ui
