// HeatmapView: draws a MatrixItemModel as a heatmap that fits the space it has —
// rows are the word looking, columns the word looked at. Cells grow to fill a
// large pane and shrink in a small one; once they are too small for numbers
// the map is an overview: the whole matrix as an image (block maxima, see
// heatmap_raster.hpp), labels thinned to what fits, a colour bar; weights
// are then coloured from 0 to the map's largest weight (a 2,048-word sentence's
// weights are all far below 1), as the colour bar shows.
//
// Wheel (Ctrl+wheel in a pane, whose wheel scrolls it) and +/− zoom around the
// pointer, a drag pans, a double-click fits the
// whole map again; numbers appear by themselves when cells are large enough,
// each in the fullest true form that fits its cell (cell_text_forms) or not at
// all. Hovering a cell names its word pair, position pair and value at any
// zoom, then the model's tooltip (the worked arithmetic). Clicking a cell or a
// label emits the row's word once no second click follows (a double-click only
// fits). +/−/0 act on the map under the pointer.
//
// Keys: the map takes the focus by Tab, F6 or a click and has a cell cursor
// (see cursorCell); while the keys lead, +/−/= zoom around the cursor's cell.
#pragma once

#include <QFontMetricsF>
#include <QImage>
#include <QPointer>
#include <QTimer>
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "style/heatmap_raster.hpp"
#include "widgets/heatmap_zoom.hpp"

namespace attn::ui {

class MatrixItemModel;

class HeatmapView : public QWidget {
    Q_OBJECT
  public:
    explicit HeatmapView(QWidget* parent = nullptr);
    void setMatrixModel(MatrixItemModel* model);
    MatrixItemModel* matrixModel() const { return model_; }
    // The row labels' widest room, in average characters (default 14: words;
    // the Blend pane's "before (value row)" needs more).
    void setLabelChars(int chars);
    // A map beside others of the same sentence (heads in a row): without its
    // own row labels (the first map of the row has them; zoomed in, it draws
    // its own, as its rows are not those the first labels) and, on the 0…1
    // weights scale, without its own colour bar (the row's last map has it).
    // A map whose scale differs keeps its bar.
    void setSharedLabels(bool rowLabels, bool colourBar);
    // A colour bar even where every cell prints its number (off by default: the numbers say
    // it all). For maps shown in pairs whose cells may or may not hold numbers (Rollout).
    void setColourBarAlways(bool on);
    // Square cells (default, for n × n maps) or cells that fill both ways.
    void setSquareCells(bool on);
    // Off for a table whose numbers are the point (the Blend pane): the view
    // never shrinks below number-sized cells, its pane scrolls instead, and it
    // becomes an overview only past the size-hint cap (thousands of rows).
    void setShrinkToOverview(bool on);

    // What a predict step hides until it is answered (and a step may hide
    // numbers for itself): numbers (cell text, and the value in hover text),
    // or cells (their colours too: a grey plot). Labels stay.
    void setConcealed(bool numbers, bool cells);
    bool numbersConcealed() const { return hideNumbers_ || hideCells_; }
    bool cellsConcealed() const { return hideCells_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // The least size as it would be with its own row labels or none, and with the colour bar or
    // none (setSharedLabels): a pane laying maps out in rows sums its row's maps by this.
    QSize minimumSizeAs(bool rowLabels, bool colourBar) const;

    // Zoom: factor about a widget point, fit the whole map, the zoom now (1 = whole map).
    bool zoomAt(QPointF at, double factor);
    void fitToView();
    double zoom() const { return zoom_.zoom(); }
    double maxZoom() const { return zoom_.maxZoom(); }
    // Cell geometry in widget coordinates; cellAt gives (column, row) or (-1, -1).
    QPoint cellAt(QPoint pos) const;
    QRect cellRect(int row, int col) const;
    QRect plotRect() const { return plot_; }
    CellRange visibleCells() const { return zoom_.visible(); }
    // The map is drawn as an image with no numbers (cells too small for them).
    bool isOverview() const;
    // The text drawn in cell (row, col) at the current size: a true form of
    // its value that fits the cell, or empty (overview, masked, NaN, too narrow,
    // or cut by the plot's edge).
    QString cellText(int row, int col) const;
    // The row labels the view draws now, top to bottom, and their boxes (for tests).
    QStringList rowLabelsShown() const;
    std::vector<QRectF> rowLabelBoxes() const;
    // The column labels the view draws now, left to right, and the boxes their
    // text takes in widget coordinates (an upright label's box is tall and
    // narrow) — the layout paintColumnLabels draws from. Labels are all drawn,
    // flat, else upright, else in a smaller font (down to a readable least),
    // before any is left out; the highlighted word's label is never left out.
    QStringList columnLabelsShown() const;
    // The colour bar's tick labels drawn now, top to bottom (empty without a bar); a low bar
    // drops its middle tick, then its low one, so no two overlap.
    QStringList barTicksShown() const;
    // Their tick indices (0: the top) and centre heights in widget coordinates.
    std::vector<std::pair<int, double>> barTickPlaces() const;
    std::vector<QRectF> columnLabelBoxes() const;
    bool columnLabelsUpright() const { return uprightCols_; }
    // Maps shown side by side (a row of heads): their column labels all turn
    // upright when any of them needs it, so one row reads one way. The views
    // share one list (each in it); a view left alone decides for itself. The maps of one size
    // in the list also draw one plot size, the least room any of them has.
    static void shareColumnLabelTurn(const std::vector<HeatmapView*>& views);
    // On, the view's minimum keeps cells wide enough for their numbers (maps of
    // up to kReadableCells words; its pane scrolls or reflows instead), so
    // growing text does not shrink the cells under their numbers.
    void setKeepNumbersReadable(bool on);
    static constexpr int kReadableCells = 12;
    // Maps of up to this many tokens label every one (turned, shrunk to a 7 px floor, then
    // shortened with "…", never thinned); their least plot gives each row and column
    // kLabelledCellPx, so that no two labels at the floor meet.
    static constexpr int kEveryLabel = 24;
    static constexpr double kLabelledCellPx = 8.5;
    // The top of the colour scale (weights_scale_top for weights, |max| for scores),
    // the same at every zoom; the colour bar shows it whenever it is not 1.
    double colourScaleTop() const { return model_ ? scaleHigh() : 1.0; }
    bool hasColourBar() const { return bar_; }
    // The note drawn over an overview whose blocks all show one colour (a
    // repeating pattern finer than a pixel); empty when the overview varies.
    QString overviewNote() const {
        return rasterUniform_ && isOverview() ? uniformNote() : QString();
    }
    // "river (2) → bank (3): 0.317": the word pair, positions from 1, the value
    // (while numbers are concealed: that the value is hidden until the question is answered).
    QString cellSummary(int row, int col) const;
    // The rich text hovering cell (row, col) shows: cellSummary, then the
    // model's worked arithmetic unless numbers are concealed; empty outside the map.
    QString hoverText(int row, int col) const;

    // The keyboard's cell cursor. Arrows move it one cell, Home/End to its
    // row's first/last cell, Ctrl+Home/End to the map's corners, Page Up/Down
    // by the rows the plot shows; the map pans to keep the cell in view.
    // Enter, Return or Space click the cell as the mouse does (cellClicked, then
    // wordClicked with the row's word); Shift+Enter chooses the column's word.
    // While the map has the focus the cursor is outlined and its readout (the
    // hover text) shown at the cell. Focus by Tab or F6 places it on the first
    // cell in view; a click moves it to the clicked cell.
    // cursorCell() is (column, row) like cellAt, (-1, -1) when there is none.
    QPoint cursorCell() const { return {curCol_, curRow_}; }
    // Clamped to the map ((-1, -1) clears it); the keys then lead: +/−/= zoom
    // around the cursor's cell instead of the pointer until the mouse presses.
    void setCursorCell(int row, int col);
    QString cursorReadout() const { return curRow_ >= 0 ? hoverText(curRow_, curCol_) : QString(); }

  signals:
    // A row or column label (a word) or a cell (its row's word) was clicked.
    void wordClicked(const QString& word);
    // A cell was clicked (a predict step's "click the cell you think is largest").
    void cellClicked(int row, int col);
    // The cell cursor moved (keys, a click, setCursorCell, a new shape); (-1, -1): none.
    void cursorMoved(int row, int col);

  protected:
    // The cursor cell's rectangle (Qt::ImCursorRectangle) while it has one: the
    // menu key opens the context menu there, on the cell the keys chose.
    QVariant inputMethodQuery(Qt::InputMethodQuery query) const override;
    void paintEvent(QPaintEvent* e) override;
    void resizeEvent(QResizeEvent* e) override;
    void changeEvent(QEvent* e) override;
    void wheelEvent(QWheelEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void enterEvent(QEnterEvent* e) override;
    void focusInEvent(QFocusEvent* e) override;
    void focusOutEvent(QFocusEvent* e) override;
    void leaveEvent(QEvent* e) override;
    bool event(QEvent* e) override;  // tooltips

  private:
    struct CellFonts {  // measured once per paint, not per cell
        explicit CellFonts(const QFont& f);
        QFontMetricsF normal, bold;
    };
    QString cellText(int row, int col, const CellFonts& fonts) const;
    int mapDecimals()
        const;        // the map's one number form (fixed decimals), or -1: each cell its own
    struct FormKey {  // what mapDecimals depends on
        int r0, r1, c0, c1;
        double cellWidth;
        quint64 values;
        bool operator==(const FormKey&) const = default;
    };
    mutable std::optional<FormKey> formKey_;
    mutable int formDecimals_ = -1;
    quint64 valuesSerial_ = 0;  // counts value changes
    void onShapeOrLabels();
    void onValues();
    void relayout();
    bool fitPlotToPeers();
    bool inPane() const;
    QSizeF numberCell() const;  // a cell that holds "-0.000" with its margins
    double barWidth() const;
    QString labelAt(QPoint pos) const;  // the word of the label under pos, or empty
    // The cell cursor (heatmap_view_keys.cpp).
    bool cursorKey(QKeyEvent* e);  // false: not a cursor key
    void moveCursor(int row, int col,
                    bool byKeys);  // clamped, emits; by keys: reveals the cell, shows the readout
    void showReadout();
    // Enter, Return or Space on the cursor's cell (Shift: its column's word).
    void activateCursor(bool shift);
    void clampCursor();  // after a new shape
    void paintCursor(QPainter& p);
    void paintFocusFrame(QPainter& p);
    // Painting (heatmap_view_paint.cpp).
    void paintCells(class QPainter& p);
    void paintMaskAndGrid(QPainter& p, const CellRange& vis);
    void paintNumbers(QPainter& p, const CellRange& vis);
    void paintHighlight(QPainter& p, const CellRange& vis);
    void paintRowLabels(QPainter& p, const CellRange& vis);
    std::vector<std::pair<int, QRectF>> rowLabelPlaces() const;
    struct ColumnLabel {
        int col;
        QRectF box;     // the text's box in widget coordinates
        QRectF drawAt;  // flat: the box drawn into; upright: x is the label's centre line
        double room;    // the length the text may take (elided past it)
    };
    std::vector<ColumnLabel> columnLabelPlaces() const;
    struct ColumnLayout;  // how one paint lays out its column labels (heatmap_view_paint.cpp)
    // Column c's label laid out by `k` (none outside the plot); tight: within its own cell.
    std::optional<ColumnLabel> placeColumnLabel(const ColumnLayout& k, int c, bool tight) const;
    QFont columnLabelFont() const;
    std::vector<int> labelPicks(Qt::Orientation o, int step, int from, int to) const;
    // Whether label i is drawn however crowded: the highlighted word's, and the cursor's row
    // and column while the map has the focus.
    bool alwaysLabelled(Qt::Orientation o, int i) const;
    void paintColumnLabels(QPainter& p, const CellRange& vis);
    void paintColourBar(QPainter& p);
    QString barTick(int k) const;
    static constexpr int kBarTicks = 3;  // the colour bar's labels: high, middle, low
    QRectF barStrip() const;             // the bar's colour strip, in widget coordinates
    void paintUniformNote(QPainter& p, const QRectF& over);
    QString uniformNote() const;
    void drawLabel(QPainter& p, const QRectF& box, int align, const QString& text, double room,
                   const QFont& font);
    QFont labelFont(double cell, int count) const;  // count: the labels of that axis
    const ColorLut& lut();
    double scaleHigh()
        const;  // the colour scale's top: weights_scale_top for weights, |max| for scores

    MatrixItemModel* model_ = nullptr;
    HeatmapZoom zoom_;
    int labelChars_ = 14;
    bool rowLabels_ = true, ownBar_ = true, barAlways_ = false;
    // Whether the layout gave the rows a label gutter (drawsRowLabels when it was laid out).
    bool labelledRows_ = true;
    // Its own row labels, or the view's zoomed in (setSharedLabels' first map labels the whole).
    bool drawsRowLabels() const;
    // Room a flat column label takes: the widest label plus a cell margin. Labels
    // wider than a cell at fit turn upright; narrower ones are all drawn.
    double flatLabelWidth() const;
    bool square_ = true;
    bool shrink_ = true;
    bool keepNumbers_ = false;
    bool ownUpright_ = false;  // this map's own turn (relayout), before its peers have their say
    std::vector<QPointer<HeatmapView>>
        turnPeers_;  // shareColumnLabelTurn: the row of maps, this one included
    bool hideNumbers_ = false, hideCells_ = false;
    // Layout (relayout): label gutter, column band, plot, colour bar.
    QRect plot_;
    QSize naturalPlot_;  // the plot's room before fitPlotToPeers
    int gutterW_ = 0, bandH_ = 0;
    bool uprightCols_ = false, bar_ = false;
    double rowLabelW_ = 0, colLabelW_ = 0;  // widest label, uncapped
    // The overview image of the visible cells, rebuilt when values or view change.
    QImage raster_;
    CellRange rasterRange_;
    QSize rasterSize_;
    bool rasterDirty_ = true, lutDirty_ = true;
    bool rasterUniform_ = false;  // the raster shows blocks of many cells, all in one colour
    double barTop_ = 1;  // the colour scale's top at the last layout (a new top re-lays out: the
                         // bar may come or go)
    ColorLut lut_;
    // A press becomes a pan once it moves this far; otherwise a click.
    QPoint pressAt_, lastDrag_;
    bool pressed_ = false, panning_ = false;
    // A click's word waits a double-click interval (a double-click fits and chooses nothing).
    QTimer clickTimer_;
    QString pendingWord_;
    int curRow_ = -1, curCol_ = -1;
    bool keysLead_ = false;     // the cursor, not the pointer, says where +/− zoom
    QPoint hoverCell_{-1, -1};  // (column, row) under the mouse pointer: its labels are drawn
    static constexpr int kFocusFrame =
        2;  // the focus frame's width: kept free round labels, plot and bar (relayout)
};

}  // namespace attn::ui
