#include "figures/loss_figure.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "figures/vectors_figure.hpp"

namespace attn::ui {

LossFigure::LossFigure(const LossCurve& curve, const FigureOptions& options) : FigureBody(options), curve_(curve) {}

QSizeF LossFigure::natural_size() const { return {opts_.font_px * 46, opts_.font_px * 28}; }
QSizeF LossFigure::minimum_size() const { return {opts_.font_px * 20, opts_.font_px * 12}; }

void LossFigure::paint(QPainter& p, const QRectF& area) const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    if (!curve_.points.empty()) {
        x0 = curve_.points.front().step, x1 = curve_.points.back().step;
        y0 = 1e300, y1 = -1e300;
        for (const auto& pt : curve_.points)
            for (double v : {pt.train, pt.val})
                if (std::isfinite(v)) y0 = std::min(y0, v), y1 = std::max(y1, v);
        if (y0 > y1) y0 = 0, y1 = 1;
        y0 = std::min(y0, 0.0);  // losses are read against zero
        if (x1 <= x0) x1 = x0 + 1;
        if (y1 <= y0) y1 = y0 + 1;
        y1 += (y1 - y0) * 0.05;
    }
    const auto xt = nice_ticks(x0, x1, 6), yt = nice_ticks(y0, y1, 5);
    const int ydec = (yt.size() > 1 && yt[1] - yt[0] < 0.1) ? 2 : 1;
    double label_w = 0;
    for (double t : yt) label_w = std::max(label_w, fm.horizontalAdvance(number_text(t, ydec)));
    const double left = fm.height() * 1.5 + label_w + 8, bottom = fm.height() * 2.8, top = fm.height() * 1.8;
    const QRectF box(area.left() + left, area.top() + top, area.width() - left - opts_.font_px, area.height() - top - bottom);
    const auto map = [&](double x, double y) {
        return QPointF(box.left() + (x - x0) / (x1 - x0) * box.width(), box.bottom() - (y - y0) / (y1 - y0) * box.height());
    };
    p.save();
    p.setFont(figure_font(opts_.font_px));
    for (double t : xt) {
        const double x = map(t, y0).x();
        p.setPen(QPen(pal_.guide, pal_.line_width, Qt::DotLine));
        p.drawLine(QPointF(x, box.top()), QPointF(x, box.bottom()));
        p.setPen(pal_.text);
        p.drawText(QRectF(x - 50, box.bottom() + 3, 100, fm.height()), Qt::AlignHCenter | Qt::AlignTop, QString::number(t, 'g', 8));
    }
    for (double t : yt) {
        const double y = map(x0, t).y();
        p.setPen(QPen(pal_.guide, pal_.line_width, Qt::DotLine));
        p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
        p.setPen(pal_.text);
        p.drawText(QRectF(box.left() - label_w - 6, y - fm.height() / 2, label_w, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   number_text(t, ydec));
    }
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    p.drawText(QRectF(box.left(), box.bottom() + fm.height() * 1.4, box.width(), fm.height() * 1.2), Qt::AlignCenter,
               QStringLiteral("step"));
    p.save();
    p.translate(area.left(), box.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-box.height() / 2, 0, box.height(), fm.height() * 1.2), Qt::AlignCenter, QStringLiteral("loss"));
    p.restore();
    // Curves: train solid, validation dashed.
    const auto curve = [&](bool val) {
        QPainterPath path;
        bool open = false;
        for (const auto& pt : curve_.points) {
            const double v = val ? pt.val : pt.train;
            if (!std::isfinite(v)) continue;
            const QPointF q = map(pt.step, v);
            open ? path.lineTo(q) : path.moveTo(q);
            open = true;
        }
        return path;
    };
    const QColor train = pal_.series[1], val = pal_.series[0];
    p.setPen(QPen(train, std::max(1.5, pal_.line_width * 2)));
    p.drawPath(curve(false));
    p.setPen(QPen(val, std::max(1.5, pal_.line_width * 2), Qt::DashLine));
    p.drawPath(curve(true));
    // Legend, top right above the box.
    const double lw = opts_.font_px * 2;
    double lx = box.right();
    // Each name with its curve's last value, so the figure states where training ended.
    const auto last = [&](bool val) {
        for (auto it = curve_.points.rbegin(); it != curve_.points.rend(); ++it)
            if (const double v = val ? it->val : it->train; std::isfinite(v)) return QStringLiteral(" (last %1)").arg(number_text(v, 3));
        return QString();
    };
    const QString names[2] = {QStringLiteral("validation") + last(true), QStringLiteral("train") + last(false)};
    for (int i = 0; i < 2; ++i) {
        const double tw = fm.horizontalAdvance(names[i]);
        lx -= tw;
        p.setPen(pal_.text);
        p.drawText(QRectF(lx, area.top(), tw + 1, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, names[i]);
        lx -= lw + 4;
        p.setPen(QPen(i == 0 ? val : train, 2, i == 0 ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(QPointF(lx, area.top() + fm.height() / 2), QPointF(lx + lw, area.top() + fm.height() / 2));
        lx -= opts_.font_px;
    }
    p.restore();
}

}  // namespace attn::ui
