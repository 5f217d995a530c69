// Printing (export/print_pages.hpp, File ▸ Print Handout… / Print View…):
// the handout printed to a PDF printer is Export Handout's PDF page for page
// (count, text, and the rendered pages within a small tolerance; pdftotext
// and pdftoppm from poppler-utils, skipped without them), on the printer's
// page size where the layout fits it, only the page range asked for; a view
// prints on one page, scaled to fit with its aspect ratio, under its title;
// the window's previews list those pages; nothing to print greys the actions
// out with the reason; a file that cannot be written is an error, not a crash.
#include <gtest/gtest.h>

#include <QAction>
#include <QImage>
#include <QPageRanges>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>

#include "export/handout.hpp"
#include "export/print_pages.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "handout_test_helpers.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "viewdata/figure_specs.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using attn::ui::test::demo;
using attn::ui::test::pdf_pages;

QByteArray read_file(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool write_file(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

bool have(const char* tool) {
    return !QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty();
}

// Runs a poppler tool; its standard output.
QByteArray run(const char* tool, const QStringList& args) {
    QProcess p;
    p.start(QStandardPaths::findExecutable(QLatin1String(tool)), args);
    p.waitForFinished(60000);
    return p.readAllStandardOutput();
}

// The text of each page (pdftotext ends every page with a form feed), words
// separated by single spaces.
QStringList page_texts(const QString& pdf) {
    QStringList pages =
        QString::fromUtf8(run("pdftotext", {pdf, QStringLiteral("-")})).split(QLatin1Char('\f'));
    if (!pages.isEmpty() && pages.last().trimmed().isEmpty()) pages.removeLast();
    for (QString& t : pages) t = t.simplified();
    return pages;
}

// Page `page` rendered at 40 dpi in grey levels.
QImage page_image(const QString& pdf, int page, const QString& dir) {
    const QString stem =
        QDir(dir).filePath(QStringLiteral("render-%1-%2").arg(QFileInfo(pdf).baseName()).arg(page));
    run("pdftoppm",
        {QStringLiteral("-r"), QStringLiteral("40"), QStringLiteral("-gray"),
         QStringLiteral("-png"), QStringLiteral("-singlefile"), QStringLiteral("-f"),
         QString::number(page), QStringLiteral("-l"), QString::number(page), pdf, stem});
    return QImage(stem + QStringLiteral(".png")).convertToFormat(QImage::Format_Grayscale8);
}

// The page size of a PDF's first page in points (its MediaBox).
QSizeF media_box(const QByteArray& pdf) {
    static const QRegularExpression box(
        QStringLiteral("/MediaBox\\s*\\[\\s*0\\s+0\\s+([0-9.]+)\\s+([0-9.]+)\\s*\\]"));
    const QRegularExpressionMatch m = box.match(QString::fromLatin1(pdf));
    return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

// A QPrinter writing a PDF file (as the print dialog's "Print to File").
void to_pdf(QPrinter& printer, const QString& path) {
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(path);
}

// The bounding box of the pixels darker than `below`.
QRect dark_box(const QImage& img, int below) {
    QRect r;
    for (int y = 0; y < img.height(); ++y) {
        const uchar* line = img.constScanLine(y);
        for (int x = 0; x < img.width(); ++x)
            if (line[x] < below) r |= QRect(x, y, 1, 1);
    }
    return r;
}

TEST(PrintHandout, APdfPrinterGetsExportHandoutsPagesTextAndLook) {
    QTemporaryDir dir;
    const attn::Lesson lesson = demo();
    const QString exported = dir.filePath(QStringLiteral("exported.pdf")),
                  printed = dir.filePath(QStringLiteral("printed.pdf"));
    const QByteArray pdf = handout_pdf(lesson);
    ASSERT_TRUE(write_file(exported, pdf));
    QPrinter printer(
        QPrinter::HighResolution);  // 1200 dpi: the 96-dpi layout is scaled, not laid out anew
    to_pdf(printer, printed);
    setup_handout_printer(printer, lesson);
    const PrintResult r = print_handout(printer, lesson);
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    const QByteArray out = read_file(printed);
    const int pages = pdf_pages(pdf);
    ASSERT_GE(pages, 2);
    EXPECT_EQ(r.pages, pages);
    EXPECT_EQ(pdf_pages(out), pages);
    EXPECT_NEAR(media_box(out).width(), media_box(pdf).width(), 0.5) << "A4, as the exported PDF";
    EXPECT_NEAR(media_box(out).height(), media_box(pdf).height(), 0.5);

    if (!have("pdftotext") || !have("pdftoppm"))
        GTEST_SKIP() << "poppler-utils is not installed (pdftotext, pdftoppm)";
    const QStringList want = page_texts(exported), got = page_texts(printed);
    ASSERT_EQ(want.size(), pages);
    ASSERT_EQ(got.size(), pages);
    for (int k = 0; k < pages; ++k) EXPECT_EQ(got[k], want[k]) << "page " << k + 1;
    EXPECT_TRUE(
        got.join(QLatin1Char(' ')).contains(QStringLiteral("Predict: where does bank go?")));
    for (int k = 1; k <= pages; ++k) {
        const QImage a = page_image(exported, k, dir.path()),
                     b = page_image(printed, k, dir.path());
        ASSERT_FALSE(a.isNull());
        ASSERT_EQ(a.size(), b.size()) << "page " << k;
        long long sum = 0, off = 0;
        for (int y = 0; y < a.height(); ++y)
            for (int x = 0; x < a.width(); ++x) {
                const int d = std::abs(int(a.constScanLine(y)[x]) - int(b.constScanLine(y)[x]));
                sum += d;
                off += d > 96 ? 1 : 0;
            }
        const double pixels = double(a.width()) * a.height();
        EXPECT_LT(sum / pixels, 1.5) << "page " << k << ": mean grey difference";
        EXPECT_LT(off / pixels, 0.004) << "page " << k << ": pixels far apart";
    }
}

TEST(PrintHandout, FollowsThePrintersPageSizeWhereTheLayoutFitsIt) {
    QTemporaryDir dir;
    const attn::Lesson lesson = demo();
    const int a4_pages = pdf_pages(handout_pdf(lesson));
    {  // US Letter: laid out on Letter itself
        QPrinter printer;
        to_pdf(printer, dir.filePath(QStringLiteral("letter.pdf")));
        setup_handout_printer(printer, lesson);
        printer.setPageSize(QPageSize(QPageSize::Letter));
        const PrintResult r = print_handout(printer, lesson);
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        const QByteArray out = read_file(dir.filePath(QStringLiteral("letter.pdf")));
        EXPECT_NEAR(media_box(out).width(), 612, 0.5);
        EXPECT_NEAR(media_box(out).height(), 792, 0.5);
        EXPECT_EQ(pdf_pages(out), r.pages);
        if (have("pdftotext")) {
            const QString text =
                page_texts(dir.filePath(QStringLiteral("letter.pdf"))).join(QLatin1Char(' '));
            for (const attn::LessonStep& s : lesson.steps)
                EXPECT_TRUE(text.contains(QString::fromStdString(s.title))) << s.title;
            EXPECT_TRUE(text.contains(QStringLiteral("page %1 of %1").arg(r.pages)));
        }
    }
    {  // A6 is too small for the layout: the A4 pages, scaled down onto it
        QPrinter printer;
        to_pdf(printer, dir.filePath(QStringLiteral("a6.pdf")));
        setup_handout_printer(printer, lesson);
        printer.setPageSize(QPageSize(QPageSize::A6));
        const PrintResult r = print_handout(printer, lesson);
        ASSERT_TRUE(r.ok()) << r.error.toStdString();
        const QByteArray out = read_file(dir.filePath(QStringLiteral("a6.pdf")));
        EXPECT_EQ(r.pages, a4_pages);
        EXPECT_EQ(pdf_pages(out), a4_pages);
        EXPECT_NEAR(media_box(out).width(), QPageSize(QPageSize::A6).sizePoints().width(), 1.0);
    }
}

TEST(PrintHandout, APageRangePrintsOnlyThosePages) {
    if (!have("pdftotext")) GTEST_SKIP() << "pdftotext is not installed";
    QTemporaryDir dir;
    const attn::Lesson lesson = demo();
    const QString exported = dir.filePath(QStringLiteral("exported.pdf")),
                  printed = dir.filePath(QStringLiteral("range.pdf"));
    ASSERT_TRUE(write_file(exported, handout_pdf(lesson)));
    const QStringList all = page_texts(exported);
    ASSERT_GE(all.size(), 3);
    QPrinter printer;
    to_pdf(printer, printed);
    setup_handout_printer(printer, lesson);
    printer.setPrintRange(QPrinter::PageRange);
    QPageRanges ranges;
    ranges.addPage(2);
    ranges.addPage(int(all.size()));
    printer.setPageRanges(ranges);
    const PrintResult r = print_handout(printer, lesson);
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    EXPECT_EQ(r.pages, 2);
    EXPECT_EQ(page_texts(printed), (QStringList{all[1], all.last()}));
}

TEST(PrintHandout, NothingToHandOutOrNowhereToWriteIsAnErrorNotACrash) {
    QTemporaryDir dir;
    attn::Lesson empty = demo();
    empty.steps.clear();
    QPrinter printer;
    to_pdf(printer, dir.filePath(QStringLiteral("empty.pdf")));
    PrintResult r = print_handout(printer, empty);
    EXPECT_FALSE(r.ok());
    EXPECT_EQ(r.pages, 0);
    EXPECT_TRUE(r.error.contains(QStringLiteral("no steps"))) << r.error.toStdString();
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("empty.pdf"))));

    const QString nowhere = dir.filePath(QStringLiteral("missing-folder/handout.pdf"));
    to_pdf(printer, nowhere);
    r = print_handout(printer, demo());
    EXPECT_FALSE(r.ok());
    EXPECT_TRUE(r.error.contains(nowhere)) << r.error.toStdString();
}

TEST(PrintFigure, OnePageScaledToFitWithItsAspectRatioUnderItsTitle) {
    QTemporaryDir dir;
    const std::vector<NamedFigure> set =
        build_figure_set(load_builtin_lesson(QStringLiteral("module1")), QStringLiteral("module1"));
    ASSERT_FALSE(set.empty());
    const NamedFigure& f = set.front();
    FigureOptions look;
    look.title = f.title;
    look.style = FigureStyle::Dark;  // its background marks where the figure lies on the page
    const QString path = dir.filePath(QStringLiteral("figure.pdf"));
    QPrinter printer(QPrinter::HighResolution);
    to_pdf(printer, path);
    setup_figure_printer(printer, f.spec, look);
    ExportOptions o;
    o.look = look;
    const QSizeF natural(figure_logical_size(f.spec, o));
    EXPECT_EQ(printer.pageLayout().orientation(),
              natural.width() > natural.height() ? QPageLayout::Landscape : QPageLayout::Portrait);
    const PrintResult r = print_figure(printer, f.spec, look);
    ASSERT_TRUE(r.ok()) << r.error.toStdString();
    EXPECT_EQ(r.pages, 1);
    EXPECT_EQ(pdf_pages(read_file(path)), 1);
    if (!have("pdftotext") || !have("pdftoppm")) GTEST_SKIP() << "poppler-utils is not installed";
    EXPECT_TRUE(page_texts(path).value(0).contains(f.title.simplified())) << f.title.toStdString();
    // The figure fills the printable area across or down, in its own proportions.
    const QImage img = page_image(path, 1, dir.path());
    const QRect fig = dark_box(img, 128);
    const QRectF printable = printer.pageLayout().paintRect(QPageLayout::Inch);
    const double fill =
        std::max(fig.width() / (printable.width() * 40), fig.height() / (printable.height() * 40));
    EXPECT_NEAR(fill, 1.0, 0.02);
    EXPECT_NEAR(double(fig.width()) / fig.height(), natural.width() / natural.height(), 0.03);
    EXPECT_NEAR(fig.center().x(), img.width() / 2.0, 2.0) << "centred across the page";
}

// The Print Handout / Print View actions of a window.
QAction* print_action(MainWindow& w, const char* name) {
    return w.findChild<QAction*>(QLatin1String(name));
}

TEST(PrintWindow, ActionsAreGreyedOutSayingWhyWhenThereIsNothingToPrint) {
    attn::Lesson empty = demo();
    empty.steps.clear();
    MainWindow w(empty);
    QAction* handout = print_action(w, "printHandoutAction");
    QAction* view = print_action(w, "printViewAction");
    ASSERT_NE(handout, nullptr);
    ASSERT_NE(view, nullptr);
    EXPECT_EQ(handout->shortcut(), QKeySequence(QKeySequence::Print));
    EXPECT_FALSE(handout->isEnabled());
    EXPECT_TRUE(handout->toolTip().contains(QStringLiteral("no steps")))
        << handout->toolTip().toStdString();
    EXPECT_EQ(handout->statusTip(), handout->toolTip());
    EXPECT_FALSE(view->isEnabled()) << "no view has had the focus";
    EXPECT_TRUE(view->toolTip().contains(QStringLiteral("click the view")))
        << view->toolTip().toStdString();

    w.openLesson(demo(), {});
    EXPECT_TRUE(handout->isEnabled());
    EXPECT_FALSE(handout->toolTip().contains(QStringLiteral("no steps")));
    EXPECT_FALSE(handout->statusTip().contains(QStringLiteral("no steps")));
}

TEST(PrintWindow, HandoutPreviewListsTheHandoutsPagesAndItsPrintIsReported) {
    QTemporaryDir dir;
    MainWindow w(demo());
    const std::unique_ptr<QPrintPreviewDialog> dialog(
        w.makePrintPreview(MainWindow::PrintSubject::Handout));
    ASSERT_NE(dialog, nullptr);
    auto* preview = dialog->findChild<QPrintPreviewWidget*>();
    ASSERT_NE(preview, nullptr);
    preview->updatePreview();  // what showing the dialog does first
    const int pages = pdf_pages(handout_pdf(w.document()->lesson()));
    EXPECT_EQ(preview->pageCount(), pages);
    EXPECT_EQ(dialog->printer()->pageLayout().pageSize().id(), QPageSize::A4);

    // The preview's Print, to a PDF file: the print dialog's choice, then print() and accept().
    const QString path = dir.filePath(QStringLiteral("printed.pdf"));
    to_pdf(*dialog->printer(), path);
    preview->print();
    dialog->accept();
    EXPECT_EQ(pdf_pages(read_file(path)), pages);
    EXPECT_TRUE(
        w.statusBar()->currentMessage().contains(QStringLiteral("Printed %1 page").arg(pages)))
        << w.statusBar()->currentMessage().toStdString();
}

TEST(PrintWindow, ViewPreviewIsOnePageOfTheFocusedMap) {
    QTemporaryDir dir;
    MainWindow w(demo());
    QAction* view = print_action(w, "printViewAction");
    ASSERT_NE(view, nullptr);
    w.show();
    w.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&w));
    HeatmapView* map = w.attentionPane()->heatmap(0);
    ASSERT_NE(map, nullptr);
    map->setFocus();
    QCoreApplication::processEvents();
    EXPECT_TRUE(view->isEnabled());

    const std::unique_ptr<QPrintPreviewDialog> dialog(
        w.makePrintPreview(MainWindow::PrintSubject::View));
    ASSERT_NE(dialog, nullptr);
    auto* preview = dialog->findChild<QPrintPreviewWidget*>();
    ASSERT_NE(preview, nullptr);
    preview->updatePreview();
    EXPECT_EQ(preview->pageCount(), 1);

    const QString path = dir.filePath(QStringLiteral("view.pdf"));
    to_pdf(*dialog->printer(), path);
    preview->print();
    dialog->accept();
    EXPECT_EQ(pdf_pages(read_file(path)), 1);
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("Printed 1 page")))
        << w.statusBar()->currentMessage().toStdString();
    if (!have("pdftotext")) GTEST_SKIP() << "pdftotext is not installed";
    const QString text = page_texts(path).value(0);
    EXPECT_TRUE(text.startsWith(QStringLiteral("Attention")))
        << "the pane's name as its title: " << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("bank"))) << text.toStdString();
}

}  // namespace
}  // namespace attn::app
