// LabelPlacer: puts short text labels next to point markers without covering
// each other or other markers. Each label goes to the first free spot of six
// around its anchor (right above, right below, left above, left below, above,
// below) that lies inside the plot area; when none is free it takes the first.
// Coordinates are device pixels (QPainter space).
#pragma once

#include <QFontMetricsF>
#include <QRectF>
#include <QString>
#include <vector>

namespace attn::ui {

class LabelPlacer {
public:
    explicit LabelPlacer(QRectF area) : area_(area) {}

    // Marks a marker's bounding box as taken.
    void reserve(const QRectF& r) { taken_.push_back(r); }
    // The rectangle for `text` at `gap` pixels from `anchor`, marked as taken.
    QRectF place(QPointF anchor, double gap, const QString& text, const QFontMetricsF& fm);

private:
    QRectF area_;
    std::vector<QRectF> taken_;
};

}  // namespace attn::ui
