#include "figures/figure_canvas.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

#include "figures/figure_body.hpp"

namespace attn::ui {
namespace {

constexpr double kGapShare = 0.04;  // of the canvas's smaller side, between two figures
constexpr double kShares[] = {0.35, 0.5, 0.65};  // the first of two slots' share of the canvas, tried in turn
constexpr double kPlotGive = 0.75;  // a plot may give up this much of its natural size before its text shrinks
constexpr double kTitleGapEm = 0.4; // between a figure's title and the figure, in font sizes

// `slot` less `title_h` at its top (the title's room).
FigurePlacement fit(const QSizeF& natural, QRectF slot, double title_h, double max_scale) {
    slot.setTop(slot.top() + title_h);
    FigurePlacement f;
    f.rect = slot;
    f.scale = std::max(0.05, std::min({max_scale, slot.width() / natural.width(), slot.height() / natural.height()}));
    f.logical = slot.size() / f.scale;  // at least `natural`: the painter lays out there (a plot stretches to fill it)
    return f;
}

std::vector<FigurePlacement> split(const std::vector<QSizeF>& natural, const QRectF& area, double gap, double title_h,
                                   double max_scale, bool across, double share) {
    const double length = (across ? area.width() : area.height()) - gap;
    QRectF first = area, second = area;
    if (across) {
        first.setWidth(length * share);
        second.setLeft(first.right() + gap);
    } else {
        first.setHeight(length * share);
        second.setTop(first.bottom() + gap);
    }
    return {fit(natural[0], first, title_h, max_scale), fit(natural[1], second, title_h, max_scale)};
}

}  // namespace

std::vector<FigurePlacement> place_figures(const std::vector<QSizeF>& natural, const QRectF& area, double gap, double title_h,
                                           double max_scale) {
    if (natural.empty() || area.height() <= title_h || area.width() <= 0) return {};
    if (natural.size() == 1) return {fit(natural[0], area, title_h, max_scale)};
    std::vector<FigurePlacement> best;
    const auto smaller = [](const std::vector<FigurePlacement>& p) { return std::min(p[0].scale, p[1].scale); };
    for (const bool across : {true, false})
        for (const double share : kShares) {
            auto p = split(natural, area, gap, title_h, max_scale, across, share);
            if (best.empty() || smaller(p) > smaller(best) + 1e-9) best = std::move(p);
        }
    return best;
}

FigureCanvas::FigureCanvas(QWidget* parent) : QWidget(parent) { setMinimumSize(80, 60); }

double FigureCanvas::titleHeight() const {
    double h = 0;
    for (const Figure& f : figures_)
        if (!f.look.title.isEmpty())
            h = std::max(h, QFontMetricsF(figure_font(f.look.font_px, true)).height() + f.look.font_px * kTitleGapEm);
    return h;
}

void FigureCanvas::setFigures(std::vector<Figure> figures) {
    figures_ = std::move(figures);
    figures_.resize(std::min<size_t>(figures_.size(), 2));
    natural_.clear();
    for (const Figure& f : figures_) {
        FigureOptions bare = f.look;  // the canvas draws the title itself, at the text's size
        bare.title.clear();
        QSizeF natural = natural_figure_size(f.spec, bare);
        if (f.spec.kind == FigureKind::Vectors || f.spec.kind == FigureKind::Loss) {
            const auto body = make_figure_body(f.spec, bare);
            const QSizeF room = body->natural_size() - body->minimum_size();
            natural -= room * kPlotGive;
        }
        natural_.push_back(natural);
    }
    update();
}

std::vector<FigurePlacement> FigureCanvas::placements() const {
    return place_figures(natural_, QRectF(rect()), std::min(width(), height()) * kGapShare, titleHeight(), kMaxScale);
}

void FigureCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const auto placed = placements();
    const double title = titleHeight();
    for (size_t i = 0; i < figures_.size() && i < placed.size(); ++i) {
        const Figure& f = figures_[i];
        const QRectF& r = placed[i].rect;
        if (!f.look.title.isEmpty()) {  // above the slot, elided to its width: the figure keeps the room
            p.setFont(figure_font(f.look.font_px, true));
            p.setPen(palette_for(f.look.style).text);
            p.drawText(QRectF(r.x(), r.y() - title, r.width(), title), Qt::AlignHCenter | Qt::AlignTop,
                       QFontMetricsF(p.font()).elidedText(f.look.title, Qt::ElideRight, r.width()));
        }
        FigureOptions bare = f.look;
        bare.title.clear();
        p.save();
        p.translate(r.topLeft());
        p.scale(placed[i].scale, placed[i].scale);
        paint_figure(p, placed[i].logical, f.spec, bare);
        p.restore();
    }
}

}  // namespace attn::ui
