// HeatmapZoom: where the cells of a rows × cols map lie in a plot rectangle
// when the user zooms and pans — pure geometry, no painting, no Qt widgets.
//
// Coordinates are the plot's own (0, 0 at its top-left corner), in pixels.
// "Fit" shows the whole map: each cell is plot width / cols by plot height /
// rows (square cells with the smaller of the two when `square`). Zoom z ≥ 1
// multiplies both sides; it stops at 1 (the whole map) and where a cell reaches
// the largest side allowed. Panning keeps the map covering the plot on every
// axis where it is larger than the plot.
#pragma once

#include <QPoint>
#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include "style/heatmap_raster.hpp"

namespace attn::ui {

class HeatmapZoom {
  public:
    // A new shape fits the map again; the same shape keeps zoom and pan.
    void setShape(int rows, int cols);
    // A new plot size keeps the zoom and the cell at the plot's centre.
    void setPlotSize(QSizeF size);
    void setSquare(bool on);
    // The largest side a cell may reach by zooming (pixels).
    void setMaxCell(double px);

    void fit();
    // Zooms by `factor` keeping the point `at` fixed; false when the limits
    // leave nothing to change (already whole, or cells already largest).
    bool zoomAt(QPointF at, double factor);
    bool panBy(QPointF delta);  // false when nothing moved
    // Pans the least that brings cell (row, col) wholly into the plot (its
    // top-left corner when the cell is larger than the plot); false when it
    // already was, or nothing could move.
    bool reveal(int row, int col);

    double zoom() const { return zoom_; }
    double maxZoom() const;
    bool fitted() const { return zoom_ <= 1.0; }
    double cellWidth() const { return base_w_ * zoom_; }
    double cellHeight() const { return base_h_ * zoom_; }
    // Cells that meet the plot (clamped to the map).
    CellRange visible() const;
    // The cell under a plot point as (column, row), or (-1, -1).
    QPoint cellAt(QPointF at) const;
    QRectF cellRect(int row, int col) const;
    QRectF mapRect() const;  // the whole map (may reach outside the plot)

  private:
    void updateBase();
    void clampOffset();
    int rows_ = 0, cols_ = 0;
    QSizeF plot_;
    bool square_ = true;
    double max_cell_ = 160;
    double base_w_ = 0, base_h_ = 0;  // a cell's sides at fit
    double zoom_ = 1;
    QPointF offset_;  // where cell (0, 0)'s corner lies: ≤ 0 once zoomed
};

}  // namespace attn::ui
