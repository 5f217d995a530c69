// What the window shows, carried into exported figures: the highlighted word
// (outlined row and column, bold labels on a marker) and the Vectors pane's
// principal-components plane (axes "PC1 (…% of variance)", as the pane says).
#include <gtest/gtest.h>

#include <QDir>
#include <QValueAxis>
#include <QXmlStreamReader>
#include <cmath>
#include <stdexcept>

#include "document/document.hpp"
#include "document/view_state.hpp"
#include "export/figure_menu.hpp"
#include "figures/figure_export.hpp"
#include "figures/heatmap_figure.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/vector_projection.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

namespace {

using namespace attn::ui;

using attn::ui::test::module1;

ViewRequest weights_of_river_bank(const QString& highlight) {
    ViewRequest r;
    r.view = FigureView::Weights;
    r.sentences = QStringList{QStringLiteral("the river bank")};
    r.highlight = highlight;
    return r;
}

bool colors_close(const QColor& a, const QColor& b, int tol = 3) {
    return std::abs(a.red() - b.red()) <= tol && std::abs(a.green() - b.green()) <= tol &&
           std::abs(a.blue() - b.blue()) <= tol;
}

TEST(FigureMarks, HighlightedWordsRowAndColumnAreOutlinedInEveryStyle) {
    const FigureSpec marked =
        build_figure_spec(module1(), weights_of_river_bank(QStringLiteral("river")));
    const FigureSpec plain = build_figure_spec(module1(), weights_of_river_bank({}));
    ASSERT_EQ(marked.panels.at(0).highlight, QStringLiteral("river"));
    for (FigureStyle style : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print}) {
        ExportOptions o;
        o.scale = 1;  // logical pixels: the geometry below is measured in them
        o.look.style = style;
        const QImage img = figure_to_image(marked, o), before = figure_to_image(plain, o);
        ASSERT_EQ(img.size(), before.size());
        const HeatmapFigure body(marked.panels[0], o.look);
        const QRectF area = figure_body_rect(img.size(), o.look);
        const QColor ink = palette_for(style).text;
        // Row 1 ("river" looking): its top and bottom edges, in the middle of each cell.
        for (int c = 0; c < 3; ++c) {
            const QRectF cell = body.cell_rect(area, 1, c);
            for (const double y : {cell.top(), cell.bottom()}) {
                const QPoint at(int(cell.center().x()), int(y));
                EXPECT_TRUE(colors_close(img.pixel(at), ink))
                    << "style " << int(style) << " row edge at " << at.x() << "," << at.y() << ": "
                    << QColor(img.pixel(at)).name().toStdString();
                EXPECT_FALSE(colors_close(before.pixel(at), ink))
                    << "unmarked figure has no outline there";
            }
        }
        // Column 1 ("river" looked at): its left and right edges beside row 2.
        const QRectF cell = body.cell_rect(area, 2, 1);
        for (const double x : {cell.left(), cell.right()})
            EXPECT_TRUE(colors_close(img.pixel(QPoint(int(x), int(cell.center().y()))), ink))
                << "column edge, style " << int(style);
        // Row 2 ("bank") is not marked: its cells keep their colour across the top edge of row 3's
        // neighbour.
        const QRectF other = body.cell_rect(area, 2, 2);
        EXPECT_EQ(img.pixel(other.center().toPoint()), before.pixel(other.center().toPoint()));
    }
}

TEST(FigureMarks, SvgMarksTheWordsLabelsBoldOnTheWindowsMarker) {
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    const QByteArray marked = figure_to_svg(
        build_figure_spec(module1(), weights_of_river_bank(QStringLiteral("river"))), o);
    const QByteArray plain =
        figure_to_svg(build_figure_spec(module1(), weights_of_river_bank({})), o);
    QXmlStreamReader xml(marked);
    int boldRiver = 0;
    QString weight;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("g"))
            weight = xml.attributes().value(QLatin1String("font-weight")).toString();
        if (xml.isStartElement() && xml.name() == QLatin1String("text") &&
            xml.readElementText().trimmed() == QLatin1String("river") &&
            (weight == QLatin1String("700") || weight == QLatin1String("bold")))
            ++boldRiver;
    }
    EXPECT_FALSE(xml.hasError());
    EXPECT_EQ(boldRiver, 2) << "the row label and the column label";
    EXPECT_TRUE(marked.contains("#ffdc78"));  // the window's header marker (255, 220, 120)
    EXPECT_FALSE(plain.contains("#ffdc78"));
}

TEST(FigureMarks, WindowHeatmapExportCarriesTheHighlightedWord) {
    attn::app::MainWindow w(module1());
    w.viewState()->setHighlightedWord(QStringLiteral("river"));
    HeatmapView* heatmap = w.attentionPane()->heatmap(0);
    ASSERT_NE(heatmap, nullptr);
    const ViewFigureSource* source = figure_source_of(heatmap);
    ASSERT_NE(source, nullptr);
    const ViewFigure fig = (*source)();
    ASSERT_EQ(fig.spec.panels.size(), 1u);
    EXPECT_EQ(fig.spec.panels[0].highlight, QStringLiteral("river"));
    EXPECT_EQ(fig.spec.panels[0].values, w.attentionPane()->model(0)->matrix());
    EXPECT_EQ(
        fig.spec.panels[0].row_labels,
        (QStringList{QStringLiteral("the"), QStringLiteral("river"), QStringLiteral("bank")}));
    EXPECT_EQ(fig.name, QStringLiteral("weights-the-river-bank"));
    // The window's figure is the one `render --highlight river` draws.
    EXPECT_EQ(
        figure_to_svg(fig.spec, ExportOptions{}),
        figure_to_svg(build_figure_spec(module1(), weights_of_river_bank(QStringLiteral("river"))),
                      ExportOptions{}));
    w.viewState()->setHighlightedWord(QString());
    EXPECT_TRUE((*source)().spec.panels[0].highlight.isEmpty());
}

TEST(FigureMarks, HighlightingAWordNotInTheSentenceNamesIt) {
    try {
        build_figure_spec(module1(), weights_of_river_bank(QStringLiteral("money")));
        FAIL() << "money is not in 'the river bank'";
    } catch (const std::invalid_argument& e) {
        EXPECT_TRUE(QString::fromUtf8(e.what()).contains(QStringLiteral("'money'"))) << e.what();
        EXPECT_TRUE(QString::fromUtf8(e.what()).contains(QStringLiteral("the river bank")))
            << e.what();
    }
    ViewRequest r = weights_of_river_bank(QStringLiteral("bank"));
    r.view = FigureView::Heads;  // every head's panel is marked
    for (const auto& p : build_figure_spec(module1(), r).panels)
        EXPECT_EQ(p.highlight, QStringLiteral("bank"));
    r.view = FigureView::Embeddings;
    r.highlight = QStringLiteral("money");  // in the vocabulary
    EXPECT_EQ(build_figure_spec(module1(), r).panels[0].highlight, QStringLiteral("money"));
    r.view = FigureView::Blend;
    EXPECT_THROW(build_figure_spec(module1(), r), std::invalid_argument);
}

TEST(FigureMarks, PrincipalPlaneMatchesTheVectorsPane) {
    const attn::Lesson lesson = module1();
    ViewRequest r;
    r.view = FigureView::Vectors;
    r.principal = true;
    const VectorsPlot v = build_figure_spec(lesson, r).vectors;
    const VectorProjection proj = principal_projection(lesson.table.values());
    EXPECT_GE(proj.explained[0], proj.explained[1]);
    EXPECT_GT(proj.explained[1], 0.0);
    EXPECT_LE(proj.explained[0] + proj.explained[1], 1.0 + 1e-9);
    EXPECT_EQ(v.x_axis,
              QStringLiteral("PC1 (%1% of variance)").arg(std::lround(proj.explained[0] * 100)));
    EXPECT_EQ(v.y_axis,
              QStringLiteral("PC2 (%1% of variance)").arg(std::lround(proj.explained[1] * 100)));
    // Every point is the pane's projection of the word's row.
    Document doc(lesson);
    ViewState view(&doc);
    VectorPlot plot(&doc, &view);
    plot.setPrincipal();
    for (const auto& p : v.lookups) {
        const QPointF want = plot.lookupPoint(p.word);
        EXPECT_NEAR(p.x, want.x(), 1e-6) << p.word.toStdString();
        EXPECT_NEAR(p.y, want.y(), 1e-6) << p.word.toStdString();
    }
    ASSERT_EQ(v.outputs.size(), 2u);  // bank in each sentence
    for (const auto& o : v.outputs) {
        const QPointF want = plot.outputPoints(o.sentence).at(2);  // "bank" is the third word
        EXPECT_NEAR(o.x, want.x(), 1e-5);
        EXPECT_NEAR(o.y, want.y(), 1e-5);
    }
    // The pane's axis titles say the same.
    const auto axes = plot.chart()->axes(Qt::Horizontal);
    ASSERT_FALSE(axes.isEmpty());
    EXPECT_EQ(axes.front()->titleText(), v.x_axis);
    EXPECT_EQ(plot.chart()->axes(Qt::Vertical).front()->titleText(), v.y_axis);
    // The SVG carries the titles as text.
    const QByteArray svg = figure_to_svg(build_figure_spec(lesson, r), ExportOptions{});
    EXPECT_TRUE(svg.contains(v.x_axis.toUtf8()));
    EXPECT_TRUE(svg.contains(v.y_axis.toUtf8()));
    r.x_axis = QStringLiteral("water");
    EXPECT_THROW(build_figure_spec(lesson, r), std::invalid_argument);  // two axes and the plane
}

TEST(FigureMarks, VectorsPaneExportsThePlaneItShows) {
    attn::app::MainWindow w(module1());
    VectorPlot* plot = w.vectorsPane()->plot();
    const ViewFigureSource* source = figure_source_of(plot);
    ASSERT_NE(source, nullptr);
    plot->setPrincipal();
    ViewFigure fig = (*source)();
    ASSERT_EQ(fig.spec.kind, FigureKind::Vectors);
    EXPECT_EQ(fig.name, QStringLiteral("vectors-pca"));
    EXPECT_TRUE(fig.spec.vectors.x_axis.startsWith(QStringLiteral("PC1 (")))
        << fig.spec.vectors.x_axis.toStdString();
    EXPECT_EQ(plot->chart()->axes(Qt::Horizontal).front()->titleText(), fig.spec.vectors.x_axis);
    // Every word's output in both shown sentences, where the pane puts it.
    ASSERT_EQ(fig.spec.vectors.outputs.size(), 6u);
    for (const auto& o : fig.spec.vectors.outputs) {
        const QList<QPointF> pane = plot->outputPoints(o.sentence);
        bool found = false;
        for (const QPointF& q : pane)
            found = found || (std::abs(q.x() - o.x) < 1e-5 && std::abs(q.y() - o.y) < 1e-5);
        EXPECT_TRUE(found) << o.word.toStdString() << " in sentence " << o.sentence;
    }
    plot->setAxes(2, 3);  // place across, filler up
    fig = (*source)();
    EXPECT_EQ(fig.name, QStringLiteral("vectors-place-filler"));
    EXPECT_EQ(fig.spec.vectors.x_axis, QStringLiteral("place"));
    EXPECT_EQ(fig.spec.vectors.y_axis, QStringLiteral("filler"));
    if (const QString out = qEnvironmentVariable("ATTNLAB_KEEP_FIGURES");
        !out.isEmpty()) {  // to look at
        plot->setPrincipal();
        QString error;
        EXPECT_TRUE(export_view(plot, QDir(out).filePath(QStringLiteral("window-vectors-pca.png")),
                                ExportOptions{}, &error));
    }
}

}  // namespace
