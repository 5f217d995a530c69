// Labels beside point markers that never cover each other: one placer for the
// window's Vectors pane and every vectors figure (PNG, SVG, PDF, handout,
// presentation), so a label lands where it lands everywhere.
//
//   std::vector<LabelRequest> want = {{anchor, gap, QSizeF(w, h), rank}, …};
//   const LabelLayout layout = layout_labels(plotArea, markerBoxes, want);
//   for (const PlacedLabel& l : layout.labels)
//       if (l.shown) { if (l.leader) drawLine(l.leader_line); drawText(l.rect, …); }
//
// Contract of layout_labels (coordinates: device pixels, QPainter space):
//   - every shown label's rect lies inside `area` and overlaps no other shown
//     label's rect (rects that only touch do not overlap);
//   - it covers no marker box where a free spot without one exists in the
//     area (within six label heights), and crosses no line (an arrow) where a
//     spot clear of lines lies within 1.5 label heights;
//   - labels are placed one by one, by rank (0 first), then in request order;
//     each takes the first free spot of: six spots beside its anchor (right
//     above, right below, left above, left below, above, below; no leader),
//     then rings of spots at growing distances (a leader line joins anchor and
//     label), and when those miss every hole, the nearest free spot of a fine
//     grid over the area (for the first 24 such labels). Same input, same placement;
//   - the count rules: at most `max_labels` labels are shown, the first in the
//     order above; rank-0 labels (the highlighted word's) are always tried.
//     When more than kFullLabels labels are asked for, those of rank 2 or more
//     (words outside the shown sentences) take only a spot beside their point,
//     never one with a leader, and those of rank 1 look only within eight label
//     heights of their point (no search of the whole area); once max_labels +
//     40 labels were tried, or 12 in a row found no spot (the plot is full), the
//     rest (other than rank 0) are left out untried. A label left out
//     (over the count, no spot beside its point, or no free spot anywhere in the area) is not shown
//     and counted in `omitted`.
// The built-in lessons ask for fewer than kFullLabels labels, except the
// window's plot of course part 3, whose trained vocabulary has 57 words.
#pragma once

#include <QFontMetricsF>
#include <QLineF>
#include <QRectF>
#include <QString>
#include <optional>
#include <vector>

namespace attn::ui {

// More labels than this in one plot: only the first (by rank, then order) show.
inline constexpr int kMaxLabels = 200;
// More labels than this: those of rank 2 or more are shown only beside their point.
inline constexpr int kFullLabels = 40;

struct LabelRequest {
    QPointF anchor;  // the point labelled
    double gap =
        0;  // from the anchor to the label's near edge at the six first spots (past its marker)
    QSizeF size;   // the text's width × height (the rect is 2 px wider)
    int rank = 1;  // 0: always tried (the highlighted word); 1: the shown sentences' words; 2: the
                   // other words
};

struct PlacedLabel {
    bool shown = false;
    int rank = 1;         // the request's
    QRectF rect;          // where the text goes
    bool leader = false;  // the label sits away from its anchor: draw leader_line
    QLineF leader_line;  // from the anchor's marker edge (gap × ¾ out) to the rect's nearest point
};

struct LabelLayout {
    std::vector<PlacedLabel> labels;  // one per request, in request order
    int omitted = 0;                  // requests not shown
};

// What labels keep clear of: marker boxes, and lines (arrows) less strictly.
struct LabelObstacles {
    std::vector<QRectF> markers;
    std::vector<QLineF> lines;
};

LabelLayout layout_labels(const QRectF& area, const LabelObstacles& avoid,
                          const std::vector<LabelRequest>& requests, int max_labels = kMaxLabels);
LabelLayout layout_labels(const QRectF& area, const std::vector<QRectF>& markers,
                          const std::vector<LabelRequest>& requests, int max_labels = kMaxLabels);

// The incremental placer layout_labels is built on: reserve markers, then
// place labels one at a time.
class LabelPlacer {
  public:
    explicit LabelPlacer(QRectF area);

    // Marks a marker's bounding box as taken (labels avoid it where they can).
    void reserve(const QRectF& r);
    // Marks a line (an arrow) that labels avoid crossing where a spot nearby is clear.
    void reserve(const QLineF& l);
    struct Spot {
        QRectF rect;
        bool near = true;  // one of the six spots beside the anchor (no leader needed)
    };
    // The first free spot for a `text`-sized label (see layout_labels), marked
    // as taken; nothing (nothing taken) when no spot in the area is free of
    // labels. `beside_only`: only the six spots beside the anchor.
    // near_only: look no farther than a few label heights from the anchor, and
    // not over the whole area (a crowded plot's labels other than rank 0).
    std::optional<Spot> find(QPointF anchor, double gap, QSizeF text, bool beside_only = false,
                             bool near_only = false);
    // The same, as a rectangle.
    std::optional<QRectF> tryPlace(QPointF anchor, double gap, QSizeF text);
    std::optional<QRectF> tryPlace(QPointF anchor, double gap, const QString& text,
                                   const QFontMetricsF& fm);
    // tryPlace, or when nothing is free the first spot beside the anchor (may overlap).
    QRectF place(QPointF anchor, double gap, QSizeF text);
    QRectF place(QPointF anchor, double gap, const QString& text, const QFontMetricsF& fm);

  private:
    // Rectangles in buckets of a coarse grid over the area: a test looks only
    // at the rectangles of the buckets it meets.
    struct Grid {
        void init(const QRectF& area, double bucket);
        void add(const QRectF& r);
        void addLine(const QLineF& l);         // stored by its bounding box
        bool hitsLine(const QRectF& r) const;  // a stored line meets r (a grid of lines only)
        bool hits(const QRectF& r) const;      // overlaps a stored rect
        bool crosses(const QLineF& l) const;   // a stored rect meets the segment
        QRectF area;
        double bucket = 32;
        int cols = 1, rows = 1;
        std::vector<QRectF> rects;
        std::vector<QLineF> lines;            // with addLine: the line of each rect
        std::vector<std::vector<int>> cells;  // rows × cols, indices into rects
    };
    bool fits(const QRectF& spot) const { return area_.contains(spot) && !labels_.hits(spot); }
    int cost(const QRectF& spot, const QLineF* leader) const;
    // find()'s last resort: the nearest free spot on a fine grid over the whole area.
    std::optional<Spot> nearestFreeSpot(QPointF c, QSizeF sz, double h) const;
    QRectF area_;
    Grid labels_, markers_, lines_;
    int scans_left_ =
        kMaxScans;  // labels that may still scan the whole area when the rings find nothing
    static constexpr int kMaxScans = 24;
};

}  // namespace attn::ui
