// LossFigure: training and validation loss against the step, with nice ticks,
// a light grid and a legend naming each curve's last value. Validation
// points that are NaN are skipped. An earlier run kept to compare with
// (LossCurve::earlier) is drawn grey and dash-dotted, named on a legend line of its own.
#pragma once

#include <QFontMetricsF>

#include "figures/figure_body.hpp"

namespace attn::ui {

class LossFigure : public FigureBody {
  public:
    LossFigure(const LossCurve& curve, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

  private:
    struct Plot;  // the data bounds, ticks and plot box of one paint
    Plot plot_for(const QRectF& area, const QFontMetricsF& fm) const;
    // The pieces of paint(), in painting order.
    void paint_axes(QPainter& p, const Plot& pl, const QRectF& area,
                    const QFontMetricsF& fm) const;        // grid, ticks, frame, titles
    void paint_curves(QPainter& p, const Plot& pl) const;  // train solid, validation dashed
    void paint_legend(QPainter& p, const Plot& pl, const QRectF& area,
                      const QFontMetricsF& fm) const;
    bool has_earlier() const;       // an earlier run with a validation point to draw
    QColor earlier_colour() const;  // its grey

    const LossCurve& curve_;
};

}  // namespace attn::ui
