// FigureCanvas: a step's figures (one to four) drawn as large as a widget
// allows, by the figure painters (paint_figure), for presentation mode.
//
// Layout (place_figures): the figures go in rows or in columns — every way of
// cutting their sequence into runs is tried — and the arrangement that lets
// the figures be largest wins. Each figure gets a slot, its title wrapped
// above it (never elided: a title is as many lines as it needs), and is scaled
// to fill the slot, its cells and text together (up to kMaxScale). A plot
// (vectors, loss) is placed at its smallest plot area, so its text stays as
// large as a map's, and grows into the room left over, which goes to it first.
//
// measure() paints the canvas into a TextProbe (figures/text_probe.hpp): the
// size of every text it would paint at a given size, by the painting code itself.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <QWidget>
#include <functional>
#include <vector>

#include "figures/text_probe.hpp"
#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// A figure painted at `logical` size, then scaled by `scale` into `rect`; its title wrapped in
// `title`, above.
struct FigurePlacement {
    QRectF title;
    QRectF rect;
    double scale = 1;
    QSizeF logical;
};
// Slots in `area` for figures of `natural` sizes, `gap` apart; title_h(i, w):
// the height of figure i's title wrapped at width w (0: none); stretch[i]:
// figure i (a plot) grows into room left over, which goes to it first. Each
// figure is scaled to fill its slot, at most `max_scale`. Empty when nothing fits.
std::vector<FigurePlacement> place_figures(const std::vector<QSizeF>& natural,
                                           const std::vector<bool>& stretch, const QRectF& area,
                                           double gap,
                                           const std::function<double(size_t, double)>& title_h,
                                           double max_scale);

class FigureCanvas : public QWidget {
    Q_OBJECT
  public:
    explicit FigureCanvas(QWidget* parent = nullptr);

    struct Figure {
        FigureSpec spec;
        FigureOptions
            look;  // look.title is drawn by the canvas, wrapped, bold, at 0.85 look.font_px
    };
    void setFigures(std::vector<Figure> figures);
    const std::vector<Figure>& figures() const { return figures_; }
    // Where each figure is drawn now, or would be at `size` (for tests and the presentation's
    // layout).
    std::vector<FigurePlacement> placements() const { return placementsAt(size()); }
    std::vector<FigurePlacement> placementsAt(const QSizeF& size) const;

    // Every text the canvas paints at `size` (its current size when empty), measured as painted.
    std::vector<DrawnText> measure(QSizeF size = {}) const;

    // Paints the figures into (0, 0, size): what paintEvent paints.
    void paintAt(QPainter& p, const QSizeF& size) const;

    static constexpr double kMaxScale = 3.0;  // a 3-word map grows no larger than this

  protected:
    void paintEvent(QPaintEvent* e) override;

  private:
    double titleHeight(size_t i, double width) const;
    double gap(const QSizeF& size) const;

    std::vector<Figure> figures_;
    std::vector<QSizeF> natural_;  // what each figure is scaled from
};

}  // namespace attn::ui
