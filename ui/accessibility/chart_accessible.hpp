// ChartViewAccessible: a Qt Charts view (the loss chart, the pair chart) shown
// to a screen reader as one chart (QAccessible::Chart) instead of a graphics
// view with an unnamed viewport inside: named by its accessible name (else
// the chart's title), described by what it plots — each series' name, its
// number of points and its last point on the axes' titles ("train: 400
// points, the last at step 400, loss 2.310") — unless the widget has a
// description of its own. The VectorPlot, a chart view too, has its own
// interface (a list of its points).
#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>

class QChartView;

namespace attn::ui {

class ChartViewAccessible : public QAccessibleWidget {
    Q_DECLARE_TR_FUNCTIONS(ChartViewAccessible)
  public:
    explicit ChartViewAccessible(QChartView* view);

    QString text(QAccessible::Text t) const override;
    // The viewport is drawing surface, not a control of its own.
    int childCount() const override { return 0; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }

    // What the chart plots, series by series (the description above).
    static QString summary(const QChartView* view);
};

}  // namespace attn::ui
