// The blocks a handout page is made of (handout.hpp): plain text, Markdown
// rendered by Qt (safe_markdown.hpp; only http(s) links stay links), a step's
// figures, a question kept on one page. Each measures itself on the PDF
// device and adds itself to the sheet's PageFlow.
#pragma once

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>
#include <vector>

#include "attnlab/lesson/lesson.hpp"
#include "document/real_model_pass.hpp"
#include "export/handout.hpp"
#include "export/page_flow.hpp"
#include "viewdata/step_figures.hpp"

class QPdfWriter;
class QTextDocument;

namespace attn::ui {

// Type sizes (px at 96 dpi) and the colours of a handout.
namespace handout_style {
constexpr double kMarginPx = 60;     // about 16 mm round the content
constexpr double kFooterGapPx = 24;  // from the content's bottom to the page number's baseline area
constexpr double kLessonTitlePx = 26, kStepTitlePx = 22, kHeadingPx = 16, kBodyPx = 14,
                 kSmallPx = 11;
constexpr double kParagraphPx = 10, kSectionPx = 22;
constexpr double kStepGapPx = 2 * kSectionPx;  // between two steps, a thin rule across its middle
inline const QColor kInk(0x20, 0x20, 0x20), kMuted(0x66, 0x66, 0x66);

}  // namespace handout_style

// What a block of the flow holds (handout_layout's pieces).
struct BlockTag {
    int block = 0, step = -1;
    HandoutPart part = HandoutPart::Header;
    double figure_text_px = 0;
    int figures = 0;
    double figure_fill = 0;
    double title_h = 0,
           body_h =
               0;  // a row of figures: drawn smaller when its block is (PageFlow::addShrinkable)
};

// Everything a page draws with: the flow, the device text is measured on, and
// what each block holds: the add_… functions below tag their blocks with
// `step` and `part` as set when they are called (add_figures and
// add_question tag theirs Figures and Question).
struct Sheet {
    QPdfWriter* device;
    PageFlow flow;
    int step = -1;
    HandoutPart part = HandoutPart::Header;
    std::vector<BlockTag> tags;
    // A real model's layers for the figures of steps that show it (empty: those figures say they
    // need the model).
    RealModelReading model;
    // The step's what-if is the lesson's own, held for every step: its figures say so.
    bool lesson_wide_what_if = false;
    int tag(int block, HandoutPart as, double figure_text_px = 0, int figures = 0,
            double figure_fill = 0, double title_h = 0, double body_h = 0) {
        tags.push_back({block, step, as, figure_text_px, figures, figure_fill, title_h, body_h});
        return block;
    }
};

// A run of plain text (never rich text: the lesson's words), word-wrapped; returns its block.
int add_plain(Sheet& s, const QString& text, const QFont& font, const QColor& colour,
              double keep = 0);
// Markdown from the lesson laid out at the flow's width, and added as text that breaks across
// pages.
std::shared_ptr<QTextDocument> markdown_doc(Sheet& s, const QString& markdown);
int add_markdown(Sheet& s, const QString& markdown);
// The step's figures (step_figures, one to four), concealed by scene.conceal,
// in rows: two consecutive figures side by side when both stay readable
// there, else one to a row; each under its title, each row whole on a page,
// drawn smaller (never under kMinFigureTextPx) where that ends a page instead of leaving it empty.
// A figure's text prints at kFigureFontPx × its scale: at least
// kMinFigureTextPx unless the figure at its natural layout is too wide for the
// page at that size (then as large as the page's width allows: a map laid out
// narrower would drop its numbers).
// The handout is laid out at 96 px to the inch: 7 pt is 28/3 px.
constexpr double kFigureFontPx = 11, kMinFigureTextPx = 28.0 / 3;
// No figure prints its text (a map's word labels) smaller than this — 7 pt —, even across the
// whole width: a row of maps that would is laid out with fewer maps a row, down to one; a grid
// that would even so is cut to the heads that fit, and says which it left out.
constexpr double kLeastFigureTextPx = 28.0 / 3;
void add_figures(Sheet& s, const attn::Lesson& lesson, const attn::Scene& scene);
// "Predict", the prompt, the room to answer, and `where` the answer is (called
// while painting, once the pages are known) — on one page unless it is long.
void add_question(Sheet& s, std::shared_ptr<QTextDocument> prompt, const QStringList& room,
                  std::function<QString()> where);

}  // namespace attn::ui
