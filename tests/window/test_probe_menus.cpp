// The Training dock's probe panel: the large map of the selected head exports
// as a causal figure (hatched above the diagonal, no numbers there) with its
// CSV / LaTeX; the next-word table, a table of words rather than a matrix,
// offers CSV / LaTeX only; File ▸ Export View… exports each when focused.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QImage>
#include <QRegularExpression>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include "figure_menu_test_helpers.hpp"
#include "figures/figure_export.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "training/head_grid.hpp"
#include "training/next_word_item_model.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_figures.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

// Text elements of an SVG that are cell numbers ("0.123").
int numbers_in_svg(const QByteArray& svg) {
    QXmlStreamReader xml(svg);
    static const QRegularExpression number(QStringLiteral("^-?\\d+\\.\\d{3}$"));
    int n = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text") &&
            number.match(xml.readElementText().trimmed()).hasMatch())
            ++n;
    }
    return n;
}

class ProbeMenus : public ::testing::Test {
  protected:
    void SetUp() override {
        w = std::make_unique<MainWindow>(load_builtin_lesson(QStringLiteral("module1")));
        p = w->trainingPane();
        p->form()->setSettings(tinySettings(20));
        p->start();
        ASSERT_TRUE(
            waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
        p->refreshNow();
    }
    ProbePanel* probe() const { return p->probePanel(); }
    QString path(const QString& name) const { return dir.filePath(name); }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> w;
    TrainingPane* p = nullptr;
};

TEST_F(ProbeMenus, LargeMapExportsTheSelectedHeadHatchedAboveTheDiagonal) {
    EXPECT_EQ(menu_texts(probe()->largeView()),
              (QStringList{QStringLiteral("Export…"), QStringLiteral("Copy as Image"),
                           QStringLiteral("Copy as CSV"), QStringLiteral("Copy as LaTeX"),
                           QStringLiteral("Export as CSV…"), QStringLiteral("Export as LaTeX…")}));
    probe()->selectHead(1, 0);
    const FigureSpec spec = probe()->largeFigure();
    ASSERT_EQ(spec.panels.size(), 1u);
    const MatrixPanel& m = spec.panels[0];
    EXPECT_TRUE(m.causal);
    EXPECT_TRUE(m.probabilities);
    EXPECT_EQ(m.panel_title, QStringLiteral("layer 2 · head 1"));
    EXPECT_EQ(m.values, probe()->reading().attention.at(1, 0));
    const int n = int(m.values.rows());
    ASSERT_EQ(n, 7);  // "the bubbe made matzah ball soup again"
    const int step = p->session()->snapshots().at(size_t(p->shownSnapshot())).step;
    EXPECT_EQ(training_head_name(*p), QStringLiteral("training-layer-2-head-1-step-%1").arg(step));

    QString error;
    ASSERT_TRUE(export_view(probe()->largeView(), path(QStringLiteral("head.svg")), ExportOptions{},
                            &error))
        << error.toStdString();
    const QByteArray svg = read(path(QStringLiteral("head.svg")));
    EXPECT_TRUE(parses_as_xml(svg));
    EXPECT_EQ(numbers_in_svg(svg), n * (n + 1) / 2) << "numbers on and below the diagonal only";
    EXPECT_TRUE(svg.contains(QStringLiteral(">%1<").arg(number_text(m.values(3, 1), 3)).toUtf8()));
    FigureSpec open = spec;
    open.panels[0].causal = false;
    EXPECT_EQ(numbers_in_svg(figure_to_svg(open, ExportOptions{})),
              n * n);  // the same matrix unmasked numbers every cell
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.size = QSize(600, 520);
    ASSERT_TRUE(export_view(probe()->largeView(), path(QStringLiteral("head.png")), o, &error))
        << error.toStdString();
    EXPECT_EQ(QImage(path(QStringLiteral("head.png"))).size(), QSize(600, 520));
    keep_figures(probe()->largeView(), QStringLiteral("training-head"));
    keep_figures(probe()->grid(), QStringLiteral("training-heads-causal"));

    // CSV: the weights, zeros above the diagonal.
    ASSERT_TRUE(export_view_data(probe()->largeView(), path(QStringLiteral("head.csv")),
                                 DataFormat::Csv, &error));
    const QStringList lines = QString::fromUtf8(read(path(QStringLiteral("head.csv"))))
                                  .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + n);
    EXPECT_EQ(lines[1], QStringLiteral("the,1.000,0.000,0.000,0.000,0.000,0.000,0.000"));
}

TEST_F(ProbeMenus, NextWordTableOffersCsvAndLatexOnly) {
    QTableView* view = probe()->nextView();
    EXPECT_EQ(view->contextMenuPolicy(), Qt::CustomContextMenu);
    EXPECT_EQ(menu_texts(view),
              (QStringList{QStringLiteral("Copy as CSV"), QStringLiteral("Copy as LaTeX"),
                           QStringLiteral("Export as CSV…"), QStringLiteral("Export as LaTeX…")}));
    EXPECT_EQ(figure_source_of(view), nullptr);  // no figure: a table of words

    const NextWordItemModel* m = probe()->nextWords();
    const QString csv = next_words_text(*probe(), DataFormat::Csv);
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + m->rowCount());
    ASSERT_EQ(m->rowCount(), 7);
    EXPECT_EQ(
        lines[0],
        QStringLiteral("position,after,next 1,p 1,next 2,p 2,next 3,p 3,next 4,p 4,next 5,p 5"));
    for (int r = 0; r < m->rowCount(); ++r) {
        const QStringList f = lines[r + 1].split(QLatin1Char(','));
        ASSERT_EQ(f.size(), 12) << lines[r + 1].toStdString();
        EXPECT_EQ(f[0], QString::number(r + 1));
        EXPECT_EQ(f[1], m->index(r, 0).data(NextWordItemModel::WordRole).toString());
        double previous = 1.0;
        for (int k = 1; k <= 5; ++k) {
            EXPECT_EQ(f[2 * k], m->index(r, k).data(NextWordItemModel::WordRole).toString());
            const double pk = m->index(r, k).data(NextWordItemModel::ValueRole).toDouble();
            EXPECT_EQ(f[2 * k + 1], number_text(pk, 3));
            EXPECT_LE(pk, previous + 1e-9);  // likeliest first
            previous = pk;
        }
    }
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("1,the,")));
    const QString tex = next_words_text(*probe(), DataFormat::Latex);
    EXPECT_TRUE(tex.startsWith(
        QStringLiteral("\\begin{tabular}{r|l|lrlrlrlrlr}\nposition & after & next 1 & p 1")));
    EXPECT_EQ(tex.count(QStringLiteral("\\\\\n")), 1 + 7);

    std::unique_ptr<QMenu> menu(make_figure_menu(view));
    menu_action(menu.get(), QStringLiteral("Copy as CSV"))->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), csv);
    QString error;
    ASSERT_TRUE(export_view_data(view, path(QStringLiteral("next.csv")), DataFormat::Csv, &error))
        << error.toStdString();
    EXPECT_EQ(QString::fromUtf8(read(path(QStringLiteral("next.csv")))), csv);
    EXPECT_FALSE(export_view(view, path(QStringLiteral("next.png")), ExportOptions{}, &error));
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("next.png"))));
}

TEST_F(ProbeMenus, ExportViewExportsTheFocusedMapOrTable) {
    QAction* exportView = show_for_export_view(w.get());
    ASSERT_NE(exportView, nullptr);

    probe()->largeView()->setFocus();
    QCoreApplication::processEvents();
    {
        ExportDialogAnswer answer(path(QStringLiteral("focused-head.png")), QSize(480, 400));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    EXPECT_EQ(QImage(path(QStringLiteral("focused-head.png"))).size(),
              QSize(480, 400) * png_scale(QSize(480, 400), 0));  // the dialog's automatic PNG scale

    ASSERT_NE(show_for_export_view(w.get()), nullptr);  // back from the modal dialog
    probe()->nextView()->setFocus();
    QCoreApplication::processEvents();
    ASSERT_TRUE(probe()->nextView()->hasFocus());
    {
        FileDialogAnswer answer(path(QStringLiteral("focused-next.tex")));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    EXPECT_EQ(QString::fromUtf8(read(path(QStringLiteral("focused-next.tex")))),
              next_words_text(*probe(), DataFormat::Latex));
}

}  // namespace
}  // namespace attn::app
