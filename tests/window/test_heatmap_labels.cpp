// A map's labels: all drawn — flat, upright, then smaller — before any is left
// out; the highlighted word's label is drawn however crowded the map (and the
// painter draws it where the layout says: its marker is in the pixels); a row
// of heads labels its columns one way. Measured from the view's own label
// layout (columnLabelPlaces, which paintColumnLabels draws from).
#include <gtest/gtest.h>

#include <QApplication>
#include <QImage>
#include <QMouseEvent>
#include <QTest>

#include "attnlab/support/types.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "style/heatmap_look.hpp"
#include "widgets/heatmap_view.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

QStringList bat_words(int n, int batAt) {
    QStringList out;
    for (int i = 0; i < n; ++i)
        out << (i == batAt ? QStringLiteral("bat") : QStringLiteral("word%1").arg(i));
    return out;
}

struct LabelsMap {
    explicit LabelsMap(int n, int batAt, QSize size) {
        const QStringList w = bat_words(n, batAt);
        model.setMatrix(attn::Matrix::Constant(n, n, 1.0f / float(n)), w, w);
        model.setHighlight(QStringLiteral("bat"));
        view.setMatrixModel(&model);
        view.resize(size);
        view.show();
        QApplication::processEvents();
    }
    MatrixItemModel model;
    HeatmapView view;
};

void expectApart(const std::vector<QRectF>& boxes, const char* what) {
    for (size_t i = 0; i < boxes.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            EXPECT_FALSE(boxes[i].intersects(boxes[j])) << what << " " << i << " " << j;
}

TEST(HeatmapLabels, AllAreDrawnUprightBeforeAnyIsLeftOut) {
    // Seven words in a map too narrow for flat labels but wide enough for upright ones.
    LabelsMap m(7, 3, QSize(260, 260));
    ASSERT_TRUE(m.view.columnLabelsUpright());
    EXPECT_EQ(m.view.columnLabelsShown().size(), 7)
        << m.view.columnLabelsShown().join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(m.view.rowLabelsShown().size(), 7);
    expectApart(m.view.columnLabelBoxes(), "column");
    expectApart(m.view.rowLabelBoxes(), "row");
}

TEST(HeatmapLabels, AMapOfTwentyFourTokensLabelsEveryOneInASmallBox) {
    // 24 tokens in a box where flat and upright labels at the readable least would not all
    // fit: every token is still named (shortened with "…" if need be), rows and columns.
    LabelsMap m(24, 5, QSize(300, 300));
    EXPECT_EQ(m.view.columnLabelsShown().size(), 24)
        << m.view.columnLabelsShown().join(QLatin1Char(' ')).toStdString();
    EXPECT_EQ(m.view.rowLabelsShown().size(), 24);
    // Cells under 6 px (four heads of a long sentence) are thinned rather than drawn over
    // each other.
    LabelsMap tiny(24, 5, QSize(180, 180));
    EXPECT_LT(tiny.view.rowLabelsShown().size(), 24);
    expectApart(tiny.view.rowLabelBoxes(), "row");
    // Past 24 a crowded map is thinned (its cells outnumber what labels can name) …
    LabelsMap big(200, 150, QSize(300, 300));
    EXPECT_LT(big.view.rowLabelsShown().size(), 200);
    // … but the token under the keyboard's cursor is always named, as the highlighted one is.
    QApplication::setActiveWindow(&big.view);
    big.view.setFocus();
    big.view.setCursorCell(137, 60);
    QTest::keyClick(&big.view, Qt::Key_Right);  // the keys lead: the cursor at (137, 61)
    QApplication::processEvents();
    EXPECT_EQ(big.view.cursorCell(), QPoint(61, 137));
    EXPECT_TRUE(big.view.rowLabelsShown().contains(QStringLiteral("word137")))
        << big.view.rowLabelsShown().join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(big.view.columnLabelsShown().contains(QStringLiteral("word61")));
    EXPECT_TRUE(big.view.rowLabelsShown().contains(QStringLiteral("bat")));
    // And so is the one under the mouse pointer.
    const QPoint at = big.view.cellRect(97, 23).center();
    const QPoint cell = big.view.cellAt(at);  // (column, row): at fit a pixel holds several
    ASSERT_NEAR(cell.y(), 97, 2);
    QMouseEvent move(QEvent::MouseMove, QPointF(at), big.view.mapToGlobal(QPointF(at)),
                     Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(&big.view, &move);  // to this map, whatever window is on top
    QApplication::processEvents();
    EXPECT_TRUE(big.view.rowLabelsShown().contains(QStringLiteral("word%1").arg(cell.y())))
        << big.view.rowLabelsShown().join(QLatin1Char(' ')).toStdString();
    EXPECT_TRUE(big.view.columnLabelsShown().contains(QStringLiteral("word%1").arg(cell.x())));
}

TEST(HeatmapLabels, TheHighlightedWordsLabelIsDrawnInACrowdedMap) {
    // 40 words in 200 px: about 4 px a cell, labels must be thinned. "bat" sits
    // where the thinning's step would pass over it (an odd position).
    for (const int batAt : {1, 3, 17, 38}) {
        LabelsMap m(40, batAt, QSize(240, 240));
        const QStringList cols = m.view.columnLabelsShown(), rows = m.view.rowLabelsShown();
        ASSERT_LT(cols.size(), 40) << "the map is crowded: some labels are thinned";
        EXPECT_TRUE(cols.contains(QStringLiteral("bat")))
            << batAt << ": " << cols.join(QLatin1Char(' ')).toStdString();
        EXPECT_TRUE(rows.contains(QStringLiteral("bat")))
            << batAt << ": " << rows.join(QLatin1Char(' ')).toStdString();
        expectApart(m.view.columnLabelBoxes(), "column");
        expectApart(m.view.rowLabelBoxes(), "row");
        // The painter draws it there: the marker colour fills the middle of its box.
        const QRectF box = m.view.columnLabelBoxes()[size_t(cols.indexOf(QStringLiteral("bat")))];
        const QImage img = m.view.grab().toImage();
        int marker = 0;
        for (int y = int(box.top()) + 1; y < int(box.bottom()); ++y)
            if (QColor(img.pixel(int(box.center().x()), y)) == heatmap_look().marker) ++marker;
        EXPECT_GT(marker, 0) << batAt << ": no marker drawn in the label's box";
    }
}

TEST(HeatmapLabels, ARowOfHeadsTurnsItsColumnLabelsTogether) {
    // The first map of the row has the row labels (a narrower plot), the others
    // not: alone, the first would turn its labels and the others not.
    const QStringList w = QStringLiteral("the bubbe made matzah").split(QLatin1Char(' '));
    MatrixItemModel models[3];
    HeatmapView views[3];
    std::vector<HeatmapView*> row;
    for (int i = 0; i < 3; ++i) {
        models[i].setMatrix(attn::Matrix::Constant(4, 4, 0.25f), w, w);
        views[i].setMatrixModel(&models[i]);
        views[i].setSharedLabels(i == 0, i == 2);
        row.push_back(&views[i]);
    }
    const QFontMetricsF fm(views[0].font());
    // Width where a plot with row labels is narrower than four labels, one without is not.
    const int plot = int(fm.horizontalAdvance(QStringLiteral("matzah")) * 4 * 1.1);
    const int withLabels = plot + int(fm.horizontalAdvance(QStringLiteral("matzah"))) - 10;
    for (int i = 0; i < 3; ++i) {
        views[i].resize(i == 0 ? withLabels : plot + 40, 400);
        views[i].show();
    }
    QApplication::processEvents();
    ASSERT_NE(views[0].columnLabelsUpright(), views[1].columnLabelsUpright())
        << "alone they differ";
    HeatmapView::shareColumnLabelTurn(row);
    QApplication::processEvents();
    EXPECT_TRUE(views[0].columnLabelsUpright());
    EXPECT_TRUE(views[1].columnLabelsUpright());
    EXPECT_TRUE(views[2].columnLabelsUpright());
    for (const HeatmapView& v : views) EXPECT_EQ(v.columnLabelsShown().size(), 4);
}

TEST(HeatmapLabels, ReadableNumbersSetTheLeastSize) {
    LabelsMap m(7, 3, QSize(400, 400));
    const QSize loose = m.view.minimumSizeHint();
    m.view.setKeepNumbersReadable(true);
    const QSize kept = m.view.minimumSizeHint();
    EXPECT_GT(kept.width(), loose.width());
    // At that least size every cell shows its number.
    m.view.resize(kept);
    QApplication::processEvents();
    for (int r = 0; r < 7; ++r)
        for (int c = 0; c < 7; ++c) EXPECT_FALSE(m.view.cellText(r, c).isEmpty()) << r << " " << c;
    // Larger text: a larger least size, numbers still in every cell.
    QFont f = m.view.font();
    f.setPointSizeF(f.pointSizeF() * 1.52);
    m.view.setFont(f);
    EXPECT_GT(m.view.minimumSizeHint().width(), kept.width());
    m.view.resize(m.view.minimumSizeHint());
    QApplication::processEvents();
    EXPECT_FALSE(m.view.isOverview());
    for (int r = 0; r < 7; ++r)
        for (int c = 0; c < 7; ++c) EXPECT_FALSE(m.view.cellText(r, c).isEmpty()) << r << " " << c;
}

// The window's maps and Blend tables at 1366 × 768, at 100 % and 132 %: every
// column and row label drawn (2-decimal Blend cells are narrower than "water").
TEST(HeatmapLabels, TheWindowsMapsAndTablesLabelEveryWord) {
    for (const char* lesson : {"module1", "module2"}) {
        attn::app::MainWindow w(load_builtin_lesson(QString::fromLatin1(lesson)));
        w.resize(1366, 768);
        w.show();
        for (const double zoom : {1.0, 1.32}) {
            w.setZoom(zoom);
            for (int i = 0; i < 5; ++i) QApplication::processEvents();
            std::vector<const HeatmapView*> views;
            for (int k = 0; k < 2; ++k)
                views.insert(views.end(), {w.attentionPane()->heatmap(k), w.blendPane()->table(k)});
            for (const HeatmapView* v : views) {
                ASSERT_NE(v, nullptr);
                const QStringList cols = v->columnLabelsShown();
                EXPECT_EQ(cols.size(), v->matrixModel()->columnCount())
                    << lesson << " at " << zoom << ": "
                    << cols.join(QLatin1Char(' ')).toStdString();
                EXPECT_EQ(v->rowLabelsShown().size(), v->matrixModel()->rowCount())
                    << lesson << " at " << zoom;
                expectApart(v->columnLabelBoxes(), "column");
            }
        }
    }
}

}  // namespace
}  // namespace attn::ui
