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

#include "attnlab/lesson/lesson.hpp"
#include "export/page_flow.hpp"
#include "viewdata/step_figures.hpp"

class QPdfWriter;
class QTextDocument;

namespace attn::ui {

// Type sizes (px at 96 dpi) and the colours of a handout.
namespace handout_style {
constexpr double kMarginPx = 60;          // about 16 mm round the content
constexpr double kFooterGapPx = 24;       // from the content's bottom to the page number's baseline area
constexpr double kLessonTitlePx = 26, kStepTitlePx = 22, kHeadingPx = 16, kBodyPx = 14, kSmallPx = 11;
constexpr double kParagraphPx = 10, kSectionPx = 22;
constexpr double kKeepLinesPx = 3 * kBodyPx;  // a heading keeps this much of what follows on its page
inline const QColor kInk(0x20, 0x20, 0x20), kMuted(0x66, 0x66, 0x66);

}  // namespace handout_style

// Everything a page draws with: the flow, and the device text is measured on.
struct Sheet {
    QPdfWriter* device;
    PageFlow flow;
};

// A run of plain text (never rich text: the lesson's words), word-wrapped; returns its block.
int add_plain(Sheet& s, const QString& text, const QFont& font, const QColor& colour, double keep = 0);
// Markdown from the lesson laid out at the flow's width, and added as text that breaks across pages.
std::shared_ptr<QTextDocument> markdown_doc(Sheet& s, const QString& markdown);
int add_markdown(Sheet& s, const QString& markdown);
// The step's figures (step_figures), concealed by scene.conceal: side by side when both
// stay readable, else one above the other; each under its title.
void add_figures(Sheet& s, const attn::Lesson& lesson, const attn::Scene& scene);
// "Predict", the prompt, the room to answer, and `where` the answer is (called
// while painting, once the pages are known) — on one page unless it is long.
void add_question(Sheet& s, std::shared_ptr<QTextDocument> prompt, const QStringList& room, std::function<QString()> where);

}  // namespace attn::ui
