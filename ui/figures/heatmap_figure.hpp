// HeatmapFigure: one labelled matrix (scores at any stage, weights, an input
// matrix X, the embedding table) as coloured cells with the value written in
// each cell, row labels on the left (the word looking), column labels on top
// (the word looked at; turned upright when wider than a cell), axis titles
// and a colour bar. The highlighted word (MatrixPanel::highlight) has its row and
// column outlined and its labels bold on a marker. Long sentences: cells shrink
// to a minimum, labels elide, numbers are dropped once they no longer fit in a
// cell. A causal panel's cells above the diagonal are hatched and carry no number.
// Past 128 rows or columns the panel is an overview: the whole matrix as one
// image of block maxima (so a strong weight stays visible), labels thinned.
#pragma once

#include "figures/figure_body.hpp"

namespace attn::ui {

class HeatmapFigure : public FigureBody {
  public:
    // `scale`: colour scale to share with other panels; default: this panel's own.
    HeatmapFigure(const MatrixPanel& panel, const FigureOptions& options,
                  std::optional<ValueScale> scale = {}, bool colour_bar = true);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

    // Where cell (r, c) lands when the panel is painted into `area`.
    QRectF cell_rect(const QRectF& area, int r, int c) const;
    const ValueScale& scale() const { return scale_; }

    // The highlighted word: its labels' marker colour, and the outline's width
    // (text colour, on a halo 2 px wider in the background colour).
    static QColor highlight_marker(FigureStyle style);
    static double highlight_outline_width(const FigureOptions& options);
    // The scale a panel gets on its own (range of its finite values).
    static ValueScale scale_for(const MatrixPanel& panel, const FigureOptions& options);
    // Vertical colour bar with three tick labels, `bar` tall at (x, y); returns its width.
    static double colour_bar_width(const FigureOptions& options);
    static double tick_px(const FigureOptions& options);  // the colour bar's tick labels' size
    static void paint_colour_bar(QPainter& p, QPointF at, double height, const ValueScale& scale,
                                 const FigureOptions& options, const FigurePalette& pal);

  private:
    struct Layout;
    Layout layout_for(
        double factor) const;  // factor in (0, 1]: cell size relative to the preferred one
    // layout_for's steps, in order.
    void lay_out_cells(Layout& L, double factor) const;
    void lay_out_labels(Layout& L) const;
    void lay_out_titles(Layout& L) const;  // titles, colour bar, the whole size
    double fit_factor(const QSizeF& area) const;
    static QPointF origin(const QRectF& area, const Layout& L);  // top-left of the centred layout
    void paint_masked_cell(QPainter& p, const QRectF& cell) const;
    // The pieces of paint(), in painting order. `o` is the layout's top-left (origin());
    // `grid` the cell grid: rows × cols cells of L.cell_w × L.cell_h, top-left at grid.topLeft().
    void paint_titles(QPainter& p, const Layout& L, QPointF o, const QRectF& grid) const;
    void paint_labels(QPainter& p, const Layout& L, const QRectF& grid) const;
    void paint_cells(QPainter& p, const Layout& L,
                     const QRectF& grid) const;  // fills, hatching, numbers
    void paint_separators(QPainter& p, const Layout& L,
                          const QRectF& grid) const;  // lines between cells, frame
    void paint_highlight_outlines(QPainter& p, const Layout& L, const QRectF& grid) const;
    // Whether labels[i] is the highlighted word (false when nothing is highlighted).
    bool marked(const QStringList& labels, int i) const;
    void paint_overview(QPainter& p, const QRectF& grid)
        const;  // more than 128 rows or columns  // a causal panel's cell above the diagonal

    const MatrixPanel& panel_;
    ValueScale scale_;
    bool colour_bar_;
};

}  // namespace attn::ui
