#include "figures/lens_figure.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "figures/text_probe.hpp"
#include "style/color_map.hpp"
#include "style/number_format.hpp"
#include "viewdata/model_probe_figures.hpp"

namespace attn::ui {
namespace {

constexpr double kTokenRoomEm = 10;   // a guessed token elides past this many font sizes
constexpr double kCellPadEm = 1.0;    // a cell is this much wider than its widest text
constexpr double kMinCellEm = 4.5;    // and never narrower than this
constexpr double kLineGapEm = 0.3;    // above, between and below a cell's two lines
constexpr double kHeaderLines = 1.5;  // the rank header's height, in text lines

int ranks(const LensTable& t) { return int(t.probabilities.cols()); }

}  // namespace

LensFigure::LensFigure(const LensTable& table, const FigureOptions& options)
    : FigureBody(options), t_(table), scale_(true, 0, 1, options.color_map) {}

LensFigure::Layout LensFigure::layout() const {
    const double fp = opts_.font_px;
    const QFontMetricsF fm(figure_font(fp)), bold(figure_font(fp, true));
    Layout L;
    L.label_w = 0;
    for (int r = 0; r < int(t_.rows.size()); ++r)
        L.label_w = std::max(L.label_w, bold.horizontalAdvance(t_.rows[r]));
    L.label_w = std::ceil(L.label_w + fp);
    double widest = fm.horizontalAdvance(probability_text(0.999));
    for (const QStringList& row : t_.guesses)
        for (const QString& g : row)
            widest = std::max(widest, std::min(bold.horizontalAdvance(g), fp * kTokenRoomEm));
    L.cell_w = std::ceil(std::max(widest + fp * kCellPadEm, fp * kMinCellEm));
    const int lines = opts_.numbers ? 2 : 1;
    L.cell_h = std::ceil(lines * fm.height() + (lines + 1) * fp * kLineGapEm);
    L.header_h = std::ceil(fm.height() * kHeaderLines);
    L.size = QSizeF(L.label_w + L.cell_w * ranks(t_) + 1,
                    L.header_h + L.cell_h * double(t_.rows.size()) + 1);
    return L;
}

QSizeF LensFigure::natural_size() const { return layout().size; }

QPointF LensFigure::origin(const QRectF& area, const Layout& L) const {
    return {std::round(area.x() + (area.width() - L.size.width()) / 2),
            std::round(area.y() + (area.height() - L.size.height()) / 2)};
}

QRectF LensFigure::cell_rect(const QRectF& area, int row, int rank) const {
    const Layout L = layout();
    const QPointF o = origin(area, L);
    return {o.x() + L.label_w + rank * L.cell_w, o.y() + L.header_h + row * L.cell_h, L.cell_w,
            L.cell_h};
}

void LensFigure::paint(QPainter& p, const QRectF& area) const {
    const Layout L = layout();
    const QPointF o = origin(area, L);
    const double fp = opts_.font_px;
    const int rows = int(t_.rows.size()), k = ranks(t_);
    p.save();
    p.setPen(pal_.text);
    p.setFont(figure_font(fp));
    for (int c = 0; c < k; ++c)
        p.drawText(QRectF(o.x() + L.label_w + c * L.cell_w, o.y(), L.cell_w, L.header_h),
                   Qt::AlignCenter,
                   //: The lens table's column: the model's 1st, 2nd, … most likely next token
                   QCoreApplication::translate("Figures", "guess %1").arg(c + 1));
    for (int r = 0; r < rows; ++r) {
        p.setFont(figure_font(fp, r + 1 == rows));  // the model's own prediction
        p.setPen(pal_.text);
        p.drawText(QRectF(o.x(), o.y() + L.header_h + r * L.cell_h, L.label_w - fp / 2, L.cell_h),
                   Qt::AlignRight | Qt::AlignVCenter, t_.rows[r]);
        for (int c = 0; c < k; ++c) paint_cell(p, cell_rect(area, r, c), r, c);
    }
    // Lines between the cells in the background colour (print: the grid colour), and a frame.
    const QRectF grid(o.x() + L.label_w, o.y() + L.header_h, L.cell_w * k, L.cell_h * rows);
    p.setPen(
        QPen(opts_.style == FigureStyle::Print ? pal_.grid : pal_.background, pal_.line_width));
    for (int c = 1; c < k; ++c)
        p.drawLine(QPointF(grid.left() + c * L.cell_w, grid.top()),
                   QPointF(grid.left() + c * L.cell_w, grid.bottom()));
    for (int r = 1; r < rows; ++r)
        p.drawLine(QPointF(grid.left(), grid.top() + r * L.cell_h),
                   QPointF(grid.right(), grid.top() + r * L.cell_h));
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    if (rows > 0 && k > 0) p.drawRect(grid);
    p.restore();
}

void LensFigure::paint_cell(QPainter& p, const QRectF& cell, int row, int rank) const {
    const double fp = opts_.font_px;
    const double prob = double(t_.probabilities(row, rank));
    const QColor bg = scale_.color(std::clamp(prob, 0.0, 1.0));
    p.fillRect(cell, bg);
    const QString token = t_.guesses[std::size_t(row)].value(rank);
    const QFont bold = figure_font(fp, true);
    const QFontMetricsF fm(bold);
    const double line_h = QFontMetricsF(figure_font(fp)).height(), gap = fp * kLineGapEm;
    p.setPen(text_color_on(bg));
    p.setFont(bold);
    const QRectF top(cell.x(), cell.y() + gap, cell.width(), line_h);
    p.drawText(opts_.numbers ? top : cell, Qt::AlignCenter,
               fm.elidedText(token, Qt::ElideRight, cell.width() - fp / 2));
    if (!opts_.numbers) return;
    p.setFont(figure_font(fp));
    note_cell_number(p);
    draw_cell_number(p, QRectF(cell.x(), top.bottom() + gap, cell.width(), line_h), bg,
                     probability_text(prob));
}

}  // namespace attn::ui
