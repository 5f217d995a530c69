// Printing (File ▸ Print Handout…, Print View…): the handout and a view's
// figure painted onto a QPrinter — a printer, a PDF file, or the pages of a
// print preview. No dialogs here: the window's actions
// (app/main_window_print.cpp) open the preview and the system's print dialog
// and call these from the preview's paintRequested, so the preview shows
// exactly the pages that print. Nothing throws: a failure comes back as a
// sentence the window shows.
#pragma once

#include <QString>

#include "attnlab/lesson/lesson.hpp"
#include "document/real_model_pass.hpp"
#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"

class QPrinter;

namespace attn::ui {

// What a print did: the pages it printed (of a page range, those in it), or
// why nothing was printed.
struct PrintResult {
    int pages = 0;
    QString error;  // empty: printed
    bool ok() const { return error.isEmpty(); }
};

// The printer set up for a handout: A4 portrait, as Export Handout's PDF, on
// the whole sheet (the handout keeps its own margins), the job named after
// the lesson. The user may then choose another page size (paint_handout).
void setup_handout_printer(QPrinter& printer, const attn::Lesson& lesson);
// The handout's pages on `printer` (export/handout.hpp's paint_handout, the
// pages of handout_pdf): all of them, or the page range the print dialog
// chose. A lesson that cannot be handed out (handout_problems) prints nothing
// and says why.
PrintResult print_handout(QPrinter& printer, const attn::Lesson& lesson,
                          const RealModelReading& model = {});

// The printer set up for a figure: landscape when the figure (at its natural
// size, with its title and caption) is wider than tall, else portrait; the
// job named after the title.
void setup_figure_printer(QPrinter& printer, const FigureSpec& spec, const FigureOptions& look);
// The figure on one page of `printer`, as figure export draws it at its
// natural layout (with look's title above and caption below), scaled up or
// down to fill the printable area (inside the printer's margins) keeping its
// aspect ratio, centred across the page, at its top.
PrintResult print_figure(QPrinter& printer, const FigureSpec& spec, const FigureOptions& look);

}  // namespace attn::ui
