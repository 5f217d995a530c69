// StepViewEditor: the "View" part of the step editor — every field of an
// attn::StepView (the sentences shown, one or two; the highlighted word; the
// stage, the source and layer; the heads whose maps it shows; the raised panes; the Vectors plane;
// numbers; what the step hides; its own what-if; the attention switches it lays over the lesson). A
// field set to "as before" is left empty in the step: it keeps what the steps before it set
// (attn::step_scene). "Capture from window" fills every field from the window as it is.
//
// The what-if row: "the lesson's own" (the step holds none: Lesson::what_if is shown), "none on
// this step" (an empty one: the lesson's is not shown while the step is), or "its own:" with its
// items in the file's words, separated by ';' ("ablate 1.2; cut 1.1:2>1"). Its source is the
// step's "Attention of" when set, else the what-if's own as it came in (setView, capture). An item
// that does not read is said under the row and left out of view().
#pragma once

#include <QWidget>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "attnlab/lesson/lesson.hpp"

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace attn::ui {

class ConcealmentBoxes;

class StepViewEditor : public QWidget {
    Q_OBJECT
  public:
    // `capture`: the window's view as a step view (LessonSession::captureView).
    StepViewEditor(const attn::Lesson& lesson, std::function<attn::StepView()> capture,
                   QWidget* parent = nullptr);

    void setView(const attn::StepView& v);
    // The open real model's shape, so a what-if on a real-model step is checked against its
    // heads as the hand-wired and trained ones are (0: no real model is open; its heads are then
    // checked in the window).
    void setRealModelShape(int layers, int heads);
    // The view the fields say (`hide` included).
    attn::StepView view() const;
    void capture();  // the "Capture from window" button

    // Fields, for tests.
    QComboBox* firstSentenceBox() const { return first_; }
    QComboBox* secondSentenceBox() const { return second_; }
    QComboBox* stageBox() const { return stage_; }
    QComboBox* highlightBox() const { return highlight_; }
    QCheckBox* paneBox(attn::Pane p) const;
    // The heads whose maps the step shows, from 1 ("2, 4"; empty: every head).
    QLineEdit* showHeadsField() const { return showHeads_; }
    QComboBox* whatIfModeBox() const { return whatIfMode_; }
    QLineEdit* whatIfField() const { return whatIf_; }
    QCheckBox* differenceBox() const { return difference_; }
    QString whatIfProblem() const;  // "" when every item reads

  signals:
    void edited();

  private:
    void makeFields();
    // The sentence boxes; returns the words of the lesson's sentences.
    std::set<std::string> makeSentenceFields(const QString& keep);
    void makeLadderFields(const QString& keep);  // rung, heads, scale, causal, positions
    QGroupBox* shownGroup();
    QGroupBox* ladderGroup();
    const attn::Lesson& lesson_;
    std::function<attn::StepView()> capture_;
    QCheckBox* difference_ = nullptr;  // the difference map of the two sentences
    QComboBox *first_, *second_, *highlight_, *stage_, *source_, *numbers_, *plane_, *planeX_,
        *planeY_;
    QComboBox *variant_, *scale_, *causal_, *positions_;
    std::optional<double> ropeBase_;  // the step's RoPE base, which this editor keeps
    QSpinBox *heads_, *layer_;
    QLineEdit* showHeads_;
    QComboBox* whatIfMode_;
    QLineEdit* whatIf_;
    QLabel* whatIfError_;
    attn::Source whatIfSource_ = attn::Source::HandWired;  // the what-if's as it came in
    int realLayers_ = 0, realHeads_ = 0;                   // setRealModelShape
    void makeWhatIfFields();
    std::vector<attn::Intervention> whatIfItems(QString* problem) const;
    std::vector<std::pair<attn::Pane, QCheckBox*>> panes_;
    ConcealmentBoxes* hide_;  // "Keep back (for a later question)", two to a row
};

}  // namespace attn::ui
