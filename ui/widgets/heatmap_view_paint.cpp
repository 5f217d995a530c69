// HeatmapView's painting: cells (one image of the visible cells, see
// heatmap_raster.hpp), the causal mask and grid once cells are large, numbers
// once they fit, the highlighted word, thinned labels and the colour bar
// (the cell cursor and the focus frame: heatmap_view_keys.cpp).
#include <QPaintEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <optional>

#include "itemmodels/matrix_item_model.hpp"
#include "style/color_map.hpp"
#include "style/heatmap_look.hpp"
#include "style/number_format.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

constexpr double kHatchMinCell = 6;     // cells at least this big get the hatch and grid lines (px)
constexpr int kMaxTextCells = 4000;     // numbers are not attempted past this many visible cells
constexpr double kLabelSpacing = 1.15;  // thinned labels: line heights between two labels
constexpr double kMinLabelPx = 7.0;
constexpr int kOneByOneColumns = 64;  // tables up to this wide place their flat labels one by one
// Maps of up to HeatmapView::kEveryLabel tokens label every one: turned, shrunk to kMinLabelPx,
// then shortened with "…" — never thinned (a sentence read on a slide names all its words).
// … when a cell is at least this tall (wide): a 7 px label then hardly meets its neighbour.
constexpr double kEveryLabelCell = kMinLabelPx - 1.0;
// // labels shrink to this size before any is left out
constexpr double kBarGap = 6;  // between the map and its colour bar (px)

// Every pixel but the masked ones has one colour (and there are at least two).
bool uniform(const QImage& img) {
    QRgb first = 0;
    int seen = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            if (line[x] == heatmap_look().masked.rgb()) continue;
            if (seen++ == 0)
                first = line[x];
            else if (line[x] != first)
                return false;
        }
    }
    return seen > 1;
}

bool marked(const MatrixItemModel* m, Qt::Orientation o, int i) {
    return !m->highlight().isEmpty() &&
           m->headerData(i, o, Qt::DisplayRole).toString() == m->highlight();
}

// Places `box` for label `index` (one never left out: the highlighted word's, the
// cursor's) in `places` (sorted by index), leaving out the thinned labels it would
// cover — not another that is never left out (`kept`).
template <typename Place, typename BoxOf, typename IndexOf, typename Kept>
void keep_marked(std::vector<Place>& places, Place marked, BoxOf boxOf, IndexOf indexOf,
                 Kept kept) {
    const QRectF box = boxOf(marked);
    const int index = indexOf(marked);
    std::erase_if(places,
                  [&](const Place& p) { return boxOf(p).intersects(box) && !kept(indexOf(p)); });
    const auto at = std::find_if(places.begin(), places.end(),
                                 [&](const Place& p) { return indexOf(p) > index; });
    places.insert(at, std::move(marked));
}

}  // namespace

bool HeatmapView::alwaysLabelled(Qt::Orientation o, int i) const {
    if (marked(model_, o, i)) return true;
    if ((o == Qt::Vertical ? hoverCell_.y() : hoverCell_.x()) == i) return true;  // the pointer's
    // The keyboard's cell, while the keys lead (not the cursor's resting place at (0, 0)).
    return keysLead_ && (o == Qt::Vertical ? curRow_ : curCol_) == i;
}

double HeatmapView::scaleHigh() const {
    // Weights: one top at every zoom (weights_scale_top), so zooming from the
    // overview to numbers keeps every colour; scores: |max|, centred on 0.
    if (model_->scale() == MatrixItemModel::Scale::Diverging) return double(model_->limit());
    return weights_scale_top(double(model_->limit()));
}

const ColorLut& HeatmapView::lut() {
    if (lutDirty_ && model_) {
        const bool centred = model_->scale() == MatrixItemModel::Scale::Diverging;
        const double hi = scaleHigh(), lo = centred ? -hi : 0.0;
        if (centred)
            lut_ = ColorLut(lo, hi, true, [this](double v) { return model_->colorFor(float(v)); });
        else
            lut_ = ColorLut(lo, hi, false,
                            [this, hi](double v) { return model_->colorFor(float(v / hi)); });
        lutDirty_ = false;
        rasterDirty_ = true;
    }
    return lut_;
}

void HeatmapView::paintEvent(QPaintEvent* e) {
    QPainter p(this);
    p.setLayoutDirection(layoutDirection());  // a painter starts in the application's direction,
                                              // not the widget's: left to right here
    p.fillRect(rect(), palette().base());
    if (!model_ || model_->rowCount() == 0 || model_->columnCount() == 0 || plot_.isEmpty())
        return paintFocusFrame(p);
    // Only the rows the paint exposes get grid lines and numbers: a table of
    // thousands of rows in a scrolling pane paints the few on screen.
    CellRange vis = zoom_.visible();
    const double top = plot_.top() + zoom_.cellRect(0, 0).top(), ch = zoom_.cellHeight();
    if (ch > 0) {
        vis.r0 = std::clamp(int(std::floor((e->rect().top() - top) / ch)), vis.r0, vis.r1);
        vis.r1 = std::clamp(int(std::ceil((e->rect().bottom() + 1 - top) / ch)), vis.r0, vis.r1);
    }
    p.save();
    p.setClipRect(plot_);
    if (hideCells_) {  // the cells only, one grey: the map keeps its shape, not a block across the
                       // pane
        const CellRange all = zoom_.visible();
        if (!all.empty())
            p.fillRect(QRectF(zoom_.cellRect(all.r0, all.c0).topLeft(),
                              zoom_.cellRect(all.r1 - 1, all.c1 - 1).bottomRight())
                           .translated(plot_.topLeft()),
                       palette().mid());
    } else {
        paintCells(p);
    }
    paintMaskAndGrid(p, vis);
    paintNumbers(p, vis);
    paintHighlight(p, vis);
    paintCursor(p);  // heatmap_view_keys.cpp
    p.restore();
    paintRowLabels(p, vis);
    paintColumnLabels(p, vis);
    if (bar_) paintColourBar(p);
    paintFocusFrame(p);
}

void HeatmapView::paintCells(QPainter& p) {
    const CellRange vis = zoom_.visible();
    if (vis.empty()) return;
    const QRectF target = QRectF(zoom_.cellRect(vis.r0, vis.c0).topLeft(),
                                 zoom_.cellRect(vis.r1 - 1, vis.c1 - 1).bottomRight())
                              .translated(plot_.topLeft());
    const ColorLut& colours = lut();  // first: it marks the raster stale when the scale changed
    const qreal dpr = devicePixelRatioF();
    const QSize pixels(std::max(1, int(std::ceil(target.width() * dpr))),
                       std::max(1, int(std::ceil(target.height() * dpr))));
    if (rasterDirty_ || vis.r0 != rasterRange_.r0 || vis.r1 != rasterRange_.r1 ||
        vis.c0 != rasterRange_.c0 || vis.c1 != rasterRange_.c1 || pixels != rasterSize_) {
        raster_ = raster_cells(model_->matrix(), vis, pixels, colours, model_->causal(),
                               heatmap_look().masked.rgb());
        rasterUniform_ =
            (vis.rows() > raster_.height() || vis.cols() > raster_.width()) && uniform(raster_);
        rasterRange_ = vis;
        rasterSize_ = pixels;
        rasterDirty_ = false;
    }
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);  // one flat colour per cell
    p.drawImage(target, raster_);
    if (rasterUniform_) paintUniformNote(p, target.intersected(QRectF(plot_)));
}

// An overview whose blocks all hold the same extreme looks like one flat colour
// although the cells are not (a repeated sentence: its pattern repeats faster
// than the pixels). The map says so rather than look empty.
void HeatmapView::paintUniformNote(QPainter& p, const QRectF& over) {
    const QFontMetricsF fm(font());
    constexpr double kPad = 6;
    const QRectF box = over.adjusted(kPad, kPad, -kPad, -kPad);
    if (box.width() < fm.averageCharWidth() * 12 || box.height() < fm.height() * 3) return;
    const QRectF text = fm.boundingRect(box, Qt::AlignCenter | Qt::TextWordWrap, uniformNote());
    p.fillRect(text.adjusted(-kPad, -kPad, kPad, kPad), QColor(255, 255, 255, 220));
    p.setPen(QColor(0x20, 0x20, 0x20));
    p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, uniformNote());
}

QString HeatmapView::uniformNote() const {
    return tr("Every block of this overview holds the same largest value, %1: the pattern repeats "
              "within a pixel. "
              "Zoom in (Ctrl+wheel or +) to see it.")
        .arg(format_value(model_->limit()));
}

void HeatmapView::paintMaskAndGrid(QPainter& p, const CellRange& vis) {
    const double cw = zoom_.cellWidth(), ch = zoom_.cellHeight();
    if (cw < kHatchMinCell || ch < kHatchMinCell) return;
    const QPointF o = plot_.topLeft();
    // One hatched strip per row, right of the diagonal — not on a concealed map, whose
    // masked cells would say which weights are 0 (a question's answer).
    if (model_->causal() && !hideCells_) {
        const QBrush hatch = heatmap_look().hatch();
        for (int r = vis.r0; r < vis.r1; ++r) {
            const int first = std::max(vis.c0, r + 1);
            if (first >= vis.c1) continue;
            const QRectF a = zoom_.cellRect(r, first).translated(o),
                         b = zoom_.cellRect(r, vis.c1 - 1).translated(o);
            const QRectF strip(a.topLeft(), b.bottomRight());
            p.fillRect(strip, Qt::white);
            p.fillRect(strip, hatch);
        }
    }
    // A what-if's cut lines: each cell crossed out (its weight is 0 because the line was cut).
    if (!hideCells_ && !model_->cut().empty()) {
        p.save();
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(QColor(0xd5, 0x5e, 0x00), std::max(1.5, std::min(cw, ch) / 12)));
        for (const auto& [r, c] : model_->cut()) {
            if (r < vis.r0 || r >= vis.r1 || c < vis.c0 || c >= vis.c1) continue;
            const QRectF cell = zoom_.cellRect(r, c).translated(o);
            const QRectF in = cell.adjusted(cw * 0.2, ch * 0.2, -cw * 0.2, -ch * 0.2);
            p.drawLine(in.topLeft(), in.bottomRight());
            p.drawLine(in.topRight(), in.bottomLeft());
        }
        p.restore();
    }
    p.setPen(QPen(palette().base().color(), 1));
    const QRectF map = zoom_.mapRect().translated(o);
    for (int r = vis.r0 + 1; r < vis.r1; ++r) {
        const double y = o.y() + zoom_.cellRect(r, 0).top();
        p.drawLine(QPointF(map.left(), y), QPointF(map.right(), y));
    }
    for (int c = vis.c0 + 1; c < vis.c1; ++c) {
        const double x = o.x() + zoom_.cellRect(0, c).left();
        p.drawLine(QPointF(x, map.top()), QPointF(x, map.bottom()));
    }
}

void HeatmapView::paintNumbers(QPainter& p, const CellRange& vis) {
    if (numbersConcealed() || isOverview() || vis.rows() * vis.cols() > kMaxTextCells) return;
    const ColorLut& colours = lut();
    QFont bold = font();
    bold.setBold(true);
    const CellFonts fonts(font());
    for (int r = vis.r0; r < vis.r1; ++r)
        for (int c = vis.c0; c < vis.c1; ++c) {
            const QString text = cellText(r, c, fonts);
            if (text.isEmpty()) continue;
            const bool strong =
                marked(model_, Qt::Vertical, r) || marked(model_, Qt::Horizontal, c);
            p.setFont(strong ? bold : font());
            p.setPen(text_color_on(QColor(colours(model_->value(r, c)))));
            p.drawText(zoom_.cellRect(r, c).translated(plot_.topLeft()), Qt::AlignCenter, text);
        }
    p.setFont(font());
}

void HeatmapView::paintHighlight(QPainter& p, const CellRange& vis) {
    // Outlines need cells to draw round: in an overview a frequent word's
    // outlines would cover the map (its labels carry the marker instead).
    if (model_->highlight().isEmpty() || zoom_.cellWidth() < kHatchMinCell ||
        zoom_.cellHeight() < kHatchMinCell)
        return;
    const QRectF map = zoom_.mapRect().translated(plot_.topLeft());
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(palette().text().color(), 2));
    for (int r = vis.r0; r < vis.r1; ++r)
        if (marked(model_, Qt::Vertical, r)) {
            const QRectF cell = zoom_.cellRect(r, 0).translated(plot_.topLeft());
            p.drawRect(QRectF(map.left(), cell.top(), map.width(), cell.height()));
        }
    for (int c = vis.c0; c < vis.c1; ++c)
        if (marked(model_, Qt::Horizontal, c)) {
            const QRectF cell = zoom_.cellRect(0, c).translated(plot_.topLeft());
            p.drawRect(QRectF(cell.left(), map.top(), cell.width(), map.height()));
        }
}

// A label elided to `room`, bold on the marker when it names the highlighted word.
// The labels' font for cells `cell` pixels apart: the widget's font, or a
// smaller one (not under kMinLabelPx) when that lets every label be drawn —
// a 7-word map names all seven words rather than four.
QFont HeatmapView::labelFont(double cell, int count) const {
    QFont f = font();
    const double need = QFontMetricsF(f).height() * kLabelSpacing;
    if (cell >= need || cell <= 0) return f;
    const double now = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * logicalDpiY() / 72.0;
    double px = std::floor(now * cell / need);
    // A map that labels every token draws them at the floor where its cells hold one (they were
    // drawn at full size over each other); any other map is thinned instead.
    if (px < kMinLabelPx && count <= kEveryLabel && cell >= kEveryLabelCell) px = kMinLabelPx;
    if (px < kMinLabelPx) return f;  // too small to read: thinned instead
    f.setPixelSize(int(px));
    return f;
}

void HeatmapView::drawLabel(QPainter& p, const QRectF& box, int align, const QString& text,
                            double room, const QFont& font) {
    const bool mark = !model_->highlight().isEmpty() && text == model_->highlight();
    QFont f = font;
    f.setBold(mark);
    p.setFont(f);
    const QFontMetricsF fm(f);
    const QString shown = fm.elidedText(text, Qt::ElideRight, room);
    if (mark) {
        p.fillRect(fm.boundingRect(box, align, shown), heatmap_look().marker);
        p.setPen(QColor(0x20, 0x20, 0x20));
    } else {
        p.setPen(palette().text().color());
    }
    p.drawText(box, align, shown);
}

// Labels at least `step` cells apart, counted from the map's first cell (so
// panning keeps them): each the first of the next `step` cells whose word
// differs from the previous label's — a repeated sentence reads "the river
// bank", not "the the the" — or the step-th when they all match. Those that
// can meet cells [from, to) are returned.
std::vector<int> HeatmapView::labelPicks(Qt::Orientation o, int step, int from, int to) const {
    std::vector<int> out;
    const int count = o == Qt::Vertical ? model_->rowCount() : model_->columnCount();
    const auto word = [&](int i) { return model_->headerData(i, o, Qt::DisplayRole).toString(); };
    if (step <= 1) {
        for (int i = std::max(0, from); i < std::min(count, to); ++i) out.push_back(i);
        return out;
    }
    QString previous;
    for (int i = 0; i < count && i < to + step;) {
        if (i >= from - step) out.push_back(i);
        previous = word(i);
        int next = i + step;
        for (int j = next; j < std::min(count, i + 2 * step - 1); ++j)
            if (word(j) != previous) {
                next = j;
                break;
            }
        i = next;
    }
    return out;
}

// The row labels to draw: (row, box), thinned (labelPicks) and each kept
// whole inside the plot's height (the first and last are not cut in half).
std::vector<std::pair<int, QRectF>> HeatmapView::rowLabelPlaces() const {
    std::vector<std::pair<int, QRectF>> out;
    if (!model_ || plot_.isEmpty() || !labelledRows_) return out;
    const QFontMetricsF fm(labelFont(zoom_.cellHeight(), model_->rowCount()));
    const CellRange vis = zoom_.visible();
    // Every label of a small map — when its cells leave room for one at the readable least;
    // else thinned as any map (several heads of a long sentence: never drawn over each other).
    const bool every = model_->rowCount() <= kEveryLabel && zoom_.cellHeight() >= kEveryLabelCell;
    const int step = every ? 1
                           : std::max(1, int(std::ceil(fm.height() * kLabelSpacing /
                                                       std::max(zoom_.cellHeight(), 1e-9))));
    double below =
        -1e9;  // the bottom of the label placed last: a label moved inward must not cover the next
    for (const int r : labelPicks(Qt::Vertical, step, vis.r0, vis.r1)) {
        const QRectF cell = zoom_.cellRect(r, 0).translated(plot_.topLeft());
        if (cell.center().y() < plot_.top() || cell.center().y() > plot_.bottom() + 1) continue;
        const double top =
            std::clamp(cell.center().y() - fm.height() / 2, double(plot_.top()),
                       std::max(double(plot_.top()), plot_.bottom() + 1 - fm.height()));
        if (top < below && !every) continue;
        out.emplace_back(r, QRectF(0, top, gutterW_ - 2.0, fm.height()));
        below = top + fm.height();
    }
    // Thinning never takes the highlighted word's label, nor the cursor's: it takes its
    // neighbours' place.
    for (int r = vis.r0; r < vis.r1; ++r) {
        if (!alwaysLabelled(Qt::Vertical, r) ||
            std::any_of(out.begin(), out.end(), [r](const auto& p) { return p.first == r; }))
            continue;
        const QRectF cell = zoom_.cellRect(r, 0).translated(plot_.topLeft());
        if (cell.center().y() < plot_.top() || cell.center().y() > plot_.bottom() + 1) continue;
        const double top =
            std::clamp(cell.center().y() - fm.height() / 2, double(plot_.top()),
                       std::max(double(plot_.top()), plot_.bottom() + 1 - fm.height()));
        keep_marked(
            out, std::pair<int, QRectF>(r, QRectF(0, top, gutterW_ - 2.0, fm.height())),
            [](const std::pair<int, QRectF>& p) { return p.second; },
            [](const std::pair<int, QRectF>& p) { return p.first; },
            [this](int i) { return alwaysLabelled(Qt::Vertical, i); });
    }
    return out;
}

QStringList HeatmapView::rowLabelsShown() const {
    QStringList out;
    for (const auto& [r, box] : rowLabelPlaces())
        out << model_->headerData(r, Qt::Vertical, Qt::DisplayRole).toString();
    return out;
}

std::vector<QRectF> HeatmapView::rowLabelBoxes() const {
    std::vector<QRectF> out;
    for (const auto& [r, box] : rowLabelPlaces()) out.push_back(box);
    return out;
}

void HeatmapView::paintRowLabels(QPainter& p, const CellRange&) {
    p.save();
    p.setClipRect(QRect(0, plot_.top(), gutterW_, plot_.height()));
    const QFont f = labelFont(zoom_.cellHeight(), model_->rowCount());
    for (const auto& [r, box] : rowLabelPlaces())
        drawLabel(p, box, Qt::AlignRight | Qt::AlignVCenter,
                  model_->headerData(r, Qt::Vertical, Qt::DisplayRole).toString(), box.width(), f);
    p.restore();
}

QFont HeatmapView::columnLabelFont() const {
    return uprightCols_ ? labelFont(zoom_.cellWidth(), model_ ? model_->columnCount() : 0) : font();
}

// How one paint lays out its column labels: metrics, cell width, room, plot edges, baseline.
struct HeatmapView::ColumnLayout {
    QFontMetricsF fm, fmBold;
    double cw, room, left, right, base;
    bool oneByOne;
};

// Column c's label laid out by `k` (none outside the plot); tight: flat, within its cell, "…".
std::optional<HeatmapView::ColumnLabel> HeatmapView::placeColumnLabel(const ColumnLayout& k, int c,
                                                                      bool tight) const {
    const double cw = k.cw, room = k.room, left = k.left, right = k.right, base = k.base;
    const QRectF cell = zoom_.cellRect(0, c).translated(plot_.topLeft());
    if (cell.center().x() < left || cell.center().x() > right) return std::nullopt;
    const QString text = model_->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    const QFontMetricsF& m = marked(model_, Qt::Horizontal, c) ? k.fmBold : k.fm;
    if (uprightCols_) {  // read bottom to top, ending just above the plot
        const double half = k.fm.height() / 2;
        const double x =
            std::clamp(cell.center().x(), left + half, std::max(left + half, right - half));
        const double length = std::min(room, m.horizontalAdvance(text));
        return ColumnLabel{c, QRectF(x - half, base - length, 2 * half, length),
                           QRectF(x, base, 0, 0), room};
    }
    // tight: a flat label within its own cell, shortened with "…" (a small map's labels that
    // would not fit beside each other whole).
    const double own = tight ? cw : k.oneByOne ? std::max(cw, m.horizontalAdvance(text) + 2) : room;
    const double shown = std::min(own, m.horizontalAdvance(text) + 2);
    const double x = std::clamp(cell.center().x(), left + shown / 2,
                                std::max(left + shown / 2, right - shown / 2));
    return ColumnLabel{c, QRectF(x - shown / 2, base - m.height(), shown, m.height()),
                       QRectF(x - own / 2, 0, own, base), own};
}

// The column labels to draw: flat ones each where it fits beside the last (a
// small table) or thinned to a step; upright ones in the font labelFont gives
// the cell width, thinned only past its readable least; each kept whole inside
// the plot's width; the highlighted word's always (keep_marked).
std::vector<HeatmapView::ColumnLabel> HeatmapView::columnLabelPlaces() const {
    std::vector<ColumnLabel> out;
    if (!model_ || plot_.isEmpty()) return out;
    const CellRange vis = zoom_.visible();
    const double cw = zoom_.cellWidth();
    const QFont f = columnLabelFont();
    const QFontMetricsF fm(f);
    QFont bold = f;
    bold.setBold(true);
    // Flat labels are thinned by the same width that decided they stay flat (relayout).
    const double need = uprightCols_ ? fm.height() * kLabelSpacing : flatLabelWidth();
    // Flat labels of a small table are placed one by one, each where it fits
    // beside the last (a short "v2" is not dropped for a long "weight").
    const bool oneByOne = !uprightCols_ && model_->columnCount() <= kOneByOneColumns;
    const bool every = model_->columnCount() <= kEveryLabel && cw >= kEveryLabelCell;
    const int step = oneByOne || every ? 1 : std::max(1, int(std::ceil(need / std::max(cw, 1e-9))));
    const double room = uprightCols_ ? bandH_ - 2.0 : step * cw;
    const ColumnLayout columns{fm,
                               QFontMetricsF(bold),
                               cw,
                               room,
                               double(plot_.left()),
                               double(plot_.right() + 1),
                               plot_.top() - 2.0,
                               oneByOne};
    const auto place = [&](int c, bool tight = false) {
        return placeColumnLabel(columns, c, tight);
    };
    double after = -1e9;  // the right edge of the label placed last (labels moved inward)
    for (const int c : labelPicks(Qt::Horizontal, step, vis.c0, vis.c1)) {
        std::optional<ColumnLabel> l = place(c);
        if (!l) continue;
        const bool checked = uprightCols_ || oneByOne;
        if (checked && l->box.left() < after && every && !uprightCols_) l = place(c, true);
        if (checked && l->box.left() < after && !every) continue;
        after = l->box.right() + (uprightCols_ ? 0 : fm.averageCharWidth() / 2);
        out.push_back(*l);
    }
    for (int c = vis.c0; c < vis.c1; ++c) {
        if (!alwaysLabelled(Qt::Horizontal, c) ||
            std::any_of(out.begin(), out.end(), [c](const ColumnLabel& l) { return l.col == c; }))
            continue;
        if (std::optional<ColumnLabel> l = place(c))
            keep_marked(
                out, *l, [](const ColumnLabel& x) { return x.box; },
                [](const ColumnLabel& x) { return x.col; },
                [this](int i) { return alwaysLabelled(Qt::Horizontal, i); });
    }
    return out;
}

QStringList HeatmapView::columnLabelsShown() const {
    QStringList out;
    for (const ColumnLabel& l : columnLabelPlaces())
        out << model_->headerData(l.col, Qt::Horizontal, Qt::DisplayRole).toString();
    return out;
}

std::vector<QRectF> HeatmapView::columnLabelBoxes() const {
    std::vector<QRectF> out;
    for (const ColumnLabel& l : columnLabelPlaces()) out.push_back(l.box);
    return out;
}

void HeatmapView::paintColumnLabels(QPainter& p, const CellRange&) {
    const QFont f = columnLabelFont();
    const QFontMetricsF fm(f);
    p.save();
    p.setClipRect(QRect(plot_.left(), 0, plot_.width(), plot_.top()));
    for (const ColumnLabel& l : columnLabelPlaces()) {
        const QString text = model_->headerData(l.col, Qt::Horizontal, Qt::DisplayRole).toString();
        if (uprightCols_) {
            p.save();
            p.translate(l.drawAt.x(), l.drawAt.y());
            p.rotate(-90);
            drawLabel(p, QRectF(0, -fm.height() / 2, l.room, fm.height()),
                      Qt::AlignLeft | Qt::AlignVCenter, text, l.room, f);
            p.restore();
        } else {
            drawLabel(p, l.drawAt, Qt::AlignHCenter | Qt::AlignBottom, text, l.room, f);
        }
    }
    p.restore();
}

// Tick k of the colour bar (0: the top), one fixed form for the whole bar.
QString HeatmapView::barTick(int k) const {
    const bool centred = model_->scale() == MatrixItemModel::Scale::Diverging;
    const double hi = scaleHigh(), lo = centred ? -hi : 0.0, step = (hi - lo) / (kBarTicks - 1);
    return tick_text(hi - step * k, step, 3);
}

// The colour bar's strip: its left edge, top and height in widget coordinates.
QRectF HeatmapView::barStrip() const {
    const QFontMetricsF fm(font());
    const QRectF map = zoom_.mapRect().translated(plot_.topLeft());
    const double left = std::min(double(plot_.right()), map.right()) + 1 + kBarGap;
    const double top = plot_.top() + fm.height() / 2;
    const double height =
        std::max(1.0, std::min(double(plot_.height()), map.height()) - fm.height());
    return {left, top, fm.height() / 2, height};
}

std::vector<std::pair<int, double>> HeatmapView::barTickPlaces() const {
    // High, middle and low where a line of text each fits between them; else high and low;
    // a bar lower than two lines keeps only its high tick: never one label over another.
    std::vector<std::pair<int, double>> out;
    if (!bar_ || !model_ || model_->rowCount() == 0) return out;
    const double line = QFontMetricsF(font()).height();
    const QRectF strip = barStrip();
    const double spacing = strip.height() / (kBarTicks - 1);
    for (int k = 0; k < kBarTicks; ++k) {
        const bool ends = k == 0 || k == kBarTicks - 1;
        if (spacing < line && !ends) continue;
        if (strip.height() < line && k > 0) continue;
        out.emplace_back(k, strip.top() + spacing * k);
    }
    return out;
}

QStringList HeatmapView::barTicksShown() const {
    QStringList out;
    for (const auto& [k, y] : barTickPlaces()) out << barTick(k);
    return out;
}

// A vertical strip of the colour scale beside the plot with low, middle and high ticks.
void HeatmapView::paintColourBar(QPainter& p) {
    const QFontMetricsF fm(font());
    const QRectF strip = barStrip();
    const double stripW = strip.width(), left = strip.left(), top = strip.top(),
                 height = strip.height();
    const bool centred = model_->scale() == MatrixItemModel::Scale::Diverging;
    const double hi = scaleHigh(), lo = centred ? -hi : 0.0;
    const ColorLut& colours = lut();
    for (int y = 0; y < int(height); ++y)
        p.fillRect(QRectF(left, top + y, stripW, 1),
                   QColor(colours(float(hi - (hi - lo) * y / height))));
    p.setPen(palette().text().color());
    p.setFont(font());
    for (const auto& [k, y] : barTickPlaces()) {
        p.drawText(QRectF(left + stripW + 2, y - fm.height() / 2, width() - left - stripW - 2,
                          fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, barTick(k));
    }
}

}  // namespace attn::ui
