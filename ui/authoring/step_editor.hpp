// StepEditor: the whole step format without JSON. Four tabs — Text (title
// and Markdown), View (StepViewEditor), Question (StepQuestionEditor) and
// Languages (StepTranslationEditor: the step's words in other languages) —
// beside a live preview drawn by the Lesson pane's own safe renderer, with
// the step's {{…}} quantities computed under the step's scene, the answer the
// question expects as the lesson computes it, and what the step names that
// the lesson lacks. OK is refused, with the reason shown, for a step the
// lesson file could not read back; the caller pushes the step as one undo
// step (LessonPane: add_step_command or edit_step_command).
#pragma once

#include <QDialog>
#include <functional>

#include "attnlab/lesson/lesson.hpp"

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTabWidget;

namespace attn {
class ModelReadings;
}

namespace attn::ui {

class Document;
class SafeTextBrowser;
class StepQuestionEditor;
class StepTranslationEditor;
class StepViewEditor;

class StepEditor : public QDialog {
    Q_OBJECT
  public:
    // `index`: where the step stands (inserting: where it will be inserted).
    // `capture`: the window's view as a step view, for "Capture from Window".
    StepEditor(Document* doc, int index, bool inserting, const attn::LessonStep& step,
               std::function<attn::StepView()> capture, QWidget* parent = nullptr);

    attn::LessonStep step() const;
    // Why OK would be refused now ("" when the step can be saved).
    QString refusal() const;

    QLineEdit* titleEdit() const { return title_; }
    QPlainTextEdit* textEdit() const { return text_; }
    StepViewEditor* viewEditor() const { return view_; }
    StepQuestionEditor* questionEditor() const { return question_; }
    StepTranslationEditor* translationEditor() const { return translation_; }  // the Languages tab
    QTabWidget* tabs() const { return tabs_; }
    SafeTextBrowser* preview() const { return preview_; }
    QLabel* quantitiesLabel() const {
        return quantities_;
    }                                                    // "weight 0 bank river = 0.317" per line
    QLabel* expectedLabel() const { return expected_; }  // "Expected answer: water (…)"
    QLabel* notesLabel() const { return notes_; }        // problems and answer leaks

    void accept() override;

  private:
    using Fill = std::function<QString(const std::string&)>;  // a text with its {{…}} computed

    void makeTabs(const attn::LessonStep& step, std::function<attn::StepView()> capture);
    QWidget* makePreviewColumn();  // the preview and the labels beside the tabs
    void refreshPreview();
    QString previewMarkdown(const attn::LessonStep& s, const Fill& fill) const;
    void showQuantities(const attn::LessonStep& s, const Fill& fill);
    void showExpected(const attn::Lesson& shown, const attn::LessonStep& s,
                      const attn::ModelReadings* readings);
    void showNotes(const attn::Lesson& l, int at, const QString& sceneError,
                   const attn::ModelReadings* readings);
    // The lesson with this step in its place.
    attn::Lesson withStep() const;

    Document* doc_;
    int index_;
    bool inserting_;
    QLineEdit* title_;
    QPlainTextEdit* text_;
    StepViewEditor* view_;
    StepQuestionEditor* question_;
    QTabWidget* tabs_;
    SafeTextBrowser* preview_;
    QLabel *quantities_, *expected_, *notes_, *refused_;
    StepTranslationEditor* translation_;
};

}  // namespace attn::ui
