#include "style/label_placer.hpp"

#include <algorithm>

namespace attn::ui {

QRectF LabelPlacer::place(QPointF c, double gap, const QString& text, const QFontMetricsF& fm) {
    const QSizeF sz(fm.horizontalAdvance(text) + 2, fm.height());
    const QRectF spots[] = {
        {QPointF(c.x() + gap, c.y() - sz.height()), sz},                   // right, above
        {QPointF(c.x() + gap, c.y()), sz},                                 // right, below
        {QPointF(c.x() - gap - sz.width(), c.y() - sz.height()), sz},      // left, above
        {QPointF(c.x() - gap - sz.width(), c.y()), sz},                    // left, below
        {QPointF(c.x() - sz.width() / 2, c.y() - gap - sz.height()), sz},  // above
        {QPointF(c.x() - sz.width() / 2, c.y() + gap), sz},                // below
    };
    QRectF chosen = spots[0];
    for (const QRectF& spot : spots) {
        const bool free = std::none_of(taken_.begin(), taken_.end(), [&](const QRectF& t) { return t.intersects(spot); });
        if (area_.contains(spot) && free) {
            chosen = spot;
            break;
        }
    }
    taken_.push_back(chosen);
    return chosen;
}

}  // namespace attn::ui
