#include "figures/blend_figure.hpp"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "figures/text_probe.hpp"

namespace attn::ui {
namespace {

constexpr double kHeaderPadPx = 4;  // column names elide this much narrower than their cell
constexpr double kWeightInsetEm =
    0.5;  // a weight cell is inset this many font sizes each side of its column

//: The blend table's first column: each ingredient's weight, multiplying its row
QString weight_header() { return QCoreApplication::translate("Figures", "weight ×"); }

ValueScale value_scale(const BlendTable& t, const FigureOptions& o) {
    double lo = 0, hi = 0;
    const auto add = [&](double v) { lo = std::min(lo, v), hi = std::max(hi, v); };
    for (Eigen::Index i = 0; i < t.before.size(); ++i) add(t.before(i)), add(t.after(i));
    for (Eigen::Index i = 0; i < t.lookup.size(); ++i) add(t.lookup(i));
    for (Eigen::Index r = 0; r < t.rows.rows(); ++r)
        for (Eigen::Index c = 0; c < t.rows.cols(); ++c)
            add(blend_term(t.weights.at(size_t(r)), t.rows(r, c), o.decimals));
    return ValueScale(false, lo, hi, o.color_map);
}

}  // namespace

BlendFigure::BlendFigure(const BlendTable& table, const FigureOptions& options)
    : FigureBody(options),
      t_(table),
      values_(value_scale(table, options)),
      weights_(true, 0, 1, options.color_map) {}

// Compact (a slide, whose title names the word): the short names, so the table keeps its type size
// in a narrow slot.
QString BlendFigure::before_label() const {
    //: The blend table's row of the word's own row, before attention (compact form, on a slide)
    return opts_.compact ? QCoreApplication::translate("Figures", "before")
                         //: %1: the word; %2: what its row is ("lookup row" or "value row")
                         : QCoreApplication::translate("Figures", "%1 before (%2)")
                               .arg(t_.word, QCoreApplication::translate(
                                                 "Figures", t_.before_what.toUtf8().constData()));
}
QString BlendFigure::lookup_label() const {
    return opts_.compact ? QCoreApplication::translate("Figures", "lookup row")
                         : QCoreApplication::translate("Figures", "%1 lookup row").arg(t_.word);
}
QString BlendFigure::after_label() const {
    return opts_.compact
               ? QCoreApplication::translate("Figures", "after (sums)")
               : QCoreApplication::translate("Figures", "%1 after (column sums)").arg(t_.word);
}

BlendFigure::Layout BlendFigure::layout() const {
    const double fp = opts_.font_px;
    const QFontMetricsF fm(figure_font(fp)), bold(figure_font(fp, true));
    Layout L;
    L.gap = std::round(fp * 0.5);
    const double number_w =
        fm.horizontalAdvance(QStringLiteral("-0.") + QString(opts_.decimals, QLatin1Char('0')));
    const double pad =
        opts_.compact ? fp * 0.5 : fp;  // FigureOptions::compact: just room for the number
    L.cell_w = std::ceil(number_w + pad);
    for (const auto& c : t_.columns)
        L.cell_w =
            std::max(L.cell_w, std::ceil(std::min(fm.horizontalAdvance(c), fp * 8) + fp * 0.6));
    L.weight_w =
        std::ceil(std::max(fm.horizontalAdvance(weight_header()),
                           number_w + (opts_.compact ? pad + 2 * fp * kWeightInsetEm : fp * 2.5)));
    L.label_w =
        std::max({bold.horizontalAdvance(before_label()), bold.horizontalAdvance(after_label()),
                  fm.horizontalAdvance(lookup_label())});
    for (const auto& w : t_.ingredients)
        L.label_w = std::max(L.label_w, std::min(fm.horizontalAdvance(w), fp * 10));
    L.label_w = std::ceil(L.label_w) + L.gap;
    L.row_h = std::ceil(fp * (opts_.compact ? 1.5 : 2.0));
    L.header_h = std::ceil(fm.height() * 1.4);
    const int rows = int(t_.ingredients.size()) + 2 + (has_lookup() ? 1 : 0);
    L.size = QSizeF(L.label_w + L.weight_w + L.cell_w * double(t_.columns.size()) + 1,
                    L.header_h + rows * L.row_h + 2 * L.gap + 1);
    return L;
}

QSizeF BlendFigure::natural_size() const { return layout().size; }

void BlendFigure::paint(QPainter& p, const QRectF& area) const {
    const Layout L = layout();
    const double fp = opts_.font_px;
    Columns C;
    C.o = QPointF(std::round(area.x() + (area.width() - L.size.width()) / 2),
                  std::round(area.y() + (area.height() - L.size.height()) / 2));
    C.x_weight = C.o.x() + L.label_w, C.x_cells = C.x_weight + L.weight_w;
    C.cols = int(t_.columns.size());
    const QFontMetricsF fm(figure_font(fp));
    p.save();
    p.setFont(figure_font(fp));
    p.setPen(pal_.text);
    paint_header(p, L, C, fm);
    // Before.
    double y = C.o.y() + L.header_h;
    paint_row_label(p, L, C, y, before_label(), true);
    paint_value_row(p, L, C, y, [&](int c) { return double(t_.before(c)); });
    if (has_lookup()) {  // beside a value row: the lookup row it was made from (x, before W_V)
        y += L.row_h;
        paint_row_label(p, L, C, y, lookup_label(), false);
        paint_value_row(p, L, C, y, [&](int c) { return double(t_.lookup(c)); });
    }
    y += L.row_h + L.gap;
    y = paint_ingredients(p, L, C, y);
    paint_sum(p, L, C, y);
    p.restore();
}

// Column names above the weight column and each value column (elided to the cell).
void BlendFigure::paint_header(QPainter& p, const Layout& L, const Columns& C,
                               const QFontMetricsF& fm) const {
    p.drawText(QRectF(C.x_weight, C.o.y(), L.weight_w, L.header_h), Qt::AlignCenter,
               weight_header());
    for (int c = 0; c < C.cols; ++c)
        p.drawText(QRectF(C.x_cells + c * L.cell_w, C.o.y(), L.cell_w, L.header_h), Qt::AlignCenter,
                   fm.elidedText(t_.columns[c], Qt::ElideRight, L.cell_w - kHeaderPadPx));
}

// A row's name, right-aligned left of the weight column; leaves the regular font set.
void BlendFigure::paint_row_label(QPainter& p, const Layout& L, const Columns& C, double y,
                                  const QString& text, bool bold) const {
    const double fp = opts_.font_px;
    p.setFont(figure_font(fp, bold));
    p.setPen(pal_.text);
    p.drawText(QRectF(C.o.x(), y, L.label_w - L.gap, L.row_h), Qt::AlignRight | Qt::AlignVCenter,
               QFontMetricsF(p.font()).elidedText(text, Qt::ElideRight, L.label_w - L.gap));
    p.setFont(figure_font(fp));
}

void BlendFigure::paint_value_row(QPainter& p, const Layout& L, const Columns& C, double y,
                                  const std::function<double(int)>& value_at) const {
    const double x_cells = C.x_cells;
    const int cols = C.cols;
    for (int c = 0; c < cols; ++c) {
        const double v = value_at(c);
        const QRectF cell(x_cells + c * L.cell_w, y, L.cell_w, L.row_h);
        const bool shown = std::isfinite(v);  // concealed terms arrive as NaN: one grey, no number
        const QColor bg = shown ? values_.color(v) : pal_.masked;
        p.fillRect(cell, bg);
        if (opts_.numbers && shown) {
            note_cell_number(p);  // the presentation's measure tells cell numbers apart
            draw_cell_number(p, cell, bg, number_text(v, opts_.decimals));
        }
    }
    p.setPen(
        QPen(opts_.style == FigureStyle::Print ? pal_.grid : pal_.background, pal_.line_width));
    for (int c = 1; c < cols; ++c)
        p.drawLine(QPointF(x_cells + c * L.cell_w, y),
                   QPointF(x_cells + c * L.cell_w, y + L.row_h));
    p.setPen(QPen(pal_.text, pal_.line_width));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(x_cells, y, L.cell_w * cols, L.row_h));
}

// Ingredients: per ingredient its name, its weight (a cell on the weights map,
// inset half a font size each side) and its row scaled by the printed weight.
double BlendFigure::paint_ingredients(QPainter& p, const Layout& L, const Columns& C,
                                      double y) const {
    const double fp = opts_.font_px;
    for (int r = 0; r < int(t_.ingredients.size()); ++r) {
        paint_row_label(p, L, C, y, t_.ingredients[r], false);
        const double w = t_.weights.at(size_t(r));
        const QRectF wc(C.x_weight + fp * kWeightInsetEm, y, L.weight_w - fp, L.row_h);
        const bool shown = std::isfinite(w);
        const QColor bg = shown ? weights_.color(w) : pal_.masked;
        p.fillRect(wc, bg);
        if (opts_.numbers && shown) {
            note_cell_number(p);  // the presentation's measure tells cell numbers apart
            draw_cell_number(p, wc, bg, number_text(w, opts_.decimals));
        }
        p.setPen(QPen(pal_.text, pal_.line_width));
        p.setBrush(Qt::NoBrush);
        p.drawRect(wc);
        paint_value_row(p, L, C, y,
                        [&](int c) { return blend_term(w, t_.rows(r, c), opts_.decimals); });
        y += L.row_h;
    }
    return y;
}

// The sum line in the gap below the ingredients, then the after row ("= Σ").
void BlendFigure::paint_sum(QPainter& p, const Layout& L, const Columns& C, double y) const {
    y += L.gap;
    p.setPen(QPen(pal_.text, std::max(1.0, pal_.line_width * 2)));
    p.drawLine(QPointF(C.x_cells, y - L.gap / 2),
               QPointF(C.x_cells + L.cell_w * C.cols, y - L.gap / 2));
    paint_row_label(p, L, C, y, after_label(), true);
    p.setPen(pal_.text);
    p.drawText(QRectF(C.x_weight, y, L.weight_w, L.row_h), Qt::AlignCenter, QStringLiteral("= Σ"));
    paint_value_row(p, L, C, y, [&](int c) { return double(t_.after(c)); });
}

}  // namespace attn::ui
