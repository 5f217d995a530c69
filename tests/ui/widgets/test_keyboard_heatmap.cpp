// A heatmap by keys alone: Tab gives it the focus and a cell cursor; arrows,
// Home/End, Ctrl+Home/End and Page Up/Down move it and stop at the edges;
// Enter or Space click its cell as the mouse does, Shift+Enter chooses the
// column's word; +/− zoom around it and keep it in view; its readout is the
// hover's text for the same cell, and a concealed value stays hidden; the
// cursor and a focus frame are drawn only while the map has the focus.
#include <gtest/gtest.h>

#include <QApplication>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include "itemmodels/matrix_item_model.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

QStringList words(int n, const char* stem) {
    QStringList out;
    for (int i = 0; i < n; ++i) out << QStringLiteral("%1%2").arg(QLatin1String(stem)).arg(i);
    return out;
}

// A rows × cols map of distinct values (r * 0.01 + c * 0.0001 + 0.2) in a shown window.
struct Map {
    Map(int rows, int cols, QSize size = {420, 320}) {
        attn::Matrix m(rows, cols);
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) m(r, c) = float(0.2 + r * 0.01 + c * 0.0001);
        model.setMatrix(m, words(rows, "r"), words(cols, "c"));
        view = new HeatmapView(&window);
        view->setMatrixModel(&model);
        view->setGeometry(QRect(QPoint(0, 0), size));
        window.resize(size + QSize(20, 20));
        window.show();
        QApplication::setActiveWindow(&window);
        EXPECT_TRUE(QTest::qWaitForWindowActive(&window));
        view->clearFocus();  // the window's activation may have given it the focus already
        view->setFocus(Qt::TabFocusReason);  // as Tab or F6 bring it
        QApplication::processEvents();
    }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = {}) { QTest::keyClick(view, k, mods); }
    MatrixItemModel model;
    QWidget window;
    HeatmapView* view = nullptr;
};

TEST(KeyboardHeatmap, TabGivesTheCursorThatMovesAndStopsAtTheEdges) {
    Map map(4, 5);
    HeatmapView* v = map.view;
    ASSERT_TRUE(v->hasFocus());
    EXPECT_EQ(v->focusPolicy() & Qt::TabFocus, Qt::TabFocus);
    EXPECT_EQ(v->cursorCell(), QPoint(0, 0))
        << "the focus by Tab places the cursor on the first cell";
    QSignalSpy moved(v, &HeatmapView::cursorMoved);
    map.key(Qt::Key_Right);
    map.key(Qt::Key_Right);
    EXPECT_EQ(v->cursorCell(), QPoint(2, 0));  // (column, row)
    ASSERT_EQ(moved.count(), 2);
    EXPECT_EQ(moved.last().at(0).toInt(), 0);  // cursorMoved(row, col)
    EXPECT_EQ(moved.last().at(1).toInt(), 2);
    map.key(Qt::Key_Up);
    EXPECT_EQ(v->cursorCell(), QPoint(2, 0)) << "the top edge holds it";
    EXPECT_EQ(moved.count(), 2) << "no move, no signal";
    map.key(Qt::Key_End);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 0));
    map.key(Qt::Key_Right);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 0)) << "the right edge holds it";
    for (int i = 0; i < 10; ++i) map.key(Qt::Key_Down);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 3));
    map.key(Qt::Key_Home);
    EXPECT_EQ(v->cursorCell(), QPoint(0, 3)) << "Home: the row's first cell";
    map.key(Qt::Key_Home, Qt::ControlModifier);
    EXPECT_EQ(v->cursorCell(), QPoint(0, 0));
    map.key(Qt::Key_End, Qt::ControlModifier);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 3));
    map.key(Qt::Key_PageUp);  // the whole map is in view: a page is every row
    EXPECT_EQ(v->cursorCell(), QPoint(4, 0));
    map.key(Qt::Key_PageDown);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 3));
    // Alt+arrows are the window's (Back / Next): the cursor stays.
    map.key(Qt::Key_Left, Qt::AltModifier);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 3));
    // setCursorCell clamps; a negative cell clears.
    v->setCursorCell(10, 10);
    EXPECT_EQ(v->cursorCell(), QPoint(4, 3));
    v->setCursorCell(1, 2);
    EXPECT_EQ(v->cursorCell(), QPoint(2, 1));
    v->setCursorCell(-1, -1);
    EXPECT_EQ(v->cursorCell(), QPoint(-1, -1));
    EXPECT_EQ(moved.last().at(0).toInt(), -1);
    // A smaller matrix pulls the cursor inside.
    v->setCursorCell(3, 4);
    map.model.setMatrix(attn::Matrix::Constant(2, 2, 0.5f), words(2, "r"), words(2, "c"));
    EXPECT_EQ(v->cursorCell(), QPoint(1, 1));
}

TEST(KeyboardHeatmap, PageKeysMoveByTheRowsInView) {
    Map map(60, 60, {300, 300});
    HeatmapView* v = map.view;
    for (int i = 0; i < 6; ++i) map.key(Qt::Key_Plus);  // zoomed: some rows in view
    ASSERT_GT(v->zoom(), 1.0);
    // A page: the rows the plot holds whole (the last row in view may be cut).
    const int inView = v->visibleCells().rows();
    ASSERT_GT(inView, 2);
    ASSERT_LT(inView, 30);
    const int before = v->cursorCell().y();
    map.key(Qt::Key_PageDown);
    EXPECT_GE(v->cursorCell().y() - before, inView - 1);
    EXPECT_LE(v->cursorCell().y() - before, inView);
    const int down = v->cursorCell().y();
    map.key(Qt::Key_PageUp);
    EXPECT_EQ(v->cursorCell().y(), before) << "Page Up comes back: " << down;
    map.key(Qt::Key_PageDown);
    map.key(Qt::Key_PageDown);
    const CellRange vis = v->visibleCells();
    EXPECT_TRUE(v->cursorCell().y() >= vis.r0 && v->cursorCell().y() < vis.r1)
        << "the map scrolled to the cursor";
}

TEST(KeyboardHeatmap, EnterAndSpaceClickTheCursorCellAndShiftEnterChoosesTheColumnsWord) {
    Map map(4, 5);
    HeatmapView* v = map.view;
    QSignalSpy cells(v, &HeatmapView::cellClicked);
    QSignalSpy chosen(v, &HeatmapView::wordClicked);
    map.key(Qt::Key_Down);
    map.key(Qt::Key_Down);
    map.key(Qt::Key_Right);
    map.key(Qt::Key_Return);
    ASSERT_EQ(cells.count(), 1);
    EXPECT_EQ(cells.last().at(0).toInt(), 2);  // cellClicked(row, col), as a click on the cell
    EXPECT_EQ(cells.last().at(1).toInt(), 1);
    ASSERT_EQ(chosen.count(), 1) << "a click on a cell chooses its row's word; so does Enter";
    EXPECT_EQ(chosen.last().at(0).toString(), QStringLiteral("r2"));
    map.key(Qt::Key_Right);
    map.key(Qt::Key_Space);
    ASSERT_EQ(cells.count(), 2);
    EXPECT_EQ(cells.last().at(1).toInt(), 2);
    map.key(Qt::Key_Enter, Qt::KeypadModifier);
    EXPECT_EQ(cells.count(), 3) << "the keypad's Enter too";
    map.key(Qt::Key_Return, Qt::ShiftModifier);
    EXPECT_EQ(cells.count(), 3) << "Shift+Enter answers nothing";
    EXPECT_EQ(chosen.last().at(0).toString(), QStringLiteral("c2"))
        << "Shift+Enter: the word looked at";
}

TEST(KeyboardHeatmap, ZoomKeysZoomAroundTheCursorAndKeepItInView) {
    Map map(60, 60, {300, 300});
    HeatmapView* v = map.view;
    map.key(Qt::Key_End, Qt::ControlModifier);
    ASSERT_EQ(v->cursorCell(), QPoint(59, 59));
    for (int i = 0; i < 8; ++i) map.key(Qt::Key_Plus);
    EXPECT_GT(v->zoom(), 2.0);
    const auto inView = [&] {
        const QPoint c = v->cursorCell();
        const CellRange vis = v->visibleCells();
        const QRect cell = v->cellRect(c.y(), c.x());
        return c.y() >= vis.r0 && c.y() < vis.r1 && c.x() >= vis.c0 && c.x() < vis.c1 &&
               !cell.isEmpty() && v->plotRect().contains(cell);
    };
    EXPECT_TRUE(inView()) << "+ zoomed around the cursor in the corner";
    const CellRange corner = v->visibleCells();
    EXPECT_EQ(corner.r1, 60);
    EXPECT_EQ(corner.c1, 60);
    // The cursor walks out of the view: the view follows it.
    for (int i = 0; i < 40; ++i) map.key(Qt::Key_Left);
    EXPECT_EQ(v->cursorCell(), QPoint(19, 59));
    EXPECT_TRUE(inView());
    map.key(Qt::Key_Equal);  // = is + without Shift
    EXPECT_TRUE(inView());
    const double zoomed = v->zoom();
    map.key(Qt::Key_Minus);
    EXPECT_LT(v->zoom(), zoomed);
    EXPECT_TRUE(inView());
    map.key(Qt::Key_0);
    EXPECT_DOUBLE_EQ(v->zoom(), 1.0);
    EXPECT_EQ(v->cursorCell(), QPoint(19, 59));
}

TEST(KeyboardHeatmap, TheReadoutIsTheHoverTextOfTheCursorCell) {
    Map map(4, 5);
    HeatmapView* v = map.view;
    map.model.setToolTipProvider(
        [](int r, int c) { return QStringLiteral("<p>worked %1·%2</p>").arg(r).arg(c); });
    map.key(Qt::Key_Down);
    map.key(Qt::Key_Right);
    map.key(Qt::Key_Right);
    const QString readout = v->cursorReadout();
    EXPECT_EQ(readout, v->hoverText(1, 2));
    EXPECT_TRUE(readout.contains(QStringLiteral("r1 (1) → c2 (2): 0.210")))
        << readout.toStdString();
    EXPECT_TRUE(readout.contains(QStringLiteral("worked 1·2")))
        << "the worked arithmetic follows the cursor";
    EXPECT_EQ(QToolTip::text(), readout) << "shown at the cell as the keys move";
    map.key(Qt::Key_Down);
    EXPECT_EQ(QToolTip::text(), v->hoverText(2, 2)) << "and it follows the cursor";
    // What a hover over the first cell shows.
    const QPoint at = v->cellRect(1, 2).center();
    QHelpEvent hover(QEvent::ToolTip, at, v->mapToGlobal(at));
    QApplication::sendEvent(v, &hover);
    EXPECT_EQ(QToolTip::text(), readout);
}

TEST(KeyboardHeatmap, AConcealedValueStaysHiddenInTheReadout) {
    Map map(4, 5);
    HeatmapView* v = map.view;
    map.model.setToolTipProvider(
        [](int r, int c) { return QStringLiteral("<p>worked %1·%2</p>").arg(r).arg(c); });
    v->setConcealed(true, false);
    QSignalSpy cells(v, &HeatmapView::cellClicked);
    map.key(Qt::Key_Down);
    map.key(Qt::Key_Right);
    const QString readout = v->cursorReadout();
    EXPECT_FALSE(readout.contains(QStringLiteral("0.210"))) << readout.toStdString();
    EXPECT_FALSE(readout.contains(QStringLiteral("worked"))) << readout.toStdString();
    EXPECT_TRUE(readout.contains(QStringLiteral("r1 (1) → c1 (1)"))) << readout.toStdString();
    EXPECT_TRUE(readout.contains(QStringLiteral("hidden until the question is answered")))
        << readout.toStdString();
    EXPECT_FALSE(QToolTip::text().contains(QStringLiteral("0.210")));
    v->setConcealed(false, true);  // a grey map hides its values too
    EXPECT_FALSE(v->cursorReadout().contains(QStringLiteral("0.210")));
    map.key(Qt::Key_Return);  // the cell is still an answer
    EXPECT_EQ(cells.count(), 1);
    v->setConcealed(false, false);
    EXPECT_TRUE(v->cursorReadout().contains(QStringLiteral("0.210")))
        << v->cursorReadout().toStdString();
}

// The pixels [from, to) px inside the cursor cell's left edge, at its middle height.
std::vector<QRgb> edge_pixels(HeatmapView* v, const QImage& img, int from, int to) {
    const QPoint c = v->cursorCell();
    const QRect cell = v->cellRect(c.y(), c.x());
    std::vector<QRgb> out;
    for (int x = cell.left() + from; x < cell.left() + to; ++x)
        out.push_back(img.pixel(x, cell.center().y()));
    return out;
}

bool has(const std::vector<QRgb>& px, bool dark) {
    return std::any_of(px.begin(), px.end(), [&](QRgb p) {
        return dark ? qRed(p) < 0x30 && qGreen(p) < 0x30 && qBlue(p) < 0x30
                    : qRed(p) > 0xf0 && qGreen(p) > 0xf0 && qBlue(p) > 0xf0;
    });
}

TEST(KeyboardHeatmap, TheCursorAndAFocusFrameAreDrawnWithTheFocus) {
    Map map(4, 5);
    HeatmapView* v = map.view;
    map.model.setMatrix(attn::Matrix::Constant(4, 5, 0.5f), words(4, "r"),
                        words(5, "c"));  // one mid colour
    map.key(Qt::Key_Down);
    ASSERT_TRUE(v->hasFocus());
    const QImage focused = v->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const auto px = edge_pixels(v, focused, 0, 6);
    EXPECT_TRUE(has(px, true)) << "a dark stroke (seen on light cells)";
    EXPECT_TRUE(has(px, false)) << "and a light one (seen on dark cells)";
    const QRgb highlight = v->palette().color(QPalette::Highlight).rgb();
    EXPECT_EQ(focused.pixel(0, v->height() / 2), highlight) << "the focus frame";
    // Without the focus: neither the cursor nor the frame.
    auto* other = new QWidget(&map.window);
    other->setFocusPolicy(Qt::StrongFocus);
    other->setGeometry(0, 330, 10, 10);
    other->show();
    other->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    ASSERT_FALSE(v->hasFocus());
    const QImage plain = v->grab().toImage().convertToFormat(QImage::Format_RGB32);
    const auto bare = edge_pixels(v, plain, 2, 5);  // inside the grid line
    EXPECT_FALSE(has(bare, true));
    EXPECT_FALSE(has(bare, false));
    EXPECT_NE(plain.pixel(0, v->height() / 2), highlight);
    EXPECT_EQ(v->cursorCell(), QPoint(0, 1)) << "the cursor waits for the focus to come back";
}

}  // namespace
}  // namespace attn::ui
