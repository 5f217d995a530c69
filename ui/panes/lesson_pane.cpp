#include "panes/lesson_pane.hpp"

#include <QApplication>
#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPointer>
#include <QPushButton>
#include <QRadioButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "attnlab/lesson/lesson_texts.hpp"
#include "document/document.hpp"
#include "i18n/language.hpp"
#include "lesson/lesson_session.hpp"
#include "style/number_format.hpp"
#include "style/plain_text.hpp"
#include "style/safe_markdown.hpp"

namespace attn::ui {

namespace {

// An answer's text beside its radio button: wraps, and a click on it chooses
// the answer as a click on the button does.
class ChoiceLabel : public QLabel {
  public:
    ChoiceLabel(const QString& text, QAbstractButton* button, QWidget* parent)
        : QLabel(parent), button_(button) {
        setTextFormat(Qt::PlainText);  // the lesson's words, never rich text
        // A right-to-left language's choice that starts with a Latin word ("water, בערך …")
        // is still a right-to-left line: a right-to-left mark leads it.
        setText(QApplication::layoutDirection() == Qt::RightToLeft ? QChar(0x200F) + text : text);
        setWordWrap(true);
        // Room at both ends: a right-to-left line can be drawn a few pixels wider than the width
        // it was broken to, and lost the ends of its words at the left edge (Hebrew).
        setContentsMargins(6, 0, 6, 0);
        setAlignment(Qt::AlignLeading | Qt::AlignTop);
        setBuddy(button);
        setCursor(Qt::PointingHandCursor);
    }

  protected:
    void mouseReleaseEvent(QMouseEvent* e) override {
        if (e->button() == Qt::LeftButton && button_->isEnabled() &&
            rect().contains(e->position().toPoint()))
            button_->click();
        QLabel::mouseReleaseEvent(e);
    }

  private:
    QAbstractButton* button_;
};

}  // namespace
namespace {

constexpr int kPromptHeight = 120;  // px: a question's prompt, then its verdict and why (scrolls)
constexpr int kStepBoxChars = 13;   // the step chooser never forces the pane wider than this

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

LessonPane::LessonPane(Document* doc, LessonSession* session, QWidget* parent)
    : QWidget(parent), doc_(doc), session_(session) {
    list_ = new QComboBox(this);
    list_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    list_->setMinimumContentsLength(kStepBoxChars);
    list_->installEventFilter(this);
    text_ = new SafeTextBrowser(this);
    text_->setObjectName(QStringLiteral("stepText"));
    text_->setAccessibleName(tr("Step text"));

    makeQuestion();  // in the order of the focus chain: text, question, buttons
    makeButtons();
    layOut();
    buildQuestion();
    connectControls();
    refreshList();
    refreshStep();
}

// The question's widgets: its prompt and verdict, the answer fields, the authoring notes.
void LessonPane::makeQuestion() {
    questionBox_ = new QWidget(this);
    questionLayout_ = new QVBoxLayout(questionBox_);
    questionLayout_->setContentsMargins(0, 0, 0, 0);
    prompt_ = new SafeTextBrowser(questionBox_);
    // One box holds the prompt and, once answered, the verdict and the why below it. It is as
    // high as its text, up to kPromptHeight (then it scrolls): an unanswered prompt of two lines
    // no longer holds 120 px empty while the step text above it scrolls (at 1366 × 768 the
    // scores a question asks about were half hidden). fitPrompt.
    prompt_->setFixedHeight(kPromptHeight);
    prompt_->installEventFilter(this);  // its width sets its height
    prompt_->setAccessibleName(tr("Question and verdict"));
    choices_ = new QButtonGroup(this);
    number_ = new QLineEdit(questionBox_);
    number_->setAccessibleName(tr("Your answer"));
    number_->setPlaceholderText(tr("your answer, e.g. 0.3"));
    // Wide enough for its hint whole (in Hebrew the example was cut off).
    constexpr int kFieldPadding = 16;  // px: the frame and text margins of a line edit
    number_->setMinimumWidth(number_->fontMetrics().horizontalAdvance(number_->placeholderText()) +
                             kFieldPadding);
    check_ = new QPushButton(tr("Check"), questionBox_);
    cellHint_ = plain_label(questionBox_, true);
    cellHint_->setText(tr("Click the cell you think is largest in the Attention pane."));
    reveal_ = new QPushButton(tr("Show the answer"), questionBox_);
    reveal_->setToolTip(tr("Reveal without answering (R in presentation mode)"));
    numberError_ = plain_label(questionBox_, true);
    show_as_error(numberError_);
    numberError_->hide();
    problems_ = plain_label(this, true);
    show_as_error(problems_);
    differs_ = plain_label(this, true);
    differs_->setObjectName(QStringLiteral("viewDiffers"));
}

// Back, Next, Reset this step, the Author menu and Start the course.
void LessonPane::makeButtons() {
    back_ = new QPushButton(tr("◀ Back"), this);
    next_ = new QPushButton(tr("Next ▶"), this);
    reset_ = new QPushButton(tr("Reset this step"), this);
    back_->setToolTip(tr("Previous step (Alt+Left)"));
    next_->setToolTip(tr("Next step (Alt+Right)"));
    reset_->setToolTip(tr("Put this step's view back (your edits to the lesson stay)"));
    author_ = static_cast<QToolButton*>(buildAuthoringMenu());
    course_ = new QPushButton(tr("Start the course"), this);
    course_->setToolTip(
        tr("Open the built-in course: from no mixing to a trained transformer (File ▸ Course)"));
}

void LessonPane::layOut() {
    // Back and Next side by side, Reset under them: in a longer language three
    // buttons in a row would make the pane wider than its dock (it scrolled sideways).
    auto* nav = new QHBoxLayout;
    nav->addWidget(back_);
    nav->addWidget(next_);
    nav->addStretch(1);
    // The step list and the Author menu share the top row: the buttons' row stays narrow.
    auto* top = new QHBoxLayout;
    top->addWidget(list_, 1);
    top->addWidget(author_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(text_, 1);
    layout->addWidget(questionBox_);
    layout->addWidget(problems_);
    layout->addWidget(differs_);
    layout->addWidget(course_, 0, Qt::AlignLeft);
    layout->addLayout(nav);
    layout->addWidget(reset_, 0, Qt::AlignLeft);
}

// The buttons and answers drive the session; the session and the Document redraw the pane.
void LessonPane::connectControls() {
    connect(course_, &QPushButton::clicked, this, &LessonPane::courseRequested);
    connect(back_, &QPushButton::clicked, session_, &LessonSession::back);
    connect(next_, &QPushButton::clicked, session_, &LessonSession::next);
    connect(reset_, &QPushButton::clicked, session_, &LessonSession::resetStep);
    connect(reveal_, &QPushButton::clicked, session_, [this] { session_->reveal(); });
    connect(list_, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (!filling_ && row >= 0 && row != session_->current()) session_->go(row);
    });
    connect(choices_, &QButtonGroup::idClicked, this,
            [this](int id) { session_->answerChoice(id); });
    const auto checkNumber = [this] {
        const std::optional<double> v = parse_answer_number(number_->text());
        if (!v) {  // said under the field, where the student is looking, whole
            // (isolated: in Hebrew a typed "abc" first in the line turned it left to right)
            const QString said = tr("“%1” is not a number: type one such as 0.3 or 30%")
                                     .arg(ltr_isolated(number_->text().trimmed()));
            numberError_->setText(said);
            numberError_->show();
            number_->selectAll();
            emit message(said);
            return;
        }
        numberError_->hide();
        emit message(QString());  // the status bar's earlier complaint is over
        session_->answerNumber(*v);
    };
    connect(check_, &QPushButton::clicked, this, checkNumber);
    connect(number_, &QLineEdit::returnPressed, this, checkNumber);
    connect(session_, &LessonSession::stepChanged, this, [this] {
        // The author's check runs when a step is entered or the steps change, not on every drag.
        leaks_ = session_->leaks();
        refreshList();
        refreshStep();
        // Next pressed by key keeps the keyboard while the new step lays the pane out again
        // (taller text, a question): once laid out, the control is brought back into sight.
        QTimer::singleShot(0, this, &LessonPane::keepFocusInSight);
    });
    connect(session_, &LessonSession::answerChanged, this, &LessonPane::refreshAnswer);
    // The keyboard on a control a new step hides or replaces (the verdict, a choice, the number
    // box of a step without a question): Qt hands it to the next one in the chain, which is
    // Back (a walk pressed Alt+Right in the verdict and landed there) — the keys go on from the
    // new step's text instead. Queued: the step is laid out first.
    // Back or Next disabled with the keys on it (the first or last step) handed them to Reset
    // this step, where a stray Space reset the step: they go to Next, else the step's text.
    focusRule_ =
        connect(qApp, &QApplication::focusChanged, this, [this](QWidget* old, QWidget* now) {
            if (!old || !isVisible() || !isAncestorOf(old)) return;
            const bool hidden = !old->isVisible();
            const bool navDisabled = (old == back_ || old == next_) && !old->isEnabled();
            if (!hidden && !navDisabled) return;
            if (now && now != back_ && now != reset_) return;  // handed on where it should be
            // Where to is decided once the event loop is back (never inside a widget's teardown:
            // the pane's own children may be going).
            const bool fromBack = old == back_;
            QTimer::singleShot(0, this, [this, fromBack, now = QPointer<QWidget>(now)] {
                QWidget* to = fromBack && next_->isEnabled() ? static_cast<QWidget*>(next_) : text_;
                if (QApplication::focusWidget() == now.data() && to->isVisible())
                    to->setFocus(Qt::OtherFocusReason);
            });
        });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        // The numbers in the text and the verdict follow the lesson and the switches.
        if (c == Document::Change::Steps) return;
        refreshStep();
    });
}

LessonPane::~LessonPane() { disconnect(focusRule_); }

void LessonPane::buildQuestion() {
    questionLayout_->addWidget(prompt_);
    auto* answerRow = new QHBoxLayout;
    answerRow->addWidget(number_);
    answerRow->addWidget(check_);
    answerRow->addStretch(1);
    questionLayout_->addLayout(answerRow);
    questionLayout_->addWidget(
        reveal_, 0, Qt::AlignRight);  // its own line: the row stays as narrow as the pane
    questionLayout_->addWidget(numberError_);
    questionLayout_->addWidget(cellHint_);
}

QString LessonPane::shownText() const { return text_->toPlainText(); }
QString LessonPane::promptText() const { return prompt_->toPlainText(); }
QString LessonPane::verdictText() const {
    const QString all = prompt_->toPlainText();
    if (session_ && session_->answerShownUnasked())
        return all.left(all.indexOf(QLatin1Char('\n'))).trimmed();  // "The answer: …"
    const qsizetype at = all.indexOf(verdictMark());
    return at < 0 ? QString() : all.mid(at + verdictMark().size()).trimmed();
}

// Where the prompt ends and the verdict begins in the question box.
QString LessonPane::verdictMark() { return tr("Your answer:"); }

void LessonPane::refreshList() {
    filling_ = true;
    list_->clear();
    const auto& steps = doc_->lesson().steps;
    const int n = session_->count();
    for (size_t i = 0; i < steps.size(); ++i) {
        const QString mark = steps[i].question ? tr("  (predict)") : QString();
        list_->addItem(tr("Step %1 of %2 · %3%4")
                           .arg(i + 1)
                           .arg(n)
                           .arg(q(attn::step_texts(steps[i], lesson_language()).title), mark));
    }
    if (n == 0) list_->addItem(tr("This lesson has no steps"));
    list_->setCurrentIndex(std::max(0, session_->current()));
    list_->setEnabled(n > 0);
    filling_ = false;
    back_->setEnabled(session_->current() > 0);
    next_->setEnabled(session_->current() >= 0 && session_->current() + 1 < n);
    reset_->setEnabled(n > 0);
    course_->setVisible(n == 0);
}

void LessonPane::refreshStep() {
    const attn::LessonStep* s = session_->step();
    if (!s) {
        text_->setSafeMarkdown(
            tr("This lesson has no guided steps.\n\n"
               "**New here?** The built-in course walks from the first failed attempts at mixing "
               "words "
               "to a trained transformer, asking you to predict before it shows each answer: "
               "**Start the course** below, or **File ▸ Course**.\n\n"
               "**Teaching?** Set the window up as a student should see it, then choose **Author ▸ "
               "New Step…**: write its text and, if you like, a question to predict."));
        questionBox_->hide();
        problems_->hide();
        differs_->hide();
        author_->setText(tr("Author"));
        return;
    }
    text_->setSafeMarkdown(
        QStringLiteral("## %1\n\n%2").arg(q(session_->texts().title), session_->text()));
    const QStringList problems = session_->problems();
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    // The author's check is for the author, not the student: on the Author button, not in the step.
    // The author's notes: the leaks, and the step's problems in every language with their
    // {{expressions}} (the student sees them as sentences above).
    QStringList leaks = leaks_;
    const QStringList authorProblems = session_->authorProblems();
    if (authorProblems != problems) leaks += authorProblems;
    author_->setText(leaks.isEmpty() ? tr("Author")
                                     : tr("Author (%n note(s))", nullptr, int(leaks.size())));
    author_->setToolTip(
        leaks.isEmpty() ? tr("Write the lesson: its properties and its steps")
        : leaks_.isEmpty()
            ? tr("Authoring notes: what this step names that the lesson lacks, in every "
                 "language.\n%1")
                  .arg(leaks.join(QLatin1Char('\n')))
            : tr("Authoring notes: this step shows an answer before it is asked.\n%1\n"
                 "Author ▸ Edit Step…: tick what to keep back on the View tab, or take the "
                 "number out of the text.")
                  .arg(leaks.join(QLatin1Char('\n'))));
    const QString differs = session_->viewDifference();
    differs_->setText(tr("The view differs from this step's: %1. The numbers above are computed "
                         "for what you see; "
                         "Reset this step puts the step's view back.")
                          .arg(differs));
    differs_->setVisible(!differs.isEmpty());
    refreshAnswer();
}

bool LessonPane::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress) {
        const auto* k = static_cast<QKeyEvent*>(event);
        auto* radio = qobject_cast<QRadioButton*>(watched);
        if (radio && (k->key() == Qt::Key_Return || k->key() == Qt::Key_Enter) &&
            radio->isEnabled()) {
            radio->click();
            return true;
        }
        const bool moves = k->key() == Qt::Key_Up || k->key() == Qt::Key_Down ||
                           k->key() == Qt::Key_PageUp || k->key() == Qt::Key_PageDown ||
                           k->key() == Qt::Key_Home || k->key() == Qt::Key_End;
        if (watched == list_ && moves && !(k->modifiers() & Qt::AltModifier)) return true;
    }
    if (watched == list_ && event->type() == QEvent::Wheel) return true;
    if (watched == prompt_ && event->type() == QEvent::Resize &&
        static_cast<QResizeEvent*>(event)->size().width() !=
            static_cast<QResizeEvent*>(event)->oldSize().width())
        fitPrompt();
    return QWidget::eventFilter(watched, event);
}

void LessonPane::focusAfterAnswer() {
    const bool pending = session_->pending();
    const bool answeredNow = answeredCheckStep_ == session_->current() && wasPending_ && !pending;
    answeredCheckStep_ = session_->current();
    wasPending_ = pending;
    if (!answeredNow) return;
    QWidget* to = next_->isEnabled() ? next_ : static_cast<QWidget*>(prompt_);  // last: verdict
    to->setFocus(Qt::OtherFocusReason);
    scrollIntoView(to);
}

void LessonPane::fitPrompt() {
    QTextDocument* d = prompt_->document();
    d->setTextWidth(prompt_->viewport()->width());
    // (never below 0: a prompt not yet laid out has a viewport taller than itself)
    const int frame = std::max(0, prompt_->height() - prompt_->viewport()->height());
    const int least = 2 * prompt_->fontMetrics().lineSpacing() + frame;
    const int text = int(std::ceil(d->size().height())) + frame;
    // Answered (the choices gone), the verdict and its why may take up to 45 % of the pane's
    // room in its dock: the step text above keeps the rest, and neither box scrolls in vain.
    int most = kPromptHeight;
    if (session_ && !session_->pending()) {
        int room = height();
        for (QWidget* w = parentWidget(); w; w = w->parentWidget())
            if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
                room = area->viewport()->height();
                break;
            }
        most = std::max(most, room * 45 / 100);
    }
    prompt_->setFixedHeight(std::clamp(text, least, std::max(least, most)));
}

void LessonPane::keepFocusInSight() {
    QWidget* focus = QApplication::focusWidget();
    // Part of it out of sight is out of sight too: after an answer the verdict pushed Next half
    // below the fold, its ring cut.
    if (focus && isAncestorOf(focus) && focus->isVisible() &&
        focus->visibleRegion() != QRegion(focus->rect()))
        scrollIntoView(focus);
}

void LessonPane::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (event->size().height() != event->oldSize().height()) fitPrompt();
    QTimer::singleShot(0, this, &LessonPane::keepFocusInSight);  // once the layout has moved it
}

// In a short pane (1366×768) the control with the keyboard is scrolled into view, so that it
// can be seen.
void LessonPane::scrollIntoView(QWidget* to) {
    for (QWidget* w = to->parentWidget(); w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w);
            area && area->widget() && area->widget()->isAncestorOf(to))
            area->ensureWidgetVisible(to);
}

void LessonPane::refreshAnswer() {
    refreshAnswerParts();
    focusAfterAnswer();
}

void LessonPane::refreshAnswerParts() {
    const attn::LessonStep* s = session_->step();
    const bool asks = s && s->question;
    questionBox_->setVisible(asks);
    for (QAbstractButton* b : choices_->buttons()) {
        choices_->removeButton(b);
        QWidget* row = b->parentWidget() != questionBox_ ? b->parentWidget()
                                                         : b;  // the choice's row, label and all
        delete row;
    }
    if (!asks) return;
    const attn::StepQuestion& qn = *s->question;
    const bool pending = session_->pending();
    // Answered: the verdict and the why first (in view without scrolling), the question after them.
    QString md = tr("**Predict.** %1").arg(session_->prompt());
    // Shown with "Show the answer", the verdict is the answer itself ("The answer: …"): it is
    // not the student's, so it goes without "Your answer:".
    if (!pending && session_->answerShownUnasked())
        md = QStringLiteral("**%1**\n\n%2\n\n---\n\n%3")
                 .arg(session_->verdict(), session_->why(), md);
    else if (!pending)
        md = QStringLiteral("**%1** **%2**\n\n%3\n\n---\n\n%4")
                 .arg(verdictMark(), session_->verdict(), session_->why(), md);
    prompt_->setSafeMarkdown(md);
    fitPrompt();
    const bool choice = qn.kind == attn::StepQuestion::Kind::Choice;
    const bool number = qn.kind == attn::StepQuestion::Kind::Number;
    // Answered, the verdict says the answer and what the student said: the greyed choices,
    // the answer field and Show the answer would only hold the pane's room (at 1366 × 768 the
    // pane scrolled inside its dock, round a verdict and a step text that scrolled too).
    addChoiceRows(choice && pending, pending);
    number_->setVisible(number && pending);
    check_->setVisible(number && pending);
    reveal_->setVisible(pending);
    number_->setEnabled(pending);
    check_->setEnabled(pending);
    if (pending) {
        number_->clear();
        number_->setPlaceholderText(tr("your answer, e.g. 0.3"));
    } else {
        numberError_->hide();
    }
    cellHint_->setVisible(qn.kind == attn::StepQuestion::Kind::Cell && pending);
    reveal_->setEnabled(pending);
    prompt_->verticalScrollBar()->setValue(0);
}

// A choice question's answers (none unless `choice`), each a radio button with its label on a row
// under the prompt, enabled while `pending`, the student's pick checked; next in the Tab order.
void LessonPane::addChoiceRows(bool choice, bool pending) {
    const int chosen = session_->chosen();
    const std::vector<std::string> choiceTexts = session_->texts().choices;
    for (size_t i = 0; i < (choice ? choiceTexts.size() : 0); ++i) {
        // A radio button with its answer beside it in a label that wraps: a long
        // answer (or a longer language) takes more lines, never the pane's width.
        auto* row = new QWidget(questionBox_);
        auto* h = new QHBoxLayout(row);
        h->setContentsMargins(0, 0, 0, 0);
        auto* b = new QRadioButton(row);
        b->setAccessibleName(q(choiceTexts[i]));
        auto* label = new ChoiceLabel(q(choiceTexts[i]), b, row);
        h->addWidget(b, 0, Qt::AlignTop);
        h->addWidget(label, 1);
        b->setEnabled(pending);
        label->setEnabled(pending);
        b->setChecked(int(i) == chosen);  // the student's pick stays marked after the verdict
        b->installEventFilter(this);      // Return commits, as Space does
        choices_->addButton(b, int(i));
        questionLayout_->insertWidget(1 + int(i), row);
    }
    // Made anew for each step, the choices would join the Tab order at its end:
    // put them right after the question, where a keyboard user reads them.
    QWidget* before = prompt_;
    for (QAbstractButton* b : choices_->buttons()) {
        QWidget::setTabOrder(before, b);
        before = b;
    }
}

std::optional<double> parse_answer_number(const QString& typed) {
    QString t = typed.trimmed();
    t.replace(QLatin1Char(','), QLatin1Char('.'));
    const bool percent = t.endsWith(QLatin1Char('%'));
    if (percent) t = t.chopped(1).trimmed();
    bool ok = false;
    const double v = t.toDouble(&ok);
    if (!ok || !std::isfinite(v)) return std::nullopt;
    return percent ? v / 100.0 : v;
}

}  // namespace attn::ui
