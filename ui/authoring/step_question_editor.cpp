#include "authoring/step_question_editor.hpp"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "authoring/concealment_boxes.hpp"
#include "authoring/text_lines.hpp"

namespace attn::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QPlainTextEdit* markdown_edit(QWidget* parent, const QString& placeholder, int lines) {
    auto* e = new QPlainTextEdit(parent);
    e->setPlaceholderText(placeholder);
    e->setTabChangesFocus(true);
    e->setMinimumHeight(e->fontMetrics().lineSpacing() * lines + 12);
    return e;
}

}  // namespace

StepQuestionEditor::StepQuestionEditor(const attn::Lesson& lesson, QWidget* parent)
    : QWidget(parent), lesson_(lesson) {
    kind_ = new QComboBox(this);
    kind_->addItems({tr("No question: the step only explains"),
                     tr("Choice: pick one of several answers"), tr("Number: type a value"),
                     tr("Cell: click the cell you think is largest")});
    prompt_ = markdown_edit(
        this, tr("The question, Markdown: “Which word does bank give the most weight to?”"), 3);

    // One page a kind, made in the order of the focus chain.
    QWidget* choicePage = makeChoicePage();
    QWidget* numberPage = makeNumberPage();
    QWidget* cellPage = makeCellPage();
    pages_ = new QStackedWidget(this);
    pages_->addWidget(new QWidget(this));
    pages_->addWidget(choicePage);
    pages_->addWidget(numberPage);
    pages_->addWidget(cellPage);
    why_ = markdown_edit(this,
                         tr("Shown with the answer: why it is so (Markdown, {{…}} quantities)"), 3);
    hide_ = new ConcealmentBoxes(4, this);
    hide_->setValue({.numbers = true});  // a question's default (attn::StepQuestion::hide)

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Kind"), kind_);
    form->addRow(tr("&Prompt"), prompt_);
    form->addRow(pages_);
    form->addRow(tr("&Why"), why_);
    form->addRow(tr("Hidden until answered"), hide_);

    const auto shown = [this, form] {
        const int k = kind_->currentIndex();
        pages_->setCurrentIndex(k);
        for (QWidget* w : {static_cast<QWidget*>(prompt_), static_cast<QWidget*>(why_)})
            w->setEnabled(k > 0);
        hide_->setEnabled(k > 0);
        pages_->setVisible(k > 0);
        right_->setEnabled(given_->isChecked());
        compare_->setEnabled(computed_->isChecked());
    };
    connect(kind_, &QComboBox::currentIndexChanged, this, shown);
    connect(given_, &QRadioButton::toggled, this, shown);
    connect(sentence_, &QComboBox::currentIndexChanged, this, &StepQuestionEditor::fillRows);
    connectEdited();
    fillRows();
    shown();
}

// Connects every field's change to edited().
void StepQuestionEditor::connectEdited() {
    for (QPlainTextEdit* e : {prompt_, choices_, compare_, why_})
        connect(e, &QPlainTextEdit::textChanged, this, &StepQuestionEditor::edited);
    for (QComboBox* b : {kind_, sentence_, row_})
        connect(b, &QComboBox::currentIndexChanged, this, &StepQuestionEditor::edited);
    for (QSpinBox* s : {right_, head_})
        connect(s, &QSpinBox::valueChanged, this, &StepQuestionEditor::edited);
    connect(tolerance_, &QDoubleSpinBox::valueChanged, this, &StepQuestionEditor::edited);
    connect(quantity_, &QLineEdit::textChanged, this, &StepQuestionEditor::edited);
    connect(given_, &QRadioButton::toggled, this, &StepQuestionEditor::edited);
    connect(hide_, &ConcealmentBoxes::edited, this, &StepQuestionEditor::edited);
}

// Choice: the answers, and the right one given or computed (the largest quantity).
QWidget* StepQuestionEditor::makeChoicePage() {
    auto* choicePage = new QWidget(this);
    choices_ = markdown_edit(choicePage, tr("One answer per line"), 3);
    given_ = new QRadioButton(tr("The right answer is number"), choicePage);
    computed_ = new QRadioButton(
        tr("The answer whose quantity is largest (computed, so it stays right after edits):"),
        choicePage);
    auto* group = new QButtonGroup(choicePage);
    group->addButton(given_);
    group->addButton(computed_);
    given_->setChecked(true);
    right_ = new QSpinBox(choicePage);
    right_->setRange(1, attn::kMaxChoices);
    compare_ = markdown_edit(
        choicePage, tr("One quantity per answer, in the same order: weight 0 bank river"), 3);
    auto* rightRow = new QHBoxLayout;
    rightRow->addWidget(given_);
    rightRow->addWidget(right_);
    rightRow->addStretch(1);
    auto* cf = new QVBoxLayout(choicePage);
    cf->setContentsMargins(0, 0, 0, 0);
    auto* answersLabel = new QLabel(tr("Answers"), choicePage);
    answersLabel->setBuddy(choices_);  // the list's accessible name
    right_->setAccessibleName(tr("Number of the right answer"));
    compare_->setAccessibleName(tr("Quantities to compare, one per answer"));
    cf->addWidget(answersLabel);
    cf->addWidget(choices_);
    cf->addLayout(rightRow);
    cf->addWidget(computed_);
    cf->addWidget(compare_);

    return choicePage;
}

// Number: the quantity asked for and how near an answer must come.
QWidget* StepQuestionEditor::makeNumberPage() {
    auto* numberPage = new QWidget(this);
    quantity_ = new QLineEdit(numberPage);
    quantity_->setPlaceholderText(tr("The quantity asked for: weight 0 bank river"));
    tolerance_ = new QDoubleSpinBox(numberPage);
    tolerance_->setDecimals(3);
    tolerance_->setRange(0, 1000);
    tolerance_->setSingleStep(0.005);
    tolerance_->setValue(0.01);
    auto* nf = new QFormLayout(numberPage);
    nf->setContentsMargins(0, 0, 0, 0);
    nf->addRow(tr("&Quantity"), quantity_);
    nf->addRow(tr("Right &within ±"), tolerance_);

    return numberPage;
}

// Cell: the map (sentence, head) and, optionally, the row the largest cell is looked for in.
QWidget* StepQuestionEditor::makeCellPage() {
    const attn::Lesson& lesson = lesson_;
    auto* cellPage = new QWidget(this);
    sentence_ = new QComboBox(cellPage);
    for (size_t i = 0; i < lesson.sentences.size(); ++i)
        sentence_->addItem(tr("sentence %1 · %2").arg(i).arg(q(lesson.sentences[i])),
                           int(i));  // numbered as quantities number them
    head_ = new QSpinBox(cellPage);
    head_->setRange(1, std::max(1, std::max(lesson.attention.heads,
                                            lesson.model ? lesson.model->config.heads : 1)));
    row_ = new QComboBox(cellPage);
    auto* ef = new QFormLayout(cellPage);
    ef->setContentsMargins(0, 0, 0, 0);
    ef->addRow(tr("In the map of"), sentence_);
    ef->addRow(tr("&Head"), head_);
    ef->addRow(tr("In the &row of"), row_);

    return cellPage;
}

void StepQuestionEditor::fillRows() {
    const QString was = row_->currentData().toString();
    const QSignalBlocker block(row_);
    row_->clear();
    row_->addItem(tr("any word: the largest cell of the map"), QString());
    const int s = sentence_->currentData().toInt();
    if (s >= 0 && s < int(lesson_.sentences.size()))
        for (const std::string& w : attn::tokenize(lesson_.sentences[size_t(s)]))
            if (row_->findData(q(w)) < 0) row_->addItem(q(w), q(w));
    row_->setCurrentIndex(std::max(0, row_->findData(was)));
}

void StepQuestionEditor::setQuestion(const std::optional<attn::StepQuestion>& question) {
    {
        const QSignalBlocker block(this);
        if (!question) {
            kind_->setCurrentIndex(0);
        } else {
            const attn::StepQuestion& s = *question;
            kind_->setCurrentIndex(1 + int(s.kind));
            prompt_->setPlainText(q(s.prompt));
            why_->setPlainText(q(s.why));
            choices_->setPlainText(one_per_line(s.choices));
            computed_->setChecked(!s.compare.empty());
            given_->setChecked(s.compare.empty());
            right_->setValue(std::max(0, s.answer) + 1);
            compare_->setPlainText(one_per_line(s.compare));
            quantity_->setText(q(s.quantity));
            tolerance_->setValue(s.tolerance);
            sentence_->setCurrentIndex(std::max(0, sentence_->findData(s.sentence)));
            fillRows();
            head_->setValue(s.head);
            if (row_->findData(q(s.row)) < 0) row_->addItem(q(s.row), q(s.row));
            row_->setCurrentIndex(std::max(0, row_->findData(q(s.row))));
            hide_->setValue(s.hide);
        }
    }
    kind_->currentIndexChanged(kind_->currentIndex());  // the pages follow the kind
    emit edited();
}

std::optional<attn::StepQuestion> StepQuestionEditor::question() const {
    const int k = kind_->currentIndex();
    if (k <= 0) return std::nullopt;
    attn::StepQuestion s;
    s.kind = attn::StepQuestion::Kind(k - 1);
    s.prompt = prompt_->toPlainText().trimmed().toStdString();
    s.why = why_->toPlainText().trimmed().toStdString();
    s.hide = hide_->value();
    switch (s.kind) {
        case attn::StepQuestion::Kind::Choice:
            s.choices = entries_of(choices_);
            if (computed_->isChecked())
                s.compare = entries_of(compare_);
            else
                s.answer = right_->value() - 1;
            break;
        case attn::StepQuestion::Kind::Number:
            s.quantity = quantity_->text().trimmed().toStdString();
            s.tolerance = tolerance_->value();
            break;
        case attn::StepQuestion::Kind::Cell:
            s.sentence = sentence_->currentData().toInt();
            s.head = head_->value();
            s.row = row_->currentData().toString().toStdString();
            break;
    }
    return s;
}

}  // namespace attn::ui
