#include "figures/head_lines_figure.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace attn::ui {
namespace {

constexpr double kPitchText = 1.6;    // a row: 1.6 text sizes
constexpr double kGapText = 11;       // natural room for the lines: 11 text sizes
constexpr double kMinGapText = 5;     // the least room for the lines
constexpr double kMaxLabelText = 14;  // labels elide past 14 text sizes
constexpr double kMinLabelText = 4;   // … and, squeezed, to 4
constexpr int kLabelledRows = 60;   // a figure keeps every label up to 60 rows; longer, rows shrink
constexpr double kMinPitch = 1.0;   // … to one pixel, labelling every k-th row
constexpr double kMaxGapText = 30;  // a wide area spreads the lines to 30 text sizes at most
constexpr double kMaxPitchGrowth =
    2.5;  // a tall area spaces the rows out to 2.5 × their natural height
constexpr double kSwatchText = 1.6;  // the legend's line sample
constexpr int kTextFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;

// The legend's items laid out in rows within `width`: each item's top-left.
struct LegendItem {
    QPointF at;
    int head;
    QString text;
};
std::vector<LegendItem> legend_items(const HeadLinesData& d, double font_px, double width,
                                     double* height) {
    const QFontMetricsF fm(figure_font(font_px));
    const double swatch = font_px * kSwatchText, space = font_px * 0.4, gap = font_px * 1.2,
                 line = fm.height() * 1.25;
    std::vector<LegendItem> out;
    double x = 0, y = 0;
    for (int k : d.heads) {
        QString text = QCoreApplication::translate("Figures", "head %1").arg(k + 1);
        if (std::size_t(k) < d.fates.size() && !d.fates[std::size_t(k)].isEmpty())
            text += QStringLiteral(" (%1)").arg(d.fates[std::size_t(k)]);  // under a what-if
        const double w = swatch + space + fm.horizontalAdvance(text);
        if (x > 0 && x + w > width) x = 0, y += line;
        out.push_back({QPointF(x, y), k, text});
        x += w + gap;
    }
    *height = out.empty() ? 0 : y + line;
    return out;
}

QFont label_font(double px, bool bold) { return figure_font(px, bold); }

//: The head view's right column title: the tokens being looked at
QString looked_at_title() { return QCoreApplication::translate("Figures", "token looked at"); }

}  // namespace

QColor head_colour(const FigurePalette& pal, int head, int heads_total) {
    (void)heads_total;
    if (head >= 0 && head < int(pal.series.size())) return pal.series[size_t(head)];
    const bool dark = pal.background.lightnessF() < 0.5;
    const double hue =
        std::fmod(0.07 + head * 0.618033988749895, 1.0);  // the golden angle: neighbours differ
    return QColor::fromHsvF(float(hue), 0.75f, dark ? 0.95f : 0.72f);
}

int HeadLinesLayout::row_at(double y, int n) const {
    if (pitch <= 0 || y < top) return -1;
    const int i = int((y - top) / pitch);
    return i < n ? i : -1;
}

HeadLinesLayout natural_head_lines_layout(const HeadLinesData& d, double font_px) {
    HeadLinesLayout L;
    L.font_px = font_px;
    const QFontMetricsF fm(label_font(font_px, true));
    double widest = fm.horizontalAdvance(looked_at_title());
    for (const QString& t : d.tokens) widest = std::max(widest, fm.horizontalAdvance(t));
    L.label_w = std::ceil(std::min(widest, font_px * kMaxLabelText) + L.pad() + 2);
    L.gap = std::round(font_px * kGapText);
    L.pitch = std::round(font_px * kPitchText);
    const int n = d.n();
    if (n > kLabelledRows) {
        L.pitch = std::max(kMinPitch, L.pitch * kLabelledRows / n);
        L.label_every = int(std::ceil(std::round(font_px * kPitchText) / L.pitch));
    }
    return L;
}

QPen head_line_pen(const FigurePalette& pal, const HeadLine& l, int heads_total, double font_px) {
    QColor c = head_colour(pal, l.head, heads_total);
    const double w = std::clamp(l.weight, 0.0, 1.0);
    c.setAlphaF(float(0.18 + 0.82 * w));
    QPen pen(c, (0.5 + 3.5 * w) * font_px / 13.0);
    // Flat ends: a line ends at its two anchors, and the raster engine strokes it in half
    // the time of a round-capped one (thousands of lines in a long sentence's view).
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

int paint_head_lines_rows(QPainter& p, const HeadLinesData& d, const HeadLinesLayout& L,
                          const FigurePalette& pal, int first, int last,
                          const std::vector<int>* only, QPointF band) {
    const int n = d.n();
    first = std::max(first, 0);
    last = std::min(last, n - 1);
    if (first > last) return 0;
    int drawn = 0;
    // Lines first, labels over their ends.
    const double x0 = L.left_anchor() + 2, x1 = L.right_anchor() - 2;
    const auto draw = [&](const HeadLine& l) {
        if ((l.from < first || l.from > last) && (l.to < first || l.to > last)) return;
        QPointF a(x0, L.row_y(l.from)), b(x1, L.row_y(l.to));
        if (band.x() <= band.y() && a.y() != b.y()) {  // cut to the band: y = a.y + t·(b.y − a.y)
            const double t0 = std::clamp((band.x() - a.y()) / (b.y() - a.y()), 0.0, 1.0);
            const double t1 = std::clamp((band.y() - a.y()) / (b.y() - a.y()), 0.0, 1.0);
            const QPointF run = b - a;
            const QPointF from = a + std::min(t0, t1) * run, to = a + std::max(t0, t1) * run;
            a = from, b = to;
        }
        p.setPen(head_line_pen(pal, l, d.heads_total, L.font_px));
        p.drawLine(a, b);
        ++drawn;
    };
    // Weakest first: a strong line is never hidden under a faint one of another head.
    std::vector<int> order;
    if (only)
        order = *only;
    else
        for (int i = 0; i < int(d.lines.size()); ++i) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return d.lines[size_t(a)].weight < d.lines[size_t(b)].weight;
    });
    for (int i : order) draw(d.lines[size_t(i)]);
    const double label_h = std::max(L.pitch, L.font_px * kPitchText);
    const QFont plain = label_font(L.font_px, false), bold = label_font(L.font_px, true);
    const QFontMetricsF fm(bold);
    const double text_w = L.label_w - L.pad();
    for (int i = first; i <= last; ++i) {
        const bool focus = i == d.focus;
        if (!focus && i % L.label_every != 0) continue;
        const bool marked = d.marked(i);
        p.setFont(marked || focus ? bold : plain);
        const QString text = fm.elidedText(d.tokens[i], Qt::ElideRight, text_w);
        const QRectF left(L.x, L.row_y(i) - label_h / 2, text_w, label_h);
        const QRectF right(L.right_anchor() + L.pad(), L.row_y(i) - label_h / 2, text_w, label_h);
        if (focus) {
            QColor back = pal.guide;
            p.fillRect(QRectF(left.x() - 2, left.y(), left.width() + 4, left.height()), back);
        }
        p.setPen(d.focus >= 0 && !focus ? pal.muted : pal.text);
        p.drawText(left, Qt::AlignRight | Qt::AlignVCenter, text);
        p.setPen(pal.text);
        p.drawText(right, Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    return drawn;
}

HeadLinesFigure::HeadLinesFigure(const HeadLinesData& data, const FigureOptions& options)
    : FigureBody(options),
      data_(data),
      natural_(natural_head_lines_layout(data, options.font_px)) {}

double HeadLinesFigure::header_height(double width) const {
    double legend = 0;
    legend_items(data_, opts_.font_px, width, &legend);
    const QFontMetricsF fm(figure_font(opts_.font_px, true));
    return legend + fm.height() * 1.5;  // the column titles
}

double HeadLinesFigure::footer_height(double w) const {
    const QStringList text =
        data_.concealed ? QStringList{data_.note} : data_.focus_text(opts_.decimals);
    if (text.isEmpty()) return 0;
    const QFontMetricsF fm(figure_font(opts_.font_px));
    return opts_.font_px * 0.8 +
           fm.boundingRect(QRectF(0, 0, w, 1e6), kTextFlags, text.join(QLatin1Char('\n'))).height();
}

QSizeF HeadLinesFigure::size_with(const HeadLinesLayout& L) const {
    const double w = std::max(L.width(), opts_.font_px * 20);
    return {std::ceil(w),
            std::ceil(header_height(w) + L.rows_height(data_.n()) + footer_height(w))};
}

QSizeF HeadLinesFigure::natural_size() const { return size_with(natural_); }

QSizeF HeadLinesFigure::minimum_size() const {
    HeadLinesLayout L = natural_;
    L.gap = std::round(opts_.font_px * kMinGapText);
    L.label_w = std::min(L.label_w, std::ceil(opts_.font_px * kMinLabelText + L.pad()));
    // Narrower, the row text below wraps to more lines: layout_in makes the room
    // by tightening the rows, so the natural height is never needed twice over.
    return {size_with(L).width(), std::min(size_with(L).height(), natural_size().height())};
}

HeadLinesLayout HeadLinesFigure::layout_in(const QRectF& area) const {
    HeadLinesLayout L = natural_;
    const double least_label = std::ceil(opts_.font_px * kMinLabelText + L.pad());
    // Width: the lines' room first gives way down to its minimum, then the labels.
    const double room = area.width();
    if (room < L.width()) {
        L.gap = std::max(std::round(opts_.font_px * kMinGapText), room - 2 * L.label_w);
        if (L.width() > room) L.label_w = std::max(least_label, (room - L.gap) / 2);
    } else {
        L.gap = std::max(L.gap,
                         std::min(room - 2 * L.label_w,
                                  opts_.font_px * kMaxGapText));  // a wider area spreads the lines
    }
    const double w = std::max(L.width(), opts_.font_px * 20);
    const double rows = area.height() - header_height(w) - footer_height(w);
    if (data_.n() > 0 && rows < L.rows_height(data_.n())) {
        L.pitch = std::max(kMinPitch, rows / data_.n());
        L.label_every = std::max(L.label_every, int(std::ceil(opts_.font_px * 1.2 / L.pitch)));
    } else if (data_.n() >
               0) {  // a taller area (a slide) spaces the rows out, up to kMaxPitchGrowth
        L.pitch = std::min(rows / data_.n(), L.pitch * kMaxPitchGrowth);
    }
    const QSizeF total(w, header_height(w) + L.rows_height(data_.n()) + footer_height(w));
    L.x = std::round(area.x() + (area.width() - L.width()) / 2);
    const double y = std::round(area.y() + std::max(0.0, (area.height() - total.height()) / 2));
    L.top = y + header_height(w);
    return L;
}

void HeadLinesFigure::paint(QPainter& p, const QRectF& area) const {
    const HeadLinesLayout L = layout_in(area);
    const double w = std::max(L.width(), opts_.font_px * 20);
    const double left = std::round(area.x() + (area.width() - w) / 2);
    const double top = L.top - header_height(w);
    double legend_h = 0;
    const auto items = legend_items(data_, opts_.font_px, w, &legend_h);
    const QFontMetricsF fm(figure_font(opts_.font_px));
    p.setFont(figure_font(opts_.font_px));
    for (const LegendItem& it : items) {
        const QPointF at(left + it.at.x(), top + it.at.y());
        const double mid = at.y() + fm.height() / 2, swatch = opts_.font_px * kSwatchText;
        p.setPen(QPen(head_colour(pal_, it.head, data_.heads_total), opts_.font_px * 0.25,
                      Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(at.x() + 1, mid), QPointF(at.x() + swatch - 1, mid));
        p.setPen(pal_.text);
        p.drawText(QRectF(at.x() + swatch + opts_.font_px * 0.4, at.y(), w, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, it.text);
    }
    // Column titles over the columns.
    p.setFont(figure_font(opts_.font_px, true));
    p.setPen(pal_.muted);
    const QFontMetricsF bold(figure_font(opts_.font_px, true));
    const double title_y = top + legend_h, title_h = bold.height() * 1.5;
    const double left_w = L.left_anchor() - L.pad() - left,
                 right_w = left + w - L.right_anchor() - L.pad();
    p.drawText(QRectF(left, title_y, left_w, title_h), Qt::AlignRight | Qt::AlignVCenter,
               //: The head view's left column title: the tokens doing the looking
               bold.elidedText(QCoreApplication::translate("Figures", "token looking"),
                               Qt::ElideRight, left_w));
    p.drawText(QRectF(L.right_anchor() + L.pad(), title_y, right_w, title_h),
               Qt::AlignLeft | Qt::AlignVCenter,
               bold.elidedText(looked_at_title(), Qt::ElideRight, right_w));
    p.save();
    p.setClipRect(
        QRectF(area.x(), L.top - L.pitch, area.width(), L.rows_height(data_.n()) + 2 * L.pitch),
        Qt::IntersectClip);
    paint_head_lines_rows(p, data_, L, pal_, 0, data_.n() - 1);
    p.restore();
    const QStringList text =
        data_.concealed ? QStringList{data_.note} : data_.focus_text(opts_.decimals);
    if (!text.isEmpty()) {
        p.setFont(figure_font(opts_.font_px));
        p.setPen(pal_.text);
        const double y = L.top + L.rows_height(data_.n()) + opts_.font_px * 0.8;
        p.drawText(QRectF(left, y, w, area.bottom() - y + 1), kTextFlags,
                   text.join(QLatin1Char('\n')));
    }
}

}  // namespace attn::ui
