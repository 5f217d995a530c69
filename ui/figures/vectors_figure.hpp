// VectorsFigure: words on two named axes. Lookup rows are grey dots labelled
// with their word; each sentence's output rows are diamonds in that
// sentence's colour, with an arrow from the word's lookup row, and a legend
// naming the sentences (right of the plot, or below it in a narrow area).
// Labels go where layout_labels puts them, as in the window. Both axes use the same units per
// pixel, so the distances are honest — the seed's figure of "bank" splitting into two.
#pragma once

#include <QFontMetricsF>
#include <QStringList>
#include <vector>

#include "figures/figure_body.hpp"
#include "style/label_placer.hpp"

namespace attn::ui {

class VectorsFigure : public FigureBody {
  public:
    VectorsFigure(const VectorsPlot& plot, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

    // The marker labels paint() draws into `area` (layout_labels: none overlaps
    // another, all inside the plot box; a leader line to those set away from
    // their point). paint() draws exactly these, so tests measure what is painted.
    struct Labels {
        QRectF plot;        // the plot box the labels stay inside
        QStringList texts;  // one per label
        std::vector<QColor> colours;
        LabelLayout layout;  // one placement per text
    };
    Labels labels_in(const QRectF& area) const;

  private:
    // Space around the plot box: tick labels, axis titles, and the legend
    // right of the box or (legend_below) under it.
    QSizeF chrome(bool legend_below) const;
    double legend_rows_height(const QFontMetricsF& fm) const;
    QRectF data_range() const;  // x0, y0, width, height in data units (padded, includes 0)
    // Where the plot lands in a painted area: the data box in pixels and the data-to-pixel map.
    struct Frame {
        QRectF range;  // data units, as data_range()
        QRectF box;    // the plot box, pixels
        QPointF o;     // top-left of the whole figure (box plus chrome), pixels
        double unit;   // pixels per data unit, both axes
        bool legend_below =
            false;      // the legend sits under the plot (a narrow area), not right of it
        QSizeF chrome;  // chrome(legend_below)
        QPointF map(double x, double y) const;  // data point → pixel (y grows upward)
    };
    Frame frame_for(const QRectF& area, const QFontMetricsF& fm) const;
    // The pieces of paint(), in painting order; r is the lookup dots' radius in pixels.
    void paint_axes(QPainter& p, const Frame& f,
                    const QFontMetricsF& fm) const;  // grid, ticks, frame, axis titles
    void paint_markers(QPainter& p, const Frame& f, double r) const;
    std::vector<QRectF> marker_boxes(const Frame& f,
                                     double r) const;  // every marker's bounding box
    Labels labels_for(const Frame& f, const QFontMetricsF& fm, double r) const;
    void paint_marker_labels(QPainter& p, const Labels& labels) const;
    void paint_legend(QPainter& p, const Frame& f, const QFontMetricsF& fm, double r) const;
    QColor lookup_grey() const;
    double marker_radius()
        const;  // the lookup dots' radius in pixels  // the lookup dots' colour in this style

    const VectorsPlot& plot_;
};

// The labels a vectors figure of `spec` painted at `size` (the whole figure,
// frame included, as paint_figure lays it out) draws, in the body's coordinates.
VectorsFigure::Labels vectors_figure_labels(const FigureSpec& spec, const FigureOptions& options,
                                            QSizeF size);

}  // namespace attn::ui
