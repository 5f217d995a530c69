#include "figures/blend_figure.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace attn::ui {
namespace {

ValueScale value_scale(const BlendTable& t, const FigureOptions& o) {
    double lo = 0, hi = 0;
    const auto add = [&](double v) { lo = std::min(lo, v), hi = std::max(hi, v); };
    for (Eigen::Index i = 0; i < t.before.size(); ++i) add(t.before(i)), add(t.after(i));
    for (Eigen::Index i = 0; i < t.lookup.size(); ++i) add(t.lookup(i));
    for (Eigen::Index r = 0; r < t.rows.rows(); ++r)
        for (Eigen::Index c = 0; c < t.rows.cols(); ++c) add(blend_term(t.weights.at(size_t(r)), t.rows(r, c), o.decimals));
    return ValueScale(false, lo, hi, o.color_map);
}

}  // namespace

BlendFigure::BlendFigure(const BlendTable& table, const FigureOptions& options)
    : FigureBody(options), t_(table), values_(value_scale(table, options)), weights_(true, 0, 1, options.color_map) {}

QString BlendFigure::before_label() const { return QStringLiteral("%1 before (%2)").arg(t_.word, t_.before_what); }
QString BlendFigure::lookup_label() const { return QStringLiteral("%1 lookup row").arg(t_.word); }
QString BlendFigure::after_label() const { return QStringLiteral("%1 after (column sums)").arg(t_.word); }

BlendFigure::Layout BlendFigure::layout() const {
    const double fp = opts_.font_px;
    const QFontMetricsF fm(figure_font(fp)), bold(figure_font(fp, true));
    Layout L;
    L.gap = std::round(fp * 0.5);
    const double number_w = fm.horizontalAdvance(QStringLiteral("-0.") + QString(opts_.decimals, QLatin1Char('0')));
    L.cell_w = std::ceil(number_w + fp);
    for (const auto& c : t_.columns) L.cell_w = std::max(L.cell_w, std::ceil(std::min(fm.horizontalAdvance(c), fp * 8) + fp * 0.6));
    L.weight_w = std::ceil(std::max(fm.horizontalAdvance(QStringLiteral("weight ×")), number_w + fp * 2.5));
    L.label_w = std::max({bold.horizontalAdvance(before_label()), bold.horizontalAdvance(after_label()), fm.horizontalAdvance(lookup_label())});
    for (const auto& w : t_.ingredients) L.label_w = std::max(L.label_w, std::min(fm.horizontalAdvance(w), fp * 10));
    L.label_w = std::ceil(L.label_w) + L.gap;
    L.row_h = std::ceil(fp * 2.0);
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
    const QPointF o(std::round(area.x() + (area.width() - L.size.width()) / 2),
                    std::round(area.y() + (area.height() - L.size.height()) / 2));
    const double x_weight = o.x() + L.label_w, x_cells = x_weight + L.weight_w;
    const int cols = int(t_.columns.size());
    const QFontMetricsF fm(figure_font(fp));
    p.save();
    p.setFont(figure_font(fp));
    p.setPen(pal_.text);
    // Header: column names.
    p.drawText(QRectF(x_weight, o.y(), L.weight_w, L.header_h), Qt::AlignCenter, QStringLiteral("weight ×"));
    for (int c = 0; c < cols; ++c)
        p.drawText(QRectF(x_cells + c * L.cell_w, o.y(), L.cell_w, L.header_h), Qt::AlignCenter,
                   fm.elidedText(t_.columns[c], Qt::ElideRight, L.cell_w - 4));
    const auto value_row = [&](double y, const auto& value_at) {
        for (int c = 0; c < cols; ++c) {
            const double v = value_at(c);
            const QRectF cell(x_cells + c * L.cell_w, y, L.cell_w, L.row_h);
            const QColor bg = values_.color(v);
            p.fillRect(cell, bg);
            if (opts_.numbers) draw_cell_number(p, cell, bg, number_text(v, opts_.decimals));
        }
        p.setPen(QPen(opts_.style == FigureStyle::Print ? pal_.grid : pal_.background, pal_.line_width));
        for (int c = 1; c < cols; ++c) p.drawLine(QPointF(x_cells + c * L.cell_w, y), QPointF(x_cells + c * L.cell_w, y + L.row_h));
        p.setPen(QPen(pal_.text, pal_.line_width));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(x_cells, y, L.cell_w * cols, L.row_h));
    };
    const auto label = [&](double y, const QString& text, bool bold) {
        p.setFont(figure_font(fp, bold));
        p.setPen(pal_.text);
        p.drawText(QRectF(o.x(), y, L.label_w - L.gap, L.row_h), Qt::AlignRight | Qt::AlignVCenter,
                   QFontMetricsF(p.font()).elidedText(text, Qt::ElideRight, L.label_w - L.gap));
        p.setFont(figure_font(fp));
    };
    // Before.
    double y = o.y() + L.header_h;
    label(y, before_label(), true);
    value_row(y, [&](int c) { return double(t_.before(c)); });
    if (has_lookup()) {  // beside a value row: the lookup row it was made from (x, before W_V)
        y += L.row_h;
        label(y, lookup_label(), false);
        value_row(y, [&](int c) { return double(t_.lookup(c)); });
    }
    y += L.row_h + L.gap;
    // Ingredients: weight × row.
    for (int r = 0; r < int(t_.ingredients.size()); ++r) {
        label(y, t_.ingredients[r], false);
        const double w = t_.weights.at(size_t(r));
        const QRectF wc(x_weight + fp * 0.5, y, L.weight_w - fp, L.row_h);
        const QColor bg = weights_.color(w);
        p.fillRect(wc, bg);
        if (opts_.numbers) draw_cell_number(p, wc, bg, number_text(w, opts_.decimals));
        p.setPen(QPen(pal_.text, pal_.line_width));
        p.setBrush(Qt::NoBrush);
        p.drawRect(wc);
        value_row(y, [&](int c) { return blend_term(w, t_.rows(r, c), opts_.decimals); });
        y += L.row_h;
    }
    // The sum line, then after.
    y += L.gap;
    p.setPen(QPen(pal_.text, std::max(1.0, pal_.line_width * 2)));
    p.drawLine(QPointF(x_cells, y - L.gap / 2), QPointF(x_cells + L.cell_w * cols, y - L.gap / 2));
    label(y, after_label(), true);
    p.setPen(pal_.text);
    p.drawText(QRectF(x_weight, y, L.weight_w, L.row_h), Qt::AlignCenter, QStringLiteral("= Σ"));
    value_row(y, [&](int c) { return double(t_.after(c)); });
    p.restore();
}

}  // namespace attn::ui
