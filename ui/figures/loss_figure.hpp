// LossFigure: training and validation loss against the step, with nice ticks,
// a light grid and a legend naming each curve's last value. Validation
// points that are NaN are skipped.
#pragma once

#include "figures/figure_body.hpp"

namespace attn::ui {

class LossFigure : public FigureBody {
public:
    LossFigure(const LossCurve& curve, const FigureOptions& options);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

private:
    const LossCurve& curve_;
};

}  // namespace attn::ui
