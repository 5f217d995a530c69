// FigureCanvas: one or two figures drawn as large as a widget allows, by the
// figure painters (paint_figure), for presentation mode. Each figure gets a
// slot — the whole canvas, or one of two side by side or one above the other,
// whichever lets the smaller figure be larger — and is scaled to fill it, its
// cells and text together (up to kMaxScale). A plot (vectors, loss) may first
// give up part of its plot area, so its text stays as large as a map's. Titles
// are drawn above the slots at the figures' text size (FigureOptions::font_px),
// unscaled, so a long title never shrinks a figure.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <QWidget>
#include <vector>

#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// A figure painted at `logical` size, then scaled by `scale` into `rect` (its title above `rect`).
struct FigurePlacement {
    QRectF rect;
    double scale = 1;
    QSizeF logical;
};
// Slots in `area` for figures of `natural` sizes (one or two), `gap` apart,
// each below `title_h` of room for its title; each figure scaled to fill its
// slot, at most `max_scale`.
std::vector<FigurePlacement> place_figures(const std::vector<QSizeF>& natural, const QRectF& area, double gap, double title_h,
                                           double max_scale);

class FigureCanvas : public QWidget {
    Q_OBJECT
public:
    explicit FigureCanvas(QWidget* parent = nullptr);

    struct Figure {
        FigureSpec spec;
        FigureOptions look;
    };
    void setFigures(std::vector<Figure> figures);
    const std::vector<Figure>& figures() const { return figures_; }
    // Where each figure is drawn now (for tests and screenshots).
    std::vector<FigurePlacement> placements() const;

    static constexpr double kMaxScale = 3.0;  // a 3-word map grows no larger than this

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    double titleHeight() const;  // the room above the slots for the titles

    std::vector<Figure> figures_;
    std::vector<QSizeF> natural_;  // what each figure is scaled from
};

}  // namespace attn::ui
