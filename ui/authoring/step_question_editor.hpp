// StepQuestionEditor: the "Question" part of the step editor — none, or a
// predict question of each kind (attn::StepQuestion): a choice (the right
// option given, or computed as the option whose quantity is largest), a
// number (a quantity and a tolerance), a cell to click in a sentence's map
// (head, row). The prompt and the why are Markdown with {{…}} quantities;
// "keep back" chooses what the views hide until it is answered.
#pragma once

#include <QWidget>
#include <optional>

#include "attnlab/lesson/lesson.hpp"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QHBoxLayout;
class QLineEdit;
class QPlainTextEdit;
class QRadioButton;
class QSpinBox;
class QStackedWidget;

namespace attn::ui {

class ConcealmentBoxes;

class StepQuestionEditor : public QWidget {
    Q_OBJECT
  public:
    explicit StepQuestionEditor(const attn::Lesson& lesson, QWidget* parent = nullptr);

    void setQuestion(const std::optional<attn::StepQuestion>& question);
    std::optional<attn::StepQuestion> question() const;

    // Fields, for tests. kindBox's items: none, choice, number, cell (in that order).
    QComboBox* kindBox() const { return kind_; }
    QPlainTextEdit* promptEdit() const { return prompt_; }
    QPlainTextEdit* choicesEdit() const { return choices_; }
    QRadioButton* computedButton() const { return computed_; }
    QPlainTextEdit* compareEdit() const { return compare_; }
    QSpinBox* rightChoiceBox() const { return right_; }
    QLineEdit* quantityEdit() const { return quantity_; }
    QDoubleSpinBox* toleranceBox() const { return tolerance_; }
    QComboBox* cellSentenceBox() const { return sentence_; }
    QSpinBox* cellHeadBox() const { return head_; }
    QComboBox* cellRowBox() const { return row_; }
    QPlainTextEdit* whyEdit() const { return why_; }

  signals:
    void edited();

  private:
    void fillRows();
    QWidget* makeChoicePage();
    QWidget* makeNumberPage();
    QWidget* makeCellPage();
    void connectEdited();  // every field's change emits edited()
    const attn::Lesson& lesson_;
    QComboBox* kind_;
    QStackedWidget* pages_;
    QPlainTextEdit *prompt_, *choices_, *compare_, *why_;
    QRadioButton *given_, *computed_;
    QSpinBox *right_, *head_;
    QLineEdit* quantity_;
    QDoubleSpinBox* tolerance_;
    QComboBox *sentence_, *row_;
    ConcealmentBoxes* hide_;  // "Hidden until answered", in a row
};

}  // namespace attn::ui
