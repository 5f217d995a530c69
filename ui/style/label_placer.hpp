// LabelPlacer: puts short text labels next to point markers without covering
// each other or other markers. Each label goes to the first free spot of six
// around its anchor (right above, right below, left above, left below, above,
// below) that lies inside the plot area; when none is free, place() takes the
// first and tryPlace() gives nothing.
// Coordinates are device pixels (QPainter space).
#pragma once

#include <QFontMetricsF>
#include <QRectF>
#include <QString>
#include <optional>
#include <vector>

namespace attn::ui {

class LabelPlacer {
public:
    explicit LabelPlacer(QRectF area);

    // Marks a marker's bounding box as taken.
    void reserve(const QRectF& r);
    // The rectangle for `text` at `gap` pixels from `anchor`, marked as taken.
    QRectF place(QPointF anchor, double gap, const QString& text, const QFontMetricsF& fm);
    // The first free spot inside the area, marked as taken; nothing (and
    // nothing taken) when every spot is covered: the caller leaves the label out.
    std::optional<QRectF> tryPlace(QPointF anchor, double gap, const QString& text, const QFontMetricsF& fm);
    // The same for a text already measured: `text` is its width × height.
    QRectF place(QPointF anchor, double gap, QSizeF text);
    std::optional<QRectF> tryPlace(QPointF anchor, double gap, QSizeF text);

private:
    bool isFree(const QRectF& spot) const;
    // What is taken, as a grid of small cells over the area (a cell is taken
    // when a rectangle meets it): a test costs the spot's cells, however many
    // thousands of markers were reserved.
    struct Cells {
        int x0, x1, y0, y1;  // inclusive
    };
    Cells cellsOf(const QRectF& r) const;
    QRectF area_;
    int cols_ = 1, rows_ = 1;
    std::vector<unsigned char> taken_;  // rows_ × cols_, row-major
};

}  // namespace attn::ui
