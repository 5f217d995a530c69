// MainWindow's printing: File ▸ Print Handout… (Ctrl+P), the pages of Export
// Handout…, and File ▸ Print View… (Ctrl+Shift+P), the figure of the view
// Export View… would export. Each opens a print preview (export/print_pages.hpp
// paints both the preview's pages and the printed ones); its Print button
// opens the system's print dialog (a printer, or a PDF file).
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPaintEngine>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPrinterInfo>
#include <functional>
#include <memory>
#include <optional>

#include "export/figure_menu.hpp"
#include "export/handout.hpp"
#include "export/print_pages.hpp"
#include "main_window.hpp"

namespace attn::app {

using namespace attn::ui;

namespace {

const QString kPrintHandoutName = QStringLiteral("printHandoutAction");
const QString kPrintViewName = QStringLiteral("printViewAction");

// The title a printed view carries: the name of the pane it is in.
QString pane_title(const QWidget* view) {
    for (const QWidget* w = view; w; w = w->parentWidget())
        if (const auto* dock = qobject_cast<const QDockWidget*>(w))
            return dock->windowTitle().remove(QLatin1Char('&'));
    return QCoreApplication::translate("attn::app::MainWindow", "Attention");  // the central pane
}

// A preview paints its pages into a QPicture; a printer or a PDF file does not.
bool is_preview(QPrinter* printer) {
    return printer->paintEngine() && printer->paintEngine()->type() == QPaintEngine::Picture;
}

}  // namespace

void MainWindow::addPrintActions(QMenu* file) {
    file->addSeparator();
    QAction* handout = file->addAction(tr("&Print Handout…"), this,
                                       [this] { printDialog(PrintSubject::Handout); });
    handout->setObjectName(kPrintHandoutName);
    handout->setShortcut(QKeySequence::Print);
    QAction* view =
        file->addAction(tr("Print Vie&w…"), this, [this] { printDialog(PrintSubject::View); });
    view->setObjectName(kPrintViewName);
    view->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    // A greyed-out entry says why in its tool tip (shown only where one is set).
    file->setToolTipsVisible(true);
    // The view Print View… prints: the one that has, or last had, the focus (as Export View…).
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        QWidget* v = exportable_view_of(now);
        if (!v || v->window() != this || v == printView_) return;
        printView_ = v;
        connect(v, &QObject::destroyed, this, &MainWindow::updatePrintActions,
                static_cast<Qt::ConnectionType>(Qt::QueuedConnection | Qt::UniqueConnection));
        updatePrintActions();
    });
    connect(doc_.get(), &Document::changed, this, &MainWindow::updatePrintActions);
    connect(file, &QMenu::aboutToShow, this, &MainWindow::updatePrintActions);
    updatePrintActions();
}

void MainWindow::updatePrintActions() {
    const auto set = [](QAction* a, bool enabled, const QString& tip) {
        if (!a) return;
        a->setEnabled(enabled);
        a->setStatusTip(tip);
        a->setToolTip(enabled ? QString() : tip);
    };
    const bool steps = !doc_->lesson().steps.empty();
    set(findChild<QAction*>(kPrintHandoutName), steps,
        steps ? tr("Print the lesson's steps as Export Handout… lays them out, the answers at the "
                   "end")
              : tr("Nothing to print: this lesson has no steps (add them in the Lesson pane)"));
    const bool view = !printView_.isNull();
    set(findChild<QAction*>(kPrintViewName), view,
        view ? tr("Print the view that has the focus, scaled to fit the page")
             : tr("Nothing to print yet: click the view to print first (a heatmap, a plot, the "
                  "heads grid…)"));
}

// Says why there is nothing to print, in the status bar and a message box; returns null.
QPrintPreviewDialog* MainWindow::refusePrint(const QString& title, const QString& why) {
    showMessage(why);
    QMessageBox box(QMessageBox::Information, title, why, QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.exec();
    return nullptr;
}

QPrintPreviewDialog* MainWindow::makePrintPreview(PrintSubject what) {
    // What the pages show, fixed when the preview opens.
    std::function<PrintResult(QPrinter&)> print;
    std::function<void(QPrinter&)> setup;
    if (what == PrintSubject::Handout) {
        const QStringList problems = handout_problems(doc_->lesson(), doc_->modelReadings());
        if (!problems.isEmpty())
            return refusePrint(tr("Print Handout"),
                               tr("This lesson cannot be handed out yet:\n\n%1")
                                   .arg(problems.join(QLatin1Char('\n'))));
        const attn::Lesson lesson = doc_->lesson();
        const RealModelReading model = handoutModel();
        setup = [lesson](QPrinter& p) { setup_handout_printer(p, lesson); };
        print = [lesson, model](QPrinter& p) { return print_handout(p, lesson, model); };
    } else {
        if (printView_ && view_conceals_answer(printView_))
            return refusePrint(tr("Print View"), concealed_export_text());
        const ViewFigureSource* source = printView_ ? figure_source_of(printView_) : nullptr;
        if (!source)
            return refusePrint(
                tr("Print View"),
                printView_
                    ? tr("This view is a table of words, not a figure: it has nothing to print.")
                    : tr("Click the view you want to print first (a heatmap, the loss chart, the "
                         "heads grid…)."));
        const FigureSpec spec = (*source)().spec;
        if (!figure_has_content(spec))
            return refusePrint(tr("Print View"),
                               tr("This view shows nothing yet, so there is nothing to print."));
        FigureOptions look;
        look.title = pane_title(printView_);
        look.caption = spec.caption;  // as the figure set's export: what the figure needs said
        setup = [spec, look](QPrinter& p) { setup_figure_printer(p, spec, look); };
        print = [spec, look](QPrinter& p) { return print_figure(p, spec, look); };
    }
    return previewDialog(what, setup, print);
}

// The preview dialog of `what`, its printer set up by `setup` and its pages painted by `print`;
// a real print is reported once the dialog closes on it.
QPrintPreviewDialog* MainWindow::previewDialog(PrintSubject what,
                                               const std::function<void(QPrinter&)>& setup,
                                               const std::function<PrintResult(QPrinter&)>& print) {
    if (QPrinterInfo::availablePrinterNames().isEmpty())
        showMessage(tr("No printer is set up: the print dialog can still print to a PDF file."));
    auto* dialog = new QPrintPreviewDialog(this);
    dialog->setWindowTitle(what == PrintSubject::Handout ? tr("Print Handout") : tr("Print View"));
    setup(*dialog->printer());
    // The last real print (not a preview's pages): reported once the dialog closes on it.
    auto printed = std::make_shared<std::optional<PrintResult>>();
    connect(dialog, &QPrintPreviewDialog::paintRequested, this,
            [this, print, printed](QPrinter* printer) {
                const bool preview = is_preview(printer);
                const PrintResult r = print(*printer);
                if (!preview)
                    *printed = r;
                else if (!r.ok())
                    showMessage(r.error);
            });
    connect(dialog, &QDialog::accepted, this, [this, dialog, printed] {
        if (!*printed) return;
        const PrintResult r = **printed;
        if (!r.ok()) {
            showMessage(r.error);
            QMessageBox box(QMessageBox::Warning, dialog->windowTitle(),
                            tr("Nothing was printed.\n\n%1").arg(r.error), QMessageBox::Ok, this);
            box.setTextFormat(Qt::PlainText);
            box.exec();
            return;
        }
        const QPrinter* p = dialog->printer();
        const QString where =
            p->outputFormat() == QPrinter::PdfFormat && !p->outputFileName().isEmpty()
                ? QDir::toNativeSeparators(p->outputFileName())
                : p->printerName();
        showMessage(tr("Printed %n page(s) to %1", nullptr, r.pages).arg(where));
    });
    return dialog;
}

void MainWindow::printDialog(PrintSubject what) {
    const std::unique_ptr<QPrintPreviewDialog> dialog(makePrintPreview(what));
    if (dialog) dialog->exec();
}

}  // namespace attn::app
