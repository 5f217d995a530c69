#include "viewdata/projection_figure.hpp"

#include <QCoreApplication>
#include <algorithm>
#include <stdexcept>

namespace attn::ui {

bool projection_used(const attn::Lesson& lesson, ValueTarget t) {
    const attn::Variant v = lesson.attention.variant;
    if (t == ValueTarget::Embedding) return true;
    if (t == ValueTarget::WO) return v == attn::Variant::MultiHead;
    return attn::uses_projections(v);
}

std::vector<ValueTarget> used_projections(const attn::Lesson& lesson) {
    std::vector<ValueTarget> out;
    for (ValueTarget t : {ValueTarget::WQ, ValueTarget::WK, ValueTarget::WV, ValueTarget::WO})
        if (projection_used(lesson, t)) out.push_back(t);
    return out;
}

QStringList projection_column_labels(const attn::Lesson& lesson, ValueTarget t) {
    QStringList out;
    const auto& axes = lesson.table.axes();
    const int h = lesson.attention.heads;
    const int dk = std::max(1, lesson.table.axis_count() / std::max(1, h));
    for (int c = 0; c < int(axes.size()); ++c)
        out << (t == ValueTarget::WO || h <= 1
                    ? QString::fromStdString(axes[size_t(c)])
                    : QStringLiteral("h%1·%2").arg(c / dk + 1).arg(c % dk + 1));
    return out;
}

QStringList projection_row_labels(const attn::Lesson& lesson, ValueTarget t) {
    if (t != ValueTarget::WO || lesson.attention.heads <= 1) {
        QStringList out;
        for (const std::string& a : lesson.table.axes()) out << QString::fromStdString(a);
        return out;
    }
    // W_O reads the heads' results laid side by side: head k's j-th number.
    return projection_column_labels(lesson, ValueTarget::WQ);
}

FigureSpec projection_figure_spec(const attn::Lesson& lesson, ValueTarget t) {
    const attn::Projection* p = target_projection(lesson, t);
    if (!p) throw std::invalid_argument("the embedding table is not a projection");
    const int d = lesson.table.axis_count();
    FigureSpec spec;
    if (d == 0) return spec;  // no axes: nothing to draw
    MatrixPanel m;
    m.values = p->values.size() == 0 ? attn::Matrix(attn::Matrix::Identity(d, d)) : p->values;
    m.col_labels = projection_column_labels(lesson, t);
    m.row_labels = projection_row_labels(lesson, t);
    m.row_title = t == ValueTarget::WO && lesson.attention.heads > 1
                      ? QCoreApplication::translate("Figures", "head · dimension (joined heads)")
                      : QCoreApplication::translate("Figures", "input axis");
    m.col_title = t == ValueTarget::WO || lesson.attention.heads <= 1
                      ? QCoreApplication::translate("Figures", "output axis")
                      : QCoreApplication::translate("Figures", "head · dimension");
    m.panel_title = target_name(t);
    spec.panels.push_back(std::move(m));
    spec.caption = p->values.size() == 0
                       ? QCoreApplication::translate("Figures", "%1 is the identity (not stored).")
                             .arg(target_name(t))
                       : QString::fromStdString(p->note);
    return spec;
}

QString projection_figure_name(ValueTarget t) {
    return QStringLiteral("weights-") + target_name(t);
}

}  // namespace attn::ui
