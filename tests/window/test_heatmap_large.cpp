// Heatmaps at any size (issue 15): a 2,048-token map is drawn whole as an
// overview of block maxima, hover reports the true value of any cell, zooming
// in far enough brings the numbers, and no cell ever shows an elided number.
#include <gtest/gtest.h>

#include <QApplication>
#include <QChart>
#include <QFontMetricsF>
#include <QImage>
#include <QScrollArea>
#include <QScrollBar>
#include <cmath>
#include <limits>
#include <set>

#include "attnlab/support/limits.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/try_push.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "style/heatmap_raster.hpp"
#include "style/number_format.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/vector_plot.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

constexpr int kN = 2048;
constexpr int kStrongRow = 1500, kStrongCol = 700;  // the one weight of 1 among ~1/n
constexpr float kCorner = 0.75f;

// n × n weights of about 1/n, the four corners at kCorner, one cell at 1.
attn::Matrix large_weights() {
    attn::Matrix m = attn::Matrix::Constant(kN, kN, 1.0f / kN);
    for (int r = 0; r < kN; ++r) m(r, (r * 7) % kN) = 2.0f / kN;  // some texture, all small
    m(0, 0) = m(0, kN - 1) = m(kN - 1, 0) = m(kN - 1, kN - 1) = kCorner;
    m(kStrongRow, kStrongCol) = 1.0f;
    return m;
}

QStringList numbered_words(int n) {
    QStringList out;
    for (int i = 0; i < n; ++i) out << QStringLiteral("w%1").arg(i);
    return out;
}

struct LargeMap {
    MatrixItemModel model;
    HeatmapView view;
    LargeMap(QSize size = QSize(800, 700)) {
        model.setMatrix(large_weights(), numbered_words(kN), numbered_words(kN));
        view.setMatrixModel(&model);
        view.resize(size);
        view.show();
        QApplication::processEvents();
    }
    // The widget point at the centre of cell (r, c), however small the cell.
    QPointF centre(int r, int c) const {
        const QRect plot = view.plotRect();
        const QRect first = view.cellRect(0, 0);
        const double cw = double(plot.width()) / kN;  // square cells filling the narrower side
        const double side = std::min(cw, double(plot.height()) / kN);
        return {first.left() + (c + 0.5) * side, first.top() + (r + 0.5) * side};
    }
};

// True when `colour` is within `radius` pixels of `at` in `img`.
bool colour_near(const QImage& img, QPointF at, QRgb colour, int radius = 1) {
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p(int(at.x()) + dx, int(at.y()) + dy);
            if (img.rect().contains(p) && (img.pixel(p) & 0xffffff) == (colour & 0xffffff))
                return true;
        }
    return false;
}

TEST(HeatmapLarge, OverviewShowsTheWholeMapAndKeepsAStrongWeightVisible) {
    LargeMap map;
    ASSERT_TRUE(map.view.isOverview());
    const CellRange vis = map.view.visibleCells();
    EXPECT_EQ(vis.r0, 0);
    EXPECT_EQ(vis.c0, 0);
    EXPECT_EQ(vis.r1, kN);
    EXPECT_EQ(vis.c1, kN);
    const QImage img = map.view.grab().toImage();
    const QRgb corner = map.model.colorFor(kCorner).rgb(), strong = map.model.colorFor(1.0f).rgb();
    const QRgb small = map.model.colorFor(1.0f / kN).rgb();
    for (const auto& [r, c] : {std::pair{0, 0}, {0, kN - 1}, {kN - 1, 0}, {kN - 1, kN - 1}})
        EXPECT_TRUE(colour_near(img, map.centre(r, c), corner)) << r << ", " << c;
    // A single cell among thousands: the block maximum keeps it (an average would not).
    EXPECT_TRUE(colour_near(img, map.centre(kStrongRow, kStrongCol), strong));
    EXPECT_FALSE(colour_near(img, map.centre(300, 1200), strong, 3));
    EXPECT_TRUE(colour_near(img, map.centre(300, 1200), small, 3));
    // The map fits its widget: nothing drawn past the plot's right and bottom edges but the colour
    // bar.
    EXPECT_LE(map.view.plotRect().right(), map.view.width());
    EXPECT_LE(map.view.plotRect().bottom(), map.view.height());
}

TEST(HeatmapLarge, HoverReportsTheTrueValueAtAnyZoom) {
    LargeMap map;
    // At fit a pixel holds several cells: the one it names is reported with its own value.
    const QPoint p = map.centre(900, 400).toPoint();
    const QPoint cell = map.view.cellAt(p);
    ASSERT_GE(cell.x(), 0);
    EXPECT_NEAR(cell.y(), 900, 2);
    EXPECT_NEAR(cell.x(), 400, 2);
    EXPECT_EQ(map.view.cellSummary(cell.y(), cell.x()),
              QStringLiteral("w%1 (%2) → w%3 (%4): %5")
                  .arg(cell.y())
                  .arg(cell.y())
                  .arg(cell.x())
                  .arg(cell.x())
                  .arg(format_value(map.model.value(cell.y(), cell.x()))));
    // Zoomed onto the strong cell: the pointer names exactly that cell.
    for (int i = 0; i < 40; ++i)
        map.view.zoomAt(map.view.cellRect(kStrongRow, kStrongCol).center(), 1.5);
    const QRect r = map.view.cellRect(kStrongRow, kStrongCol);
    ASSERT_GE(r.width(), 4);
    EXPECT_EQ(map.view.cellAt(r.center()), QPoint(kStrongCol, kStrongRow));
    EXPECT_EQ(map.view.cellSummary(kStrongRow, kStrongCol),
              QStringLiteral("w1500 (1500) → w700 (700): 1.000"));
}

// An empty cell (NaN: the Blend table's lookup row under the weight column) reads "empty" in the
// keyboard cursor's readout and the hover text (a walk read "→ weight (0): NaN").
TEST(HeatmapLarge, AnEmptyCellReadsEmpty) {
    MatrixItemModel model;
    attn::Matrix m(2, 2);
    m << 0.5f, std::numeric_limits<float>::quiet_NaN(), 0.25f, 1.0f;
    model.setMatrix(m, {QStringLiteral("a"), QStringLiteral("b")},
                    {QStringLiteral("x"), QStringLiteral("y")});
    HeatmapView view;
    view.setMatrixModel(&model);
    EXPECT_EQ(view.cellSummary(0, 1), QStringLiteral("a (0) → y (1): empty"));
    EXPECT_EQ(view.cellSummary(1, 0), QStringLiteral("b (1) → x (0): 0.250"));
}

TEST(HeatmapLarge, ZoomingInShowsNumbersAndStopsAtItsLimits) {
    LargeMap map;
    EXPECT_TRUE(map.view.cellText(kStrongRow, kStrongCol).isEmpty())
        << "an overview draws no numbers";
    EXPECT_FALSE(map.view.zoomAt(QPointF(map.view.plotRect().center()), 0.5))
        << "the whole map is the widest view";
    int steps = 0;
    while (map.view.isOverview() && steps < 100) {
        map.view.zoomAt(map.view.cellRect(kStrongRow, kStrongCol).center(), 1.25);
        ++steps;
    }
    ASSERT_FALSE(map.view.isOverview()) << "numbers appear once cells are large enough";
    EXPECT_EQ(map.view.cellText(kStrongRow, kStrongCol),
              QStringLiteral("1.000").left(map.view.cellText(kStrongRow, kStrongCol).size()));
    EXPECT_FALSE(map.view.cellText(kStrongRow, kStrongCol).isEmpty());
    // Zoom stops: at the largest cells, zooming in changes nothing.
    for (int i = 0;
         i < 200 && map.view.zoomAt(map.view.cellRect(kStrongRow, kStrongCol).center(), 2.0); ++i) {
    }
    EXPECT_FALSE(map.view.zoomAt(QPointF(map.view.plotRect().center()), 2.0));
    EXPECT_NEAR(map.view.zoom(), map.view.maxZoom(), 1e-9);
    // One form for the whole map: its 1/n neighbours (0.0005) need four decimals, so 1 reads
    // "1.0000".
    EXPECT_EQ(map.view.cellText(kStrongRow, kStrongCol), QStringLiteral("1.0000"));
    map.view.fitToView();
    EXPECT_TRUE(map.view.isOverview());
}

// Every size from a few pixels to a projector, every zoom: a cell shows a
// true form of its value that fits, or nothing — never an elided "0.00…".
TEST(HeatmapLarge, NoCellTextIsElidedAtAnySize) {
    const std::vector<float> values{0.31723f, 1e-5f,     -0.5f, 123.456f, 0.0004882f,
                                    99999.f,  -7.25e-9f, 0.0f,  0.999f};
    const int n = 12;
    attn::Matrix m(n, n);
    for (int i = 0; i < m.size(); ++i) m.data()[i] = values[size_t(i) % values.size()];
    MatrixItemModel model;
    model.setScale(MatrixItemModel::Scale::Diverging);
    model.setMatrix(m, numbered_words(n), numbered_words(n));
    HeatmapView view;
    view.setMatrixModel(&model);
    view.show();
    int shown = 0, shortened = 0;
    for (const QSize size :
         {QSize(0, 0), QSize(3, 3), QSize(40, 30), QSize(150, 150), QSize(300, 260),
          QSize(520, 480), QSize(900, 800), QSize(1900, 1000)}) {
        view.resize(size);
        for (int zoom = 0; zoom < 6; ++zoom) {
            (void)view.grab();  // painting at this size must not fail
            const CellRange vis = view.visibleCells();
            for (int r = vis.r0; r < vis.r1; ++r)
                for (int c = vis.c0; c < vis.c1; ++c) {
                    const QString t = view.cellText(r, c);
                    if (t.isEmpty()) continue;
                    ++shown;
                    EXPECT_FALSE(t.contains(QChar(0x2026))) << t.toStdString();
                    EXPECT_TRUE(cell_text_forms(m(r, c)).contains(t))
                        << t.toStdString() << " for " << m(r, c);
                    EXPECT_LE(view.fontMetrics().horizontalAdvance(t), view.cellRect(r, c).width())
                        << t.toStdString();
                    if (t != format_cell(m(r, c))) ++shortened;
                }
            view.zoomAt(QPointF(view.plotRect().center()), 1.7);
        }
        view.fitToView();
    }
    EXPECT_GT(shown, 100) << "numbers are drawn where they fit";
    EXPECT_GT(shortened, 0) << "narrow cells take a shorter true form";
}

// Cells too narrow for three decimals print one count of decimals across the map, the
// highlighted token's bold rows as the others ("0.5" never beside "0.46"), and a value that
// count would print as zero is left blank ("0.0" never stands for 0.03).
TEST(HeatmapLarge, ANarrowMapPrintsOneCountOfDecimalsAndNoNonZeroAsZero) {
    const std::vector<float> values{0.456f, 0.03f, 0.2f, 0.7f, 0.0f, 0.125f, 0.0049f};
    const int n = 7;
    attn::Matrix m(n, n);
    for (int i = 0; i < m.size(); ++i) m.data()[i] = values[size_t(i) % values.size()];
    MatrixItemModel model;
    model.setMatrix(m, numbered_words(n), numbered_words(n));
    model.setHighlight(numbered_words(n)[2]);
    HeatmapView view;
    view.setMatrixModel(&model);
    view.show();
    std::set<int> countsSeen;
    for (int width = 120; width <= 420; width += 6) {
        view.resize(width, width);
        (void)view.grab();
        std::set<int> decimals;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c) {
                const QString t = view.cellText(r, c);
                if (t.isEmpty()) continue;
                const qsizetype point = t.indexOf(decimal_sign());
                decimals.insert(point < 0 ? 0 : int(t.size() - point - 1));
                if (m(r, c) != 0)
                    EXPECT_NE(parse_number(t, nullptr), 0.0)
                        << t.toStdString() << " for " << m(r, c) << " at " << width;
            }
        EXPECT_LE(decimals.size(), 1u) << "mixed decimals at " << width << " px";
        if (decimals.size() == 1) countsSeen.insert(*decimals.begin());
    }
    // The sweep reaches narrow maps (fewer decimals) and wide ones (three).
    EXPECT_TRUE(countsSeen.count(3)) << "three decimals where they fit";
    EXPECT_GT(countsSeen.size(), 1u) << "fewer decimals where three do not fit";
}

// A low map's colour bar drops its middle tick, then its low one, so no two tick labels overlap
// (the Model dock's large map at 1024 px drew "1.000" over "0.000"); a tall one keeps all three.
TEST(HeatmapLarge, TheColourBarsTickLabelsNeverOverlap) {
    const int n = 4;
    attn::Matrix m = attn::Matrix::Constant(n, n, 0.25f);
    MatrixItemModel model;
    model.setScale(MatrixItemModel::Scale::Weights);
    model.setMatrix(m, numbered_words(n), numbered_words(n));
    HeatmapView view;
    view.setMatrixModel(&model);
    view.show();
    const double line = QFontMetricsF(view.font()).height();
    std::set<qsizetype> counts;
    for (int h = 30; h <= 400; h += 5) {
        view.resize(300, h);
        (void)view.grab();
        const auto places = view.barTickPlaces();
        counts.insert(places.size());
        for (size_t i = 1; i < places.size(); ++i)
            EXPECT_GE(places[i].second - places[i - 1].second, line - 1e-9)
                << "ticks " << places[i - 1].first << " and " << places[i].first << " at " << h;
        if (!places.empty()) EXPECT_EQ(places.front().first, 0) << "the high tick stays";
    }
    EXPECT_TRUE(counts.count(3)) << "a tall bar keeps high, middle and low";
    EXPECT_TRUE(counts.count(2) || counts.count(1)) << "a low bar drops ticks";
}

TEST(HeatmapLarge, CellTextFormsAreTrueAndShorter) {
    for (const double v :
         {0.31723, 1e-5, -0.5, 123.456, 0.0004882, 99999.0, -7.25e-9, 0.999, 12.5, 3.0}) {
        const QStringList forms = cell_text_forms(v);
        ASSERT_FALSE(forms.isEmpty());
        EXPECT_EQ(forms.front(), format_cell(v));
        for (qsizetype i = 0; i < forms.size(); ++i) {
            bool ok = false;
            const double shown = forms[i].toDouble(&ok);
            ASSERT_TRUE(ok) << forms[i].toStdString();
            // True to its last digit: within half a unit of it (relative for the scientific form).
            const qsizetype dot = forms[i].indexOf(QLatin1Char('.'));
            const bool sci = forms[i].contains(QLatin1Char('e'));
            const double unit = sci ? std::pow(10.0, std::floor(std::log10(std::fabs(shown))))
                                    : std::pow(10.0, -(dot < 0 ? 0 : forms[i].size() - dot - 1));
            EXPECT_LE(std::fabs(shown - v), unit / 2 + 1e-12)
                << forms[i].toStdString() << " for " << v;
            EXPECT_NE(shown, 0.0) << "a non-zero value never prints as zero";
            if (i > 0) {
                EXPECT_LT(forms[i].size(), forms[i - 1].size());
            }
        }
    }
}

TEST(HeatmapRaster, BlocksKeepTheirMostExtremeValue) {
    attn::Matrix m = attn::Matrix::Constant(8, 8, 0.1f);
    m(5, 2) = 0.9f;
    m(1, 6) = -0.8f;  // masked when causal (above the diagonal)
    const ColorLut lut(-1.0, 1.0, true,
                       [](double v) { return QColor::fromRgbF(float((v + 1) / 2), 0, 0); });
    const QImage img = raster_cells(m, CellRange{0, 8, 0, 8}, QSize(2, 2), lut, false, 0xff00ff00);
    ASSERT_EQ(img.size(), QSize(2, 2));
    EXPECT_EQ(img.pixel(0, 1), lut(0.9f)) << "bottom-left block holds (5, 2)";
    EXPECT_EQ(img.pixel(1, 0), lut(-0.8f)) << "centred: the largest |v| wins";
    EXPECT_EQ(img.pixel(1, 1), lut(0.1f));
    const QImage causal =
        raster_cells(m, CellRange{0, 8, 0, 8}, QSize(8, 8), lut, true, 0xff00ff00);
    EXPECT_EQ(causal.pixel(6, 1), 0xff00ff00u) << "masked cells take no part";
    EXPECT_EQ(causal.pixel(2, 5), lut(0.9f));
    EXPECT_TRUE(raster_cells(m, CellRange{0, 0, 0, 8}, QSize(8, 8), lut, false, 0).isNull());
}

TEST(HeatmapLarge, TheWindowShowsA2048TokenSentenceWhole) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QStringList text;
    const QStringList vocab = QStringLiteral("the river money bank").split(QLatin1Char(' '));
    for (int i = 0; i < kN; ++i) text << vocab[i % 4];
    try_push(w.document(),
             [&] { return add_sentence_command(w.document(), text.join(QLatin1Char(' '))); });
    w.viewState()->showOnly(2);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    HeatmapView* v = w.attentionPane()->heatmap(0);
    ASSERT_NE(v, nullptr);
    ASSERT_EQ(v->matrixModel()->rowCount(), kN);
    EXPECT_TRUE(v->isOverview());
    const CellRange vis = v->visibleCells();
    EXPECT_EQ(vis.rows(), kN);
    EXPECT_EQ(vis.cols(), kN);
    auto* scroll = w.attentionPane()->findChild<QScrollArea*>();
    ASSERT_NE(scroll, nullptr);
    EXPECT_FALSE(scroll->horizontalScrollBar()->isVisible());
    EXPECT_FALSE(scroll->verticalScrollBar()->isVisible());
    EXPECT_LE(v->width(), scroll->viewport()->width());
    // The overview is drawn: the plot's pixels are coloured by the weights, not left dark.
    const QImage img = v->grab().toImage();
    const QPoint mid =
        v->plotRect().topLeft() + QPoint(v->plotRect().height() / 2, v->plotRect().height() / 2);
    const QColor seen(img.pixel(mid));
    EXPECT_GT(seen.red() + seen.green() + seen.blue(), 120) << seen.name().toStdString();
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(HeatmapLarge, ASentenceOverTheLimitIsRefusedWithTheLimit) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    const attn::Lesson before = w.document()->lesson();
    QStringList text;
    for (int i = 0; i < attn::kMaxTokens + 1; ++i) text << QStringLiteral("bank");
    const QString error = try_push(w.document(), [&] {
        return add_sentence_command(w.document(), text.join(QLatin1Char(' ')));
    });
    EXPECT_TRUE(error.contains(QString::number(attn::kMaxTokens))) << error.toStdString();
    EXPECT_EQ(w.document()->lesson().sentences, before.sentences) << "nothing else changes";
    text.removeLast();  // exactly the limit is allowed
    EXPECT_TRUE(try_push(w.document(), [&] {
                    return add_sentence_command(w.document(), text.join(QLatin1Char(' ')));
                }).isEmpty());
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(VectorPlotMany, LabelsThatCannotBePlacedAreCountedAndHoverNamesAnyPoint) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.resize(1366, 768);
    w.show();
    QStringList text;
    const QStringList vocab = QStringLiteral("the river money bank").split(QLatin1Char(' '));
    for (int i = 0; i < 512; ++i) text << vocab[(i * 7 + i / 4) % 4];
    try_push(w.document(),
             [&] { return add_sentence_command(w.document(), text.join(QLatin1Char(' '))); });
    w.viewState()->showOnly(2);
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    VectorPlot* plot = w.vectorPlot();
    (void)plot->grab();
    // Four words: four lookup points, however often each occurs; 512 outputs.
    EXPECT_EQ(plot->outputPoints(0).size(), 512);
    EXPECT_EQ(plot->omittedLabels(), 0)
        << "one label per distinct word: 4 lookup + 4 output labels fit";
    const QPointF river = plot->chart()->mapToPosition(plot->lookupPoint(QStringLiteral("river")));
    EXPECT_EQ(plot->pointAt(plot->mapFromScene(river)), QStringLiteral("river (lookup)"));
    const QPointF out = plot->chart()->mapToPosition(plot->outputPoints(0).at(100));
    EXPECT_TRUE(
        plot->pointAt(plot->mapFromScene(out)).contains(QStringLiteral("′: output of word")))
        << plot->pointAt(plot->mapFromScene(out)).toStdString();
    EXPECT_TRUE(plot->pointAt(QPointF(-50, -50)).isEmpty());
}

TEST(VectorPlotMany, ALargeVocabularyCountsTheLabelsLeftOut) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    std::vector<std::string> words;
    attn::Matrix values(300, l.table.axis_count());
    for (int i = 0; i < 300; ++i) {
        words.push_back("word" + std::to_string(i));
        for (int a = 0; a < values.cols(); ++a) values(i, a) = float((i * (a + 3)) % 17) / 17.0f;
    }
    l.table = attn::EmbeddingTable(l.table.axes(), words, values);
    l.sentences = {"word1 word2 word3"};
    attn::app::MainWindow w(std::move(l));
    w.resize(1366, 768);
    w.show();
    for (int i = 0; i < 5; ++i) QApplication::processEvents();
    (void)w.vectorPlot()->grab();
    EXPECT_GT(w.vectorPlot()->omittedLabels(), 0)
        << "300 labels cannot all be placed clear of each other";
    EXPECT_LT(w.vectorPlot()->omittedLabels(), 300 + 3);
}

}  // namespace
}  // namespace attn::ui

// The highlighted word's row label is drawn bold: the gutter holds it whole
// (Module 1's "bank" was cut to "ba…" when labels were measured in the plain font).
TEST(HeatmapLabels, TheHighlightedWordsBoldLabelFitsTheGutter) {
    attn::ui::MatrixItemModel m;
    m.setMatrix(attn::Matrix::Constant(3, 3, 0.3f),
                {QStringLiteral("the"), QStringLiteral("river"), QStringLiteral("bank")},
                {QStringLiteral("the"), QStringLiteral("river"), QStringLiteral("bank")});
    m.setHighlight(QStringLiteral("bank"));
    attn::ui::HeatmapView v;
    v.setMatrixModel(&m);
    v.resize(v.sizeHint());
    QFont bold = v.font();
    bold.setBold(true);
    const double need = QFontMetricsF(bold).horizontalAdvance(QStringLiteral("bank"));
    EXPECT_GE(v.plotRect().left() - 4, need)
        << "the row labels' room (gutter less its 4 px gap) is narrower than the bold label";
}
