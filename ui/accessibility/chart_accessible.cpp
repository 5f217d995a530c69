#include "accessibility/chart_accessible.hpp"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QXYSeries>

#include "style/number_format.hpp"

namespace attn::ui {
namespace {

QString axis_title(const QChart* chart, Qt::Orientation o) {
    const QList<QAbstractAxis*> axes = chart->axes(o);
    return axes.isEmpty() ? QString() : axes.front()->titleText();
}

}  // namespace

ChartViewAccessible::ChartViewAccessible(QChartView* view)
    : QAccessibleWidget(view, QAccessible::Chart) {}

QString ChartViewAccessible::summary(const QChartView* view) {
    const QChart* chart = view->chart();
    if (!chart) return {};
    const QString x = axis_title(chart, Qt::Horizontal), y = axis_title(chart, Qt::Vertical);
    QStringList parts;
    for (const QAbstractSeries* s : chart->series()) {
        const auto* xy = qobject_cast<const QXYSeries*>(s);
        if (!xy || !xy->isVisible() || xy->count() == 0) continue;
        const QPointF last = xy->at(xy->count() - 1);
        parts << tr("%1: %n point(s), the last at %2 %3, %4 %5", nullptr, int(xy->count()))
                     .arg(xy->name(), x, format_value(last.x()), y, format_value(last.y()));
    }
    return parts.isEmpty() ? tr("Nothing plotted yet") : parts.join(QStringLiteral("; "));
}

QString ChartViewAccessible::text(QAccessible::Text t) const {
    const QString own = QAccessibleWidget::text(t);
    if (!own.isEmpty()) return own;
    const auto* view = static_cast<const QChartView*>(widget());
    if (t == QAccessible::Name) return view->chart() ? view->chart()->title() : QString();
    if (t == QAccessible::Description) return summary(view);
    return {};
}

}  // namespace attn::ui
