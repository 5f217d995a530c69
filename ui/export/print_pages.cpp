#include "export/print_pages.hpp"

#include <QCoreApplication>
#include <QPageLayout>
#include <QPageRanges>
#include <QPainter>
#include <QPrinter>
#include <algorithm>
#include <stdexcept>

#include "export/handout.hpp"
#include "figures/figure_body.hpp"
#include "figures/figure_export.hpp"

namespace attn::ui {
namespace {

// Why QPainter::begin failed on `printer`, as far as it can be told.
QString cannot_start(const QPrinter& printer) {
    if (printer.outputFormat() == QPrinter::PdfFormat && !printer.outputFileName().isEmpty())
        return QCoreApplication::translate("Printing",
                                           "Cannot print to '%1': the file cannot be written.")
            .arg(printer.outputFileName());
    if (printer.printerName().isEmpty())
        return QCoreApplication::translate("Printing", "Cannot print: no printer is set up.");
    return QCoreApplication::translate("Printing", "The printer '%1' could not start printing.")
        .arg(printer.printerName());
}

// What the printer said once the pages were sent (empty: all went well).
QString after_printing(const QPrinter& printer) {
    switch (printer.printerState()) {
        case QPrinter::Aborted:
            return QCoreApplication::translate("Printing", "Printing was cancelled.");
        case QPrinter::Error:
            return QCoreApplication::translate("Printing", "The printer '%1' reported an error.")
                .arg(printer.printerName());
        default:
            return {};
    }
}

}  // namespace

void setup_handout_printer(QPrinter& printer, const attn::Lesson& lesson) {
    printer.setPageLayout(
        QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0)));
    printer.setFullPage(true);
    printer.setDocName(QString::fromStdString(lesson.title));
    printer.setCreator(QStringLiteral("Attention Lab"));
}

PrintResult print_handout(QPrinter& printer, const attn::Lesson& lesson,
                          const RealModelReading& model) {
    PrintResult out;
    const QPageRanges ranges =
        printer.printRange() == QPrinter::PageRange ? printer.pageRanges() : QPageRanges();
    std::function<bool(int)> wanted;
    if (!ranges.isEmpty()) wanted = [ranges](int page) { return ranges.contains(page); };
    int pages = 0;
    try {
        pages = paint_handout(printer, lesson, model, wanted);
    } catch (const std::invalid_argument& e) {
        out.error =
            QCoreApplication::translate("Printing", "This lesson cannot be handed out yet:\n\n%1")
                .arg(QString::fromUtf8(e.what()));
        return out;
    }
    if (pages == 0) {
        out.error = cannot_start(printer);
        return out;
    }
    for (int page = 1; page <= pages; ++page) out.pages += !wanted || wanted(page) ? 1 : 0;
    out.error = after_printing(printer);
    return out;
}

void setup_figure_printer(QPrinter& printer, const FigureSpec& spec, const FigureOptions& look) {
    const QSizeF natural = natural_figure_size(spec, look);
    printer.setPageOrientation(natural.width() > natural.height() ? QPageLayout::Landscape
                                                                  : QPageLayout::Portrait);
    printer.setDocName(look.title.isEmpty() ? QStringLiteral("Attention Lab figure") : look.title);
    printer.setCreator(QStringLiteral("Attention Lab"));
}

PrintResult print_figure(QPrinter& printer, const FigureSpec& spec, const FigureOptions& look) {
    PrintResult out;
    // The size figure export draws it at (its natural layout, in whole pixels).
    ExportOptions as_exported;
    as_exported.look = look;
    const QSizeF natural(figure_logical_size(spec, as_exported));
    if (natural.isEmpty()) {
        out.error = QCoreApplication::translate(
            "Printing", "This view shows nothing yet, so there is nothing to print.");
        return out;
    }
    QPainter p;
    if (!p.begin(&printer)) {
        out.error = cannot_start(printer);
        return out;
    }
    // The painter starts at the printable area's corner, in the printer's pixels.
    const QRectF area(QPointF(0, 0),
                      printer.pageLayout().paintRectPixels(printer.resolution()).size());
    const double k = std::min(area.width() / natural.width(), area.height() / natural.height());
    p.translate((area.width() - natural.width() * k) / 2, 0);
    p.scale(k, k);
    paint_figure(p, natural, spec, look);
    p.end();
    out.pages = 1;
    out.error = after_printing(printer);
    return out;
}

}  // namespace attn::ui
