#include "style/label_placer.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace attn::ui {

namespace {

constexpr double kBucketPx = 32;           // side of a grid bucket
constexpr int kMaxBuckets = 256;           // per axis
constexpr double kRingStepLines = 0.6;     // rings of far spots, this many label heights apart
constexpr double kRingSpacingLines = 0.7;  // spots on a ring about this many label heights apart
constexpr int kMinRingSpots = 8, kMaxRingSpots = 96;
constexpr double kPatienceLines =
    6;  // a spot over a marker is taken once no clean one lies within this (label heights)
constexpr double kLinePatienceLines =
    1.5;  // a spot across an arrow, once no clean one lies within this
// A crowded plot (more than kFullLabels labels asked for): a label other than
// the highlighted word's looks no farther than this (label heights) for a spot —
// past it the plot is full anyway, and searching the whole area for each of
// hundreds of labels is what made a drag in a 2,048-word plot slow.
constexpr double kCrowdedReachLines = 8;
// …and after max_labels + this many labels tried, the rest are left out unseen;
constexpr int kCrowdedTries = 40;
// …as they are once this many labels in a row found no spot (the plot is full).
constexpr int kCrowdedMisses = 12;
constexpr double kScanStepLines = 0.25;  // the last resort's grid, in label heights
constexpr double kAttach =
    0.38;  // |direction| past which a ring spot hangs off that side of its point
constexpr double kLeaderStart =
    0.75;  // leader lines start this fraction of the gap out from the anchor

bool finite(QPointF p) { return std::isfinite(p.x()) && std::isfinite(p.y()); }
bool finite(const QRectF& r) {
    return finite(r.topLeft()) && std::isfinite(r.width()) && std::isfinite(r.height());
}

// The six spots beside `c`, in order of preference.
std::array<QRectF, 6> spots_beside(QPointF c, double gap, QSizeF sz) {
    return {{
        {QPointF(c.x() + gap, c.y() - sz.height()), sz},                   // right, above
        {QPointF(c.x() + gap, c.y()), sz},                                 // right, below
        {QPointF(c.x() - gap - sz.width(), c.y() - sz.height()), sz},      // left, above
        {QPointF(c.x() - gap - sz.width(), c.y()), sz},                    // left, below
        {QPointF(c.x() - sz.width() / 2, c.y() - gap - sz.height()), sz},  // above
        {QPointF(c.x() - sz.width() / 2, c.y() + gap), sz},                // below
    }};
}

// A spot `d` from `c` in direction `theta` (radians, counter-clockwise from
// right, as seen on screen): the label hangs off the point on that side.
QRectF spot_at(QPointF c, double d, double theta, QSizeF sz) {
    const double ux = std::cos(theta), uy = -std::sin(theta);
    const QPointF p = c + QPointF(ux, uy) * d;
    const double x = ux > kAttach    ? p.x()
                     : ux < -kAttach ? p.x() - sz.width()
                                     : p.x() - sz.width() / 2;
    const double y = uy > kAttach    ? p.y()
                     : uy < -kAttach ? p.y() - sz.height()
                                     : p.y() - sz.height() / 2;
    return {QPointF(x, y), sz};
}

QPointF nearest_on(const QRectF& r, QPointF c) {
    return {std::clamp(c.x(), r.left(), r.right()), std::clamp(c.y(), r.top(), r.bottom())};
}

bool segment_meets(const QRectF& r, const QLineF& l) {
    if (r.contains(l.p1()) || r.contains(l.p2())) return true;
    const QLineF edges[4] = {{r.topLeft(), r.topRight()},
                             {r.topRight(), r.bottomRight()},
                             {r.bottomRight(), r.bottomLeft()},
                             {r.bottomLeft(), r.topLeft()}};
    return std::any_of(std::begin(edges), std::end(edges), [&](const QLineF& e) {
        return l.intersects(e, nullptr) == QLineF::BoundedIntersection;
    });
}

// Strict overlap: rectangles that share only an edge do not overlap.
bool overlaps(const QRectF& a, const QRectF& b) {
    return a.left() < b.right() && b.left() < a.right() && a.top() < b.bottom() &&
           b.top() < a.bottom();
}

}  // namespace

void LabelPlacer::Grid::init(const QRectF& a, double b) {
    area = a;
    bucket = b;
    cols = std::clamp(int(std::ceil(std::max(0.0, a.width()) / b)), 1, kMaxBuckets);
    rows = std::clamp(int(std::ceil(std::max(0.0, a.height()) / b)), 1, kMaxBuckets);
    cells.assign(size_t(cols) * size_t(rows), {});
}

namespace {
// Buckets a rectangle meets (clamped: outside parts fall in the edge buckets).
struct Span {
    int x0, x1, y0, y1;
};
Span span_of(const QRectF& area, int cols, int rows, const QRectF& r) {
    const double sx = area.width() > 0 ? area.width() / cols : 1,
                 sy = area.height() > 0 ? area.height() / rows : 1;
    const auto cell = [](double v, double origin, double step, int count) {
        const double k = std::floor((v - origin) / step);
        return k < 0 ? 0 : k >= count ? count - 1 : int(k);
    };
    return {cell(r.left(), area.left(), sx, cols), cell(r.right(), area.left(), sx, cols),
            cell(r.top(), area.top(), sy, rows), cell(r.bottom(), area.top(), sy, rows)};
}
}  // namespace

void LabelPlacer::Grid::add(const QRectF& r) {
    const int id = int(rects.size());
    rects.push_back(r);
    const Span s = span_of(area, cols, rows, r);
    for (int y = s.y0; y <= s.y1; ++y)
        for (int x = s.x0; x <= s.x1; ++x)
            cells[size_t(y) * size_t(cols) + size_t(x)].push_back(id);
}

void LabelPlacer::Grid::addLine(const QLineF& l) {
    lines.resize(rects.size());
    lines.push_back(l);
    add(QRectF(l.p1(), l.p2()).normalized());
}

bool LabelPlacer::Grid::hitsLine(const QRectF& r) const {
    const Span s = span_of(area, cols, rows, r);
    for (int y = s.y0; y <= s.y1; ++y)
        for (int x = s.x0; x <= s.x1; ++x)
            for (const int id : cells[size_t(y) * size_t(cols) + size_t(x)])
                if (segment_meets(r, lines[size_t(id)])) return true;
    return false;
}

bool LabelPlacer::Grid::hits(const QRectF& r) const {
    const Span s = span_of(area, cols, rows, r);
    for (int y = s.y0; y <= s.y1; ++y)
        for (int x = s.x0; x <= s.x1; ++x)
            for (const int id : cells[size_t(y) * size_t(cols) + size_t(x)])
                if (overlaps(rects[size_t(id)], r)) return true;
    return false;
}

bool LabelPlacer::Grid::crosses(const QLineF& l) const {
    const QRectF box = QRectF(l.p1(), l.p2()).normalized();
    const Span s = span_of(area, cols, rows, box);
    for (int y = s.y0; y <= s.y1; ++y)
        for (int x = s.x0; x <= s.x1; ++x)
            for (const int id : cells[size_t(y) * size_t(cols) + size_t(x)])
                if (segment_meets(rects[size_t(id)], l)) return true;
    return false;
}

LabelPlacer::LabelPlacer(QRectF area) : area_(area) {
    labels_.init(area, kBucketPx);
    markers_.init(area, kBucketPx);
    lines_.init(area, kBucketPx);
}

void LabelPlacer::reserve(const QRectF& r) {
    if (finite(r) && overlaps(r, area_)) markers_.add(r);
}

void LabelPlacer::reserve(const QLineF& l) {
    if (finite(l.p1()) && finite(l.p2())) lines_.addLine(l);
}

// A free spot's cost: 0 clean; 1 across a line; 2 its leader through a label; 3 over a marker.
int LabelPlacer::cost(const QRectF& spot, const QLineF* leader) const {
    if (markers_.hits(spot)) return 3;
    if (leader && labels_.crosses(*leader)) return 2;
    if (lines_.hitsLine(spot)) return 1;
    return 0;
}

std::optional<LabelPlacer::Spot> LabelPlacer::find(QPointF c, double gap, QSizeF text,
                                                   bool beside_only, bool near_only) {
    if (!finite(c) || !std::isfinite(gap) || !(text.width() >= 0) || !(text.height() >= 0) ||
        !std::isfinite(text.width()) || !std::isfinite(text.height()))
        return std::nullopt;
    const QSizeF sz(text.width() + 2, text.height());
    std::optional<Spot> best;  // the cheapest free spot so far (the first of its cost)
    int best_cost = 99;
    const auto take = [this](const Spot& s) {
        labels_.add(s.rect);
        return s;
    };
    const auto consider = [&](const Spot& s, int k) {
        if (k < best_cost) best = s, best_cost = k;
    };
    for (const QRectF& spot : spots_beside(c, gap, sz))
        if (fits(spot)) consider({spot, true}, cost(spot, nullptr));
    if (best_cost == 0 || (beside_only && best)) return take(*best);
    if (beside_only) return std::nullopt;
    const double h = std::max(4.0, sz.height());
    const double step = std::max(3.0, h * kRingStepLines);
    const double reach = near_only
                             ? gap + kCrowdedReachLines * h
                             : std::hypot(area_.width(), area_.height()) + sz.width() + sz.height();
    constexpr double kTau = 6.283185307179586;
    for (double d = gap + step; d <= reach; d += step) {
        const int n = std::clamp(int(std::ceil(kTau * d / (h * kRingSpacingLines))), kMinRingSpots,
                                 kMaxRingSpots);
        for (int i = 0; i < n;
             ++i) {  // right first, then alternately above and below it, round to the left
            const int k = (i + 1) / 2;
            const double theta = (i % 2 == 1 ? 1 : -1) * k * kTau / n;
            const QRectF spot = spot_at(c, d, theta, sz);
            if (!fits(spot)) continue;
            const QLineF leader(c, nearest_on(spot, c));
            const int k_cost = cost(spot, &leader);
            if (k_cost == 0) return take({spot, false});
            consider({spot, false}, k_cost);
        }
        // A spot across a line is kept when no clean one is near; one over a marker only when none
        // is within reach.
        if (best && d > gap + (best_cost <= 1 ? kLinePatienceLines : kPatienceLines) * h) break;
    }
    if (best) return take(*best);
    if (near_only) return std::nullopt;
    // The rings missed every hole: look at every spot of a fine grid over the
    // area, the nearest free one wins (a few labels per layout: it costs a
    // few thousand tests each).
    if (scans_left_ <= 0) return std::nullopt;
    --scans_left_;
    best = nearestFreeSpot(c, sz, h);
    if (best) return take(*best);
    return std::nullopt;
}

// The free spot of a fine grid over the area nearest `c` (one over a marker only when none is
// clear), for a label of size `sz` and line height `h`; none when every spot holds a label.
std::optional<LabelPlacer::Spot> LabelPlacer::nearestFreeSpot(QPointF c, QSizeF sz,
                                                              double h) const {
    std::optional<Spot> best;
    const double fine = std::max(2.0, h * kScanStepLines);
    double best_d = 0;
    for (double y = area_.top(); y + sz.height() <= area_.bottom(); y += fine)
        for (double x = area_.left(); x + sz.width() <= area_.right(); x += fine) {
            const QRectF spot(QPointF(x, y), sz);
            if (labels_.hits(spot)) continue;
            const double d = QLineF(c, nearest_on(spot, c)).length() +
                             (markers_.hits(spot) ? area_.width() + area_.height() : 0);
            if (!best || d < best_d) best = Spot{spot, false}, best_d = d;
        }
    return best;
}

std::optional<QRectF> LabelPlacer::tryPlace(QPointF c, double gap, QSizeF text) {
    if (const auto s = find(c, gap, text)) return s->rect;
    return std::nullopt;
}

std::optional<QRectF> LabelPlacer::tryPlace(QPointF c, double gap, const QString& text,
                                            const QFontMetricsF& fm) {
    return tryPlace(c, gap, QSizeF(fm.horizontalAdvance(text), fm.height()));
}

QRectF LabelPlacer::place(QPointF c, double gap, QSizeF text) {
    if (const auto spot = tryPlace(c, gap, text)) return *spot;
    return spots_beside(c, gap, QSizeF(text.width() + 2, text.height()))[0];
}

QRectF LabelPlacer::place(QPointF c, double gap, const QString& text, const QFontMetricsF& fm) {
    return place(c, gap, QSizeF(fm.horizontalAdvance(text), fm.height()));
}

LabelLayout layout_labels(const QRectF& area, const std::vector<QRectF>& markers,
                          const std::vector<LabelRequest>& requests, int max_labels) {
    return layout_labels(area, LabelObstacles{markers, {}}, requests, max_labels);
}

LabelLayout layout_labels(const QRectF& area, const LabelObstacles& avoid,
                          const std::vector<LabelRequest>& requests, int max_labels) {
    LabelLayout out;
    out.labels.resize(requests.size());
    LabelPlacer placer(area);
    for (const QRectF& m : avoid.markers) placer.reserve(m);
    for (const QLineF& l : avoid.lines) placer.reserve(l);
    std::vector<size_t> order(requests.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return requests[a].rank < requests[b].rank; });
    int shown = 0, tried = 0, misses = 0;  // misses: crowded labels in a row without a spot
    const bool crowded = requests.size() > size_t(kFullLabels);
    for (const size_t i : order) {
        const LabelRequest& r = requests[i];
        out.labels[i].rank = r.rank;
        // A crowded plot gives up after kCrowdedTries labels past max_labels found no spot.
        const bool tryIt =
            r.rank <= 0 ||
            (shown < max_labels &&
             (!crowded || (tried < max_labels + kCrowdedTries && misses < kCrowdedMisses)));
        if (tryIt && r.rank > 0) ++tried;
        const auto spot = tryIt ? placer.find(r.anchor, r.gap, r.size, crowded && r.rank >= 2,
                                              crowded && r.rank >= 1)
                                : std::nullopt;
        if (tryIt && r.rank > 0) misses = spot ? 0 : misses + 1;
        if (!spot) {
            ++out.omitted;
            continue;
        }
        PlacedLabel& p = out.labels[i];
        p.shown = true;
        p.rect = spot->rect;
        p.leader = !spot->near;
        if (p.leader) {
            QLineF l(r.anchor, nearest_on(p.rect, r.anchor));
            const double start = std::min(l.length(), std::max(0.0, r.gap * kLeaderStart));
            l.setP1(l.pointAt(l.length() > 0 ? start / l.length() : 0));
            p.leader_line = l;
        }
        ++shown;
    }
    return out;
}

}  // namespace attn::ui
