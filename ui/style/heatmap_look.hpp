// One heatmap look: the colours of masked, hatched and highlighted cells for
// every heatmap painter — the window's map (HeatmapView), the figures
// (HeatmapFigure), the training grid (HeadGrid) and the item model
// (MatrixItemModel's background) — per figure style; the window paints the Light
// style. A masked cell has one colour in a map's cells and in its overview
// raster alike (FigurePalette::masked is this colour too).
#pragma once

#include <QBrush>
#include <QColor>

#include "style/figure_style.hpp"

namespace attn::ui {

struct HeatmapLook {
    QColor masked;      // a masked cell (weight 0 under the causal mask), cells and overview alike
    QColor hatch_ink;   // the diagonal hatch over masked cells large enough to show it
    QColor marker;      // behind a highlighted word's label
    QColor marked_ink;  // a highlighted label's text
    QBrush hatch() const { return QBrush(hatch_ink, Qt::BDiagPattern); }
};

HeatmapLook heatmap_look(FigureStyle style = FigureStyle::Light);

}  // namespace attn::ui
