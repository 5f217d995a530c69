// The Training dock's figures: the loss chart's and the heads grid's context
// menus, exports that carry what the views show (the curve, the snapshot the
// timeline shows), the grid as CSV, File ▸ Export View… with each focused,
// and the run's figures in Export Figure Set….
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QXmlStreamReader>
#include <cmath>

#include "export/export_dialog.hpp"
#include "export/figure_actions.hpp"
#include "export/figure_menu.hpp"
#include "figure_menu_test_helpers.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "training/head_grid.hpp"
#include "training/loss_chart.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_figures.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

class TrainingFigures : public ::testing::Test {
  protected:
    void SetUp() override {
        w = std::make_unique<MainWindow>(load_builtin_lesson(QStringLiteral("module1")));
        p = w->trainingPane();
    }
    void train(int steps) {
        p->form()->setSettings(tinySettings(steps));
        p->start();
        ASSERT_TRUE(
            waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
        p->refreshNow();
    }
    HeadGrid* grid() const { return p->probePanel()->grid(); }
    static void keep(const QWidget* view, const QString& stem) { keep_figures(view, stem); }
    QString path(const QString& name) const { return dir.filePath(name); }

    QTemporaryDir dir;
    std::unique_ptr<MainWindow> w;
    TrainingPane* p = nullptr;
};

TEST_F(TrainingFigures, ContextMenusOfferExportCopyAndTheGridsData) {
    EXPECT_EQ(menu_texts(p->chart()),
              (QStringList{QStringLiteral("Export…"), QStringLiteral("Copy as Image")}));
    EXPECT_EQ(menu_texts(grid()),
              (QStringList{QStringLiteral("Export…"), QStringLiteral("Copy as Image"),
                           QStringLiteral("Copy as CSV"), QStringLiteral("Copy as LaTeX"),
                           QStringLiteral("Export as CSV…"), QStringLiteral("Export as LaTeX…")}));
    EXPECT_EQ(p->chart()->contextMenuPolicy(), Qt::CustomContextMenu);
    EXPECT_EQ(grid()->contextMenuPolicy(), Qt::CustomContextMenu);
    // A right click on one small map reaches the grid's menu: the map belongs to the grid's figure.
    EXPECT_NE(figure_source_of(grid()->map(0, 0)), nullptr);
    if (const QString out = qEnvironmentVariable("ATTNLAB_KEEP_FIGURES");
        !out.isEmpty()) {  // to look at
        std::unique_ptr<QMenu> menu(make_figure_menu(grid()));
        menu->adjustSize();
        menu->grab().save(QDir(out).filePath(QStringLiteral("heads-grid-menu.png")));
    }
}

TEST_F(TrainingFigures, LossExportCarriesTheTrainAndValidationCurveShown) {
    train(40);
    const auto& losses = p->session()->losses();
    ASSERT_EQ(losses.size(), 40u);
    const FigureSpec spec = p->chart()->figure();
    ASSERT_EQ(spec.kind, FigureKind::Loss);
    ASSERT_EQ(spec.loss.points.size(), 40u);
    EXPECT_EQ(spec.loss.points.back().step, losses.back().step);
    EXPECT_FLOAT_EQ(float(spec.loss.points.back().train), losses.back().train);
    ASSERT_TRUE(std::isfinite(losses.back().val));  // validation runs at the end of a run
    EXPECT_FLOAT_EQ(float(spec.loss.points.back().val), losses.back().val);

    ExportOptions o;

    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.size = QSize(640, 400);
    QString error;
    ASSERT_TRUE(export_view(p->chart(), path(QStringLiteral("loss.png")), o, &error))
        << error.toStdString();
    EXPECT_EQ(QImage(path(QStringLiteral("loss.png"))).size(), QSize(640, 400));
    ASSERT_TRUE(export_view(p->chart(), path(QStringLiteral("loss.svg")), o, &error))
        << error.toStdString();
    const QByteArray svg = read(path(QStringLiteral("loss.svg")));
    EXPECT_TRUE(parses_as_xml(svg));
    EXPECT_TRUE(svg.contains(
        QStringLiteral("train (last %1)").arg(number_text(losses.back().train, 3)).toUtf8()));
    EXPECT_TRUE(svg.contains(
        QStringLiteral("validation (last %1)").arg(number_text(losses.back().val, 3)).toUtf8()));
    EXPECT_TRUE(svg.contains(">40<"));  // the last step, on the step axis
    keep(p->chart(), QStringLiteral("training-loss"));
}

TEST_F(TrainingFigures, GridExportCarriesTheSnapshotTheTimelineShows) {
    train(40);
    ASSERT_GE(p->session()->snapshots().size(), 2u);
    p->timeline()->setValue(0);  // back to the first snapshot (before training)
    ASSERT_EQ(p->shownSnapshot(), 0);
    const FigureSpec first = grid()->figure();
    ASSERT_EQ(first.kind, FigureKind::HeadGrid);
    ASSERT_EQ(first.panels.size(), 4u);  // 2 layers × 2 heads
    EXPECT_EQ(first.columns, 2);
    EXPECT_EQ(first.panels[3].panel_title, QStringLiteral("layer 2 · head 2"));
    for (int l = 0; l < 2; ++l)
        for (int h = 0; h < 2; ++h)
            EXPECT_EQ(first.panels[size_t(l * 2 + h)].values, grid()->map(l, h)->matrix());
    EXPECT_EQ(first.panels[0].row_labels.front(), QStringLiteral("the"));
    EXPECT_EQ(training_heads_name(*p),
              QStringLiteral("training-heads-step-%1").arg(p->session()->snapshots().front().step));
    p->timeline()->setValue(p->timeline()->maximum());
    EXPECT_NE(grid()->figure().panels[0].values,
              first.panels[0].values);  // another snapshot, other maps
    p->timeline()->setValue(0);

    ExportOptions o;

    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.size = QSize(900, 700);
    QString error;
    ASSERT_TRUE(export_view(grid(), path(QStringLiteral("heads.png")), o, &error))
        << error.toStdString();
    EXPECT_EQ(QImage(path(QStringLiteral("heads.png"))).size(), QSize(900, 700));
    // At its natural size every cell has room for its number.
    ASSERT_TRUE(export_view(grid(), path(QStringLiteral("heads.svg")), ExportOptions{}, &error))
        << error.toStdString();
    const QByteArray svg = read(path(QStringLiteral("heads.svg")));
    EXPECT_TRUE(parses_as_xml(svg));
    EXPECT_TRUE(svg.contains(QStringLiteral("layer 2 · head 2").toUtf8()));
    // Row 1 of layer 1, head 1 ("bubbe" looking at "the"): its number is in the cell.
    EXPECT_TRUE(svg.contains(
        QStringLiteral(">%1<").arg(number_text(first.panels[0].values(1, 0), 3)).toUtf8()));
    keep(grid(), QStringLiteral("training-heads"));
}

TEST_F(TrainingFigures, GridCsvHasOneRowPerLayerHeadAndWord) {
    train(20);
    const FigureSpec spec = grid()->figure();
    const int n = int(spec.panels.front().values.rows());
    ASSERT_EQ(n, 7);  // "the bubbe made matzah ball soup again"
    const QString csv = figure_data_text(spec, DataFormat::Csv);
    const QStringList lines = csv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    ASSERT_EQ(lines.size(), 1 + 2 * 2 * n);  // header + layers × heads × words
    for (const QString& line : lines)
        EXPECT_EQ(line.count(QLatin1Char(',')), n) << line.toStdString();
    EXPECT_TRUE(lines[1].startsWith(QStringLiteral("layer 1 · head 1 · the,")))
        << lines[1].toStdString();
    EXPECT_TRUE(lines.back().startsWith(QStringLiteral("layer 2 · head 2 · again,")))
        << lines.back().toStdString();
    EXPECT_TRUE(lines[1].endsWith(QStringLiteral(",0.000")));  // causal: "the" sees only itself
    // Copy as CSV puts the same text on the clipboard; Export as CSV writes it.
    std::unique_ptr<QMenu> menu(make_figure_menu(grid()));
    menu_action(menu.get(), QStringLiteral("Copy as CSV"))->trigger();
    EXPECT_EQ(QGuiApplication::clipboard()->text(), csv);
    QString error;
    ASSERT_TRUE(
        export_view_data(grid(), path(QStringLiteral("heads.csv")), DataFormat::Csv, &error))
        << error.toStdString();
    EXPECT_EQ(QString::fromUtf8(read(path(QStringLiteral("heads.csv")))), csv);
    ASSERT_TRUE(
        export_view_data(grid(), path(QStringLiteral("heads.tex")), DataFormat::Latex, &error));
    EXPECT_TRUE(read(path(QStringLiteral("heads.tex"))).startsWith("\\begin{tabular}"));
    // The loss chart is not a matrix.
    EXPECT_FALSE(
        export_view_data(p->chart(), path(QStringLiteral("loss.csv")), DataFormat::Csv, &error));
    EXPECT_FALSE(QFile::exists(path(QStringLiteral("loss.csv"))));
}

TEST_F(TrainingFigures, ExportViewExportsTheFocusedView) {
    train(20);
    QAction* exportView = show_for_export_view(w.get());
    ASSERT_NE(exportView, nullptr);

    p->chart()->setFocus();
    QCoreApplication::processEvents();
    {
        ExportDialogAnswer answer(path(QStringLiteral("focused-loss.svg")), QSize(500, 320));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    const QByteArray loss = read(path(QStringLiteral("focused-loss.svg")));
    EXPECT_TRUE(loss.contains("train (last ")) << "the loss chart was focused";
    EXPECT_TRUE(loss.contains("width=\"500")) << loss.left(400).toStdString();

    ASSERT_NE(show_for_export_view(w.get()), nullptr);  // active again after the modal dialog
    grid()->map(1, 0)->setFocus();
    QCoreApplication::processEvents();
    ASSERT_TRUE(grid()->map(1, 0)->hasFocus());
    {
        ExportDialogAnswer answer(path(QStringLiteral("focused-heads.png")), QSize(700, 520));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    EXPECT_EQ(QImage(path(QStringLiteral("focused-heads.png"))).size(),
              QSize(700, 520) * png_scale(QSize(700, 520), 0));  // the dialog's automatic PNG scale
    {
        ExportDialogAnswer answer(path(QStringLiteral("focused-heads.svg")), QSize(700, 520));
        exportView->trigger();
        EXPECT_TRUE(answer.answered);
    }
    const QByteArray heads = read(path(QStringLiteral("focused-heads.svg")));
    EXPECT_TRUE(heads.contains("layer 2") && !heads.contains("train (last "))
        << "the heads grid was focused";
}

TEST_F(TrainingFigures, FigureSetIncludesTheRunsLossAndHeads) {
    EXPECT_TRUE(training_figures(*p).empty());  // no run yet
    train(20);
    QString error;
    const QStringList written =
        write_figure_set(load_builtin_lesson(QStringLiteral("module1")), QStringLiteral("all"),
                         dir.path(), ExportFormat::Svg, {}, &error, training_figures(*p));
    EXPECT_TRUE(error.isEmpty()) << error.toStdString();
    const int step = p->session()->snapshots().at(size_t(p->shownSnapshot())).step;
    EXPECT_TRUE(written.contains(path(QStringLiteral("training-loss.svg"))))
        << written.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(written.contains(path(QStringLiteral("training-heads-step-%1.svg").arg(step))));
    EXPECT_EQ(written.size(), 12);  // the lesson's 10 and the run's 2
    EXPECT_TRUE(read(path(QStringLiteral("training-loss.svg"))).contains("Training loss"));
}

}  // namespace
}  // namespace attn::app
