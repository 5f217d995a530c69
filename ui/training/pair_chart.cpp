#include "training/pair_chart.hpp"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>
#include <algorithm>

namespace attn::ui {

PairChart::PairChart(QWidget* parent) : QChartView(parent) {
    auto* chart = new QChart;
    chart->setLocalizeNumbers(true);  // the language's decimal sign on the axes
    chart->setLayoutDirection(
        Qt::LeftToRight);  // plots keep their reading direction (docs/i18n.md)
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->legend()->setAlignment(Qt::AlignTop);
    weight_ = new QLineSeries(chart);
    weight_->setName(tr("weight"));
    weight_->setPen(QPen(QColor(0x44, 0x01, 0x54), 2.0));
    weight_->setPointsVisible(true);
    moment_ = new QScatterSeries(chart);
    moment_->setName(tr("structure found"));
    moment_->setMarkerSize(11);
    moment_->setColor(QColor(0xfd, 0xe7, 0x25));
    moment_->setBorderColor(QColor(0x20, 0x20, 0x20));
    cursor_ = new QLineSeries(chart);
    cursor_->setPen(QPen(QColor(0x66, 0x66, 0x66), 1.0, Qt::DashLine));
    for (QXYSeries* s : {static_cast<QXYSeries*>(weight_), static_cast<QXYSeries*>(moment_),
                         static_cast<QXYSeries*>(cursor_)}) {
        s->setUseOpenGL(false);
        chart->addSeries(s);
    }
    x_ = new QValueAxis(chart);
    x_->setTitleText(tr("step"));
    // "%.0f", not "%d": with localized numbers Qt Charts 6.4 prints no "%d" label at all (the
    // step axis stood bare in every language).
    x_->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(x_, Qt::AlignBottom);
    y_ = new QValueAxis(chart);
    y_->setRange(0, 1);
    y_->setTickCount(3);
    y_->setLabelFormat(QStringLiteral("%.1f"));
    y_->setTitleText(tr("weight"));
    chart->addAxis(y_, Qt::AlignLeft);
    for (QXYSeries* s : {static_cast<QXYSeries*>(weight_), static_cast<QXYSeries*>(moment_),
                         static_cast<QXYSeries*>(cursor_)}) {
        s->attachAxis(x_);
        s->attachAxis(y_);
    }
    QChart* const made =
        this->chart();  // setChart() releases the view's own chart without deleting it
    setChart(chart);
    delete made;
    for (QLegendMarker* m : chart->legend()->markers(cursor_)) m->setVisible(false);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(240, 140);
    setHistory({}, QString(), 1);
}

void PairChart::setHistory(const std::vector<PairPoint>& points, const QString& title, int total) {
    QList<QPointF> xy;
    xy.reserve(qsizetype(points.size()));
    for (const PairPoint& p : points) xy.append(QPointF(p.step, p.weight));
    weight_->replace(xy);
    structure_ = structure_step(points);
    moment_->clear();
    if (structure_ >= 0)
        for (const PairPoint& p : points)
            if (p.step == structure_) moment_->append(QPointF(p.step, p.weight));
    const int last = points.empty() ? 0 : points.back().step;
    x_->setRange(0, std::max({1, total, last}));
    QString head = title.isEmpty()
                       ? tr("Press Start: one attention weight of the probe, step by step")
                       : title;
    if (structure_ >= 0)
        head += tr(" — structure at step %1").arg(structure_);
    else if (points.size() >= 2)
        head += tr(" — still static");
    chart()->setTitle(head);
}

void PairChart::setCursor(int step) {
    cursor_->clear();
    if (step >= 0) cursor_->append({QPointF(step, 0), QPointF(step, 1)});
}

int PairChart::pointCount() const { return int(weight_->count()); }
QString PairChart::title() const { return chart()->title(); }

}  // namespace attn::ui
