// LessonPane: the guided course of the lesson — the step list with progress,
// the current step's text (safe Markdown, numbers computed live), its
// question (predict, then reveal), Back / Next / Reset this step, and the
// teacher's authoring (the Author menu: lesson properties, the step editor,
// update from the view, move, arrange, delete; each one undo step, saved with the lesson).
// A lesson without steps shows how to start one.
#pragma once

#include <QStringList>
#include <QWidget>
#include <optional>

#include "attnlab/lesson/lesson_step.hpp"

class QButtonGroup;
class QLabel;
class QLineEdit;
class QComboBox;
class QPushButton;
class QToolButton;
class QVBoxLayout;

class QMessageBox;

namespace attn::ui {

class Document;
class LessonPropertiesDialog;
class LessonSession;
class StepEditor;
class StepListDialog;
class SafeTextBrowser;

// A typed answer as a number: "0.28", "0,28", "28%" and "28 %" are all 0.28;
// nullopt for anything else.
std::optional<double> parse_answer_number(const QString& typed);

class LessonPane : public QWidget {
    Q_OBJECT
  public:
    LessonPane(Document* doc, LessonSession* session, QWidget* parent = nullptr);
    ~LessonPane() override;

    // For tests and the window: parts a user clicks.
    QComboBox* stepBox() const { return list_; }  // "Step 3 of 13 · title", one item per step
    QPushButton* nextButton() const { return next_; }
    QPushButton* backButton() const { return back_; }
    QPushButton* revealButton() const { return reveal_; }
    QPushButton* resetButton() const { return reset_; }
    QLineEdit* numberEdit() const { return number_; }
    QButtonGroup* choices() const { return choices_; }
    QString shownText() const;    // the step text as displayed (plain)
    QString verdictText() const;  // the verdict and why, as displayed (plain)
    QString promptText() const;   // the whole question box's text, as displayed (plain)
    QLabel* problemsLabel() const { return problems_; }
    QLabel* numberErrorLabel() const { return numberError_; }
    QLabel* differsLabel() const { return differs_; }  // "The view differs from this step's: …"

    // Authoring (the Author menu calls these). The dialogs open without
    // blocking and delete themselves on close; OK pushes one undo step.
    LessonPropertiesDialog* editProperties();
    // Author ▸ Check Every Step for Answers: where any step's answer shows before it is asked,
    // in the window (attn::answer_leaks) and on the handout's pages (handout_leaks), one line
    // each ("Step 5: …", "Handout, page 2: …"); empty when none does. The action shows them.
    QStringList answersShownEarly() const;
    QMessageBox* checkAnswers();
    StepEditor* newStep();          // a new step after the current one, from the current view
    StepEditor* editCurrentStep();  // nullptr without a current step
    StepListDialog* arrangeSteps();
    void addStepFromView();
    void updateStepFromView(
        int index);  // the step's view becomes the window's (title, text, question kept)
    void editStep(int index, const QString& title, const QString& markdown);
    void moveStep(int from, int to);
    void deleteStep(int index);
    QToolButton* authorButton() const { return author_; }

  protected:
    // Return or Enter on a choice commits it (as Space does); the arrows only move. On the
    // step box while its list is closed, the arrows, Page keys and the wheel change nothing:
    // a stray key never leaves the step (Alt+Down or F4 opens the list).
    bool eventFilter(QObject* watched, QEvent* event) override;
    // Laid out anew (a step's text, a question, a verdict): the control with the keyboard, if
    // now wholly out of sight, is scrolled back into it.
    void resizeEvent(QResizeEvent* event) override;

  signals:
    void message(const QString& text);
    // "Start the course" (shown on a lesson without steps).
    void courseRequested();
    // Lesson Properties set a new focus word (never empty).
    void focusChosen(const QString& word);

  private:
    void makeQuestion();
    void makeButtons();
    void layOut();
    void connectControls();
    void buildQuestion();
    void refreshList();
    void refreshStep();
    void refreshAnswer();
    void refreshAnswerParts();                      // refreshAnswer() without the focus
    void addChoiceRows(bool choice, bool pending);  // refreshAnswer()'s radio buttons
    // Once the step's question is answered (by a choice, a number or a cell of a map),
    // the keyboard goes on from Next (else, on the last step, the verdict).
    void focusAfterAnswer();
    void scrollIntoView(QWidget* to);  // within the pane's scroll area
    void keepFocusInSight();           // scrollIntoView(the focus) when it is out of sight
    void fitPrompt();                  // the prompt's height to its text, at most kPromptHeight
    int answeredCheckStep_ = -1;       // the step whose pending state is `wasPending_`
    bool wasPending_ = false;
    static QString verdictMark();
    StepEditor* openStepEditor(int index, bool inserting, const attn::LessonStep& step);
    QWidget* buildAuthoringMenu();

    Document* doc_;
    LessonSession* session_;
    QComboBox* list_;
    SafeTextBrowser* text_;
    QWidget* questionBox_;
    QVBoxLayout* questionLayout_;
    SafeTextBrowser* prompt_;
    QButtonGroup* choices_;
    QLineEdit* number_;
    QPushButton* check_;
    QLabel* cellHint_;
    QPushButton* reveal_;
    QLabel* problems_;
    QLabel* numberError_;
    QLabel* differs_;
    QPushButton* back_;
    QPushButton* next_;
    QPushButton* reset_;
    QPushButton* course_;
    QToolButton* author_;
    bool filling_ = false;
    QStringList
        leaks_;  // the current step's authoring notes (LessonSession::leaks), from its entry
    // The focus rule on qApp's focusChanged: cut in the destructor, before ~QWidget deletes the
    // children (each one's clearFocus() would call it on a half-destroyed pane).
    QMetaObject::Connection focusRule_;
};

}  // namespace attn::ui
