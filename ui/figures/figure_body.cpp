#include "figures/figure_body.hpp"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "figures/blend_figure.hpp"
#include "figures/head_grid_figure.hpp"
#include "figures/head_lines_figure.hpp"
#include "figures/heatmap_figure.hpp"
#include "figures/lens_figure.hpp"
#include "figures/loss_figure.hpp"
#include "figures/vectors_figure.hpp"

namespace attn::ui {
namespace {

constexpr int kCaptionFlags = Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap;

// Title and caption heights for a figure `width` wide (0 when absent).
struct Frame {
    double margin, title_h, caption_h, gap;
};

Frame frame_for(const FigureOptions& o, double width) {
    Frame f;
    f.margin = std::round(o.font_px);
    f.gap = std::round(o.font_px * 0.6);
    f.title_h = 0;
    f.caption_h = 0;
    const double inner = std::max(40.0, width - 2 * f.margin);
    if (!o.title.isEmpty()) {
        const QFontMetricsF fm(figure_font(o.font_px * 1.3, true));
        f.title_h =
            fm.boundingRect(QRectF(0, 0, inner, 1e6), kCaptionFlags, o.title).height() + f.gap;
    }
    if (!o.caption.isEmpty()) {
        const QFontMetricsF fm(figure_font(o.font_px * 0.95));
        f.caption_h =
            fm.boundingRect(QRectF(0, 0, inner, 1e6), kCaptionFlags, o.caption).height() + f.gap;
    }
    return f;
}

}  // namespace

FigureOptions framed_options(const FigureSpec& spec, FigureOptions o) {
    if (!spec.what_if.isEmpty())
        o.title = o.title.isEmpty() ? spec.what_if : o.title + QLatin1Char('\n') + spec.what_if;
    return o;
}

std::unique_ptr<FigureBody> make_figure_body(const FigureSpec& spec, const FigureOptions& options) {
    switch (spec.kind) {
        case FigureKind::Heatmap:
            return std::make_unique<HeatmapFigure>(spec.panels.at(0), options);
        case FigureKind::HeadGrid:
            return std::make_unique<HeadGridFigure>(spec.panels, options, spec.columns);
        case FigureKind::Vectors:
            return std::make_unique<VectorsFigure>(spec.vectors, options);
        case FigureKind::Blend:
            return std::make_unique<BlendFigure>(spec.blend, options);
        case FigureKind::Loss:
            return std::make_unique<LossFigure>(spec.loss, options);
        case FigureKind::HeadLines:
            return std::make_unique<HeadLinesFigure>(spec.lines, options);
        case FigureKind::Lens:
            return std::make_unique<LensFigure>(spec.lens, options);
    }
    return std::make_unique<HeatmapFigure>(spec.panels.at(0), options);
}

QSizeF natural_figure_size(const FigureSpec& spec, const FigureOptions& given) {
    const FigureOptions options = framed_options(spec, given);
    const QSizeF body = make_figure_body(spec, options)->natural_size();
    double width = body.width() + 2 * std::round(options.font_px);
    if (!options.title.isEmpty()) {  // a long title widens the figure up to 900 px before it wraps
        const QFontMetricsF fm(figure_font(options.font_px * 1.3, true));
        width = std::max(width, std::min(900.0, fm.horizontalAdvance(options.title) +
                                                    2 * std::round(options.font_px) + 2));
    }
    const Frame f = frame_for(options, width);
    return {std::ceil(width), std::ceil(body.height() + 2 * f.margin + f.title_h + f.caption_h)};
}

QRectF figure_body_rect(const QSizeF& size, const FigureOptions& options) {
    const Frame f = frame_for(options, size.width());
    return {f.margin, f.margin + f.title_h, size.width() - 2 * f.margin,
            size.height() - 2 * f.margin - f.title_h - f.caption_h};
}

void paint_figure(QPainter& p, const QSizeF& size, const FigureSpec& spec,
                  const FigureOptions& given) {
    const FigureOptions options = framed_options(spec, given);
    const auto body = make_figure_body(spec, options);
    const FigurePalette pal = palette_for(options.style);
    p.save();
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setRenderHint(QPainter::TextAntialiasing, true);
    p.fillRect(QRectF(QPointF(0, 0), size), pal.background);
    // The title and caption are sentences in the interface's language (right to
    // left in Hebrew); the body keeps its left-to-right reading (docs/i18n.md).
    p.setLayoutDirection(QGuiApplication::layoutDirection());
    const Frame f = frame_for(options, size.width());
    const double inner_w = size.width() - 2 * f.margin;
    p.setPen(pal.text);
    if (!options.title.isEmpty()) {
        p.setFont(figure_font(options.font_px * 1.3, true));
        p.drawText(QRectF(f.margin, f.margin, inner_w, f.title_h), kCaptionFlags, options.title);
    }
    if (!options.caption.isEmpty()) {
        p.setFont(figure_font(options.font_px * 0.95));
        p.drawText(
            QRectF(f.margin, size.height() - f.margin - f.caption_h + f.gap, inner_w, f.caption_h),
            kCaptionFlags, options.caption);
    }
    p.setLayoutDirection(Qt::LeftToRight);
    QRectF area = figure_body_rect(size, options);
    const QSizeF min = body->minimum_size();
    const double k = std::min({1.0, area.width() / std::max(1.0, min.width()),
                               area.height() / std::max(1.0, min.height())});
    if (k < 1.0) {  // even the smallest layout does not fit: shrink everything rather than clip
        p.translate(area.topLeft());
        p.scale(k, k);
        area = QRectF(QPointF(0, 0), area.size() / k);
    }
    body->paint(p, area);
    p.restore();
}

}  // namespace attn::ui
