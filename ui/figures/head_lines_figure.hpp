// HeadLinesFigure: the head view (viewdata/head_lines.hpp) as a figure — a
// legend of the heads' colours and the column titles on top, the tokens in
// two columns (left: looking, right: looked at), a straight line for each
// HeadLine whose width and opacity grow with its weight, in its head's
// colour; below, the focus token's row of weights as text. A concealed view
// says why it has no lines instead.
//
// The painting pieces (HeadLinesLayout, paint_head_lines_rows, head_colour)
// are shared with the window's HeadLinesView, which scrolls the same rows and
// paints only the rows in view: one painter for the pane and the export.
#pragma once

#include <QPointF>

#include "figures/figure_body.hpp"
#include "viewdata/head_lines.hpp"

namespace attn::ui {

// Head k's colour (of h heads): the palette's six series colours, then hues
// spread around the wheel. The same in the pane's legend, its lines and every figure.
QColor head_colour(const FigurePalette& pal, int head, int heads_total);

// Where the two columns and their rows are: rows from `top`, row i centred at
// row_y(i); the left column's labels end at left_anchor(), the right column's
// start after right_anchor(); the lines run between the anchors.
struct HeadLinesLayout {
    double font_px = 13;
    double x = 0, top = 0;  // the columns' top-left
    double label_w = 0;     // each column's label width (labels elide to it)
    double gap = 0;         // between the anchors: where the lines run
    double pitch = 20;      // row height
    int label_every = 1;    // one label per this many rows (a long sentence squeezed into a figure)

    double left_anchor() const { return x + label_w; }
    double right_anchor() const { return x + label_w + gap; }
    double width() const { return 2 * label_w + gap; }
    double row_y(int i) const { return top + (i + 0.5) * pitch; }
    double rows_height(int n) const { return n * pitch; }
    // The row under y, or −1 (outside 0 … n−1).
    int row_at(double y, int n) const;
    // The label pad between a label and its anchor.
    double pad() const { return font_px * 0.5; }
};

// The natural layout of `data` at `font_px` (labels as wide as the widest,
// elided past 14 text sizes): rows of 1.6 text sizes.
HeadLinesLayout natural_head_lines_layout(const HeadLinesData& data, double font_px);

// Labels and lines of rows first … last (lines with an end among them),
// clipped by the painter. The focus token's label is marked and the others
// muted; the highlighted word's labels are bold.
// `only`: the indices of data.lines to consider (the window passes those with
// an end in view); nullptr: every line. `band`: the rows' y range in view
// (top, bottom), or none (top > bottom): a line is cut to the band before it
// is stroked, so a line from row 1,000 to row 0 costs what its visible part
// costs. Returns the number of lines drawn.
int paint_head_lines_rows(QPainter& p, const HeadLinesData& data, const HeadLinesLayout& L,
                          const FigurePalette& pal, int first, int last,
                          const std::vector<int>* only = nullptr, QPointF band = {1, 0});
// One line's pen: the head's colour, opacity and width by weight.
QPen head_line_pen(const FigurePalette& pal, const HeadLine& line, int heads_total, double font_px);

class HeadLinesFigure : public FigureBody {
  public:
    HeadLinesFigure(const HeadLinesData& data, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

    // The rows' layout when painted into `area` (for tests: where token i's lines end).
    HeadLinesLayout layout_in(const QRectF& area) const;

  private:
    double header_height(double width) const;  // legend and column titles
    double footer_height(
        double width) const;  // the focus token's row of weights, or the concealment note
    QSizeF size_with(const HeadLinesLayout& L) const;

    const HeadLinesData& data_;
    HeadLinesLayout natural_;
};

}  // namespace attn::ui
