// FigureCanvas: one or two figures drawn as large as a widget allows, by the
// figure painters (paint_figure), for presentation mode. Both figures share
// one scale, so their cells are the same size; they stand side by side or one
// above the other, whichever lets them be larger. The text size of the
// figures is set by the caller (FigureOptions::font_px) and then scaled with
// the cells, so a room reads the labels as well as the numbers.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <QWidget>
#include <vector>

#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

// Where figures of `natural` sizes go in `area`, `gap` apart, at one scale of
// at most `max_scale`: their rectangles, centred.
struct FigureArrangement {
    double scale = 1;
    std::vector<QRectF> rects;
};
FigureArrangement arrange_figures(const std::vector<QSizeF>& natural, const QRectF& area, double gap, double max_scale);

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
    // Where each figure is drawn now, and at what scale (for tests and screenshots).
    FigureArrangement arrangement() const;

    static constexpr double kMaxScale = 3.0;  // a 3-word map grows no larger than this

protected:
    void paintEvent(QPaintEvent* e) override;

private:
    std::vector<Figure> figures_;
    std::vector<QSizeF> natural_;
};

}  // namespace attn::ui
