#include "figures/head_grid_figure.hpp"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace attn::ui {
namespace {

// One scale over every head: weights 0…1, scores over all heads' range.
ValueScale shared_scale(const std::vector<MatrixPanel>& panels, const FigureOptions& o) {
    double lo = 0, hi = 0;
    for (const auto& m : panels) {
        lo = std::min(lo, -m.limit);
        hi = std::max(hi, m.limit);
        for (Eigen::Index i = 0; i < m.values.size(); ++i) {
            const double v = m.values.data()[i];
            if (!std::isfinite(v)) continue;
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    }
    return ValueScale(!panels.empty() && panels.front().probabilities, lo, hi, o.color_map);
}

}  // namespace

HeadGridFigure::HeadGridFigure(const std::vector<MatrixPanel>& panels, const FigureOptions& options,
                               int columns)
    : FigureBody(options), scale_(shared_scale(panels, options)) {
    for (const auto& m : panels) panels_.emplace_back(m, options, scale_, false);
    columns_ =
        columns > 0 ? columns : std::max(1, int(std::ceil(std::sqrt(double(panels.size())))));
    gap_ = std::round(options.font_px * 1.2);
}

QSizeF HeadGridFigure::grid_size(QSizeF cell) const {
    const int rows = (int(panels_.size()) + columns_ - 1) / columns_;
    const int cols = std::min(columns_, int(panels_.size()));
    return {cols * cell.width() + (cols - 1) * gap_ + HeatmapFigure::colour_bar_width(opts_),
            rows * cell.height() + (rows - 1) * gap_};
}

static QSizeF max_size(const std::vector<HeatmapFigure>& panels, bool natural) {
    QSizeF s(0, 0);
    for (const auto& p : panels) s = s.expandedTo(natural ? p.natural_size() : p.minimum_size());
    return s;
}

QSizeF HeadGridFigure::natural_size() const { return grid_size(max_size(panels_, true)); }
QSizeF HeadGridFigure::minimum_size() const { return grid_size(max_size(panels_, false)); }

void HeadGridFigure::paint(QPainter& p, const QRectF& area) const {
    if (panels_.empty()) return;
    const int rows = (int(panels_.size()) + columns_ - 1) / columns_;
    const int cols = std::min(columns_, int(panels_.size()));
    const QSizeF natural = max_size(panels_, true);
    const double bar = HeatmapFigure::colour_bar_width(opts_);
    // Each panel gets an equal share of the area, never more than its natural size unless the
    // figure was given its size (FigureOptions::fill: the maps grow to fill it).
    QSizeF cell((area.width() - bar - (cols - 1) * gap_) / cols,
                (area.height() - (rows - 1) * gap_) / rows);
    if (!opts_.fill) cell = cell.boundedTo(natural);
    const QSizeF total = grid_size(cell);
    const QPointF o(std::round(area.x() + (area.width() - total.width()) / 2),
                    std::round(area.y() + (area.height() - total.height()) / 2));
    for (size_t i = 0; i < panels_.size(); ++i) {
        const int r = int(i) / columns_, c = int(i) % columns_;
        panels_[i].paint(
            p, QRectF(o.x() + c * (cell.width() + gap_), o.y() + r * (cell.height() + gap_),
                      cell.width(), cell.height()));
    }
    const double top = o.y() + opts_.font_px * 2;
    HeatmapFigure::paint_colour_bar(
        p, QPointF(o.x() + total.width() - bar, top),
        std::max(opts_.font_px * 4, total.height() - (top - o.y()) - opts_.font_px), scale_, opts_,
        pal_);
}

}  // namespace attn::ui
