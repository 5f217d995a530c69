#include "figures/heatmap_figure.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "figures/text_probe.hpp"
#include "style/heatmap_look.hpp"
#include "style/heatmap_raster.hpp"

namespace attn::ui {

// Geometry of one layout; every length in logical pixels.
struct HeatmapFigure::Layout {
    double cell_w = 0, cell_h = 0;
    double label_px = 0;  // font size of row/column labels
    double title_h = 0;   // panel title
    double col_title_h = 0, row_title_w = 0;
    double row_label_w = 0, col_label_h = 0;
    bool upright_cols = false;  // column labels turned 90° (read bottom to top)
    bool numbers = false;
    bool overview = false;           // too many cells for one each: an image of block maxima
    int row_step = 1, col_step = 1;  // every row_step-th row label (thinned to what fits)
    double bar_w = 0;
    double gap = 0;
    QSizeF size;
};

namespace {

// The most a figure given its size (FigureOptions::fill) grows its cells over their natural size.
constexpr double kMaxFillFactor = 16;

constexpr int kOverviewCells = 128;        // more rows or columns than this: an overview
constexpr double kMinOverviewGrid = 160;   // an overview's grid is never smaller (px)
constexpr double kMaxOverviewGrid = 1200;  // nor larger: the figure stays slide-sized at any n (px)
constexpr double kOverviewLabelScale = 0.85;  // an overview's labels, relative to the font
constexpr double kLabelSpacing = 1.15;        // thinned labels: line heights between two
constexpr int kMaxOverviewPixels =
    2048;  // the overview image's side at most (bounds SVG and PDF size)
constexpr double kMarkerPadPx =
    2;  // the highlight marker reaches this far left and right of its label's ink
constexpr double kMinSeparatedCellPx =
    12;                             // separators only where cells are at least this big both ways
constexpr double kHaloExtraPx = 2;  // the outline's halo is this much wider than the outline
constexpr double kMinBarHeightEm = 4;  // the colour bar is at least this many font sizes tall
constexpr double kCompactCellEm =
    1.5;  // FigureOptions::compact: a cell's height (and width with no number), in font sizes
constexpr double kCompactPadEm = 0.45;  // ... and its room beside a number

double max_advance(const QFontMetricsF& fm, const QStringList& labels) {
    double w = 0;
    for (const auto& s : labels) w = std::max(w, fm.horizontalAdvance(s));
    return w;
}

}  // namespace

QColor HeatmapFigure::highlight_marker(FigureStyle style) { return heatmap_look(style).marker; }

double HeatmapFigure::highlight_outline_width(const FigureOptions& o) {
    return std::max(2.0, std::round(o.font_px * 0.2));
}

HeatmapFigure::HeatmapFigure(const MatrixPanel& panel, const FigureOptions& options,
                             std::optional<ValueScale> scale, bool colour_bar)
    : FigureBody(options),
      panel_(panel),
      scale_(scale ? *scale : scale_for(panel, options)),
      colour_bar_(colour_bar) {}

ValueScale HeatmapFigure::scale_for(const MatrixPanel& panel, const FigureOptions& options) {
    double lo = 0, hi = 0;
    for (Eigen::Index i = 0; i < panel.values.size(); ++i) {
        const double v = panel.values.data()[i];
        if (!std::isfinite(v)) continue;
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    lo = std::min(lo, -panel.limit);  // a shared range (a difference map's layer)
    hi = std::max(hi, panel.limit);
    // Weights run 0 … weights_scale_top, the window's rule at every size (a long
    // sentence's weights are all far below 1); the colour bar says so.
    if (panel.probabilities && weights_scale_top(hi) < 1)
        return ValueScale(false, 0.0, weights_scale_top(hi),
                          options.color_map.value_or(ColorMap::Viridis));
    return ValueScale(panel.probabilities, lo, hi, options.color_map);
}

double HeatmapFigure::tick_px(const FigureOptions& o) {
    return o.compact ? o.font_px : o.font_px * 0.85;
}

double HeatmapFigure::colour_bar_width(const FigureOptions& o) {
    const QFontMetricsF fm(figure_font(tick_px(o)));
    return std::round(o.font_px * 0.6) + std::round(o.font_px * 0.9) + 4 +
           fm.horizontalAdvance(QStringLiteral("-00.00")) + 3;  // + the wider tick gap
}

namespace {
constexpr double kTickLabelGap =
    7;  // px from the bar to a tick label: the tick mark never reads as a minus sign
}  // namespace

void HeatmapFigure::paint_colour_bar(QPainter& p, QPointF at, double height,
                                     const ValueScale& scale, const FigureOptions& o,
                                     const FigurePalette& pal) {
    const double x = at.x() + std::round(o.font_px * 0.6), bar = std::round(o.font_px * 0.9);
    const int steps = 64;
    for (int i = 0; i < steps; ++i) {  // top = high
        const double t = 1.0 - (i + 0.5) / steps;
        const double y0 = at.y() + height * i / steps, y1 = at.y() + height * (i + 1) / steps;
        p.fillRect(QRectF(x, y0, bar, y1 - y0 + 0.5),
                   scale.color(scale.low() + t * (scale.high() - scale.low())));
    }
    p.setPen(QPen(pal.text, pal.line_width));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(x, at.y(), bar, height));
    p.setFont(figure_font(tick_px(o)));
    const QFontMetricsF fm(p.font());
    const double mid = (scale.low() + scale.high()) / 2;
    const double ticks[3] = {scale.high(), mid, scale.low()};
    // Two decimals, or as many as the ticks need to differ (a long sentence's weights: "0.0010",
    // "0.0005").
    const double step = (scale.high() - scale.low()) / 2;
    for (int i = 0; i < 3; ++i) {
        const double y = at.y() + height * i / 2.0;
        p.drawLine(QPointF(x + bar, y), QPointF(x + bar + 3, y));
        const double ty = std::clamp(y - fm.height() / 2, at.y() - fm.height() / 2,
                                     at.y() + height - fm.height() / 2);
        p.drawText(QRectF(x + bar + kTickLabelGap, ty, 200, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, tick_text(ticks[i], step, 2));
    }
}

void HeatmapFigure::paint_masked_cell(QPainter& p, const QRectF& cell) const {
    p.fillRect(cell, pal_.masked);
    p.save();
    p.setPen(QPen(pal_.muted, pal_.line_width * 0.75));
    // Lines x + y = s in cell coordinates, ending on the cell's edges (no clipping: SVG stays
    // plain).
    const double w = cell.width(), h = cell.height(),
                 step = std::max(4.0, std::round(opts_.font_px * 0.6));
    for (double s = step; s < w + h; s += step)
        p.drawLine(QPointF(cell.x() + std::min(s, w), cell.y() + s - std::min(s, w)),
                   QPointF(cell.x() + s - std::min(s, h), cell.y() + std::min(s, h)));
    p.restore();
}

HeatmapFigure::Layout HeatmapFigure::layout_for(double factor) const {
    Layout L;
    lay_out_cells(L, factor);
    lay_out_labels(L);
    lay_out_titles(L);
    return L;
}

// The cells' size at `factor`, whether the panel is an overview or shows numbers, and the gap.
void HeatmapFigure::lay_out_cells(Layout& L, double factor) const {
    const double fp = opts_.font_px;
    const QFontMetricsF num(figure_font(fp));
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    // Sized for "-0.000"; "<0.001" (figure_cell_text) is half an em wider and takes that from
    // the cell's padding (an em; 0.45 em in a compact figure), so a slide's size never depends
    // on whether a tiny weight is shown.
    const double number_w =
        num.horizontalAdvance(QStringLiteral("-0.") + QString(opts_.decimals, QLatin1Char('0')));
    const double min_cell = std::max(6.0, std::round(fp * 0.7));
    L.overview = std::max(rows, cols) > kOverviewCells;
    if (L.overview) {  // square cells of a fraction of a pixel: the grid stays slide-sized
        const double n = std::max(rows, cols);
        L.cell_w = L.cell_h =
            std::clamp((number_w + fp) * factor, kMinOverviewGrid / n, kMaxOverviewGrid / n);
    } else if (opts_.compact) {  // just room for the number, or for a label when there is none
        const double w = opts_.numbers ? number_w + fp * kCompactPadEm : fp * kCompactCellEm;
        L.cell_w = std::max(min_cell, std::round(w * factor));
        L.cell_h = std::max(min_cell, std::round(fp * kCompactCellEm * factor));
    } else {
        L.cell_w = std::max(min_cell, std::round((number_w + fp) * factor));
        L.cell_h = std::max(min_cell, std::round(fp * 2.1 * factor));
    }
    L.numbers =
        opts_.numbers && !L.overview && L.cell_w >= number_w + 4 && L.cell_h >= num.height();
    L.gap = std::round(fp * 0.4);
}

// The labels' size, room and direction, and (overview) how they are thinned; after the cells.
void HeatmapFigure::lay_out_labels(Layout& L) const {
    const double fp = opts_.font_px;
    // Labels shrink with the cells they name (never below 6 px), then elide at 8 em;
    // an overview's keep their size and are thinned instead.
    L.label_px = L.overview ? fp * kOverviewLabelScale
                            : std::max(6.0, std::min(fp, std::min(L.cell_h, fp * 2.1) * 0.8));
    const QFontMetricsF lab(figure_font(L.label_px));
    const double elide_at = fp * 8;
    // Bold metrics and the marker's pad: the highlighted word's row label is bold on its marker,
    // and must not be cut.
    L.row_label_w = std::ceil(std::min(max_advance(QFontMetricsF(figure_font(L.label_px, true)),
                                                   panel_.row_labels),
                                       elide_at)) +
                    2 + 2 * kMarkerPadPx;
    const double col_w = max_advance(lab, panel_.col_labels);
    L.upright_cols = col_w > L.cell_w - 4;
    if (L.upright_cols) {
        const double upright_px = std::max(6.0, std::min(L.label_px, L.cell_w * 0.8));
        if (!L.overview)
            L.label_px = std::min(L.label_px, upright_px);  // an overview thins its labels instead
        // Bold metrics: the highlighted word's label is bold, and must not be cut.
        L.col_label_h = std::ceil(std::min(max_advance(QFontMetricsF(figure_font(L.label_px, true)),
                                                       panel_.col_labels),
                                           elide_at)) +
                        2;
    } else {
        L.col_label_h = std::ceil(lab.height());
    }
    if (L.overview) {
        const double line = QFontMetricsF(figure_font(L.label_px)).height() * kLabelSpacing;
        L.row_step = std::max(1, int(std::ceil(line / L.cell_h)));
        L.col_step = std::max(1, int(std::ceil(line / L.cell_w)));
    }
}

// The titles' room, the colour bar's width and the whole size; after the cells and labels.
void HeatmapFigure::lay_out_titles(Layout& L) const {
    const double fp = opts_.font_px;
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    const QFontMetricsF ttl(figure_font(fp));
    L.col_title_h = panel_.col_title.isEmpty() ? 0 : std::ceil(ttl.height()) + L.gap;
    L.row_title_w = panel_.row_title.isEmpty() ? 0 : std::ceil(ttl.height()) + L.gap;
    L.title_h = panel_.panel_title.isEmpty()
                    ? 0
                    : std::ceil(QFontMetricsF(figure_font(fp, true)).height()) + L.gap;
    L.bar_w = colour_bar_ ? colour_bar_width(opts_) : 0;
    const double grid_w = L.cell_w * cols, grid_h = L.cell_h * rows;
    double w = L.row_title_w + L.row_label_w + L.gap + grid_w + L.bar_w;
    if (!panel_.col_title.isEmpty())
        w = std::max(
            w, L.row_title_w + L.row_label_w + L.gap + ttl.horizontalAdvance(panel_.col_title));
    if (!panel_.panel_title.isEmpty())
        w = std::max(w, QFontMetricsF(figure_font(fp, true)).horizontalAdvance(panel_.panel_title));
    double h = L.title_h + L.col_title_h + L.col_label_h + L.gap + grid_h;
    // The row title runs up beside the rows, and beside the column labels too when the rows are
    // short.
    if (!panel_.row_title.isEmpty())
        h = std::max(h, L.title_h + ttl.horizontalAdvance(panel_.row_title));
    if (colour_bar_)  // the bar's lowest tick label hangs half a line below it
        h = std::max(h + QFontMetricsF(figure_font(tick_px(opts_))).height() / 2,
                     L.title_h + L.col_title_h + L.col_label_h + L.gap + fp * 4.5);
    L.size = QSizeF(std::ceil(w) + 1, std::ceil(h) + 1);
}

QSizeF HeatmapFigure::natural_size() const {
    // Beyond 16 words the cells shrink so the figure stays about slide-sized.
    const double n = double(std::max(panel_.values.rows(), panel_.values.cols()));
    return layout_for(n > 16 ? std::max(0.05, 16.0 / n) : 1.0).size;
}

QSizeF HeatmapFigure::minimum_size() const { return layout_for(0.0).size; }

double HeatmapFigure::fit_factor(const QSizeF& area) const {
    double lo = 0.0, hi = 1.0;
    const auto fits = [&](double f) {
        const QSizeF s = layout_for(f).size;
        return s.width() <= area.width() + 0.01 && s.height() <= area.height() + 0.01;
    };
    if (fits(hi)) {
        if (!opts_.fill) return hi;
        // A size given: the cells grow until the box is full (the text keeps its size).
        while (hi < kMaxFillFactor && fits(hi * 2)) hi *= 2;
        if (hi >= kMaxFillFactor) return kMaxFillFactor;
        lo = hi;
        hi *= 2;
    }
    for (int i = 0; i < 20; ++i) {
        const double mid = (lo + hi) / 2;
        (fits(mid) ? lo : hi) = mid;
    }
    return lo;
}

QRectF HeatmapFigure::cell_rect(const QRectF& area, int r, int c) const {
    const Layout L = layout_for(fit_factor(area.size()));
    const QPointF o = origin(area, L);
    return {o.x() + L.row_title_w + L.row_label_w + L.gap + c * L.cell_w,
            o.y() + L.title_h + L.col_title_h + L.col_label_h + L.gap + r * L.cell_h, L.cell_w,
            L.cell_h};
}

QPointF HeatmapFigure::origin(const QRectF& area, const Layout& L) {
    return {std::round(area.x() + (area.width() - L.size.width()) / 2),
            std::round(area.y() + (area.height() - L.size.height()) / 2)};
}

void HeatmapFigure::paint(QPainter& p, const QRectF& area) const {
    const Layout L = layout_for(fit_factor(area.size()));
    const QPointF o = origin(area, L);
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    const double gx = o.x() + L.row_title_w + L.row_label_w + L.gap;
    const double gy = o.y() + L.title_h + L.col_title_h + L.col_label_h + L.gap;
    const QRectF grid(gx, gy, L.cell_w * cols, L.cell_h * rows);
    p.save();
    paint_titles(p, L, o, grid);
    paint_labels(p, L, grid);
    paint_cells(p, L, grid);
    paint_separators(p, L, grid);
    paint_highlight_outlines(p, L, grid);
    if (colour_bar_)
        paint_colour_bar(p, QPointF(grid.right(), gy),
                         std::max(grid.height(), opts_.font_px * kMinBarHeightEm), scale_, opts_,
                         pal_);
    p.restore();
}

bool HeatmapFigure::marked(const QStringList& labels, int i) const {
    return !panel_.highlight.isEmpty() && labels.value(i) == panel_.highlight;
}

// Panel title above everything, column title above the column labels, row title
// turned to read bottom to top and centred on the rows. Leaves the pen in text
// colour and the font at the figure's size.
void HeatmapFigure::paint_titles(QPainter& p, const Layout& L, QPointF o,
                                 const QRectF& grid) const {
    const double gx = grid.x(), gy = grid.y();
    p.setPen(pal_.text);
    if (!panel_.panel_title.isEmpty()) {
        p.setFont(figure_font(opts_.font_px, true));
        p.drawText(QRectF(o.x(), o.y(), L.size.width(), L.title_h), Qt::AlignLeft | Qt::AlignTop,
                   panel_.panel_title);
    }
    p.setFont(figure_font(opts_.font_px));
    if (!panel_.col_title.isEmpty())
        p.drawText(
            QRectF(gx, o.y() + L.title_h, std::max(grid.width(), L.size.width() - (gx - o.x())),
                   L.col_title_h - L.gap),
            Qt::AlignLeft | Qt::AlignVCenter, panel_.col_title);
    if (!panel_.row_title.isEmpty()) {  // read bottom to top, centred on the rows
        p.save();
        const double half = QFontMetricsF(p.font()).horizontalAdvance(panel_.row_title) / 2;
        const double top = o.y() + L.title_h, bottom = o.y() + L.size.height() - 1;
        p.translate(o.x(), std::clamp(gy + grid.height() / 2, top + half,
                                      std::max(top + half, bottom - half)));
        p.rotate(-90);
        p.drawText(QRectF(-L.size.height(), 0, 2 * L.size.height(), L.row_title_w - L.gap),
                   Qt::AlignCenter, panel_.row_title);
        p.restore();
    }
}

// Row labels right-aligned left of the grid, column labels above it (level, or
// upright when they are wider than a cell); every row_step-th / col_step-th only
// (an overview's), the highlighted word's always.
// The highlighted word's label is bold on a marker, as in the window.
void HeatmapFigure::paint_labels(QPainter& p, const Layout& L, const QRectF& grid) const {
    const double gx = grid.x(), gy = grid.y();
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    const QFontMetricsF lab(figure_font(L.label_px));
    const auto label = [&](const QRectF& box, int align, const QString& text, bool mark) {
        p.setFont(figure_font(L.label_px, mark));
        if (mark) {
            const QRectF ink = QFontMetricsF(p.font())
                                   .boundingRect(box, align, text)
                                   .adjusted(-kMarkerPadPx, 0, kMarkerPadPx, 0);
            p.fillRect(ink, highlight_marker(opts_.style));
            p.setPen(heatmap_look(opts_.style).marked_ink);
        }
        p.drawText(box, align, text);
        p.setPen(pal_.text);
    };
    // Thinned labels (an overview's): every step-th, and the highlighted word's always, its
    // neighbours within a step left out so that no two overlap.
    const auto shown = [&](const QStringList& labels, int i, int step) {
        if (step <= 1 || marked(labels, i)) return true;
        if (i % step != 0) return false;
        for (int j = std::max(0, i - step + 1); j < std::min(int(labels.size()), i + step); ++j)
            if (marked(labels, j)) return false;
        return true;
    };
    for (int r = 0; r < rows; ++r) {
        if (!shown(panel_.row_labels, r, L.row_step)) continue;
        const QString t = lab.elidedText(panel_.row_labels.value(r), Qt::ElideRight, L.row_label_w);
        // A label's box is at least a line high, centred on its row: drawText clips to the box.
        const double line_h = std::max(L.cell_h, lab.height());
        label(QRectF(gx - L.gap - L.row_label_w, gy + (r + 0.5) * L.cell_h - line_h / 2,
                     L.row_label_w, line_h),
              Qt::AlignRight | Qt::AlignVCenter, t, marked(panel_.row_labels, r));
    }
    for (int c = 0; c < cols; ++c) {
        if (!shown(panel_.col_labels, c, L.col_step)) continue;
        const QString text = panel_.col_labels.value(c);
        if (L.upright_cols) {
            p.save();
            p.translate(gx + (c + 0.5) * L.cell_w, gy - L.gap);
            p.rotate(-90);
            const double line_w = std::max(L.cell_w, lab.height());
            label(QRectF(0, -line_w / 2, L.col_label_h, line_w), Qt::AlignLeft | Qt::AlignVCenter,
                  lab.elidedText(text, Qt::ElideRight, L.col_label_h),
                  marked(panel_.col_labels, c));
            p.restore();
        } else {
            label(QRectF(gx + c * L.cell_w, gy - L.gap - L.col_label_h, L.cell_w, L.col_label_h),
                  Qt::AlignHCenter | Qt::AlignBottom, text, marked(panel_.col_labels, c));
        }
    }
}

// One coloured rectangle per cell (an overview image instead past kOverviewCells);
// a causal panel's cells above the diagonal hatched. Numbers are bold in the
// highlighted word's row and column, as in the window.
void HeatmapFigure::paint_cells(QPainter& p, const Layout& L, const QRectF& grid) const {
    const double gx = grid.x(), gy = grid.y();
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    if (L.overview) paint_overview(p, grid);
    for (int r = 0; r < (L.overview ? 0 : rows); ++r)
        for (int c = 0; c < cols; ++c) {
            const double v = panel_.values(r, c);
            const QRectF cell(gx + c * L.cell_w, gy + r * L.cell_h, L.cell_w, L.cell_h);
            if (panel_.causal && c > r) {
                paint_masked_cell(p, cell);
                continue;
            }
            const QColor bg = std::isfinite(v) ? scale_.color(v) : pal_.masked;
            p.fillRect(cell, bg);
            p.setFont(figure_font(opts_.font_px,
                                  marked(panel_.row_labels, r) || marked(panel_.col_labels, c)));
            if (L.numbers) {
                note_cell_number(p);  // the presentation's measure tells cell numbers apart
                draw_cell_number(p, cell, bg, figure_cell_text(v, opts_.decimals));
            }
        }
    // A what-if's cut lines, crossed out.
    if (L.overview || panel_.cut.empty()) return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setPen(QPen(QColor(0xd5, 0x5e, 0x00), std::max(1.0, std::min(L.cell_w, L.cell_h) / 14)));
    for (const auto& [r, c] : panel_.cut) {
        if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
        const QRectF cell(gx + c * L.cell_w, gy + r * L.cell_h, L.cell_w, L.cell_h);
        const QRectF in =
            cell.adjusted(L.cell_w * 0.15, L.cell_h * 0.15, -L.cell_w * 0.15, -L.cell_h * 0.15);
        p.drawLine(in.topLeft(), in.bottomRight());
        p.drawLine(in.topRight(), in.bottomLeft());
    }
    p.restore();
}

// Separators: gaps of background colour, or thin black lines in print; then the
// grid's frame. Leaves the pen in text colour and no brush.
void HeatmapFigure::paint_separators(QPainter& p, const Layout& L, const QRectF& grid) const {
    const double gx = grid.x(), gy = grid.y();
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    p.setPen(
        QPen(opts_.style == FigureStyle::Print ? pal_.grid : pal_.background, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    if (L.cell_w >= kMinSeparatedCellPx && L.cell_h >= kMinSeparatedCellPx) {
        for (int r = 1; r < rows; ++r)
            p.drawLine(QPointF(gx, gy + r * L.cell_h), QPointF(grid.right(), gy + r * L.cell_h));
        for (int c = 1; c < cols; ++c)
            p.drawLine(QPointF(gx + c * L.cell_w, gy), QPointF(gx + c * L.cell_w, grid.bottom()));
    }
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.drawRect(grid);
}

// The highlighted word's row and column outlined: a line of text colour on a
// halo of background colour, visible on every cell colour.
// (Not in an overview: a frequent word's outlines would cover the map; its labels carry the
// marker.)
void HeatmapFigure::paint_highlight_outlines(QPainter& p, const Layout& L,
                                             const QRectF& grid) const {
    const double gx = grid.x(), gy = grid.y();
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    for (const bool halo : {true, false}) {
        if (L.overview) break;
        const double w = highlight_outline_width(opts_);
        p.setPen(QPen(halo ? pal_.background : pal_.text, halo ? w + kHaloExtraPx : w,
                      Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        for (int r = 0; r < rows; ++r)
            if (marked(panel_.row_labels, r))
                p.drawRect(QRectF(gx, gy + r * L.cell_h, grid.width(), L.cell_h));
        for (int c = 0; c < cols; ++c)
            if (marked(panel_.col_labels, c))
                p.drawRect(QRectF(gx + c * L.cell_w, gy, L.cell_w, grid.height()));
    }
}

// The whole matrix as one image of block maxima (heatmap_raster.hpp), at most
// kMaxOverviewPixels a side in device pixels: a PNG, PDF or SVG of a 2,048-token
// map holds one bounded image, not four million rectangles.
void HeatmapFigure::paint_overview(QPainter& p, const QRectF& grid) const {
    const int rows = int(panel_.values.rows()), cols = int(panel_.values.cols());
    const double device = std::max(1.0, std::abs(p.transform().m11()));
    const QSize pixels(std::clamp(int(std::ceil(grid.width() * device)), 1, kMaxOverviewPixels),
                       std::clamp(int(std::ceil(grid.height() * device)), 1, kMaxOverviewPixels));
    const ColorLut lut(scale_.low(), scale_.high(), scale_.centred(),
                       [this](double v) { return scale_.color(v); });
    const QImage img = raster_cells(panel_.values, CellRange{0, rows, 0, cols}, pixels, lut,
                                    panel_.causal, pal_.masked.rgb());
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(grid, img);
    p.restore();
}

}  // namespace attn::ui
