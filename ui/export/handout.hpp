// The handout of a lesson's guided steps: a PDF a teacher prints or sends.
// The steps follow one another down the pages (a thin rule between two),
// as many to a page as fit: a step's heading stays with the start of its
// text, a figure is never split. Each step shows "Step k of n", its title,
// its text (Markdown, rendered by Qt through set_safe_markdown: no HTML,
// nothing loaded, only http(s) links kept, paragraphs apart; quantities
// filled in from the lesson), its figures, in rows of one or two
// (step_figures.hpp, drawn by the figure painters; concealed as the
// window conceals them while the question is open), and its question with
// the choices and room to answer. The answers, with the why, follow on
// "Answers" pages at the end; each question says on which page. Every page
// is numbered "page k of n". Same lesson → byte-identical PDF.
#pragma once

#include <QByteArray>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "document/real_model_pass.hpp"

class QPagedPaintDevice;

namespace attn::ui {

// What keeps the lesson from a handout: every step's problems
// (attn::step_problems, "steps[0].view.highlight: no word 'bnak' in …"), or
// that it has no steps. Empty: a handout can be written.
// `quantities`: the real model's passes for the steps' numbers (null: none read).
QStringList handout_problems(const attn::Lesson& lesson,
                             const attn::ModelReadings* quantities = nullptr);

// What a piece of a handout page holds.
enum class HandoutPart { Header, StepHeading, StepText, Figures, Question, Answers };

// Where everything of the handout falls (what handout_pdf paints): one piece
// per block per page it is on, in the page's pixels (96 dpi). A Figures piece
// is one row of figures (one, or two side by side); figure_text_px is the
// size its smallest figure's text is printed at (the figures' text px × the
// scale they are drawn at); figures: how many the row holds.
struct HandoutPiece {
    int step = -1;  // 0-based; -1 for the lesson's header and the answers
    HandoutPart part = HandoutPart::Header;
    int page = 1;   // 1-based
    int block = 0;  // the flow's block: a piece of text split over pages shares it
    QRectF rect;
    double figure_text_px = 0;
    int figures = 0;
    double figure_fill = 0;  // the widest figure's printed width over the width it was given (≤ 1)
};
struct HandoutLayout {
    int pages = 0;
    QSizeF page;
    QRectF content;  // inside the margins, above the footer
    std::vector<HandoutPiece> pieces;
    // Pages that open on a step begun on an earlier page (its figure or question moved on): the
    // line printed at their top, "Step 1 of 15, continued: One row per word" (a figure alone at
    // a page's top, above the next step, read as that step's).
    std::map<int, QString> continued;
};
// Throws as handout_pdf does.
HandoutLayout handout_layout(const attn::Lesson& lesson, const RealModelReading& model = {});

// Where the laid-out handout prints a question's answer on a page up to the
// question's own (a later step's text or figures, attn::answer_on_paper), one
// line each: "page 2: step 6 prints step 5's answer on its question's page: …".
// lay_out starts a new page to keep them apart, so a handout_layout of a lesson
// has none; `render --handout` reports any that remain.
QStringList handout_leaks(const attn::Lesson& lesson, const HandoutLayout& layout,
                          const attn::ModelReadings* quantities = nullptr);

// The PDF. Throws std::invalid_argument with handout_problems() joined by
// newlines when there are any. Needs a QGuiApplication (fonts). `model`: the
// layers of the lesson's real model, for the figures of steps that show it
// (step_figures' real_model; without them such a figure is a line saying so),
// and its passes for the steps' quantities.
QByteArray handout_pdf(const attn::Lesson& lesson, const RealModelReading& model = {});

// The handout painted onto any paged device: a QPdfWriter (handout_pdf), a
// QPrinter, a print preview's pages. It is laid out for the device's page
// (its size and orientation) at 96 px an inch, as handout_pdf lays it out on
// A4, when that page is at least kMinHandoutPageMm on each side; on a smaller
// page, the A4 pages drawn scaled down to fit it, centred. Each handout page
// takes a device page of its own, placed on the whole sheet (the handout keeps
// its own margins; the device's margins do not move it) and drawn at the
// device's resolution. `wanted` (when given) picks the 1-based pages painted;
// the others are skipped, not left blank. Returns the number of pages of the
// handout, painted or not, or 0 when the device cannot be painted on
// (QPainter::begin fails: a printer that cannot start, a file that cannot be
// written). Throws std::invalid_argument as handout_pdf does.
constexpr double kMinHandoutPageMm = 148;  // A5's width
int paint_handout(QPagedPaintDevice& device, const attn::Lesson& lesson,
                  const RealModelReading& model = {},
                  const std::function<bool(int page)>& wanted = {});

// Writes handout_pdf(lesson) to `path` atomically. On failure returns false
// and sets *error to a sentence naming the path and the reason (the lesson's
// problems, a folder missing or not writable, …).
bool export_handout(const attn::Lesson& lesson, const QString& path, QString* error,
                    const RealModelReading& model = {});

}  // namespace attn::ui
