// VectorsFigure: words on two named axes. Lookup rows are grey dots labelled
// with their word; each sentence's output rows are diamonds in that
// sentence's colour, with an arrow from the word's lookup row, and a legend
// naming the sentences. Both axes use the same units per pixel, so the
// distances are honest — the seed's figure of "bank" splitting into two.
#pragma once

#include "figures/figure_body.hpp"

namespace attn::ui {

class VectorsFigure : public FigureBody {
public:
    VectorsFigure(const VectorsPlot& plot, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

private:
    QSizeF chrome() const;   // space around the plot box: tick labels, axis titles, legend
    QRectF data_range() const;  // x0, y0, width, height in data units (padded, includes 0)

    const VectorsPlot& plot_;
};

// "Nice" tick values (1, 2, 5 × 10^k) covering [lo, hi], about `count` of them.
std::vector<double> nice_ticks(double lo, double hi, int count);

}  // namespace attn::ui
