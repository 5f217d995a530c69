// Figure painters and export: sizes, cell colours, SVG text, determinism,
// the spec builder's numbers (Module 1) and its errors.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QPainter>
#include <QThread>
#include <QXmlStreamReader>
#include <cmath>

#include "figures/figure_export.hpp"
#include "figures/heatmap_figure.hpp"
#include "files/builtin_lessons.hpp"
#include "style/number_format.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/figure_specs.hpp"

namespace {

using namespace attn::ui;

using attn::ui::test::module1;

FigureSpec spec_of(FigureView v, const QString& sentence = QStringLiteral("the river bank")) {
    ViewRequest r;
    r.view = v;
    if (!sentence.isEmpty()) r.sentences = {sentence};
    return build_figure_spec(module1(), r);
}

int distinct_colours(const QImage& img) {
    QList<QRgb> seen;
    for (int y = 0; y < img.height(); y += 3)
        for (int x = 0; x < img.width(); x += 3)
            if (!seen.contains(img.pixel(x, y)) && seen.size() < 50) seen << img.pixel(x, y);
    return int(seen.size());
}

bool close(const QColor& a, const QColor& b, int tol = 2) {
    return std::abs(a.red() - b.red()) <= tol && std::abs(a.green() - b.green()) <= tol &&
           std::abs(a.blue() - b.blue()) <= tol;
}

TEST(Figures, EveryViewRendersAtTheRequestedSizeAndScale) {
    LossCurve loss;
    for (int s = 0; s <= 100; s += 10)
        loss.points.push_back({s, 3.0 / (1 + s * 0.1), s % 20 == 0 ? 3.2 / (1 + s * 0.1) : NAN});
    std::vector<FigureSpec> specs = {
        spec_of(FigureView::Scores), spec_of(FigureView::Weights),
        spec_of(FigureView::Heads),  spec_of(FigureView::Vectors, {}),
        spec_of(FigureView::Blend),  spec_of(FigureView::Embeddings, {}),
        spec_of(FigureView::Input)};
    ViewRequest lr;
    lr.view = FigureView::Loss;
    specs.push_back(build_figure_spec(module1(), lr, loss));
    for (const auto& spec : specs) {
        for (FigureStyle style : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print}) {
            ExportOptions o;
            o.scale = 1;  // logical pixels: the geometry below is measured in them
            o.look.style = style;
            o.size = QSize(640, 400);
            o.scale = 2;
            const QImage img = figure_to_image(spec, o);
            EXPECT_EQ(img.size(), QSize(1280, 800)) << int(spec.kind);
            EXPECT_GT(distinct_colours(img), 4)
                << "figure kind " << int(spec.kind) << " looks blank";
            EXPECT_EQ(QColor(img.pixel(1, 1)), palette_for(style).background);
        }
        ExportOptions natural;
        natural.scale = 1;  // logical pixels: the geometry below is measured in them
        const QSize n = figure_logical_size(spec, natural);
        EXPECT_GT(n.width(), 100);
        EXPECT_GT(n.height(), 60);
        EXPECT_EQ(figure_to_image(spec, natural).size(), n);
    }
}

// At its natural size a figure is painted 1:1 (never shrunk to fit), so the
// smallest layout of every body must fit inside its natural one.
TEST(Figures, MinimumLayoutFitsInsideTheNaturalOne) {
    for (FigureView v :
         {FigureView::Scores, FigureView::Weights, FigureView::Heads, FigureView::Vectors,
          FigureView::Blend, FigureView::Embeddings, FigureView::Input}) {
        for (double font : {9.0, 13.0, 24.0}) {
            FigureOptions o;
            o.font_px = font;
            const FigureSpec spec = spec_of(v, {});
            const auto body = make_figure_body(spec, o);
            const QSizeF n = body->natural_size(), m = body->minimum_size();
            EXPECT_LE(m.width(), n.width()) << figure_view_name(v) << " font " << font;
            EXPECT_LE(m.height(), n.height()) << figure_view_name(v) << " font " << font;
            const QRectF area = figure_body_rect(natural_figure_size(spec, o), o);
            EXPECT_GE(area.width() + 1e-6, n.width()) << figure_view_name(v) << " font " << font;
            EXPECT_GE(area.height() + 1e-6, n.height()) << figure_view_name(v) << " font " << font;
        }
    }
}

TEST(Figures, OneSideGivenKeepsTheNaturalProportions) {
    const FigureSpec spec = spec_of(FigureView::Weights);
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    const QSize n = figure_logical_size(spec, o);
    o.size = QSize(n.width() * 2, 0);
    EXPECT_EQ(figure_logical_size(spec, o), QSize(n.width() * 2, n.height() * 2));
}

// Samples the centre of every cell of the weights and scores maps (numbers
// off) and compares it with the colour the map gives the cell's value.
TEST(Figures, CellPixelsHaveTheirValuesColour) {
    for (FigureView v : {FigureView::Weights, FigureView::Scores}) {
        for (std::optional<ColorMap> map :
             {std::optional<ColorMap>{}, std::optional<ColorMap>{ColorMap::Cividis},
              std::optional<ColorMap>{ColorMap::Grey}}) {
            const FigureSpec spec = spec_of(v);
            ExportOptions o;
            o.scale = 1;  // logical pixels: the geometry below is measured in them
            o.look.numbers = false;
            o.look.color_map = map;
            o.look.title = QStringLiteral("A title");
            o.scale = 2;
            const QImage img = figure_to_image(spec, o);
            const QSizeF logical = QSizeF(figure_logical_size(spec, o));
            const HeatmapFigure body(spec.panels[0], o.look);
            const QRectF area = figure_body_rect(logical, o.look);
            for (int r = 0; r < 3; ++r)
                for (int c = 0; c < 3; ++c) {
                    const QPointF centre = body.cell_rect(area, r, c).center() * 2;
                    const QColor got = img.pixel(centre.toPoint());
                    const QColor want = body.scale().color(spec.panels[0].values(r, c));
                    EXPECT_TRUE(close(got, want))
                        << "cell " << r << "," << c << " got " << got.name().toStdString()
                        << " want " << want.name().toStdString();
                }
        }
    }
}

TEST(Figures, WeightsUseViridisFromZeroToOneAndScoresAreCentredOnZero) {
    const FigureSpec w = spec_of(FigureView::Weights);
    const HeatmapFigure wf(w.panels[0], FigureOptions{});
    EXPECT_EQ(wf.scale().color(0.498).name(), sequential_color(0.498, ColorMap::Viridis).name());
    const FigureSpec s = spec_of(FigureView::Scores);
    const HeatmapFigure sf(s.panels[0], FigureOptions{});
    EXPECT_TRUE(sf.scale().centred());
    EXPECT_FLOAT_EQ(float(sf.scale().high()), 1.0f);  // max |S| = the's self-match 1.000
    EXPECT_EQ(sf.scale().color(0.0).name(), QColor(247, 247, 247).name());
}

TEST(Figures, SvgIsXmlWithTheCellNumbersAsText) {
    const QByteArray svg = figure_to_svg(spec_of(FigureView::Weights), ExportOptions{});
    QXmlStreamReader xml(svg);
    QStringList texts;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("text"))
            texts << xml.readElementText().trimmed();
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    for (const char* n : {"0.185", "0.317", "0.498", "0.576", "0.212", "0.193", "0.475", "0.332"})
        EXPECT_TRUE(texts.contains(QLatin1String(n))) << n;
    for (const char* label : {"the", "river", "bank", "word looking", "word looked at"})
        EXPECT_TRUE(texts.contains(QLatin1String(label))) << label;
}

// A weight too small for the figure's decimals reads "<0.001", never "0.000" (a walk found
// an exported GPT-2 head printing 0.000 for 0.000462); zero itself stays "0.000".
TEST(Figures, ATinyWeightNeverReadsAsZero) {
    FigureSpec spec;
    MatrixPanel p;
    p.values = attn::Matrix{{0.000462f, 0.0f}, {0.9995f, 0.0005f}};
    p.row_labels = p.col_labels = QStringList{QStringLiteral("a"), QStringLiteral("b")};
    p.probabilities = true;
    spec.panels.push_back(p);
    QXmlStreamReader xml(figure_to_svg(spec, ExportOptions{}));
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText().trimmed();
    EXPECT_TRUE(texts.contains(QStringLiteral("<0.001")))
        << texts.join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(texts.count(QStringLiteral("0.000")), 1)
        << texts.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("0.001")));  // 0.0005 rounds half away from zero
    EXPECT_TRUE(texts.contains(QStringLiteral("1.000")) || texts.contains(QStringLiteral("0.999")));
    EXPECT_EQ(figure_cell_text(0.0025, 2), QStringLiteral("<0.01"));
    EXPECT_EQ(figure_cell_text(0.005, 2), QStringLiteral("0.01"));
    EXPECT_EQ(figure_cell_text(-0.0001, 3), QStringLiteral("0.000"));  // scores: as number_text
}

// A title, a label or an axis name holding a control character (a lesson's word, a --title):
// the SVG was no XML (QSvgGenerator writes text as given). It is written as its picture.
TEST(Figures, AControlCharacterInATextLeavesTheSvgWellFormed) {
    FigureSpec spec;
    MatrixPanel p;
    p.values = attn::Matrix{{0.5f, 0.5f}, {0.25f, 0.75f}};
    p.row_labels = p.col_labels =
        QStringList{QStringLiteral("a\x01b"), QStringLiteral("c") + QChar(0x1b) + QChar(0x7f)};
    p.panel_title = QStringLiteral("head\x02 1");
    spec.panels.push_back(p);
    ExportOptions o;
    o.look.title = QStringLiteral("bell\x07");
    QXmlStreamReader xml(figure_to_svg(spec, o));
    QStringList texts;
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            texts << xml.readElementText().trimmed();
    EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("head") + QChar(0x2402) + QStringLiteral(" 1")))
        << texts.join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(texts.contains(QStringLiteral("bell") + QChar(0x2407)))
        << texts.join(QLatin1Char(' ')).toStdString();
}

TEST(Figures, NumbersOffLeavesNoCellText) {
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.look.numbers = false;
    const QByteArray svg = figure_to_svg(spec_of(FigureView::Weights), o);
    EXPECT_FALSE(svg.contains(">0.498<"));
    EXPECT_TRUE(figure_to_svg(spec_of(FigureView::Weights), ExportOptions{}).contains(">0.498<"));
}

TEST(Figures, SameInputsGiveIdenticalBytesInEveryFormat) {
    const FigureSpec spec = spec_of(FigureView::Vectors, {});
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    o.look.title = QStringLiteral("bank splits");
    const QByteArray png = figure_to_png(spec, o), svg = figure_to_svg(spec, o),
                     pdf = figure_to_pdf(spec, o);
    QThread::msleep(1100);  // a timestamp would now differ
    EXPECT_EQ(png, figure_to_png(spec, o));
    EXPECT_EQ(svg, figure_to_svg(spec, o));
    EXPECT_EQ(pdf, figure_to_pdf(spec, o));
    EXPECT_TRUE(pdf.startsWith("%PDF-"));
    EXPECT_TRUE(png.startsWith("\x89PNG"));
}

TEST(Figures, BlendTableHoldsTheSeedsSlowMotionNumbers) {
    const BlendTable b = spec_of(FigureView::Blend).blend;
    EXPECT_EQ(b.word, QStringLiteral("bank"));
    ASSERT_EQ(b.weights.size(), 3u);
    EXPECT_NEAR(b.weights[0], 0.185, 5e-4);
    EXPECT_NEAR(b.weights[1], 0.317, 5e-4);
    EXPECT_NEAR(b.weights[2], 0.498, 5e-4);
    EXPECT_NEAR(b.weights[2] * b.rows(2, 0), 0.149, 5e-4);  // bank's own water kept
    EXPECT_NEAR(b.after(0), 0.435, 5e-4);
    EXPECT_NEAR(b.after(1), 0.149, 5e-4);
    EXPECT_NEAR(b.after(2), 0.543, 5e-4);
    EXPECT_NEAR(b.after(3), 0.185, 5e-4);
    EXPECT_FLOAT_EQ(b.before(2), 0.9f);
    // The figure prints the seed's hand-checkable cells: 0.317 × 0.9 = 0.285
    // (river's water poured in), 0.317 × 0.3 = 0.095, 0.498 × 0.9 = 0.448,
    // and the exact column sums 0.435 0.149 0.543 0.185 below them.
    ViewRequest r;
    r.view = FigureView::Blend;
    const QByteArray svg = figure_to_svg(build_figure_spec(module1(), r), ExportOptions{});
    for (const char* n : {">0.285<", ">0.095<", ">0.448<", ">0.435<", ">0.543<", ">0.185<",
                          ">0.317<", ">0.300<", ">0.900<"})
        EXPECT_TRUE(svg.contains(n)) << n;
    EXPECT_FALSE(svg.contains(">0.286<"));
}

TEST(Figures, VectorsShowBankSplittingIntoTwoDiamonds) {
    const VectorsPlot v = spec_of(FigureView::Vectors, {}).vectors;
    EXPECT_EQ(v.x_axis, QStringLiteral("water"));
    EXPECT_EQ(v.y_axis, QStringLiteral("money"));
    ASSERT_EQ(v.outputs.size(), 2u);  // one diamond per sentence
    EXPECT_EQ(v.outputs[0].word, QStringLiteral("bank"));
    EXPECT_NEAR(v.outputs[0].x, 0.435, 5e-4);
    EXPECT_NEAR(v.outputs[0].y, 0.149, 5e-4);
    EXPECT_NEAR(v.outputs[1].x, 0.158, 5e-4);
    EXPECT_NEAR(v.outputs[1].y, 0.409, 5e-4);
    EXPECT_EQ(v.outputs[0].from_x, v.outputs[1].from_x);  // both arrows leave the one lookup row
    EXPECT_EQ(v.lookups.size(), 4u);                      // the, river, bank, money
}

TEST(Figures, SpecErrorsNameTheProblem) {
    const auto message = [](const ViewRequest& r) {
        try {
            build_figure_spec(module1(), r);
        } catch (const std::invalid_argument& e) {
            return QString::fromStdString(e.what());
        }
        return QString();
    };
    ViewRequest r;
    r.head = 2;
    EXPECT_TRUE(message(r).contains(QStringLiteral("head 2 does not exist")))
        << message(r).toStdString();
    r = {};
    r.layer = 3;
    EXPECT_TRUE(message(r).contains(QStringLiteral("layer 3"))) << message(r).toStdString();
    r = {};
    r.sentences = {QStringLiteral("the river dog")};
    EXPECT_TRUE(message(r).contains(QStringLiteral("'dog'"))) << message(r).toStdString();
    r = {};
    r.sentences = {QStringLiteral("  ")};
    EXPECT_TRUE(message(r).contains(QStringLiteral("empty"))) << message(r).toStdString();
    r = {};
    r.view = FigureView::Vectors;
    r.stage = ScoreStage::Raw;
    EXPECT_TRUE(message(r).contains(QStringLiteral("--stage raw"))) << message(r).toStdString();
    r = {};
    r.view = FigureView::Loss;
    EXPECT_TRUE(message(r).contains(QStringLiteral("no trained model")))
        << message(r).toStdString();
    r = {};
    r.view = FigureView::Blend;
    r.word = QStringLiteral("money");
    EXPECT_TRUE(message(r).contains(
        QStringLiteral("'money' is not a word of the sentence 'the river bank'")))
        << message(r).toStdString();
    EXPECT_THROW(figure_view_from_name(QStringLiteral("pie")), std::invalid_argument);
    EXPECT_THROW(score_stage_from_name(QStringLiteral("cooked")), std::invalid_argument);
}

TEST(Figures, ScoreStagesFollowTheTrace) {
    attn::Lesson lesson = module1();
    lesson.attention.causal = true;
    ViewRequest r;
    r.view = FigureView::Scores;
    r.sentences = {QStringLiteral("the river bank")};
    r.stage = ScoreStage::Masked;
    const attn::Matrix m = build_figure_spec(lesson, r).panels[0].values;
    EXPECT_TRUE(std::isinf(m(0, 1)) && m(0, 1) < 0);
    EXPECT_FLOAT_EQ(m(2, 1), 0.54f);
    // The masked cell is drawn and written as −∞.
    EXPECT_TRUE(
        figure_to_svg(build_figure_spec(lesson, r), ExportOptions{}).contains("\u2212\u221E"));
}

// A 40-word sentence: the natural figure stays slide-sized, and a small
// requested size still paints every cell inside the image.
TEST(Figures, LongSentencesShrinkCellsInsteadOfGrowing) {
    attn::Lesson lesson = module1();
    QStringList words;
    for (int i = 0; i < 40; ++i)
        words << (i % 2 ? QStringLiteral("river") : QStringLiteral("money"));
    ViewRequest r;
    r.sentences = {words.join(QLatin1Char(' '))};
    const FigureSpec spec = build_figure_spec(lesson, r);
    ExportOptions o;
    o.scale = 1;  // logical pixels: the geometry below is measured in them
    const QSize n = figure_logical_size(spec, o);
    EXPECT_LT(n.width(), 1400);
    o.size = QSize(500, 500);
    const HeatmapFigure body(spec.panels[0], o.look);
    const QRectF area = figure_body_rect(QSizeF(500, 500), o.look);
    const QRectF last = body.cell_rect(area, 39, 39);
    EXPECT_LE(last.right(), 500);
    EXPECT_LE(last.bottom(), 500);
    EXPECT_EQ(figure_to_image(spec, o).size(), QSize(500, 500));
}

TEST(Figures, Module1SetIsNamedPredictably) {
    const auto set = build_figure_set(module1(), QStringLiteral("module1"));
    QStringList names;
    for (const auto& f : set) names << f.name;
    EXPECT_EQ(
        names,
        (QStringList{
            QStringLiteral("01-input-the-river-bank"), QStringLiteral("02-input-the-money-bank"),
            QStringLiteral("03-scores-the-river-bank"), QStringLiteral("04-weights-the-river-bank"),
            QStringLiteral("05-weights-the-money-bank"), QStringLiteral("06-vectors-bank"),
            QStringLiteral("07-blend-bank-the-river-bank")}));
    EXPECT_THROW(build_figure_set(module1(), QStringLiteral("module9")), std::invalid_argument);
    EXPECT_EQ(file_slug(QStringLiteral("  The River, Bank!  ")), QStringLiteral("the-river-bank"));
}

// "Readable numbers on every colour": the cell text colour keeps WCAG AA
// contrast (4.5:1) on every colour any map can give a cell.
TEST(Figures, CellNumbersReadOnEveryColourOfEveryMap) {
    for (ColorMap m : {ColorMap::Viridis, ColorMap::Cividis, ColorMap::Diverging, ColorMap::Grey})
        for (int i = 0; i <= 200; ++i) {
            const QColor bg = sequential_color(i / 200.0, m);
            EXPECT_GE(contrast_ratio(text_color_on(bg), bg), 4.5)
                << color_map_name(m) << " t=" << i / 200.0;
        }
    for (FigureStyle s : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print}) {
        const FigurePalette p = palette_for(s);
        EXPECT_GE(contrast_ratio(text_color_on(p.masked), p.masked), 4.5);
        EXPECT_GE(contrast_ratio(p.text, p.background), 7.0);
    }
    EXPECT_NEAR(contrast_ratio(Qt::black, Qt::white), 21.0, 1e-9);
}

TEST(Figures, ColourMapNamesRoundTrip) {
    for (ColorMap m : {ColorMap::Viridis, ColorMap::Cividis, ColorMap::Diverging, ColorMap::Grey})
        EXPECT_EQ(color_map_from_name(QLatin1String(color_map_name(m))), m);
    EXPECT_THROW(color_map_from_name(QStringLiteral("jet")), std::invalid_argument);
    EXPECT_EQ(sequential_color(0, ColorMap::Cividis).name(), QStringLiteral("#00224e"));
    EXPECT_EQ(sequential_color(1, ColorMap::Cividis).name(), QStringLiteral("#fee838"));
    for (FigureStyle s : {FigureStyle::Light, FigureStyle::Dark, FigureStyle::Print})
        EXPECT_EQ(figure_style_from_name(QLatin1String(figure_style_name(s))), s);
}

// A figure given a slide's size fills it: a three-word map at 1920 × 1080 stood at its natural
// size, a quarter of the width, in a white slide (the cells grow; the text keeps its size).
TEST(Figures, AGivenSizeGrowsTheMapToFillIt) {
    const FigureSpec spec = spec_of(FigureView::Weights);
    ExportOptions o;
    o.scale = 1;
    const QSizeF natural = QSizeF(figure_logical_size(spec, o));
    o.size = QSize(1920, 1080);
    const QSizeF given = QSizeF(figure_logical_size(spec, o));
    FigureOptions look = o.look;
    const QRectF area = figure_body_rect(given, look);
    const HeatmapFigure still(spec.panels[0], look);
    look.fill = true;
    const HeatmapFigure filled(spec.panels[0], look);
    const QRectF a = still.cell_rect(area, 0, 0), b = filled.cell_rect(area, 0, 0);
    EXPECT_GT(b.width(), 2.5 * a.width()) << "the cells grow";
    // The grid reaches near the box's edge in one direction, and stays inside it.
    const QRectF grid = filled.cell_rect(area, 0, 0).united(filled.cell_rect(area, 2, 2));
    EXPECT_TRUE(area.contains(grid));
    EXPECT_GT(std::max(grid.width() / area.width(), grid.height() / area.height()), 0.6);
    EXPECT_LT(still.cell_rect(area, 0, 0).united(still.cell_rect(area, 2, 2)).width(),
              natural.width());
    // Drawn so: the exported PNG's middle is a cell's colour, not the white around a small map.
    ExportOptions bare = o;
    bare.look.numbers = false;  // the cell's colour alone at its centre
    const QImage img = figure_to_image(spec, bare);
    const QColor centre = img.pixel(b.center().toPoint());
    EXPECT_TRUE(close(centre, filled.scale().color(spec.panels[0].values(0, 0))))
        << centre.name().toStdString();
    // A head grid fills it too: the export differs from the same box painted at natural size.
    const FigureSpec heads = spec_of(FigureView::Heads);
    const QImage filled_grid = figure_to_image(heads, o);
    QImage natural_grid(filled_grid.size(), filled_grid.format());
    natural_grid.fill(Qt::transparent);
    {
        QPainter p(&natural_grid);
        paint_figure(p, QSizeF(figure_logical_size(heads, o)), heads, o.look);  // fill unset
    }
    EXPECT_NE(filled_grid, natural_grid);
}

// Sizes no reader can use are refused before drawing, with the numbers: a PNG of more than 256
// megapixels (20000 × 20000 at scale 2 took 6 GB and 48 s, or failed with QPainter's warnings),
// a PDF page over PDF's 200-inch limit.
TEST(Figures, ExportRefusesSizesBeyondTheFormatsLimits) {
    const FigureSpec spec = spec_of(FigureView::Weights);
    ExportOptions o;
    o.size = QSize(20000, 20000);
    o.scale = 2;
    QString error;
    const QString png = QDir::temp().filePath(QStringLiteral("attnlab-huge.png"));
    EXPECT_FALSE(export_figure(spec, png, o, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("40000 × 40000 pixels"))) << error.toStdString();
    EXPECT_FALSE(QFile::exists(png));
    o.scale = 1;
    o.size = QSize(0, 20000);
    const QString pdf = QDir::temp().filePath(QStringLiteral("attnlab-huge.pdf"));
    EXPECT_FALSE(export_figure(spec, pdf, o, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("at most 19200 pixels"))) << error.toStdString();
    o.size = QSize(4000, 0);  // within both
    EXPECT_TRUE(export_size_problem(spec, o, ExportFormat::Png).isEmpty());
    EXPECT_TRUE(export_size_problem(spec, o, ExportFormat::Pdf).isEmpty());
}

TEST(Figures, ExportReportsBadPaths) {
    QString error;
    EXPECT_FALSE(export_figure(spec_of(FigureView::Weights), QStringLiteral("/tmp/figure.bmp"),
                               ExportOptions{}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("unknown file type 'bmp'"))) << error.toStdString();
    EXPECT_FALSE(export_figure(spec_of(FigureView::Weights),
                               QStringLiteral("/no/such/folder/f.png"), ExportOptions{}, &error));
    EXPECT_TRUE(error.contains(QStringLiteral("does not exist"))) << error.toStdString();
}

}  // namespace
