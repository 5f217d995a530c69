#include "widgets/heatmap_zoom.hpp"

#include <algorithm>
#include <cmath>

namespace attn::ui {

void HeatmapZoom::setShape(int rows, int cols) {
    if (rows == rows_ && cols == cols_) return;
    rows_ = std::max(0, rows);
    cols_ = std::max(0, cols);
    updateBase();
    fit();
}

void HeatmapZoom::setPlotSize(QSizeF size) {
    size = size.expandedTo(QSizeF(0, 0));
    if (size == plot_) return;
    // The map point at the centre stays at the centre.
    const QPointF centre(plot_.width() / 2, plot_.height() / 2);
    const QPointF mapPoint = cellWidth() > 0 && cellHeight() > 0
                                 ? QPointF((centre.x() - offset_.x()) / cellWidth(),
                                           (centre.y() - offset_.y()) / cellHeight())
                                 : QPointF();
    plot_ = size;
    updateBase();
    zoom_ = std::clamp(zoom_, 1.0, maxZoom());
    offset_ = QPointF(plot_.width() / 2 - mapPoint.x() * cellWidth(),
                      plot_.height() / 2 - mapPoint.y() * cellHeight());
    clampOffset();
}

void HeatmapZoom::setSquare(bool on) {
    square_ = on;
    updateBase();
    clampOffset();
}

void HeatmapZoom::setMaxCell(double px) {
    max_cell_ = std::max(1.0, px);
    zoom_ = std::clamp(zoom_, 1.0, maxZoom());
    clampOffset();
}

void HeatmapZoom::updateBase() {
    if (rows_ == 0 || cols_ == 0 || plot_.isEmpty()) {
        base_w_ = base_h_ = 0;
        return;
    }
    base_w_ = plot_.width() / cols_;
    base_h_ = plot_.height() / rows_;
    if (square_) base_w_ = base_h_ = std::min(base_w_, base_h_);
}

double HeatmapZoom::maxZoom() const {
    const double side = std::min(base_w_, base_h_);
    return side > 0 ? std::max(1.0, max_cell_ / side) : 1.0;
}

void HeatmapZoom::fit() {
    zoom_ = 1;
    offset_ = {};
    clampOffset();
}

bool HeatmapZoom::zoomAt(QPointF at, double factor) {
    if (!(factor > 0) || cellWidth() <= 0) return false;
    const double z = std::clamp(zoom_ * factor, 1.0, maxZoom());
    if (std::abs(z - zoom_) < 1e-9) return false;
    const QPointF mapPoint((at.x() - offset_.x()) / cellWidth(),
                           (at.y() - offset_.y()) / cellHeight());
    zoom_ = z;
    offset_ = QPointF(at.x() - mapPoint.x() * cellWidth(), at.y() - mapPoint.y() * cellHeight());
    clampOffset();
    return true;
}

bool HeatmapZoom::panBy(QPointF delta) {
    const QPointF before = offset_;
    offset_ += delta;
    clampOffset();
    return offset_ != before;
}

bool HeatmapZoom::reveal(int row, int col) {
    if (row < 0 || col < 0 || row >= rows_ || col >= cols_ || cellWidth() <= 0) return false;
    const QRectF cell = cellRect(row, col);
    // Along one axis: the shift that brings [lo, hi) into [0, room), the start first.
    const auto shift = [](double lo, double hi, double room) {
        if (lo < 0 || hi - lo > room) return -lo;
        return hi > room ? room - hi : 0.0;
    };
    return panBy(QPointF(shift(cell.left(), cell.right(), plot_.width()),
                         shift(cell.top(), cell.bottom(), plot_.height())));
}

void HeatmapZoom::clampOffset() {
    const auto clampAxis = [](double off, double content, double room) {
        return content <= room ? 0.0 : std::clamp(off, room - content, 0.0);
    };
    offset_.setX(clampAxis(offset_.x(), cols_ * cellWidth(), plot_.width()));
    offset_.setY(clampAxis(offset_.y(), rows_ * cellHeight(), plot_.height()));
}

CellRange HeatmapZoom::visible() const {
    if (cellWidth() <= 0 || cellHeight() <= 0) return {};
    const auto first = [](double off, double cell, int count) {
        return std::clamp(int(std::floor(-off / cell)), 0, count);
    };
    const auto last = [](double off, double cell, double room, int count) {
        return std::clamp(int(std::ceil((room - off) / cell)), 0, count);
    };
    return {first(offset_.y(), cellHeight(), rows_),
            last(offset_.y(), cellHeight(), plot_.height(), rows_),
            first(offset_.x(), cellWidth(), cols_),
            last(offset_.x(), cellWidth(), plot_.width(), cols_)};
}

QPoint HeatmapZoom::cellAt(QPointF at) const {
    if (cellWidth() <= 0 || !QRectF(QPointF(), plot_).contains(at)) return {-1, -1};
    const int c = int(std::floor((at.x() - offset_.x()) / cellWidth()));
    const int r = int(std::floor((at.y() - offset_.y()) / cellHeight()));
    if (r < 0 || c < 0 || r >= rows_ || c >= cols_) return {-1, -1};
    return {c, r};
}

QRectF HeatmapZoom::cellRect(int row, int col) const {
    return {offset_.x() + col * cellWidth(), offset_.y() + row * cellHeight(), cellWidth(),
            cellHeight()};
}

QRectF HeatmapZoom::mapRect() const {
    return {offset_, QSizeF(cols_ * cellWidth(), rows_ * cellHeight())};
}

}  // namespace attn::ui
