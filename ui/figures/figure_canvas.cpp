#include "figures/figure_canvas.hpp"

#include <QPainter>
#include <algorithm>

#include "figures/figure_body.hpp"

namespace attn::ui {
namespace {

constexpr double kGapShare = 0.03;  // of the canvas's smaller side, between two figures

}  // namespace

FigureArrangement arrange_figures(const std::vector<QSizeF>& natural, const QRectF& area, double gap, double max_scale) {
    FigureArrangement a;
    if (natural.empty() || area.isEmpty()) return a;
    double sum_w = 0, sum_h = 0, max_w = 0, max_h = 0;
    for (const QSizeF& s : natural) {
        sum_w += s.width(), sum_h += s.height();
        max_w = std::max(max_w, s.width()), max_h = std::max(max_h, s.height());
    }
    const double gaps = gap * double(natural.size() - 1);
    const double side = std::min((area.width() - gaps) / sum_w, area.height() / max_h);
    const double stack = std::min(area.width() / max_w, (area.height() - gaps) / sum_h);
    const bool across = side >= stack;
    a.scale = std::clamp(across ? side : stack, 0.05, max_scale);
    // The group, centred; each figure centred across the group's other side.
    const double group_w = across ? sum_w * a.scale + gaps : max_w * a.scale;
    const double group_h = across ? max_h * a.scale : sum_h * a.scale + gaps;
    double x = area.x() + (area.width() - group_w) / 2, y = area.y() + (area.height() - group_h) / 2;
    for (const QSizeF& s : natural) {
        const QSizeF size = s * a.scale;
        if (across) {
            a.rects.emplace_back(QPointF(x, y + (group_h - size.height()) / 2), size);
            x += size.width() + gap;
        } else {
            a.rects.emplace_back(QPointF(x + (group_w - size.width()) / 2, y), size);
            y += size.height() + gap;
        }
    }
    return a;
}

FigureCanvas::FigureCanvas(QWidget* parent) : QWidget(parent) {
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setMinimumSize(80, 60);
}

void FigureCanvas::setFigures(std::vector<Figure> figures) {
    figures_ = std::move(figures);
    natural_.clear();
    for (const Figure& f : figures_) natural_.push_back(natural_figure_size(f.spec, f.look));
    update();
}

FigureArrangement FigureCanvas::arrangement() const {
    return arrange_figures(natural_, QRectF(rect()), std::min(width(), height()) * kGapShare, kMaxScale);
}

void FigureCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const FigureArrangement a = arrangement();
    for (size_t i = 0; i < figures_.size() && i < a.rects.size(); ++i) {
        p.save();
        p.translate(a.rects[i].topLeft());
        p.scale(a.scale, a.scale);
        paint_figure(p, natural_[i], figures_[i].spec, figures_[i].look);
        p.restore();
    }
}

}  // namespace attn::ui
