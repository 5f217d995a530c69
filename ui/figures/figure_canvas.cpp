#include "figures/figure_canvas.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <map>

#include "figures/figure_body.hpp"

namespace attn::ui {
namespace {

constexpr double kGapShare = 0.03;   // of the canvas's smaller side, between two figures
constexpr double kPlotGive = 1.0;    // a plot is placed at its smallest (it grows back into its
                                     // slot's room), so its text stays as large as a map's
constexpr double kTitleGapEm = 0.3;  // between a figure's title and the figure, in font sizes
constexpr double kTitleEm =
    0.85;  // a title's size, in the figure's font sizes (bold: it reads as large)
constexpr int kScaleSteps = 24;  // bisections of the common scale
constexpr int kTitleFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;

// One arrangement: the figures cut into runs (rows, or columns when !across_rows).
struct Arrangement {
    std::vector<std::pair<size_t, size_t>> runs;  // [begin, end) of each run
    bool rows = true;
};

// The figures' slots for `a` when every figure is scaled by at least `s`; empty when they do not
// fit. Room left over goes to the runs (and the figures in a run) that hold a plot, which grows
// into it; else to all alike.
std::vector<double> shares_of(double spare, const std::vector<bool>& grows) {
    const auto k = std::count(grows.begin(), grows.end(), true);
    std::vector<double> out(grows.size(), 0);
    for (size_t i = 0; i < grows.size(); ++i)
        out[i] = k ? (grows[i] ? spare / double(k) : 0) : spare / double(grows.size());
    return out;
}

// One layout's inputs: the figures' natural sizes, which of them stretch, the room, the gap between
// two figures, a title's height for a figure and a width, and the common scale `s`.
struct LayoutInput {
    const std::vector<QSizeF>& natural;
    const std::vector<bool>& stretch;
    const QRectF& area;
    double gap;
    const std::function<double(size_t, double)>& title_h;
    double s;
};

// Whether each of `a`'s runs holds a figure that stretches.
std::vector<bool> runs_that_grow(const Arrangement& a, const std::vector<bool>& stretch) {
    std::vector<bool> run_grows;
    for (const auto& [b, e] : a.runs)
        run_grows.push_back(std::find(stretch.begin() + long(b), stretch.begin() + long(e), true) !=
                            stretch.begin() + long(e));
    return run_grows;
}

// Fills `slot` and `th` (each figure's slot, title included, and its title's height) with `a`'s
// runs as rows; false when the figures do not fit.
bool slots_in_rows(const Arrangement& a, const LayoutInput& in, const std::vector<bool>& run_grows,
                   std::vector<QRectF>& slot, std::vector<double>& th) {
    std::vector<double> row_h;
    for (const auto& [b, e] : a.runs) {
        double w = in.gap * double(e - b - 1);
        for (size_t i = b; i < e; ++i) w += in.natural[i].width() * in.s;
        if (w > in.area.width()) return false;
        const auto extra = shares_of(
            in.area.width() - w,
            std::vector<bool>(in.stretch.begin() + long(b), in.stretch.begin() + long(e)));
        double h = 0, x = in.area.left();
        for (size_t i = b; i < e; ++i) {
            const double sw = in.natural[i].width() * in.s + extra[i - b];
            th[i] = in.title_h(i, sw);
            slot[i] = QRectF(x, 0, sw, 0);
            x += sw + in.gap;
            h = std::max(h, in.natural[i].height() * in.s + th[i]);
        }
        row_h.push_back(h);
    }
    double total = in.gap * double(row_h.size() - 1);
    for (double h : row_h) total += h;
    if (total > in.area.height()) return false;
    const auto extra = shares_of(in.area.height() - total, run_grows);
    double y = in.area.top();
    for (size_t r = 0; r < a.runs.size(); ++r) {
        for (size_t i = a.runs[r].first; i < a.runs[r].second; ++i)
            slot[i] = QRectF(slot[i].x(), y, slot[i].width(), row_h[r] + extra[r]);
        y += row_h[r] + extra[r] + in.gap;
    }
    return true;
}

// Fills `slot` and `th` as slots_in_rows does, with `a`'s runs as columns; false when the figures
// do not fit.
bool slots_in_columns(const Arrangement& a, const LayoutInput& in,
                      const std::vector<bool>& run_grows, std::vector<QRectF>& slot,
                      std::vector<double>& th) {
    std::vector<double> col_w;
    double total = in.gap * double(a.runs.size() - 1);
    for (const auto& [b, e] : a.runs) {
        double w = 0;
        for (size_t i = b; i < e; ++i) w = std::max(w, in.natural[i].width() * in.s);
        col_w.push_back(w);
        total += w;
    }
    if (total > in.area.width()) return false;
    const auto extra_w = shares_of(in.area.width() - total, run_grows);
    double x = in.area.left();
    for (size_t c = 0; c < a.runs.size(); ++c) {
        const auto [b, e] = a.runs[c];
        const double w = col_w[c] + extra_w[c];
        double h = in.gap * double(e - b - 1);
        for (size_t i = b; i < e; ++i) {
            th[i] = in.title_h(i, w);
            h += in.natural[i].height() * in.s + th[i];
        }
        if (h > in.area.height()) return false;
        const auto extra_h = shares_of(
            in.area.height() - h,
            std::vector<bool>(in.stretch.begin() + long(b), in.stretch.begin() + long(e)));
        double y = in.area.top();
        for (size_t i = b; i < e; ++i) {
            const double fh = in.natural[i].height() * in.s + th[i] + extra_h[i - b];
            slot[i] = QRectF(x, y, w, fh);
            y += fh + in.gap;
        }
        x += w + in.gap;
    }
    return true;
}

std::vector<FigurePlacement> lay_out(const Arrangement& a, const std::vector<QSizeF>& natural,
                                     const std::vector<bool>& stretch, const QRectF& area,
                                     double gap,
                                     const std::function<double(size_t, double)>& title_h, double s,
                                     double max_scale) {
    const size_t n = natural.size();
    const LayoutInput in{natural, stretch, area, gap, title_h, s};
    const std::vector<bool> run_grows = runs_that_grow(a, stretch);
    std::vector<QRectF> slot(n);  // each figure's slot, title included
    std::vector<double> th(n, 0);
    const bool fits = a.rows ? slots_in_rows(a, in, run_grows, slot, th)
                             : slots_in_columns(a, in, run_grows, slot, th);
    if (!fits) return {};
    std::vector<FigurePlacement> out(n);
    for (size_t i = 0; i < n; ++i) {
        FigurePlacement& f = out[i];
        f.title = QRectF(slot[i].x(), slot[i].y(), slot[i].width(), th[i]);
        f.rect = slot[i].adjusted(0, th[i], 0, 0);
        // A map grows with its slot; a plot keeps the common scale and grows its plot area instead.
        const double fill =
            std::min(f.rect.width() / natural[i].width(), f.rect.height() / natural[i].height());
        f.scale = std::max(0.05, std::min(stretch[i] && s > 0.05 ? s : max_scale, fill));
        f.logical = f.rect.size() / f.scale;  // at least `natural`: the painter lays out there (a
                                              // plot stretches to fill it)
    }
    return out;
}

double smallest_scale(const std::vector<FigurePlacement>& p) {
    double s = 1e9;
    for (const auto& f : p) s = std::min(s, f.scale);
    return s;
}

}  // namespace

std::vector<FigurePlacement> place_figures(const std::vector<QSizeF>& natural,
                                           const std::vector<bool>& stretch, const QRectF& area,
                                           double gap,
                                           const std::function<double(size_t, double)>& title_h,
                                           double max_scale) {
    const size_t n = natural.size();
    if (n == 0 || area.width() <= 0 || area.height() <= 0) return {};
    if (stretch.size() != n) return {};
    for (const QSizeF& s : natural)
        if (s.width() <= 0 || s.height() <= 0) return {};
    std::vector<FigurePlacement> best;
    for (const bool rows : {true, false})
        for (unsigned cuts = 0; cuts < (1u << (n - 1));
             ++cuts) {  // a set bit: a new run starts after figure i
            Arrangement a;
            a.rows = rows;
            size_t begin = 0;
            for (size_t i = 0; i < n; ++i)
                if (i + 1 == n || (cuts >> i) & 1u) {
                    a.runs.emplace_back(begin, i + 1);
                    begin = i + 1;
                }
            double lo = 0, hi = max_scale;
            if (lay_out(a, natural, stretch, area, gap, title_h, lo, max_scale).empty()) continue;
            for (int k = 0; k < kScaleSteps; ++k) {
                const double mid = (lo + hi) / 2;
                (lay_out(a, natural, stretch, area, gap, title_h, mid, max_scale).empty() ? hi
                                                                                          : lo) =
                    mid;
            }
            auto p = lay_out(a, natural, stretch, area, gap, title_h, lo, max_scale);
            if (best.empty() || smallest_scale(p) > smallest_scale(best) + 1e-6)
                best = std::move(p);
        }
    return best;
}

FigureCanvas::FigureCanvas(QWidget* parent) : QWidget(parent) {
    setMinimumSize(80, 60);
    setLayoutDirection(Qt::LeftToRight);  // figures keep their reading direction (docs/i18n.md)
}

double FigureCanvas::titleHeight(size_t i, double width) const {
    const FigureOptions& look = figures_.at(i).look;
    if (look.title.isEmpty()) return 0;
    const QFontMetricsF fm(figure_font(look.font_px * kTitleEm, true));
    return fm.boundingRect(QRectF(0, 0, std::max(1.0, width), 1e6), kTitleFlags, look.title)
               .height() +
           look.font_px * kTitleGapEm;
}

double FigureCanvas::gap(const QSizeF& size) const {
    return std::min(size.width(), size.height()) * kGapShare;
}

void FigureCanvas::setFigures(std::vector<Figure> figures) {
    figures_ = std::move(figures);
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

std::vector<FigurePlacement> FigureCanvas::placementsAt(const QSizeF& size) const {
    std::map<std::pair<size_t, int>, double>
        titles;  // the same title at the same width is measured once
    const auto title_h = [&](size_t i, double w) {
        const auto key = std::make_pair(i, int(w));
        const auto it = titles.find(key);
        return it != titles.end() ? it->second : titles[key] = titleHeight(i, double(int(w)));
    };
    std::vector<bool> stretch;
    for (const Figure& f : figures_)
        stretch.push_back(f.spec.kind == FigureKind::Vectors || f.spec.kind == FigureKind::Loss);
    return place_figures(natural_, stretch, QRectF(QPointF(0, 0), size), gap(size), title_h,
                         kMaxScale);
}

void FigureCanvas::paintAt(QPainter& p, const QSizeF& size) const {
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const auto placed = placementsAt(size);
    for (size_t i = 0; i < figures_.size() && i < placed.size(); ++i) {
        const Figure& f = figures_[i];
        const FigurePlacement& at = placed[i];
        if (!f.look.title.isEmpty()) {  // wrapped above the figure: every word of it shown
            p.setFont(figure_font(f.look.font_px * kTitleEm, true));
            p.setPen(palette_for(f.look.style).text);
            p.drawText(at.title, kTitleFlags, f.look.title);
        }
        FigureOptions bare = f.look;
        bare.title.clear();
        p.save();
        p.translate(at.rect.topLeft());
        p.scale(at.scale, at.scale);
        paint_figure(p, at.logical, f.spec, bare);
        p.restore();
    }
}

std::vector<DrawnText> FigureCanvas::measure(QSizeF size) const {
    if (size.isEmpty()) size = QSizeF(this->size());
    TextProbe probe(size.toSize());
    QPainter p(&probe);
    paintAt(p, size);
    p.end();
    return probe.texts();
}

void FigureCanvas::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setLayoutDirection(layoutDirection());  // a painter starts in the application's direction,
                                              // not the widget's: left to right here
    paintAt(p, QSizeF(size()));
}

}  // namespace attn::ui
