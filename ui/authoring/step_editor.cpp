#include "authoring/step_editor.hpp"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <set>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "authoring/step_question_editor.hpp"
#include "authoring/step_translation_editor.hpp"
#include "authoring/step_view_editor.hpp"
#include "document/document.hpp"
#include "lesson/step_answer.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "style/safe_markdown.hpp"

namespace attn::ui {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

QScrollArea* scrolled(QWidget* w) {
    auto* s = new QScrollArea;
    s->setWidget(w);
    s->setWidgetResizable(true);
    s->setFrameShape(QFrame::NoFrame);
    return s;
}

// Every {{…}} of `text`, in order, each once.
void quantities_in(const std::string& text, std::vector<std::string>& out,
                   std::set<std::string>& seen) {
    static const QRegularExpression re(QStringLiteral("\\{\\{([^{}]*)\\}\\}"));
    for (const auto& m : re.globalMatch(q(text))) {
        const std::string e = m.captured(1).trimmed().toStdString();
        if (!e.empty() && seen.insert(e).second) out.push_back(e);
    }
}

// Every {{…}} the step quotes (title, text, its question's prompt and why), in order, each once.
std::vector<std::string> quantities_of(const attn::LessonStep& s) {
    std::vector<std::string> exprs;
    std::set<std::string> seen;
    for (const std::string* t : {&s.title, &s.text}) quantities_in(*t, exprs, seen);
    if (s.question) {
        quantities_in(s.question->prompt, exprs, seen);
        quantities_in(s.question->why, exprs, seen);
    }
    return exprs;
}

// The lesson as step `at`'s scene shows it; `l` itself, with the reason in `error`, when the
// scene cannot be built.
attn::Lesson scene_shown(const attn::Lesson& l, int at, QString& error) {
    try {
        return attn::scene_lesson(l, attn::step_scene(l, at, true));
    } catch (const std::exception& e) {
        error = QString::fromUtf8(e.what());
        return l;
    }
}

}  // namespace

StepEditor::StepEditor(Document* doc, int index, bool inserting, const attn::LessonStep& step,
                       std::function<attn::StepView()> capture, QWidget* parent)
    : QDialog(parent), doc_(doc), index_(index), inserting_(inserting) {
    setWindowTitle(inserting ? tr("New step %1").arg(index + 1)
                             : tr("Edit step %1").arg(index + 1));
    makeTabs(step, std::move(capture));
    QWidget* right = makePreviewColumn();
    auto* split = new QSplitter(this);
    split->addWidget(tabs_);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(split, 1);
    outer->addWidget(refused_);
    outer->addWidget(buttons);

    connect(title_, &QLineEdit::textChanged, this, &StepEditor::refreshPreview);
    connect(text_, &QPlainTextEdit::textChanged, this, &StepEditor::refreshPreview);
    connect(view_, &StepViewEditor::edited, this, &StepEditor::refreshPreview);
    connect(question_, &StepQuestionEditor::edited, this, &StepEditor::refreshPreview);
    connect(translation_, &StepTranslationEditor::edited, this, &StepEditor::refreshPreview);
    connect(tabs_, &QTabWidget::currentChanged, this, &StepEditor::refreshPreview);
    resize(980, 640);
    refreshPreview();
}

// A quantity the lesson computes, for the Text tab's hint: on a real model its first sentence's
// second token's weight on its first ("{{modelweight 0 1 1 @1 @0}}"), else its first sentence's
// second word's weight on its first ("{{weight 0 river the}}"); the teacher's walk found the
// hint's "{{weight 0 bank river}}" flagged in a lesson without those words.
static QString quantity_example(const attn::Lesson& lesson) {
    if (lesson.real_model && !lesson.model) return QStringLiteral("{{modelweight 0 1 1 @1 @0}}");
    const std::vector<std::string> words =
        lesson.sentences.empty() ? std::vector<std::string>{} : attn::tokenize(lesson.sentences[0]);
    if (words.size() < 2) return QStringLiteral("{{weight 0 bank river}}");
    return QStringLiteral("{{weight 0 %1 %2}}").arg(q(words[1]), q(words[0]));
}

// The Text, View, Question and Languages tabs, filled from `step`.
void StepEditor::makeTabs(const attn::LessonStep& step, std::function<attn::StepView()> capture) {
    const attn::Lesson& lesson = doc_->lesson();
    title_ = new QLineEdit(q(step.title), this);
    title_->setMaxLength(int(attn::kMaxStepTitleBytes));
    text_ = new QPlainTextEdit(q(step.text), this);
    text_->setTabChangesFocus(true);
    text_->setPlaceholderText(tr("What the step says, in Markdown"));
    // How to write it, in a wrapped line under the field: as the field's placeholder it was cut at
    // the field's right edge (a walk) and went as soon as the author typed.
    auto* textHint = plain_label(this, true);
    textHint->setObjectName(QStringLiteral("stepTextHint"));
    textHint->setText(
        //: %1: a quantity of this lesson, such as {{weight 0 bank river}}
        tr("Markdown: **bold**, *italics*, lists, a blank line between paragraphs. "
           "%1 prints a number of the lesson, computed live "
           "({{… %}} as a percentage, {{… #4}} with 4 decimals). Sentences count from 0: "
           "the first is 0, the second 1.")
            .arg(quantity_example(lesson)));
    auto* textPage = new QWidget(this);
    auto* tf = new QFormLayout(textPage);
    tf->addRow(tr("&Title"), title_);
    tf->addRow(tr("Te&xt"), text_);
    tf->addRow(QString(), textHint);
    view_ = new StepViewEditor(lesson, std::move(capture), this);
    view_->setView(step.view);
    if (const auto real = doc_->realModel())
        view_->setRealModelShape(real->model.config.layers, real->model.config.heads);
    question_ = new StepQuestionEditor(lesson, this);
    question_->setQuestion(step.question);
    tabs_ = new QTabWidget(this);
    tabs_->addTab(textPage, tr("Text"));
    tabs_->addTab(scrolled(view_), tr("View"));
    tabs_->addTab(scrolled(question_), tr("Question"));
    translation_ = new StepTranslationEditor(step, attn::lesson_languages(lesson), this);
    tabs_->addTab(scrolled(translation_), tr("Languages"));
    for (int i = 0; i < tabs_->count(); ++i) tabs_->widget(i)->setAccessibleName(tabs_->tabText(i));
}

// The preview column: its heading, the preview, the quantities, the expected answer and the notes
// (the refusal label is made here too, for under the splitter).
QWidget* StepEditor::makePreviewColumn() {
    preview_ = new SafeTextBrowser(this);
    preview_->setObjectName(QStringLiteral("stepPreview"));
    preview_->setAccessibleName(tr("Preview"));
    quantities_ = plain_label(this, true);
    quantities_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    expected_ = plain_label(this, true);
    notes_ = plain_label(this, true);
    show_as_error(notes_);
    refused_ = plain_label(this, true);
    show_as_error(refused_, true);
    refused_->hide();
    auto* right = new QWidget(this);
    auto* rc = new QVBoxLayout(right);
    rc->setContentsMargins(0, 0, 0, 0);
    auto* heading = new QLabel(tr("Preview, as the Lesson pane shows it"), right);
    QFont bold = heading->font();
    bold.setBold(true);
    heading->setFont(bold);
    rc->addWidget(heading);
    rc->addWidget(preview_, 1);
    // The quantities scroll in a few lines: a long text quotes dozens.
    auto* qscroll = scrolled(quantities_);
    qscroll->setAccessibleName(tr("Quantities in the text"));
    qscroll->setMaximumHeight(quantities_->fontMetrics().lineSpacing() * 7 + 8);
    rc->addWidget(qscroll);
    rc->addWidget(expected_);
    rc->addWidget(notes_);
    return right;
}

attn::LessonStep StepEditor::step() const {
    attn::LessonStep s;
    s.title = title_->text().trimmed().toStdString();
    s.text = text_->toPlainText().toStdString();
    s.view = view_->view();
    s.question = question_->question();
    s.translations =
        translation_->translations();  // the step's other languages (the Languages tab)
    attn::fit_translations(s);         // … as far as they still fit its question
    return s;
}

attn::Lesson StepEditor::withStep() const {
    attn::Lesson l = doc_->lesson();
    const int n = int(l.steps.size());
    const int at = std::clamp(index_, 0, inserting_ ? n : std::max(0, n - 1));
    if (inserting_ || n == 0)
        l.steps.insert(l.steps.begin() + at, step());
    else
        l.steps[size_t(at)] = step();
    return l;
}

void StepEditor::refreshPreview() {
    const attn::Lesson l = withStep();
    const int at = std::clamp(index_, 0, int(l.steps.size()) - 1);
    attn::LessonStep own = l.steps[size_t(at)];
    translation_->setOwn(own);
    // On the Languages tab the preview reads the step in the language being written.
    const bool translating =
        tabs_->currentWidget() && tabs_->currentWidget()->isAncestorOf(translation_);
    if (translating) {
        attn::Lesson one;
        one.steps = {own};
        own = attn::localized(std::move(one), translation_->language()).steps.front();
    }
    const attn::LessonStep& s = own;
    QString sceneError;
    const attn::Lesson shown = scene_shown(l, at, sceneError);
    const attn::ModelReadings* readings = doc_->modelReadings();
    const auto fill = [&](const std::string& t) { return q(shown_quantities(shown, t, readings)); };
    const QString md = previewMarkdown(s, fill);
    const int scroll = preview_->verticalScrollBar()->value();  // typing must not jump the preview
    preview_->setSafeMarkdown(md);
    preview_->verticalScrollBar()->setValue(scroll);

    showQuantities(s, fill);
    showExpected(shown, s, readings);
    showNotes(l, at, sceneError, readings);
    refused_->hide();
}

// The preview's Markdown: the step's title and text, then its question, quantities filled in by
// `fill`.
QString StepEditor::previewMarkdown(const attn::LessonStep& s, const Fill& fill) const {
    QString md = QStringLiteral("**%1**\n\n%2").arg(fill(s.title), fill(s.text));
    if (s.question) {
        md += QStringLiteral("\n\n---\n\n**%1** %2").arg(tr("Predict."), fill(s.question->prompt));
        if (s.question->kind == attn::StepQuestion::Kind::Choice) {
            QStringList lines;
            for (size_t i = 0; i < s.question->choices.size(); ++i)
                lines << QStringLiteral("**%1.** %2")
                             .arg(QChar(u'A' + int(i % 26)))
                             .arg(q(s.question->choices[i]));
            md += QStringLiteral("\n\n") + lines.join(QStringLiteral("\\\n"));
        }
        if (!s.question->why.empty())
            md += QStringLiteral("\n\n*%1* %2").arg(tr("With the answer:"), fill(s.question->why));
    }
    return md;
}

// The quantities label: each {{…}} the step quotes, with its value by `fill`.
void StepEditor::showQuantities(const attn::LessonStep& s, const Fill& fill) {
    const std::vector<std::string> exprs = quantities_of(s);
    QStringList qs;
    for (const std::string& e : exprs)
        qs << QStringLiteral("{{%1}} = %2").arg(q(e), fill("{{" + e + "}}"));
    quantities_->setText(qs.isEmpty() ? tr("No quantities quoted.")
                                      : tr("Quantities:\n") + qs.join(QLatin1Char('\n')));
}

// The expected-answer label: what the step's question expects in `shown`, or why there is none.
void StepEditor::showExpected(const attn::Lesson& shown, const attn::LessonStep& s,
                              const attn::ModelReadings* readings) {
    if (!s.question) {
        expected_->setText(tr("No question: the step only explains."));
    } else {
        try {
            expected_->setText(tr("Expected answer, as the lesson computes it now: %1")
                                   .arg(step_answer_phrase(shown, *s.question, readings)));
        } catch (const std::exception& e) {
            expected_->setText(
                tr("The answer cannot be computed: %1").arg(QString::fromUtf8(e.what())));
        }
    }
}

// The notes label (hidden when empty): `sceneError`, the problems of step `at` of `l` and the
// answers it or the next step give away.
void StepEditor::showNotes(const attn::Lesson& l, int at, const QString& sceneError,
                           const attn::ModelReadings* readings) {
    QStringList notes;
    if (!sceneError.isEmpty()) notes << sceneError;
    for (const std::string& p : attn::step_problems(l, at, readings)) notes << for_people(q(p));
    for (const std::string& p : attn::step_notes(l, at))
        notes << tr("Note: %1").arg(for_people(q(p)));
    bool leaks = false;
    for (int k : {at, at + 1})
        if (k < int(l.steps.size()))
            for (const std::string& p : attn::answer_leaks(l, k, readings)) {
                notes << tr("Note: %1").arg(for_people(q(p)));
                leaks = true;
            }
    if (leaks)
        notes << tr(
            "To keep an answer hidden, tick it under “Keep back” on the View tab of the step "
            "each note names first (it may be the next one), or take the number out of that "
            "step's text.");
    notes_->setText(notes.join(QLatin1Char('\n')));
    notes_->setVisible(!notes.isEmpty());
}

QString StepEditor::refusal() const {
    const attn::LessonStep s = step();
    if (s.title.empty()) return tr("Give the step a title.");
    // A what-if item that does not read was left out of the step, which OK then saved as "none
    // on this step", hiding the lesson's what-if unasked.
    if (const QString w = view_->whatIfProblem(); !w.isEmpty())
        return tr("What if (View tab): %1").arg(w);
    if (s.question) {
        const attn::StepQuestion& qn = *s.question;
        if (qn.prompt.empty()) return tr("Write the question's prompt (Question tab).");
        if (qn.kind == attn::StepQuestion::Kind::Choice) {
            if (qn.choices.size() < 2 || int(qn.choices.size()) > attn::kMaxChoices)
                return tr("A choice needs 2 to %1 answers, one per line (it has %2).")
                    .arg(attn::kMaxChoices)
                    .arg(qn.choices.size());
            if (!qn.compare.empty() && qn.compare.size() != qn.choices.size())
                return tr("Give one quantity per answer: %1 answers, %2 quantities.")
                    .arg(qn.choices.size())
                    .arg(qn.compare.size());
            if (qn.compare.empty() && qn.answer >= int(qn.choices.size()))
                return tr("The right answer is number %1, but there are %2 answers.")
                    .arg(qn.answer + 1)
                    .arg(qn.choices.size());
        }
        if (qn.kind == attn::StepQuestion::Kind::Number && qn.quantity.empty())
            return tr("Name the quantity the number question asks for.");
    }
    // The step as the file holds it: what the lesson reader refuses is refused here, so every saved
    // lesson opens again. (The steps are read apart from the rest of the lesson, so a one-word
    // table stands in for it.)
    attn::Lesson probe;
    probe.table = attn::EmbeddingTable({"a"}, {"x"}, attn::Matrix::Zero(1, 1));
    probe.steps = {s};
    try {
        attn::lesson_from_json(attn::lesson_to_json(probe));
    } catch (const std::exception& e) {
        return tr("The lesson file could not hold this step: %1").arg(QString::fromUtf8(e.what()));
    }
    return {};
}

void StepEditor::accept() {
    const QString why = refusal();
    if (why.isEmpty()) return QDialog::accept();
    refused_->setText(why);
    refused_->show();
}

}  // namespace attn::ui
