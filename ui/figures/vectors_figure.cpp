#include "figures/vectors_figure.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QSet>
#include <algorithm>
#include <cmath>

#include "style/label_placer.hpp"
#include "style/nice_numbers.hpp"

namespace attn::ui {

namespace {

constexpr int kTickCount = 7;  // about this many ticks per axis, at most
constexpr double kTickRoom =
    1.4;  // a tick's room along its axis, in tick-label widths (x) or heights (y)
constexpr double kYTitleLines =
    1.5;  // room left of the y tick labels for the y-axis title, in line heights
constexpr double kTickLabelGapPx = 6;  // extra room between the y title and the y tick labels
constexpr double kTopInsetEm =
    0.5;  // the plot box sits this many font sizes below the figure's top
constexpr double kTickLabelWidthPx = 80;  // a tick label's box
constexpr double kXTickGapPx = 3;         // x tick labels start this far below the box
constexpr double kYTickGapPx = 4;         // y tick labels end this far left of the box
constexpr double kXTitleOffsetLines =
    1.3;  // the x-axis title starts this many line heights below the box
constexpr double kAxisTitleLines = 1.2;     // an axis title's box is this many line heights tall
constexpr double kMarkerRadiusEm = 0.35;    // lookup dots' radius, in font sizes ...
constexpr double kMinMarkerRadiusPx = 3.0;  // ... never below this
constexpr double kDiamondScale =
    1.6;  // a diamond's half-diagonal, in dot radii (arrows stop this short)
constexpr double kArrowHeadScale = 2.2;  // an arrow head's length, in dot radii
constexpr double kDotLabelGapPx = 3;     // a lookup label sits this far beyond its dot
constexpr double kDiamondLabelGapScale =
    2;  // a diamond's label sits this many dot radii from its centre
constexpr double kLegendTextEm =
    1.6;  // legend text starts this many font sizes right of its marker column
constexpr double kLegendLineSpacing = 1.4;  // legend rows, in line heights
constexpr double kMaxLegendEm = 30;         // legend entries elide at this many font sizes
constexpr double kLegendBelowGapEm =
    0.6;  // a legend below the plot starts this many font sizes under the x title
constexpr double kLegendBelowGain =
    1.1;  // the legend goes below when that makes the plot this much larger
constexpr double kLabelRoom =
    2;  // the smallest plot box is this many times the area its labels cover
constexpr double kLabelPlateAlpha = 0.75;  // the background under a label, this opaque
constexpr double kLeaderAlpha = 0.7;       // leader lines: the label's colour, this opaque ...
constexpr double kLeaderWidth = 0.8;       // ... and this many line widths thick

// The legend's words for a hollow diamond: where an output was before the what-if moved it.
QString ghost_legend_text() {
    return QCoreApplication::translate("Figures", "output without the what-if");
}

// The grey points' legend: the plot's own words, else "lookup row".
QString lookup_legend(const VectorsPlot& plot) {
    return plot.lookup_legend.isEmpty() ? QCoreApplication::translate("Figures", "lookup row")
                                        : plot.lookup_legend;
}

// A sentence's legend: in the plot's own words (its %1 the sentence), else “sentence”.
QString sentence_legend(const VectorsPlot& plot, const QString& sentence) {
    return plot.sentence_legend.isEmpty()
               ? QCoreApplication::translate("Figures", "“%1”").arg(sentence)
               : QString(plot.sentence_legend).arg(sentence);
}

void draw_diamond(QPainter& p, QPointF c, double r) {
    const QPointF pts[4] = {
        {c.x(), c.y() - r}, {c.x() + r, c.y()}, {c.x(), c.y() + r}, {c.x() - r, c.y()}};
    p.drawPolygon(pts, 4);
}

void draw_arrow(QPainter& p, QPointF from, QPointF to, double head, double stop_short) {
    const QLineF line(from, to);
    if (line.length() < stop_short + 1) return;
    QLineF shaft = line;
    shaft.setLength(line.length() - stop_short);
    p.drawLine(shaft);
    const double a = std::atan2(-shaft.dy(), shaft.dx());
    const QPointF tip = shaft.p2();
    const QPointF l = tip - QPointF(std::cos(a - 0.45) * head, -std::sin(a - 0.45) * head);
    const QPointF r = tip - QPointF(std::cos(a + 0.45) * head, -std::sin(a + 0.45) * head);
    QPainterPath path(tip);
    path.lineTo(l);
    path.lineTo(r);
    path.closeSubpath();
    p.fillPath(path, p.pen().color());
}

}  // namespace

VectorsFigure::VectorsFigure(const VectorsPlot& plot, const FigureOptions& options)
    : FigureBody(options), plot_(plot) {}

QRectF VectorsFigure::data_range() const {
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    const auto add = [&](double x, double y) {
        x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    };
    for (const auto& pt : plot_.lookups) add(pt.x, pt.y);
    for (const auto& o : plot_.outputs) add(o.x, o.y);
    for (const auto& m : plot_.moved) add(m.x, m.y);
    if (x1 - x0 < 1e-9) x1 = x0 + 1;
    if (y1 - y0 < 1e-9) y1 = y0 + 1;
    const double pad = 0.08 * std::max(x1 - x0, y1 - y0);
    return QRectF(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad);
}

QSizeF VectorsFigure::chrome(bool legend_below) const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    const double left = fm.height() * kYTitleLines + fm.horizontalAdvance(QStringLiteral("-0.00")) +
                        kTickLabelGapPx;
    const double bottom = fm.height() * 2.6 + opts_.font_px * 0.5;
    if (legend_below)
        return {left + opts_.font_px,
                bottom + legend_rows_height(fm) + opts_.font_px * kLegendBelowGapEm};
    double legend = fm.horizontalAdvance(lookup_legend(plot_));
    if (!plot_.moved.empty()) legend = std::max(legend, fm.horizontalAdvance(ghost_legend_text()));
    for (const auto& s : plot_.sentences)
        legend = std::max(legend, std::min(opts_.font_px * kMaxLegendEm,
                                           fm.horizontalAdvance(sentence_legend(plot_, s))));
    legend += opts_.font_px * 3;
    return {left + legend + opts_.font_px, bottom};
}

double VectorsFigure::legend_rows_height(const QFontMetricsF& fm) const {
    const int ghost_rows = plot_.moved.empty() ? 0 : 1;
    return (plot_.sentences.size() + 1 + ghost_rows) * fm.height() * kLegendLineSpacing;
}

QSizeF VectorsFigure::natural_size() const {
    const QRectF r = data_range();
    const double unit = 420.0 / std::max(r.width(), r.height()) * opts_.font_px / 13.0;
    return chrome(false) + QSizeF(r.width() * unit, r.height() * unit);
}

// The narrower layout (legend below the plot), never beyond the natural one,
// with a plot box of room for its labels: kLabelRoom times the area they
// cover (and at least 8 font sizes a side).
QSizeF VectorsFigure::minimum_size() const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    double covered = 0;
    for (const auto& pt : plot_.lookups)
        covered += (fm.horizontalAdvance(pt.word) + 2) * fm.height();
    if (plot_.outputs.size() > size_t(plot_.sentences.size()))
        for (const auto& o : plot_.outputs)
            covered += (fm.horizontalAdvance(o.word + QStringLiteral("′")) + 2) * fm.height();
    const QRectF r = data_range();
    const double unit = std::sqrt(covered * kLabelRoom / (r.width() * r.height()));
    const QSizeF box(std::max(opts_.font_px * 8, r.width() * unit),
                     std::max(opts_.font_px * 8, r.height() * unit));
    return (chrome(true) + box).boundedTo(natural_size());
}

QPointF VectorsFigure::Frame::map(double x, double y) const {
    return QPointF(box.left() + (x - range.left()) * unit, box.bottom() - (y - range.top()) * unit);
}

// The largest box of the data's aspect that fits `area` with its chrome,
// centred: the legend beside the plot, or below it where that gives a larger plot.
VectorsFigure::Frame VectorsFigure::frame_for(const QRectF& area, const QFontMetricsF& fm) const {
    Frame f;
    f.range = data_range();
    const auto unit_with = [&](const QSizeF& ch) {
        return std::min((area.width() - ch.width()) / f.range.width(),
                        (area.height() - ch.height()) / f.range.height());
    };
    const QSizeF right = chrome(false), below = chrome(true);
    f.legend_below = unit_with(below) > unit_with(right) * kLegendBelowGain;
    const QSizeF ch = f.legend_below ? below : right;
    f.unit = std::max(1e-9, unit_with(ch));
    const QSizeF box_size(f.range.width() * f.unit, f.range.height() * f.unit);
    f.o = QPointF(std::round(area.x() + (area.width() - box_size.width() - ch.width()) / 2),
                  std::round(area.y() + (area.height() - box_size.height() - ch.height()) / 2));
    const double left = fm.height() * kYTitleLines + fm.horizontalAdvance(QStringLiteral("-0.00")) +
                        kTickLabelGapPx;
    f.box = QRectF(f.o.x() + left, f.o.y() + opts_.font_px * kTopInsetEm, box_size.width(),
                   box_size.height());
    f.chrome = ch;
    return f;
}

QColor VectorsFigure::lookup_grey() const {
    return opts_.style == FigureStyle::Dark ? QColor(0xB0, 0xB0, 0xB0) : QColor(0x80, 0x80, 0x80);
}

double VectorsFigure::marker_radius() const {
    return std::max(kMinMarkerRadiusPx, opts_.font_px * kMarkerRadiusEm);
}

void VectorsFigure::paint(QPainter& p, const QRectF& area) const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    const Frame f = frame_for(area, fm);
    p.save();
    p.setFont(figure_font(opts_.font_px));
    paint_axes(p, f, fm);
    // Markers first (grey lookup dots; arrows and diamonds per sentence), then
    // the labels where layout_labels puts them.
    const double r = marker_radius();
    paint_markers(p, f, r);
    paint_marker_labels(p, labels_for(f, fm, r));
    paint_legend(p, f, fm, r);
    p.restore();
}

VectorsFigure::Labels VectorsFigure::labels_in(const QRectF& area) const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    return labels_for(frame_for(area, fm), fm, marker_radius());
}

// Dotted grid lines at nice ticks (solid through 0), their numbers, the box and both axis titles.
void VectorsFigure::paint_axes(QPainter& p, const Frame& f, const QFontMetricsF& fm) const {
    const QRectF& box = f.box;
    const QRectF& range = f.range;
    // As many ticks as their numbers have room for (a narrow slide column gets fewer).
    const double x_room = fm.horizontalAdvance(QStringLiteral("-0.00")) * kTickRoom,
                 y_room = fm.height() * kTickRoom;
    const auto ticks_for = [](double lo, double hi, double length, double room) {
        const int fit = std::max(2, int(length / room));
        auto t = nice_ticks(lo, hi, std::min(fit, kTickCount));
        for (int c = std::min(fit, kTickCount) - 1; c >= 1 && int(t.size()) > fit; --c)
            t = nice_ticks(lo, hi, c);
        return t;
    };
    const auto xt = ticks_for(range.left(), range.right(), box.width(), x_room);
    const auto yt = ticks_for(range.top(), range.bottom(), box.height(), y_room);
    for (double t : xt) {
        const QPointF a = f.map(t, range.top());
        p.setPen(QPen(t == 0.0 ? pal_.muted : pal_.guide, pal_.line_width,
                      t == 0.0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(a.x(), box.top()), QPointF(a.x(), box.bottom()));
        p.setPen(pal_.text);
        p.drawText(QRectF(a.x() - kTickLabelWidthPx / 2, box.bottom() + kXTickGapPx,
                          kTickLabelWidthPx, fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop, number_text(t, 1));
    }
    for (double t : yt) {
        const QPointF a = f.map(range.left(), t);
        p.setPen(QPen(t == 0.0 ? pal_.muted : pal_.guide, pal_.line_width,
                      t == 0.0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(box.left(), a.y()), QPointF(box.right(), a.y()));
        p.setPen(pal_.text);
        p.drawText(QRectF(box.left() - (kTickLabelWidthPx + kYTickGapPx), a.y() - fm.height() / 2,
                          kTickLabelWidthPx, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, number_text(t, 1));
    }
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    p.drawText(QRectF(box.left(), box.bottom() + fm.height() * kXTitleOffsetLines, box.width(),
                      fm.height() * kAxisTitleLines),
               Qt::AlignCenter, plot_.x_axis);
    p.save();
    p.translate(f.o.x(), box.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-box.height() / 2, 0, box.height(), fm.height() * kAxisTitleLines),
               Qt::AlignCenter, plot_.y_axis);
    p.restore();
}

// Grey dots for the lookup rows; per output an arrow from its lookup row and a diamond
// in its sentence's colour.
void VectorsFigure::paint_markers(QPainter& p, const Frame& f, double r) const {
    const QColor grey = lookup_grey();
    for (const auto& pt : plot_.lookups) {
        p.setPen(Qt::NoPen);
        p.setBrush(grey);
        p.drawEllipse(f.map(pt.x, pt.y), r, r);
    }
    // Under a what-if: where each moved output was, a hollow diamond, and a dashed arrow on.
    for (const auto& m : plot_.moved) {
        const QColor col = sentence_colour(pal_, plot_.slot(m.sentence));
        QPen dashed(col, std::max(1.0, pal_.line_width * 1.2), Qt::DashLine);
        p.setPen(dashed);
        p.setBrush(Qt::NoBrush);
        draw_arrow(p, f.map(m.x, m.y), f.map(m.to_x, m.to_y), r * kArrowHeadScale,
                   r * kDiamondScale);
        p.setPen(QPen(col, std::max(1.0, pal_.line_width)));
        draw_diamond(p, f.map(m.x, m.y), r * kDiamondScale);
    }
    for (const auto& out : plot_.outputs) {
        const QColor col = sentence_colour(pal_, plot_.slot(out.sentence));
        p.setPen(QPen(col, std::max(1.0, pal_.line_width * 1.5)));
        draw_arrow(p, f.map(out.from_x, out.from_y), f.map(out.x, out.y), r * kArrowHeadScale,
                   r * kDiamondScale);
        p.setPen(QPen(pal_.background, 1));
        p.setBrush(col);
        draw_diamond(p, f.map(out.x, out.y), r * kDiamondScale);
    }
}

std::vector<QRectF> VectorsFigure::marker_boxes(const Frame& f, double r) const {
    std::vector<QRectF> boxes;
    boxes.reserve(plot_.lookups.size() + plot_.outputs.size());
    for (const auto& pt : plot_.lookups) {
        const QPointF c = f.map(pt.x, pt.y);
        boxes.emplace_back(c.x() - r, c.y() - r, 2 * r, 2 * r);
    }
    const double d = r * kDiamondScale;
    for (const auto& out : plot_.outputs) {
        const QPointF c = f.map(out.x, out.y);
        boxes.emplace_back(c.x() - d, c.y() - d, 2 * d, 2 * d);
    }
    return boxes;
}

// Each lookup dot's word, and each diamond's word when a sentence has several
// (the legend names the rest), placed by layout_labels inside the box.
VectorsFigure::Labels VectorsFigure::labels_for(const Frame& f, const QFontMetricsF& fm,
                                                double r) const {
    Labels out;
    out.plot = f.box;
    std::vector<LabelRequest> want;
    const auto ask = [&](QPointF c, double gap, const QString& text, const QColor& colour,
                         int rank) {
        want.push_back({c, gap, QSizeF(fm.horizontalAdvance(text), fm.height()), rank});
        out.texts << text;
        out.colours.push_back(colour);
    };
    QSet<QString> in_sentences;  // words with outputs: labelled before the rest of the vocabulary
                                 // (LabelRequest::rank)
    for (const auto& o : plot_.outputs) in_sentences.insert(o.word);
    for (const auto& pt : plot_.lookups)
        ask(f.map(pt.x, pt.y), r + kDotLabelGapPx, pt.word, pal_.text,
            in_sentences.empty() || in_sentences.contains(pt.word) ? 1 : 2);
    if (plot_.outputs.size() > size_t(plot_.sentences.size()))
        for (const auto& out : plot_.outputs)
            ask(f.map(out.x, out.y), r * kDiamondLabelGapScale,
                out.word + QStringLiteral("′"),  // ′: an output, as in the window
                sentence_colour(pal_, plot_.slot(out.sentence)), 1);
    LabelObstacles avoid{marker_boxes(f, r), {}};
    for (const auto& o : plot_.outputs)
        avoid.lines.emplace_back(f.map(o.from_x, o.from_y), f.map(o.x, o.y));  // the arrows
    out.layout = layout_labels(f.box, avoid, want);
    return out;
}

void VectorsFigure::paint_marker_labels(QPainter& p, const Labels& labels) const {
    const auto& placed = labels.layout.labels;
    for (size_t i = 0; i < placed.size(); ++i) {  // leaders first: text stays on top
        if (!placed[i].shown || !placed[i].leader) continue;
        QColor c = labels.colours[i];
        c.setAlphaF(kLeaderAlpha);
        p.setPen(QPen(c, std::max(0.6, pal_.line_width * kLeaderWidth)));
        p.drawLine(placed[i].leader_line);
    }
    QColor plate =
        pal_.background;  // under each label: the arrows it crosses stay faint behind its text
    plate.setAlphaF(kLabelPlateAlpha);
    for (size_t i = 0; i < placed.size(); ++i) {
        if (!placed[i].shown) continue;
        p.fillRect(placed[i].rect, plate);
        p.setPen(labels.colours[i]);
        p.drawText(placed[i].rect, Qt::AlignLeft | Qt::AlignVCenter, labels.texts[i]);
    }
}

// Legend to the right of the box: a diamond and the sentence per sentence, then the lookup dot,
// then (under a what-if that moved an output) the hollow diamond of an output without it.
void VectorsFigure::paint_legend(QPainter& p, const Frame& f, const QFontMetricsF& fm,
                                 double r) const {
    const QSizeF& ch = f.chrome;
    const QColor grey = lookup_grey();
    double ly = f.box.top();
    double lx = f.box.right() + opts_.font_px;
    double text_w = ch.width();
    if (f.legend_below) {  // under the x-axis title, from the plot's left edge
        ly = f.box.bottom() + fm.height() * (kXTitleOffsetLines + kAxisTitleLines) +
             opts_.font_px * kLegendBelowGapEm;
        lx = f.o.x();  // from the figure's left edge (under the y title) to the plot's right edge
        text_w = std::max(fm.height(),
                          f.box.right() + opts_.font_px - lx - opts_.font_px * kLegendTextEm);
    }
    for (int s = 0; s < plot_.sentences.size(); ++s) {
        const QColor col = sentence_colour(pal_, plot_.slot(s));
        p.setPen(QPen(pal_.background, 1));
        p.setBrush(col);
        draw_diamond(p, QPointF(lx + r * kDiamondScale, ly + fm.height() / 2), r * kDiamondScale);
        p.setPen(pal_.text);
        p.drawText(QRectF(lx + opts_.font_px * kLegendTextEm, ly, text_w, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(sentence_legend(plot_, plot_.sentences[s]), Qt::ElideMiddle,
                                 std::min(opts_.font_px * kMaxLegendEm, text_w)));
        ly += fm.height() * kLegendLineSpacing;
    }
    p.setBrush(grey);
    p.setPen(Qt::NoPen);
    p.drawEllipse(QPointF(lx + r * kDiamondScale, ly + fm.height() / 2), r, r);
    p.setPen(pal_.text);
    p.drawText(QRectF(lx + opts_.font_px * kLegendTextEm, ly, text_w, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, lookup_legend(plot_));
    if (plot_.moved.empty()) return;
    ly += fm.height() * kLegendLineSpacing;
    p.setPen(QPen(pal_.text, std::max(1.0, pal_.line_width)));
    p.setBrush(Qt::NoBrush);
    draw_diamond(p, QPointF(lx + r * kDiamondScale, ly + fm.height() / 2), r * kDiamondScale);
    p.setPen(pal_.text);
    p.drawText(QRectF(lx + opts_.font_px * kLegendTextEm, ly, text_w, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(ghost_legend_text(), Qt::ElideRight, text_w));
}

}  // namespace attn::ui

namespace attn::ui {

// paint_figure's layout of the body (figure_body.cpp): the body rect, scaled
// down as a whole when even the minimum layout does not fit.
VectorsFigure::Labels vectors_figure_labels(const FigureSpec& spec, const FigureOptions& options,
                                            QSizeF size) {
    const VectorsFigure body(spec.vectors, options);
    QRectF area = figure_body_rect(size, framed_options(spec, options));
    const QSizeF min = body.minimum_size();
    const double k = std::min({1.0, area.width() / std::max(1.0, min.width()),
                               area.height() / std::max(1.0, min.height())});
    if (k < 1.0) area = QRectF(QPointF(0, 0), area.size() / k);
    return body.labels_in(area);
}

}  // namespace attn::ui
