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
constexpr double kBucket = 48;  // side of a bucket (px)
constexpr int kMaxBuckets = 256;  // per axis
}  // namespace

LabelPlacer::LabelPlacer(QRectF area) : area_(area) {
    cols_ = std::clamp(int(std::ceil(area.width() / kBucket)), 1, kMaxBuckets);
    rows_ = std::clamp(int(std::ceil(area.height() / kBucket)), 1, kMaxBuckets);
    buckets_.resize(size_t(cols_) * size_t(rows_));
}

// The bucket index of coordinate v along an axis (clamped: outside rectangles go to the edge buckets).
int LabelPlacer::bucketRange(double v, double size, double origin, int count) const {
    const double step = count > 0 && size > 0 ? size / count : kBucket;
    return std::clamp(int(std::floor((v - origin) / step)), 0, count - 1);
}

void LabelPlacer::reserve(const QRectF& r) {
    const int index = int(taken_.size());
    taken_.push_back(r);
    const int c0 = bucketRange(r.left(), area_.width(), area_.left(), cols_), c1 = bucketRange(r.right(), area_.width(), area_.left(), cols_);
    const int r0 = bucketRange(r.top(), area_.height(), area_.top(), rows_), r1 = bucketRange(r.bottom(), area_.height(), area_.top(), rows_);
    for (int y = r0; y <= r1; ++y)
        for (int x = c0; x <= c1; ++x) buckets_[size_t(y) * size_t(cols_) + size_t(x)].push_back(index);
}

bool LabelPlacer::isFree(const QRectF& spot) const {
    const int c0 = bucketRange(spot.left(), area_.width(), area_.left(), cols_), c1 = bucketRange(spot.right(), area_.width(), area_.left(), cols_);
    const int r0 = bucketRange(spot.top(), area_.height(), area_.top(), rows_), r1 = bucketRange(spot.bottom(), area_.height(), area_.top(), rows_);
    for (int y = r0; y <= r1; ++y)
        for (int x = c0; x <= c1; ++x)
            for (int i : buckets_[size_t(y) * size_t(cols_) + size_t(x)])
                if (taken_[size_t(i)].intersects(spot)) return false;
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
