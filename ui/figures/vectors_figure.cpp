#include "figures/vectors_figure.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "style/label_placer.hpp"

namespace attn::ui {

std::vector<double> nice_ticks(double lo, double hi, int count) {
    std::vector<double> out;
    if (!(hi > lo) || count < 1) return {lo};
    const double raw = (hi - lo) / count;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    double step = mag;
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * mag >= raw) {
            step = m * mag;
            break;
        }
    for (double t = std::ceil(lo / step - 1e-9) * step; t <= hi + step * 1e-9; t += step)
        out.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    return out;
}

namespace {

void draw_diamond(QPainter& p, QPointF c, double r) {
    const QPointF pts[4] = {{c.x(), c.y() - r}, {c.x() + r, c.y()}, {c.x(), c.y() + r}, {c.x() - r, c.y()}};
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

VectorsFigure::VectorsFigure(const VectorsPlot& plot, const FigureOptions& options) : FigureBody(options), plot_(plot) {}

QRectF VectorsFigure::data_range() const {
    double x0 = 0, x1 = 0, y0 = 0, y1 = 0;
    const auto add = [&](double x, double y) {
        x0 = std::min(x0, x), x1 = std::max(x1, x), y0 = std::min(y0, y), y1 = std::max(y1, y);
    };
    for (const auto& pt : plot_.lookups) add(pt.x, pt.y);
    for (const auto& o : plot_.outputs) add(o.x, o.y);
    if (x1 - x0 < 1e-9) x1 = x0 + 1;
    if (y1 - y0 < 1e-9) y1 = y0 + 1;
    const double pad = 0.08 * std::max(x1 - x0, y1 - y0);
    return QRectF(x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad);
}

QSizeF VectorsFigure::chrome() const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    const double left = fm.height() * 1.5 + fm.horizontalAdvance(QStringLiteral("-0.00")) + 6;
    const double bottom = fm.height() * 2.6;
    double legend = fm.horizontalAdvance(QStringLiteral("lookup row"));
    for (const auto& s : plot_.sentences)
        legend = std::max(legend, std::min(opts_.font_px * 30, fm.horizontalAdvance(QStringLiteral("“%1”").arg(s))));
    legend += opts_.font_px * 3;
    return {left + legend + opts_.font_px, bottom + opts_.font_px * 0.5};
}

QSizeF VectorsFigure::natural_size() const {
    const QRectF r = data_range();
    const double unit = 420.0 / std::max(r.width(), r.height()) * opts_.font_px / 13.0;
    return chrome() + QSizeF(r.width() * unit, r.height() * unit);
}

QSizeF VectorsFigure::minimum_size() const { return chrome() + QSizeF(opts_.font_px * 8, opts_.font_px * 8); }

void VectorsFigure::paint(QPainter& p, const QRectF& area) const {
    const QRectF range = data_range();
    const QSizeF ch = chrome();
    const QFontMetricsF fm(figure_font(opts_.font_px));
    const double unit = std::min((area.width() - ch.width()) / range.width(), (area.height() - ch.height()) / range.height());
    const QSizeF box_size(range.width() * unit, range.height() * unit);
    const QPointF o(std::round(area.x() + (area.width() - box_size.width() - ch.width()) / 2),
                    std::round(area.y() + (area.height() - box_size.height() - ch.height()) / 2));
    const double left = fm.height() * 1.5 + fm.horizontalAdvance(QStringLiteral("-0.00")) + 6;
    const QRectF box(o.x() + left, o.y() + opts_.font_px * 0.5, box_size.width(), box_size.height());
    const auto map = [&](double x, double y) {
        return QPointF(box.left() + (x - range.left()) * unit, box.bottom() - (y - range.top()) * unit);
    };
    p.save();
    p.setFont(figure_font(opts_.font_px));
    // Grid and ticks.
    const auto xt = nice_ticks(range.left(), range.right(), 7), yt = nice_ticks(range.top(), range.bottom(), 7);
    for (double t : xt) {
        const QPointF a = map(t, range.top());
        p.setPen(QPen(t == 0.0 ? pal_.muted : pal_.guide, pal_.line_width, t == 0.0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(a.x(), box.top()), QPointF(a.x(), box.bottom()));
        p.setPen(pal_.text);
        p.drawText(QRectF(a.x() - 40, box.bottom() + 3, 80, fm.height()), Qt::AlignHCenter | Qt::AlignTop, number_text(t, 1));
    }
    for (double t : yt) {
        const QPointF a = map(range.left(), t);
        p.setPen(QPen(t == 0.0 ? pal_.muted : pal_.guide, pal_.line_width, t == 0.0 ? Qt::SolidLine : Qt::DotLine));
        p.drawLine(QPointF(box.left(), a.y()), QPointF(box.right(), a.y()));
        p.setPen(pal_.text);
        p.drawText(QRectF(box.left() - 84, a.y() - fm.height() / 2, 80, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   number_text(t, 1));
    }
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    p.drawText(QRectF(box.left(), box.bottom() + fm.height() * 1.3, box.width(), fm.height() * 1.2), Qt::AlignCenter,
               plot_.x_axis);
    p.save();
    p.translate(o.x(), box.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-box.height() / 2, 0, box.height(), fm.height() * 1.2), Qt::AlignCenter, plot_.y_axis);
    p.restore();
    // Markers first (grey lookup dots; arrows and diamonds per sentence), then
    // the labels, each at the first spot around its marker that is free.
    const double r = std::max(3.0, opts_.font_px * 0.35);
    const QColor grey = opts_.style == FigureStyle::Dark ? QColor(0xB0, 0xB0, 0xB0) : QColor(0x80, 0x80, 0x80);
    std::vector<QRectF> taken;
    for (const auto& pt : plot_.lookups) {
        const QPointF c = map(pt.x, pt.y);
        p.setPen(Qt::NoPen);
        p.setBrush(grey);
        p.drawEllipse(c, r, r);
        taken.emplace_back(c.x() - r, c.y() - r, 2 * r, 2 * r);
    }
    for (const auto& out : plot_.outputs) {
        const QColor col = sentence_colour(pal_, plot_.slot(out.sentence));
        p.setPen(QPen(col, std::max(1.0, pal_.line_width * 1.5)));
        draw_arrow(p, map(out.from_x, out.from_y), map(out.x, out.y), r * 2.2, r * 1.6);
        p.setPen(QPen(pal_.background, 1));
        p.setBrush(col);
        const QPointF c = map(out.x, out.y);
        draw_diamond(p, c, r * 1.6);
        taken.emplace_back(c.x() - r * 1.6, c.y() - r * 1.6, 3.2 * r, 3.2 * r);
    }
    LabelPlacer placer(box);
    for (const QRectF& t : taken) placer.reserve(t);
    const auto place_label = [&](QPointF c, double gap, const QString& text, const QColor& colour) {
        p.setPen(colour);
        p.drawText(placer.place(c, gap, text, fm), Qt::AlignLeft | Qt::AlignVCenter, text);
    };
    for (const auto& pt : plot_.lookups) place_label(map(pt.x, pt.y), r + 3, pt.word, pal_.text);
    // Name each diamond when a sentence has several (the legend names the rest).
    if (plot_.outputs.size() > size_t(plot_.sentences.size()))
        for (const auto& out : plot_.outputs)
            place_label(map(out.x, out.y), r * 2, out.word, sentence_colour(pal_, plot_.slot(out.sentence)));
    // Legend to the right of the box.
    double ly = box.top();
    const double lx = box.right() + opts_.font_px;
    for (int s = 0; s < plot_.sentences.size(); ++s) {
        const QColor col = sentence_colour(pal_, plot_.slot(s));
        p.setPen(QPen(pal_.background, 1));
        p.setBrush(col);
        draw_diamond(p, QPointF(lx + r * 1.6, ly + fm.height() / 2), r * 1.6);
        p.setPen(pal_.text);
        p.drawText(QRectF(lx + opts_.font_px * 1.6, ly, ch.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(QStringLiteral("“%1”").arg(plot_.sentences[s]), Qt::ElideMiddle, opts_.font_px * 30));
        ly += fm.height() * 1.4;
    }
    p.setBrush(grey);
    p.setPen(Qt::NoPen);
    p.drawEllipse(QPointF(lx + r * 1.6, ly + fm.height() / 2), r, r);
    p.setPen(pal_.text);
    p.drawText(QRectF(lx + opts_.font_px * 1.6, ly, ch.width(), fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               QStringLiteral("lookup row"));
    p.restore();
}

}  // namespace attn::ui
