#include "presentation_window.hpp"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <optional>

#include "attnlab/lesson/lesson_texts.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "figures/figure_canvas.hpp"
#include "figures/text_probe.hpp"
#include "figures/vectors_figure.hpp"
#include "i18n/language.hpp"
#include "lesson/lesson_session.hpp"
#include "style/figure_style.hpp"
#include "style/plain_text.hpp"
#include "style/safe_markdown.hpp"
#include "viewdata/step_figures.hpp"
#include "viewdata/what_if_words.hpp"

namespace attn::app {

using namespace attn::ui;

namespace {

// Sizes at a 1024×768 projector, in px; larger screens scale them (unit()).
constexpr double kDesignW = 1024, kDesignH = 768;
constexpr double kTitlePx = 40, kBodyPx = 25, kFooterPx = 19, kFigurePx = 22, kChooserPx = 21;
constexpr double kMarginPx = 28;
constexpr double kPlotPerLabelArea =
    4;  // a slide's Vectors plot: at least this many times its labels' area
// The text column's share of the width (percent), tried in turn until the figures keep the rule.
constexpr int kTextShares[] = {40, 32, 25};
constexpr double
    kMinTextShare = 0.6,
    kTextStep = 0.93;  // long text shrinks to fit, in steps, at most to this share (and kMinTextPx)
const QColor kPaper(0xFF, 0xFF, 0xFF), kInk(0x20, 0x20, 0x20), kMuted(0x60, 0x60, 0x60);

QString q(const std::string& s) { return QString::fromStdString(s); }

// One way to lay a slide out, tried in the order of kChoices: the text
// column's share of the width (percent), every head or one, the cell numbers'
// decimals, numbers printed (false: the colours alone, the last resort).
struct Choice {
    bool one_head;
    int share;
    int decimals;
    bool numbers;
    bool stacked = false;  // the text above the figures (share: of the height), not beside them
};
constexpr Choice kChoices[] = {
    {false, 40, 3, true},       {false, 32, 3, true},       {true, 40, 3, true},
    {true, 32, 3, true},        {false, 40, 2, true},       {true, 40, 2, true},
    {false, 32, 2, true},       {true, 32, 2, true},        {false, 25, 3, true},
    {true, 25, 3, true},        {false, 25, 2, true},       {true, 25, 2, true},
    {false, 30, 3, true, true}, {true, 30, 3, true, true},  {false, 30, 2, true, true},
    {true, 30, 2, true, true},  {false, 22, 2, true, true}, {true, 22, 2, true, true},
    {true, 40, 2, false},       {true, 25, 2, false},       {true, 30, 2, false, true},
    {true, 22, 2, false, true},
};

// `figures` as `c` draws them: with c.one_head each map of several heads
// reduced to head `head` (the last when it has fewer), titled so.
std::vector<FigureCanvas::Figure> variant(std::vector<FigureCanvas::Figure> figures,
                                          const Choice& c, int head) {
    for (FigureCanvas::Figure& f : figures) {
        f.look.decimals = std::min(f.look.decimals, c.decimals);
        if (!c.numbers) f.look.numbers = false;
        if (!c.one_head || f.spec.kind != FigureKind::HeadGrid || f.spec.panels.empty()) continue;
        const int n = int(f.spec.panels.size()), h = std::clamp(head, 0, n - 1);
        MatrixPanel panel = f.spec.panels[size_t(h)];
        panel.panel_title.clear();                     // "head k": the figure's title says it
        const std::vector<int> chosen = f.spec.heads;  // a step's chosen heads, or empty
        f.spec.panels = {std::move(panel)};
        f.spec.heads.clear();
        f.spec.kind = FigureKind::Heatmap;
        if (chosen.empty())
            f.look.title += PresentationWindow::tr(" — head %1 of %2").arg(h + 1).arg(n);
        else  //: one of the heads a lesson step chose for its maps
            f.look.title += PresentationWindow::tr(" — head %1").arg(chosen[size_t(h)] + 1);
    }
    return figures;
}

// How the figures at their layout keep the rule: 1 or more when they do (the
// smaller of the text's and the cell numbers' share of their floor).
double readability(const std::vector<DrawnText>& texts) {
    double r = texts.empty() ? 0 : 1e9;
    for (const DrawnText& t : texts)
        r = std::min(r, t.px / (t.cell_number ? PresentationWindow::kMinCellPx
                                              : PresentationWindow::kMinTextPx));
    return r;
}

QPalette muted_palette(const QWidget* w) {
    QPalette muted = w->palette();
    muted.setColor(QPalette::WindowText, kMuted);
    return muted;
}

SafeTextBrowser* slide_browser(QWidget* parent) {
    auto* b = new SafeTextBrowser(parent);
    b->setFrameShape(QFrame::NoFrame);
    b->setFocusPolicy(Qt::NoFocus);  // the keys are the presenter's: they move through the steps
    b->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    b->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return b;
}

// The head (1-based) a question speaks of: a cell question's, else the head of
// the quantities it compares or asks for ("headweight S H …", "modelweight S L
// H …") when they agree; 0 when it names none.
int question_head(const attn::StepQuestion& q) {
    if (q.kind == attn::StepQuestion::Kind::Cell) return q.head;
    std::vector<std::string> exprs = q.compare;
    if (q.kind == attn::StepQuestion::Kind::Number) exprs = {q.quantity};
    int head = 0;
    for (const std::string& e : exprs) {
        const QStringList p = QString::fromStdString(e).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const int at = p.value(0) == QStringLiteral("headweight")    ? 2
                       : p.value(0) == QStringLiteral("modelweight") ? 3
                                                                     : -1;
        const int h = at > 0 ? p.value(at).toInt() : 0;
        if (h <= 0 || (head && h != head)) return 0;
        head = h;
    }
    return head;
}

}  // namespace

PresentationWindow::PresentationWindow(Document* doc, ViewState* view, LessonSession* session,
                                       std::function<QStringList()> plane, QWidget* parent)
    : QWidget(parent, Qt::Window),
      doc_(doc),
      view_(view),
      session_(session),
      plane_(std::move(plane)) {
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
    makeHeadChooser();
    footer_ = new QLabel(this);
    footer_->setTextFormat(Qt::PlainText);
    footer_->setPalette(muted_palette(footer_));
    footer_->setWordWrap(true);  // never wider than the screen
    layOut();
    connectSignals();
    applyFonts();
    refresh();
}

// The row of head buttons over the figures (filled per slide, hidden until a slide has heads).
void PresentationWindow::makeHeadChooser() {
    heads_ = new QWidget(this);
    auto* chooser = new QHBoxLayout(heads_);
    chooser->setContentsMargins(0, 0, 0, 0);
    headsLabel_ = new QLabel(tr("Head"), heads_);
    chooser->addStretch(1);
    chooser->addWidget(headsLabel_);
    headButtons_ = new QHBoxLayout;
    chooser->addLayout(headButtons_);
    auto* keys = new QLabel(tr("H / Shift+H"), heads_);
    keys->setPalette(muted_palette(keys));
    chooser->addWidget(keys);
    chooser->addStretch(1);
    headGroup_ = new QButtonGroup(this);
    connect(headGroup_, &QButtonGroup::idClicked, this, &PresentationWindow::setHead);
    heads_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);  // never widens the slide
    heads_->hide();
}

// The title over the text column (text, answer, problems) beside the figures, the footer below.
void PresentationWindow::layOut() {
    textColumn_ = new QVBoxLayout;
    textColumn_->addWidget(text_, 1);
    textColumn_->addWidget(answer_, 1);
    textColumn_->addWidget(problems_);
    auto* figureColumn = new QVBoxLayout;
    figureColumn->addWidget(heads_);
    figureColumn->addWidget(canvas_, 1);
    body_ = new QBoxLayout(QBoxLayout::LeftToRight);
    body_->addLayout(textColumn_, kTextShares[0]);
    body_->addLayout(figureColumn, 100 - kTextShares[0]);
    auto* outer = new QVBoxLayout(this);
    outer->addWidget(title_);
    outer->addLayout(body_, 1);
    outer->addWidget(footer_);
}

// Refreshes the slide when the step, the answer, the shown sentences or the view change.
void PresentationWindow::connectSignals() {
    connect(session_, &LessonSession::stepChanged, this, [this] {
        page_ = 0;  // a new step starts at its first figures, on its first head (the head H chose
        head_ = 0;  // on the step before carried over) or the one its question asks about
        const attn::LessonStep* s = session_->step();
        if (s && s->question)
            if (const int h = question_head(*s->question); h > 0)
                if (const int map = mapOfHead(h - 1); map >= 0) head_ = map;
        scheduleRefresh();
    });
    connect(session_, &LessonSession::answerChanged, this, [this] {
        // A revealed answer sits beside the map it speaks of: the head its question asks about.
        const attn::LessonStep* s = session_->step();
        if (s && s->question && session_->revealed())
            if (const int h = question_head(*s->question); h > 0)
                if (const int map = mapOfHead(h - 1); map >= 0) head_ = map;
        scheduleRefresh();
    });
    connect(doc_, &Document::changed, this, [this](Document::ChangeEvent e) {
        if (e.concernsAny(view_->shown())) scheduleRefresh();  // a sentence off the slide: nothing
    });
    connect(view_, &ViewState::shownChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::highlightedWordChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::stageChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::sourceChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::displayChanged, this, &PresentationWindow::scheduleRefresh);
    connect(view_, &ViewState::planeChanged, this, &PresentationWindow::scheduleRefresh);
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
    for (QWidget* w : heads_->findChildren<QWidget*>()) w->setFont(figure_font(kChooserPx * unit));
    layout()->setContentsMargins(QMargins() + int(kMarginPx * unit));
    layout()->setSpacing(int(kMarginPx * unit / 2));
}

// The step's text at the largest size up to bodyPx() at which it, and the
// answer once shown, fit the text column without scrolling (down to kMinTextShare of it).
double PresentationWindow::fitText() {
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
    const double floor = std::max(kMinTextPx, textPx_ * kMinTextShare);
    double px = textPx_;
    while (px * kTextStep >= floor && room > 0 && height_at(px) > room) px *= kTextStep;
    const double needed = height_at(px);
    const double fits = room <= 0 || needed <= room ? 1.0 : room / needed;
    // Each browser as tall as its text: the answer follows the question, not the bottom of the
    // screen.
    textColumn_->setStretch(0, std::max(1, int(text_->document()->size().height())));
    textColumn_->setStretch(
        1, answer_->isVisibleTo(this) ? std::max(1, int(answer_->document()->size().height())) : 0);
    return fits;
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
        case Qt::Key_Space:
            session_->next();
            break;
        case Qt::Key_Left:
        case Qt::Key_Up:
        case Qt::Key_PageUp:
            session_->back();
            break;
        case Qt::Key_R:
        case Qt::Key_Return:
        case Qt::Key_Enter:
            session_->reveal();
            break;
        case Qt::Key_Escape:
            close();
            break;
        case Qt::Key_F:
            if (pages_ < 2) return QWidget::keyPressEvent(e);
            setFigurePage((page_ + (e->modifiers() & Qt::ShiftModifier ? pages_ - 1 : 1)) % pages_);
            break;
        case Qt::Key_L: {
            // The layer of a model's maps: the window's, so the window follows the slide.
            const int n = view_->modelLayers();
            if (n < 2) return QWidget::keyPressEvent(e);
            view_->setLayer((view_->layer() + (e->modifiers() & Qt::ShiftModifier ? n - 1 : 1)) %
                            n);
            break;
        }
        case Qt::Key_H:
            if (!oneHead_) return QWidget::keyPressEvent(e);
            setHead((head_ + (e->modifiers() & Qt::ShiftModifier ? headCount_ - 1 : 1)) %
                    headCount_);
            break;
        default:
            if (oneHead_ && e->key() >= Qt::Key_1 && e->key() <= Qt::Key_9) {
                // The digit names a head (a step's chosen heads keep their numbers).
                const int index = mapOfHead(e->key() - Qt::Key_1);
                if (index >= 0 && index < headCount_) {
                    setHead(index);
                    break;
                }
            }
            QWidget::keyPressEvent(e);
            return;
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
        const std::vector<std::string> choices = session_->texts().choices;
        for (size_t i = 0; i < choices.size(); ++i)
            lines << QStringLiteral("**%1.** %2").arg(QChar(u'A' + int(i % 26))).arg(q(choices[i]));
        md += QStringLiteral("\n\n") +
              lines.join(QStringLiteral("\\\n"));  // one per line: Markdown's hard break "\"
    }
    return md;
}

void PresentationWindow::refresh() {
    refreshPending_ = false;
    const attn::Lesson& l = doc_->lesson();
    const attn::LessonStep* s = session_->step();
    const attn::LessonTexts header = attn::lesson_texts(l, attn::ui::lesson_language());
    title_->setText(s ? q(session_->texts().title) : q(header.title));
    if (s)
        text_->setSafeMarkdown(stepMarkdown());
    else
        text_->setPlainText(q(header.description));
    const bool answered = s && s->question && session_->revealed();
    answer_->setVisible(answered);
    if (answered)
        answer_->setSafeMarkdown(QStringLiteral("**%1** %2\n\n%3")
                                     .arg(tr("Answer:"), session_->answerText(), session_->why()));
    const auto with_keys = [&] {
        QString keys;
        if (session_->pending()) keys += tr("   ·   R reveals the answer");
        if (view_->modelLayers() > 1)
            //: %1 of %2: the model's layer the slide's maps show
            keys +=
                tr("   ·   L: layer %1 of %2").arg(view_->layer() + 1).arg(view_->modelLayers());
        if (oneHead_) keys += tr("   ·   H: next head");
        // Why the slide shows its figures a page at a time: together they would be too small.
        if (pages_ > 1)
            //: %1 of %2: the page of figures shown (a page may hold several figures)
            keys += tr("   ·   F: next figures (page %1 of %2; all together too small)")
                        .arg(page_ + 1)
                        .arg(pages_);
        // The keys are never cut: the lesson's title gives way ("…") so they stay on one line.
        const QFontMetricsF fm(footer_->font());
        const QString step =
            s ? tr("Step %1 of %2 · %3").arg(session_->current() + 1).arg(session_->count())
              : QStringLiteral("%3");
        // The footer spans the window less its margins (its own width lags a resize by a layout).
        const double room = width() - 2 * int(kMarginPx * bodyPx() / kBodyPx) -
                            fm.horizontalAdvance(step.arg(QString()) + keys) - 4;
        const QString title = fm.elidedText(q(header.title), Qt::ElideRight, std::max(0.0, room));
        return step.arg(title.isEmpty() ? q(header.title) : title) + keys;
    };
    // The footer's lines take from the figures' room: laid out again when choosing one head adds
    // its key.
    footer_->setText(with_keys());
    refreshFigures();
    if (footer_->text() != with_keys()) {
        footer_->setText(with_keys());
        refreshFigures();
    }
}

void PresentationWindow::refreshFigures() {
    const attn::Lesson& l = doc_->shownLesson();
    const attn::LessonStep* s = session_->step();
    attn::Scene scene =
        view_->scene();  // the window's own scene: the slide shows what the window shows
    if (scene.plane.empty() && plane_)  // the Vectors pane's own choice
        for (const QString& axis : plane_()) scene.plane.push_back(axis.toStdString());
    const double unit = bodyPx() / kBodyPx;
    std::vector<FigureCanvas::Figure> figures;
    QStringList problems = s ? session_->problems() : QStringList();
    const std::vector<StepFigure> stepFigures = step_figures(l, scene);
    for (const StepFigure& f : stepFigures) {
        std::vector<const attn::Trace*>
            traces;  // the window's own numbers: nothing is evaluated again
        QString missing;
        for (int i : f.sentences) {
            if (f.request.view == FigureView::Vectors) {
                const auto& r = doc_->results().at(size_t(i));
                if (r.ok())
                    traces.push_back(&r.trace);
                else
                    missing = r.error;
            } else {
                const ViewState::Attention a = view_->attention(i);
                if (a.ok())
                    traces.push_back(a.trace);
                else
                    missing = a.error;
            }
        }
        if (!missing.isEmpty()) {
            problems << tr("%1: %2").arg(f.title, missing);
            continue;
        }
        ReadyFigure ready = ready_figure(l, scene, f, kFigurePx * unit, traces);
        if (shows_lesson_wide_what_if(doc_->lesson(), s))
            ready.spec.what_if = lesson_wide_what_if(ready.spec.what_if);
        if (!ready.error.isEmpty())
            problems << ready.error;
        else {
            ready.look.compact = true;  // type as large as the slide allows
            figures.push_back({std::move(ready.spec), std::move(ready.look)});
        }
    }
    // Under a what-if on the real model: what it does to each sentence's next token, after the
    // maps (they show only which head it switched off; a last layer's head changes none).
    const auto model = doc_->realModel();
    if (model && std::any_of(stepFigures.begin(), stepFigures.end(),
                             [](const StepFigure& f) { return f.real_model; }))
        for (int i : scene.sentences) {
            const auto& r = doc_->results().at(size_t(i));
            if (!r.real || !r.realError.isEmpty()) continue;
            std::optional<ReadyFigure> effect = what_if_effect_figure(
                l, scene, i, *model, r.real->plainLastLogits(), r.real->lastLogits(),
                r.real->tokens.display, kFigurePx * unit);
            if (!effect) continue;
            if (shows_lesson_wide_what_if(doc_->lesson(), s))
                effect->spec.what_if = lesson_wide_what_if(effect->spec.what_if);
            effect->look.compact = true;
            figures.push_back({std::move(effect->spec), std::move(effect->look)});
        }
    problems_->setText(problems.join(QLatin1Char('\n')));
    problems_->setVisible(!problems.isEmpty());
    canvas_->setVisible(!figures.empty());
    chooseLayout(figures);
    if (figures.empty()) fitText();
}

// The pages of `figures`, `per` to a page (0: all on one).
static std::vector<std::vector<FigureCanvas::Figure>> paged(
    const std::vector<FigureCanvas::Figure>& figures, size_t per) {
    if (per == 0 || per >= figures.size()) return {figures};
    std::vector<std::vector<FigureCanvas::Figure>> pages;
    for (size_t i = 0; i < figures.size(); i += per)
        pages.emplace_back(figures.begin() + long(i),
                           figures.begin() + long(std::min(figures.size(), i + per)));
    return pages;
}

// What the layout depends on: the slide (step, revealed), the screen, the head
// shown, and each figure's kind and shape; not the numbers, so an edit while
// presenting keeps the layout and its search is done once per slide.
QString PresentationWindow::layoutKey(const std::vector<FigureCanvas::Figure>& figures) const {
    QString key = QStringLiteral("%1|%2|%3x%4|%5|%6")
                      .arg(session_->current())
                      .arg(session_->revealed())
                      .arg(width())
                      .arg(height())
                      .arg(head_)
                      .arg(answer_->isVisibleTo(this));
    for (const auto& f : figures) {
        key += QStringLiteral("|%1:%2:%3:%4")
                   .arg(int(f.spec.kind))
                   .arg(f.spec.panels.size())
                   .arg(f.look.numbers);
        if (!f.spec.panels.empty())
            key += QStringLiteral("x%1").arg(f.spec.panels.front().values.rows());
        key += f.look.title;
    }
    return key;
}

void PresentationWindow::chooseLayout(const std::vector<FigureCanvas::Figure>& figures) {
    const QString key = layoutKey(figures);
    if (key == memo_.key) {  // this slide's layout was chosen before: only its page is drawn again
        const auto pages = paged(figures, memo_.per);
        pages_ = int(pages.size());
        page_ = std::clamp(page_, 0, pages_ - 1);
        fitFigures(pages[size_t(page_)], memo_.choices.at(size_t(page_)));
        return;
    }
    memo_ = {};
    pages_ = 1;
    if (fitFigures(figures) >= 1 || figures.size() < 2) {
        page_ = 0;
        memo_ = {key, 0, {chosen_}};
        return;
    }
    // Together they cannot keep the rule: pages of two, or of one — whichever
    // keeps it best on its worst page (two on a tie: fewer pages).
    std::vector<std::vector<FigureCanvas::Figure>> best;
    LayoutMemo chosen;
    double best_worst = -1;
    for (size_t per : {size_t(2), size_t(1)}) {
        if (per >= figures.size()) continue;
        auto pages = paged(figures, per);
        double worst = 1e9;
        std::vector<int> choices;
        for (const auto& p : pages) {
            worst = std::min(worst, fitFigures(p));
            choices.push_back(chosen_);
            if (worst < 1 && per > 1)
                break;  // pages of two fail: pages of one are tried (a slide change stays quick)
        }
        if (choices.size() < pages.size())
            worst = std::min(worst, 0.0);  // not all tried: never chosen over one that was
        if (worst > best_worst + 1e-9)
            best = std::move(pages), chosen = {key, per, choices}, best_worst = worst;
        if (best_worst >= 1) break;
    }
    memo_ = chosen;
    pages_ = int(best.size());
    page_ = std::clamp(page_, 0, pages_ - 1);
    fitFigures(best[size_t(page_)], memo_.choices[size_t(page_)]);
}

// How the canvas's Vectors plots read, from one layout of their labels each:
// 1 when every plot shows all its words and is kPlotPerLabelArea times its
// labels' area or more; else the smallest share of that room, and at most 0.5
// when a word is left out (a plot no larger than its labels is a heap of words).
double PresentationWindow::vectorsRoom() const {
    double worst = 1;
    const auto& figures = canvas_->figures();
    const auto at = canvas_->placements();
    for (size_t k = 0; k < figures.size() && k < at.size(); ++k) {
        if (figures[k].spec.kind != FigureKind::Vectors) continue;
        FigureOptions bare = figures[k].look;  // the canvas draws the title itself
        bare.title.clear();
        const VectorsFigure::Labels labels =
            vectors_figure_labels(figures[k].spec, bare, at[k].logical);
        if (labels.layout.omitted > 0) worst = std::min(worst, 0.5);
        double taken = 0;
        for (const PlacedLabel& l : labels.layout.labels)
            if (l.shown) taken += l.rect.width() * l.rect.height();
        worst = std::min(worst, labels.plot.width() * labels.plot.height() /
                                    std::max(1.0, kPlotPerLabelArea * taken));
    }
    return std::min(worst, 1.0);
}

void PresentationWindow::setFigurePage(int page) {
    if (pages_ < 2) return;
    page_ = std::clamp(page, 0, pages_ - 1);
    refresh();
}

double PresentationWindow::fitFigures(const std::vector<FigureCanvas::Figure>& figures, int only) {
    int heads = 0;
    headNumbers_.clear();
    for (const auto& f : figures)
        if (f.spec.kind == FigureKind::HeadGrid && int(f.spec.panels.size()) > heads) {
            heads = int(f.spec.panels.size());
            headNumbers_ = f.spec.heads;
        }
    headCount_ = heads;
    // A page without a map of heads (the head lines of a real model's step) keeps the head
    // chosen: trying the pages reset it to head 1, and H seemed to do nothing.
    if (heads > 0) head_ = std::clamp(head_, 0, heads - 1);
    bool numbered =
        false;  // whether any figure prints numbers: else the choices of decimals are one
    for (const auto& f : figures) numbered = numbered || f.look.numbers;
    const auto apply = [&](const Choice& c) {
        oneHead_ = c.one_head && heads > 1;
        body_->setDirection(c.stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
        body_->setStretch(0, c.share);
        body_->setStretch(1, 100 - c.share);
        heads_->setVisible(oneHead_);
        if (oneHead_) updateHeadChooser();
        layout()->activate();  // the text column's size for this choice, now
        const double fits = fitText();
        layout()->activate();  // and the canvas's, with the text at the size it takes
        canvas_->setFigures(variant(figures, c, head_));
        return fits;
    };
    // The first choice that keeps the rule with the text unscrolled; else the
    // one that comes nearest both (the smaller of the figures' readability and
    // the share of the text shown): a question scrolled out of sight is no
    // better than a figure under the rule.
    if (only >= 0) {  // the choice remembered for this slide: applied, not searched again
        apply(kChoices[size_t(only)]);
        chosen_ = only;
        return 1;
    }
    std::optional<Choice> best;
    int best_index = 0;
    double best_score = -1;
    for (size_t index = 0; index < std::size(kChoices); ++index) {
        const Choice& c = kChoices[index];
        if ((c.one_head && heads < 2) || (!numbered && (c.decimals != 3 || !c.numbers))) continue;
        chosen_ = int(index);
        const double text_shown = apply(c);
        if (figures.empty() || canvas_->width() < 2)
            return 1;  // nothing to fit, or not laid out yet
        // The rule first (text and cell numbers at size, the text unscrolled); among the choices
        // that keep it, the one whose Vectors plot shows every word with most room.
        const double rule = std::min(readability(canvas_->measure()), text_shown);
        const double room = rule >= 1 ? vectorsRoom() : 0;
        if (rule >= 1 && room >= 1) return 1;
        const double score = rule >= 1 ? 0.5 + 0.5 * room : 0.5 * std::min(rule, 1.0);
        if (score > best_score + 1e-9) best = c, best_index = int(index), best_score = score;
    }
    if (best) {
        apply(*best);
        chosen_ = best_index;
    }
    return best_score;
}

void PresentationWindow::updateHeadChooser() {
    // A button per map, named by its head (a step's chosen heads, or every head).
    const auto number = [this](int i) {
        return size_t(i) < headNumbers_.size() ? headNumbers_[size_t(i)] + 1 : i + 1;
    };
    const auto buttons = headGroup_->buttons();
    bool same = int(buttons.size()) == headCount_;
    for (int i = 0; same && i < headCount_; ++i)
        same = headGroup_->button(i)->text() == QString::number(number(i));
    if (!same) {
        for (QAbstractButton* b : headGroup_->buttons()) {
            headGroup_->removeButton(b);
            delete b;
        }
        for (int i = 0; i < headCount_; ++i) {
            auto* b = new QPushButton(QString::number(number(i)), heads_);
            b->setCheckable(true);
            b->setFocusPolicy(Qt::NoFocus);  // the keys stay the presenter's
            b->setFont(figure_font(kChooserPx * bodyPx() / kBodyPx));
            b->setToolTip(tr("Show head %1").arg(number(i)));
            headGroup_->addButton(b, i);
            headButtons_->addWidget(b);
        }
    }
    if (QAbstractButton* b = headGroup_->button(head_)) b->setChecked(true);
}

int PresentationWindow::mapOfHead(int head) const {
    if (headNumbers_.empty()) return head;  // every head: map k is head k
    const auto at = std::find(headNumbers_.begin(), headNumbers_.end(), head);
    return at != headNumbers_.end() ? int(at - headNumbers_.begin()) : -1;
}

void PresentationWindow::setHead(int head) {
    if (headCount_ < 1) return;
    head_ = std::clamp(head, 0, headCount_ - 1);
    refresh();
}

std::vector<DrawnText> PresentationWindow::paintedTexts() {
    TextProbe probe(size());
    QPainter p(&probe);
    render(&p, QPoint(), QRegion(), QWidget::DrawChildren);
    p.end();
    return probe.texts();
}

}  // namespace attn::app
