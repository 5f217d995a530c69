// FigureBody: one figure kind's painter, and the frame every figure shares
// (background, optional title above, optional word-wrapped caption below).
//
// Contract for a body: natural_size() is the size it would like;
// minimum_size() the smallest area it can lay out in without clipping a label
// (cells at their minimum, labels elided); paint() fills any area at least
// that big, shrinking cells and eliding labels to fit, centred. paint_figure
// scales the painter down uniformly when even the minimum does not fit, so
// nothing is ever clipped.
#pragma once

#include <QRectF>
#include <QSizeF>
#include <memory>

#include "style/figure_style.hpp"
#include "viewdata/figure_spec.hpp"

class QPainter;

namespace attn::ui {

class FigureBody {
  public:
    explicit FigureBody(const FigureOptions& options)
        : opts_(options), pal_(palette_for(options.style)) {}
    virtual ~FigureBody() = default;
    virtual QSizeF natural_size() const = 0;
    virtual QSizeF minimum_size() const = 0;
    virtual void paint(QPainter& p, const QRectF& area) const = 0;

  protected:
    FigureOptions opts_;
    FigurePalette pal_;
};

// The painter for spec.kind (the spec must outlive the body).
std::unique_ptr<FigureBody> make_figure_body(const FigureSpec& spec, const FigureOptions& options);

// Whole figure (frame + body) size at its natural layout, in logical pixels.
QSizeF natural_figure_size(const FigureSpec& spec, const FigureOptions& options);

// The area inside the frame (margins, title, caption) where the body is painted.
QRectF figure_body_rect(const QSizeF& size, const FigureOptions& options);
// The options the frame is drawn with: the spec's what-if line under the title.
FigureOptions framed_options(const FigureSpec& spec, FigureOptions options);

// Paints the whole figure into (0, 0, size).
void paint_figure(QPainter& p, const QSizeF& size, const FigureSpec& spec,
                  const FigureOptions& options);

}  // namespace attn::ui
