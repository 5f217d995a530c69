// VectorsFigure: words on two named axes. Lookup rows are grey dots labelled
// with their word; each sentence's output rows are diamonds in that
// sentence's colour, with an arrow from the word's lookup row, and a legend
// naming the sentences. Both axes use the same units per pixel, so the
// distances are honest — the seed's figure of "bank" splitting into two.
#pragma once

#include <QFontMetricsF>
#include <vector>

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
    // Where the plot lands in a painted area: the data box in pixels and the data-to-pixel map.
    struct Frame {
        QRectF range;  // data units, as data_range()
        QRectF box;    // the plot box, pixels
        QPointF o;     // top-left of the whole figure (box plus chrome), pixels
        double unit;   // pixels per data unit, both axes
        QPointF map(double x, double y) const;  // data point → pixel (y grows upward)
    };
    Frame frame_for(const QRectF& area, const QFontMetricsF& fm) const;
    // The pieces of paint(), in painting order; r is the lookup dots' radius in pixels.
    void paint_axes(QPainter& p, const Frame& f, const QFontMetricsF& fm) const;  // grid, ticks, frame, axis titles
    std::vector<QRectF> paint_markers(QPainter& p, const Frame& f, double r) const;  // returns the markers' boxes
    void paint_marker_labels(QPainter& p, const Frame& f, const QFontMetricsF& fm, double r,
                             const std::vector<QRectF>& taken) const;
    void paint_legend(QPainter& p, const Frame& f, const QFontMetricsF& fm, double r) const;
    QColor lookup_grey() const;  // the lookup dots' colour in this style

    const VectorsPlot& plot_;
};

}  // namespace attn::ui
