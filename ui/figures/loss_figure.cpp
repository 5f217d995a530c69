#include "figures/loss_figure.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "style/nice_numbers.hpp"

namespace attn::ui {

LossFigure::LossFigure(const LossCurve& curve, const FigureOptions& options)
    : FigureBody(options), curve_(curve) {}

QSizeF LossFigure::natural_size() const { return {opts_.font_px * 46, opts_.font_px * 28}; }
QSizeF LossFigure::minimum_size() const { return {opts_.font_px * 20, opts_.font_px * 12}; }

namespace {

constexpr int kXTickCount = 6, kYTickCount = 5;  // about this many ticks per axis
constexpr double kHeadroom = 0.05;  // room above the highest loss, as a fraction of the y range
constexpr double kYTitleLines =
    1.5;  // room left of the y tick labels for the y-axis title, in line heights
constexpr double kYLabelGapPx =
    8;  // extra room around the y tick labels (kYTickGapPx of it right of them)
constexpr double kBottomLines =
    2.8;  // below the box: x tick labels and the x-axis title, in line heights
constexpr double kTopLines = 1.8;           // above the box: the legend, in line heights
constexpr double kEarlierLineLines = 1.2;   // and the earlier run's own legend line below it
constexpr double kXTickLabelWidthPx = 100;  // an x tick label's box
constexpr double kXTickGapPx = 3;           // x tick labels start this far below the box
constexpr double kYTickGapPx = 6;           // y tick labels end this far left of the box
constexpr double kXTitleOffsetLines =
    1.4;  // the x-axis title starts this many line heights below the box
constexpr double kAxisTitleLines = 1.2;   // an axis title's box is this many line heights tall
constexpr double kLegendLineEm = 2;       // a legend entry's line sample, in font sizes
constexpr double kLegendSampleGapPx = 4;  // between a line sample and its name
constexpr double kLegendPenPx = 2;        // the line samples' pen width

}  // namespace

// Data bounds (x: the steps; y: from 0 or below to the highest finite loss plus
// headroom), their ticks, and the plot box inside the area; every length in pixels.
struct LossFigure::Plot {
    double x0 = 0, x1 = 1, y0 = 0, y1 = 1;
    std::vector<double> xt, yt;  // tick values
    int ydec = 1;                // decimals of the y tick labels
    double label_w = 0;          // widest y tick label
    QRectF box;
    QPointF map(double x, double y) const {
        return QPointF(box.left() + (x - x0) / (x1 - x0) * box.width(),
                       box.bottom() - (y - y0) / (y1 - y0) * box.height());
    }
};

LossFigure::Plot LossFigure::plot_for(const QRectF& area, const QFontMetricsF& fm) const {
    Plot pl;
    double &x0 = pl.x0, &x1 = pl.x1, &y0 = pl.y0, &y1 = pl.y1;
    if (!curve_.points.empty()) {
        x0 = curve_.points.front().step, x1 = curve_.points.back().step;
        y0 = 1e300, y1 = -1e300;
        for (const auto& pt : curve_.points)
            for (double v : {pt.train, pt.val})
                if (std::isfinite(v)) y0 = std::min(y0, v), y1 = std::max(y1, v);
        for (const auto& pt : curve_.earlier)  // the axes cover both runs
            if (std::isfinite(pt.val)) {
                y0 = std::min(y0, double(pt.val)), y1 = std::max(y1, double(pt.val));
                x1 = std::max(x1, double(pt.step));
            }
        if (y0 > y1) y0 = 0, y1 = 1;
        y0 = std::min(y0, 0.0);  // losses are read against zero
        x0 = std::min(x0, 0.0);  // steps are read from the run's start, as the window's chart
        if (x1 <= x0) x1 = x0 + 1;
        if (y1 <= y0) y1 = y0 + 1;
        y1 += (y1 - y0) * kHeadroom;
    }
    pl.xt = nice_ticks(x0, x1, kXTickCount), pl.yt = nice_ticks(y0, y1, kYTickCount);
    pl.ydec = (pl.yt.size() > 1 && pl.yt[1] - pl.yt[0] < 0.1)
                  ? 2
                  : 1;  // steps under 0.1 need two decimals
    for (double t : pl.yt)
        pl.label_w = std::max(pl.label_w, fm.horizontalAdvance(number_text(t, pl.ydec)));
    const double left = fm.height() * kYTitleLines + pl.label_w + kYLabelGapPx,
                 bottom = fm.height() * kBottomLines,
                 top = fm.height() * (kTopLines + (has_earlier() ? kEarlierLineLines : 0));
    pl.box = QRectF(area.left() + left, area.top() + top, area.width() - left - opts_.font_px,
                    area.height() - top - bottom);
    return pl;
}

void LossFigure::paint(QPainter& p, const QRectF& area) const {
    const QFontMetricsF fm(figure_font(opts_.font_px));
    const Plot pl = plot_for(area, fm);
    p.save();
    p.setFont(figure_font(opts_.font_px));
    paint_axes(p, pl, area, fm);
    paint_curves(p, pl);
    paint_legend(p, pl, area, fm);
    p.restore();
}

void LossFigure::paint_axes(QPainter& p, const Plot& pl, const QRectF& area,
                            const QFontMetricsF& fm) const {
    const QRectF& box = pl.box;
    for (double t : pl.xt) {
        const double x = pl.map(t, pl.y0).x();
        p.setPen(QPen(pal_.guide, pal_.line_width, Qt::DotLine));
        p.drawLine(QPointF(x, box.top()), QPointF(x, box.bottom()));
        p.setPen(pal_.text);
        p.drawText(QRectF(x - kXTickLabelWidthPx / 2, box.bottom() + kXTickGapPx,
                          kXTickLabelWidthPx, fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(t, 'g', 8));
    }
    for (double t : pl.yt) {
        const double y = pl.map(pl.x0, t).y();
        p.setPen(QPen(pal_.guide, pal_.line_width, Qt::DotLine));
        p.drawLine(QPointF(box.left(), y), QPointF(box.right(), y));
        p.setPen(pal_.text);
        p.drawText(QRectF(box.left() - pl.label_w - kYTickGapPx, y - fm.height() / 2, pl.label_w,
                          fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, number_text(t, pl.ydec));
    }
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    p.drawRect(box);
    p.drawText(QRectF(box.left(), box.bottom() + fm.height() * kXTitleOffsetLines, box.width(),
                      fm.height() * kAxisTitleLines),
               //: The loss chart's x axis: the training step
               Qt::AlignCenter, QCoreApplication::translate("Figures", "step"));
    p.save();
    p.translate(area.left(), box.center().y());
    p.rotate(-90);
    p.drawText(
        QRectF(-box.height() / 2, 0, box.height(), fm.height() * kAxisTitleLines), Qt::AlignCenter,
        //: The loss chart's y axis: the loss in natural-log units, as the window's chart says
        QCoreApplication::translate("Figures", "loss (nats)"));
    p.restore();
}

// One path per curve through its finite points (NaN points are skipped, not breaks).
void LossFigure::paint_curves(QPainter& p, const Plot& pl) const {
    const auto curve = [&](bool val, const attn::LossHistory& points = {}) {
        QPainterPath path;
        bool open = false;
        for (const auto& pt : points.empty() ? curve_.points : points) {
            const double v = val ? pt.val : pt.train;
            if (!std::isfinite(v)) continue;
            const QPointF q = pl.map(pt.step, v);
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
    if (has_earlier()) {
        p.setPen(QPen(earlier_colour(), std::max(1.5, pal_.line_width * 2), Qt::DashDotLine));
        p.drawPath(curve(true, curve_.earlier));
    }
}

bool LossFigure::has_earlier() const {
    return std::any_of(curve_.earlier.begin(), curve_.earlier.end(),
                       [](const attn::LossSample& s) { return std::isfinite(s.val); });
}

QColor LossFigure::earlier_colour() const { return pal_.muted; }

// Legend, top right above the box, laid out right to left: each name with its
// curve's last value (so the figure states where training ended), a line sample before it.
void LossFigure::paint_legend(QPainter& p, const Plot& pl, const QRectF& area,
                              const QFontMetricsF& fm) const {
    const QColor train = pal_.series[1], val = pal_.series[0];
    const double lw = opts_.font_px * kLegendLineEm;
    double lx = pl.box.right();
    const auto last = [&](bool val) {
        for (auto it = curve_.points.rbegin(); it != curve_.points.rend(); ++it)
            if (const double v = val ? it->val : it->train; std::isfinite(v))
                return QCoreApplication::translate("Figures", " (last %1)").arg(number_text(v, 3));
        return QString();
    };
    //: The loss chart's legend: the loss on the validation set
    const QString names[2] = {QCoreApplication::translate("Figures", "validation") + last(true),
                              //: The loss chart's legend: the loss on the training set
                              QCoreApplication::translate("Figures", "train") + last(false)};
    for (int i = 0; i < 2; ++i) {
        const double tw = fm.horizontalAdvance(names[i]);
        lx -= tw;
        p.setPen(pal_.text);
        p.drawText(QRectF(lx, area.top(), tw + 1, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   names[i]);
        lx -= lw + kLegendSampleGapPx;
        p.setPen(QPen(i == 0 ? val : train, kLegendPenPx, i == 0 ? Qt::DashLine : Qt::SolidLine));
        p.drawLine(QPointF(lx, area.top() + fm.height() / 2),
                   QPointF(lx + lw, area.top() + fm.height() / 2));
        lx -= opts_.font_px;
    }
    if (!has_earlier()) return;
    // The earlier run on a line of its own, right-aligned under the others, shortened to fit.
    const double y = area.top() + fm.height() * kEarlierLineLines;
    const double room = pl.box.right() - area.left() - lw - kLegendSampleGapPx;
    const QString name = fm.elidedText(curve_.earlier_name, Qt::ElideRight, std::max(0.0, room));
    const double tw = fm.horizontalAdvance(name);
    p.setPen(pal_.text);
    p.drawText(QRectF(pl.box.right() - tw, y, tw + 1, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, name);
    const double sx = pl.box.right() - tw - kLegendSampleGapPx - lw;
    p.setPen(QPen(earlier_colour(), kLegendPenPx, Qt::DashDotLine));
    p.drawLine(QPointF(sx, y + fm.height() / 2), QPointF(sx + lw, y + fm.height() / 2));
}

}  // namespace attn::ui
