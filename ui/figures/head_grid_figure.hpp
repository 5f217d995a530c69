// HeadGridFigure: every head's map side by side (⌈√h⌉ columns, or `columns`:
// a layers × heads grid has h), one shared colour scale and one colour bar,
// each panel titled ("head k", "layer l · head k").
#pragma once

#include <vector>

#include "figures/heatmap_figure.hpp"

namespace attn::ui {

class HeadGridFigure : public FigureBody {
  public:
    HeadGridFigure(const std::vector<MatrixPanel>& panels, const FigureOptions& options,
                   int columns = 0);

    QSizeF natural_size() const override;
    QSizeF minimum_size() const override;
    void paint(QPainter& p, const QRectF& area) const override;

  private:
    QSizeF grid_size(QSizeF cell) const;  // panels in cells of `cell`, plus the colour bar

    std::vector<HeatmapFigure> panels_;
    ValueScale scale_;
    int columns_ = 1;
    double gap_ = 0;
};

}  // namespace attn::ui
