#include "style/label_placer.hpp"

#include <algorithm>
#include <array>
#include <cmath>

namespace attn::ui {

namespace {

// The six spots around `c`, in order of preference.
std::array<QRectF, 6> spots_around(QPointF c, double gap, QSizeF sz) {
    return {{
        {QPointF(c.x() + gap, c.y() - sz.height()), sz},                   // right, above
        {QPointF(c.x() + gap, c.y()), sz},                                 // right, below
        {QPointF(c.x() - gap - sz.width(), c.y() - sz.height()), sz},      // left, above
        {QPointF(c.x() - gap - sz.width(), c.y()), sz},                    // left, below
        {QPointF(c.x() - sz.width() / 2, c.y() - gap - sz.height()), sz},  // above
        {QPointF(c.x() - sz.width() / 2, c.y() + gap), sz},                // below
    }};
}

}  // namespace

namespace {
constexpr double kCell = 2;         // side of a grid cell (px): labels may come this close to each other
constexpr int kMaxCells = 4096;     // per axis
}  // namespace

LabelPlacer::LabelPlacer(QRectF area) : area_(area) {
    cols_ = std::clamp(int(std::ceil(area.width() / kCell)), 1, kMaxCells);
    rows_ = std::clamp(int(std::ceil(area.height() / kCell)), 1, kMaxCells);
    taken_.assign(size_t(cols_) * size_t(rows_), 0);
}

// The cells a rectangle meets (clamped: outside rectangles reach the edge cells).
LabelPlacer::Cells LabelPlacer::cellsOf(const QRectF& r) const {
    const double sx = area_.width() > 0 ? area_.width() / cols_ : kCell, sy = area_.height() > 0 ? area_.height() / rows_ : kCell;
    // A rectangle's far edge belongs to the next rectangle: a hair short of it.
    constexpr double kEdge = 1e-6;
    const auto cell = [](double v, double origin, double step, int count) {
        return std::clamp(int(std::floor((v - origin) / step)), 0, count - 1);
    };
    return {cell(r.left(), area_.left(), sx, cols_), cell(r.right() - kEdge, area_.left(), sx, cols_),
            cell(r.top(), area_.top(), sy, rows_), cell(r.bottom() - kEdge, area_.top(), sy, rows_)};
}

void LabelPlacer::reserve(const QRectF& r) {
    const QRectF in = r.intersected(area_);  // nothing outside the area is ever tested
    if (in.isEmpty()) return;
    const Cells c = cellsOf(in);
    for (int y = c.y0; y <= c.y1; ++y) std::fill_n(taken_.begin() + long(y) * cols_ + c.x0, c.x1 - c.x0 + 1, 1);
}

bool LabelPlacer::isFree(const QRectF& spot) const {
    const Cells c = cellsOf(spot);
    for (int y = c.y0; y <= c.y1; ++y) {
        const auto row = taken_.begin() + long(y) * cols_;
        if (std::any_of(row + c.x0, row + c.x1 + 1, [](unsigned char t) { return t != 0; })) return false;
    }
    return true;
}

std::optional<QRectF> LabelPlacer::tryPlace(QPointF c, double gap, const QString& text, const QFontMetricsF& fm) {
    return tryPlace(c, gap, QSizeF(fm.horizontalAdvance(text), fm.height()));
}

std::optional<QRectF> LabelPlacer::tryPlace(QPointF c, double gap, QSizeF text) {
    const QSizeF sz(text.width() + 2, text.height());
    for (const QRectF& spot : spots_around(c, gap, sz))
        if (area_.contains(spot) && isFree(spot)) {
            reserve(spot);
            return spot;
        }
    return std::nullopt;
}

QRectF LabelPlacer::place(QPointF c, double gap, const QString& text, const QFontMetricsF& fm) {
    return place(c, gap, QSizeF(fm.horizontalAdvance(text), fm.height()));
}

QRectF LabelPlacer::place(QPointF c, double gap, QSizeF text) {
    if (const auto spot = tryPlace(c, gap, text)) return *spot;
    const QRectF first = spots_around(c, gap, QSizeF(text.width() + 2, text.height()))[0];
    reserve(first);
    return first;
}

}  // namespace attn::ui
