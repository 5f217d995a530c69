#include "presentation_window.hpp"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "figures/figure_canvas.hpp"
#include "lesson/lesson_session.hpp"
#include "style/figure_style.hpp"
#include "style/plain_text.hpp"
#include "style/safe_markdown.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::app {

using namespace attn::ui;

namespace {

// Sizes at a 1024×768 projector, in px; larger screens scale them (unit()).
constexpr double kDesignW = 1024, kDesignH = 768;
constexpr double kTitlePx = 40, kBodyPx = 25, kFooterPx = 15, kFigurePx = 19;
constexpr double kMarginPx = 28;
constexpr int kTextStretch = 40, kFigureStretch = 60;  // the width shared by the text and the views
constexpr double kMinTextShare = 0.6, kTextStep = 0.93;  // long text shrinks to fit, in steps, at most to this share
const QColor kPaper(0xFF, 0xFF, 0xFF), kInk(0x20, 0x20, 0x20), kMuted(0x60, 0x60, 0x60);

QString q(const std::string& s) { return QString::fromStdString(s); }

SafeTextBrowser* slide_browser(QWidget* parent) {
    auto* b = new SafeTextBrowser(parent);
    b->setFrameShape(QFrame::NoFrame);
    b->setFocusPolicy(Qt::NoFocus);  // the keys are the presenter's: they move through the steps
    b->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    b->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return b;
}

}  // namespace

PresentationWindow::PresentationWindow(Document* doc, ViewState* view, LessonSession* session,
                                       std::function<QStringList()> plane, QWidget* parent)
    : QWidget(parent, Qt::Window), doc_(doc), view_(view), session_(session), plane_(std::move(plane)) {
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Attention Lab — Presentation"));
    QPalette pal = palette();
    pal.setColor(QPalette::Window, kPaper);
    pal.setColor(QPalette::Base, kPaper);
    pal.setColor(QPalette::WindowText, kInk);
    pal.setColor(QPalette::Text, kInk);
    setPalette(pal);
    setAutoFillBackground(true);
    setFocusPolicy(Qt::StrongFocus);
    title_ = new QLabel(this);
    title_->setTextFormat(Qt::PlainText);  // the lesson's words, never rich text
    title_->setWordWrap(true);
    text_ = slide_browser(this);
    answer_ = slide_browser(this);
    problems_ = new QLabel(this);
    problems_->setTextFormat(Qt::PlainText);
    problems_->setWordWrap(true);
    show_as_error(problems_);
    canvas_ = new FigureCanvas(this);
    footer_ = new QLabel(this);
    footer_->setTextFormat(Qt::PlainText);
    QPalette muted = footer_->palette();
    muted.setColor(QPalette::WindowText, kMuted);
    footer_->setPalette(muted);
    textColumn_ = new QVBoxLayout;
    textColumn_->addWidget(text_, 1);
    textColumn_->addWidget(answer_, 1);
    textColumn_->addWidget(problems_);
    auto* body = new QHBoxLayout;
    body->addLayout(textColumn_, kTextStretch);
    body->addWidget(canvas_, kFigureStretch);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(title_);
    outer->addLayout(body, 1);
    outer->addWidget(footer_);
    connect(session_, &LessonSession::stepChanged, this, &PresentationWindow::scheduleRefresh);
    connect(session_, &LessonSession::answerChanged, this, &PresentationWindow::scheduleRefresh);
    connect(doc_, &Document::changed, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::shownChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::highlightedWordChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::stageChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::sourceChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::displayChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::planeChanged, this, &PresentationWindow::scheduleRefresh);
    applyFonts();
    refresh();
}

void PresentationWindow::present(QScreen* screen) {
    // A presenter asks the room: every predict step starts unrevealed, whatever
    // was answered in the window before.
    session_->forgetAnswers();
    if (screen) setGeometry(screen->geometry());
    showFullScreen();
    raise();
    activateWindow();
    setFocus();
}

double PresentationWindow::bodyPx() const {
    const double unit = std::max(0.5, std::min(width() / kDesignW, height() / kDesignH));
    return kBodyPx * unit;
}

void PresentationWindow::applyFonts() {
    const double unit = bodyPx() / kBodyPx;
    title_->setFont(figure_font(kTitlePx * unit, true));
    problems_->setFont(figure_font(kFooterPx * unit));
    textPx_ = kBodyPx * unit;
    footer_->setFont(figure_font(kFooterPx * unit));
    layout()->setContentsMargins(QMargins() + int(kMarginPx * unit));
    layout()->setSpacing(int(kMarginPx * unit / 2));
}

// The step's text at the largest size up to bodyPx() at which it, and the
// answer once shown, fit the text column without scrolling (down to kMinTextShare of it).
void PresentationWindow::fitText() {
    const double room = textColumn_->geometry().height();
    const auto height_at = [&](double px) {
        double h = 0;
        for (SafeTextBrowser* b : {text_, answer_}) {
            b->document()->setDefaultFont(figure_font(px));
            b->setFont(figure_font(px));
            if (!b->isVisibleTo(this)) continue;
            b->document()->setTextWidth(b->viewport()->width());
            h += b->document()->size().height() + 2 * b->frameWidth() + textColumn_->spacing();
        }
        return h;
    };
    double px = textPx_;
    while (px > textPx_ * kMinTextShare && room > 0 && height_at(px) > room) px *= kTextStep;
    height_at(px);
    // Each browser as tall as its text: the answer follows the question, not the bottom of the screen.
    textColumn_->setStretch(0, std::max(1, int(text_->document()->size().height())));
    textColumn_->setStretch(1, answer_->isVisibleTo(this) ? std::max(1, int(answer_->document()->size().height())) : 0);
}

void PresentationWindow::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    applyFonts();
    refresh();  // the figures' text size follows the screen
}

void PresentationWindow::keyPressEvent(QKeyEvent* e) {
    switch (e->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space: session_->next(); break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp: session_->back(); break;
    case Qt::Key_R:
    case Qt::Key_Return:
    case Qt::Key_Enter: session_->reveal(); break;
    case Qt::Key_Escape: close(); break;
    default: QWidget::keyPressEvent(e); return;
    }
    e->accept();
}

void PresentationWindow::scheduleRefresh() {
    if (refreshPending_) return;
    refreshPending_ = true;
    QTimer::singleShot(0, this, [this] { refresh(); });
}

// The step's text, then its question (prompt and choices) in one Markdown
// document: set_safe_markdown renders it, whatever the lesson's author wrote.
QString PresentationWindow::stepMarkdown() const {
    const attn::LessonStep* s = session_->step();
    if (!s) return {};
    QString md = session_->text();
    if (!s->question) return md;
    md += QStringLiteral("\n\n---\n\n**%1** %2").arg(tr("Predict."), session_->prompt());
    if (s->question->kind == attn::StepQuestion::Kind::Choice) {
        QStringList lines;
        for (size_t i = 0; i < s->question->choices.size(); ++i)
            lines << QStringLiteral("**%1.** %2").arg(QChar(u'A' + int(i % 26))).arg(q(s->question->choices[i]));
        md += QStringLiteral("\n\n") + lines.join(QStringLiteral("\\\n"));  // one per line: Markdown's hard break "\"
    }
    return md;
}

void PresentationWindow::refresh() {
    refreshPending_ = false;
    const attn::Lesson& l = doc_->lesson();
    const attn::LessonStep* s = session_->step();
    title_->setText(s ? q(s->title) : q(l.title));
    if (s) text_->setSafeMarkdown(stepMarkdown());
    else text_->setPlainText(q(l.description));
    const bool answered = s && s->question && session_->revealed();
    answer_->setVisible(answered);
    if (answered)
        answer_->setSafeMarkdown(QStringLiteral("**%1** %2\n\n%3").arg(tr("Answer:"), session_->answerText(), session_->why()));
    QString footer = s ? tr("Step %1 of %2 · %3").arg(session_->current() + 1).arg(session_->count()).arg(q(l.title))
                       : q(l.title);
    if (session_->pending()) footer += tr("   ·   R reveals the answer");
    footer_->setText(footer);
    refreshFigures();
    fitText();
}

void PresentationWindow::refreshFigures() {
    const attn::Lesson& l = doc_->shownLesson();
    const attn::LessonStep* s = session_->step();
    attn::Scene scene = view_->scene();  // the window's own scene: the slide shows what the window shows
    if (scene.plane.empty() && plane_)   // the Vectors pane's own choice
        for (const QString& axis : plane_()) scene.plane.push_back(axis.toStdString());
    const double unit = bodyPx() / kBodyPx;
    std::vector<FigureCanvas::Figure> figures;
    QStringList problems = s ? session_->problems() : QStringList();
    for (const StepFigure& f : step_figures(l, scene)) {
        std::vector<const attn::Trace*> traces;  // the window's own numbers: nothing is evaluated again
        QString missing;
        for (int i : f.sentences) {
            if (f.request.view == FigureView::Vectors) {
                const auto& r = doc_->results().at(size_t(i));
                if (r.ok()) traces.push_back(&r.trace);
                else missing = r.error;
            } else {
                const ViewState::Attention a = view_->attention(i);
                if (a.ok()) traces.push_back(a.trace);
                else missing = a.error;
            }
        }
        if (!missing.isEmpty()) {
            problems << tr("%1: %2").arg(f.title, missing);
            continue;
        }
        ReadyFigure ready = ready_figure(l, scene, f, kFigurePx * unit, traces);
        if (!ready.error.isEmpty()) problems << ready.error;
        else figures.push_back({std::move(ready.spec), std::move(ready.look)});
    }
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    canvas_->setVisible(!figures.empty());
    canvas_->setFigures(std::move(figures));
}

}  // namespace attn::app
