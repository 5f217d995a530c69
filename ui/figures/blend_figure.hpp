// BlendFigure: the seed's "blend in slow motion" table for one word. Top row:
// the word's lookup row (before). One row per ingredient: its weight and its
// row scaled by that weight. Bottom row: the column sums, the word's output
// row (after). Values are coloured on a scale centred on 0, weights on the
// weights map.
// Each scaled cell is the weight *as printed* × the ingredient's value, so a
// student can check every cell by hand (0.317 × 0.9 = 0.285, as the seed
// text does); the after row is the exact output, so a column sum of printed
// cells may differ from it by one in the last digit — the drift the seed
// text points out (0.285 + 0.149 = 0.434 against 0.435).
#pragma once

#include <QFontMetricsF>
#include <functional>

#include "figures/figure_body.hpp"

namespace attn::ui {

class BlendFigure : public FigureBody {
  public:
    BlendFigure(const BlendTable& table, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override { return natural_size(); }
    void paint(QPainter& p, const QRectF& area) const override;

  private:
    struct Layout {
        double label_w, weight_w, cell_w, row_h, header_h, gap;
        QSizeF size;
    };
    Layout layout() const;
    // Where one paint's columns start: o the figure's top-left, then the row labels
    // (L.label_w), the weight column at x_weight (L.weight_w), the value cells at x_cells.
    struct Columns {
        QPointF o;
        double x_weight, x_cells;
        int cols;  // value columns
    };
    // The pieces of paint(); y is a row's top in pixels, each row L.row_h tall.
    void paint_header(QPainter& p, const Layout& L, const Columns& C,
                      const QFontMetricsF& fm) const;
    void paint_row_label(QPainter& p, const Layout& L, const Columns& C, double y,
                         const QString& text, bool bold) const;
    // One row of coloured value cells, value_at(c) for column c, with separators and a frame.
    void paint_value_row(QPainter& p, const Layout& L, const Columns& C, double y,
                         const std::function<double(int)>& value_at) const;
    double paint_ingredients(QPainter& p, const Layout& L, const Columns& C,
                             double y) const;  // returns the y below them
    void paint_sum(QPainter& p, const Layout& L, const Columns& C,
                   double y) const;  // sum line and the after row
    QString before_label() const;
    QString after_label() const;
    QString lookup_label() const;
    bool has_lookup() const { return t_.lookup.size() == t_.before.size() && t_.lookup.size() > 0; }

    const BlendTable& t_;
    ValueScale values_, weights_;
};

}  // namespace attn::ui
