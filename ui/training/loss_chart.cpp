#include "training/loss_chart.hpp"

#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QResizeEvent>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "style/nice_numbers.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::ui {

constexpr std::size_t kMaxTrainPoints = 2000;
constexpr int kStepTicks = 5, kLossTicks = 5;  // about this many tick intervals on each axis

LossChart::LossChart(QWidget* parent) : QChartView(parent) {
    auto* chart = new QChart;
    chart->setLocalizeNumbers(true);  // the language's decimal sign on the axes
    chart->setLayoutDirection(
        Qt::LeftToRight);  // plots keep their reading direction (docs/i18n.md)
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->legend()->setAlignment(Qt::AlignTop);
    train_ = new QLineSeries(chart);
    train_->setName(tr("train loss"));
    train_->setPen(QPen(QColor(0x1f, 0x77, 0xb4), 1.5));
    val_ = new QLineSeries(chart);
    val_->setName(tr("validation loss"));
    // Dashed with small points, as Export… draws it: its points (Qt's 15 px markers) covered the
    // train line beneath.
    val_->setPen(QPen(QColor(0xd9, 0x5f, 0x02), 2.0, Qt::DashLine));
    val_->setPointsVisible(true);
    val_->setMarkerSize(5);
    cursor_ = new QLineSeries(chart);
    cursor_->setName(tr("timeline"));
    cursor_->setPen(QPen(QColor(0x66, 0x66, 0x66), 1.0, Qt::DashLine));
    marker_ = new QLineSeries(chart);
    marker_->setName(tr("phase change"));
    marker_->setPen(QPen(QColor(0xb2, 0x18, 0x2b), 2.0, Qt::DashLine));
    earlier_ = new QLineSeries(chart);
    earlier_->setPen(QPen(QColor(0x88, 0x88, 0x88), 2.0, Qt::DashLine));
    for (QLineSeries* s : {train_, val_, cursor_, marker_, earlier_}) s->setUseOpenGL(false);
    for (QLineSeries* s : {train_, val_, cursor_}) chart->addSeries(s);  // the marker: when set
    x_ = new QValueAxis(chart);
    x_->setTitleText(tr("step"));
    // "%.0f", not "%d": with localized numbers Qt Charts 6.4 prints no "%d" label at all (the
    // step axis stood bare in every language).
    x_->setLabelFormat(QStringLiteral("%.0f"));
    x_->setTickType(QValueAxis::TicksDynamic);
    x_->setTickAnchor(0);
    chart->addAxis(x_, Qt::AlignBottom);
    yLinear_ = new QValueAxis(chart);
    yLinear_->setTickType(QValueAxis::TicksDynamic);
    yLinear_->setTickAnchor(0);
    yLog_ = new QLogValueAxis(chart);
    yLog_->setBase(10);
    yLog_->setLabelFormat(QStringLiteral("%.2g"));
    for (QAbstractAxis* a :
         {static_cast<QAbstractAxis*>(yLinear_), static_cast<QAbstractAxis*>(yLog_)})
        a->setTitleText(tr("loss (nats)"));
    for (QLineSeries* s : {train_, val_, cursor_}) s->attachAxis(x_);
    // setChart() releases the chart QChartView made for itself without deleting it.
    QChart* const made = this->chart();
    setChart(chart);
    delete made;
    for (QLegendMarker* m : chart->legend()->markers(cursor_)) m->setVisible(false);
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(240, 160);
    attachY();
    updateRanges();
}

void LossChart::attachY() {
    QChart* c = chart();
    QAbstractAxis* want = log_ ? static_cast<QAbstractAxis*>(yLog_) : yLinear_;
    QAbstractAxis* other = log_ ? static_cast<QAbstractAxis*>(yLinear_) : yLog_;
    if (c->axes(Qt::Vertical).contains(other)) {
        for (QLineSeries* s : {train_, val_, cursor_}) s->detachAxis(other);
        if (markerStep_ >= 0) marker_->detachAxis(other);
        if (c->series().contains(earlier_)) earlier_->detachAxis(other);
        c->removeAxis(other);  // the chart keeps ownership of neither: re-parent below
        other->setParent(c);
    }
    if (!c->axes(Qt::Vertical).contains(want)) {
        c->addAxis(want, Qt::AlignLeft);
        for (QLineSeries* s : {train_, val_, cursor_}) s->attachAxis(want);
        if (markerStep_ >= 0) marker_->attachAxis(want);
        if (c->series().contains(earlier_)) earlier_->attachAxis(want);
    }
}

void LossChart::setEarlierRun(const std::vector<StepLoss>& points, const QString& name) {
    QList<QPointF> v;
    earlierMin_ = INFINITY;
    earlierMax_ = -INFINITY;
    earlierSteps_ = 0;
    for (const StepLoss& p : points)
        if (std::isfinite(p.val)) {
            v.append(QPointF(p.step, p.val));
            earlierMin_ = std::min(earlierMin_, p.val);
            earlierMax_ = std::max(earlierMax_, p.val);
            earlierSteps_ = std::max(earlierSteps_, p.step);
        }
    QChart* c = chart();
    const bool in = c->series().contains(earlier_);
    if (v.isEmpty()) {
        if (in) {
            c->removeSeries(earlier_);
            earlier_->setParent(c);
        }
        earlier_->clear();
        earlierName_.clear();
        earlierPoints_.clear();
        setToolTip(QString());
        updateRanges();
        return;
    }
    earlierName_ = name;
    earlierPoints_ = points;
    nameEarlierRun();
    earlier_->replace(v);
    if (!in) {
        c->addSeries(earlier_);
        earlier_->attachAxis(x_);
        earlier_->attachAxis(log_ ? static_cast<QAbstractAxis*>(yLog_) : yLinear_);
    }
    updateRanges();
    setCursor(cursorStep_);
}

QString LossChart::earlierRunName() const {
    return chart()->series().contains(earlier_) ? earlierName_ : QString();
}

QString LossChart::earlierLegendName() const {
    return chart()->series().contains(earlier_) ? earlier_->name() : QString();
}

// The legend is one row: in a narrow chart the earlier run's full name was cut ("earlier run:
// lea…"). There it reads "earlier validation", and the chart's tooltip names it whole.
void LossChart::nameEarlierRun() {
    const QFontMetrics fm(chart()->legend()->font());
    const int marker = fm.height() + 12;  // a legend entry's marker and the gaps around it
    int row = 0;
    for (QLineSeries* s : {train_, val_}) row += fm.horizontalAdvance(s->name()) + marker;
    if (chart()->series().contains(marker_)) row += fm.horizontalAdvance(marker_->name()) + marker;
    const bool fits = row + fm.horizontalAdvance(earlierName_) + marker <= width() - 16;
    earlier_->setName(fits ? earlierName_ : tr("earlier validation"));
    setToolTip(fits ? QString() : tr("Dashed grey: %1").arg(earlierName_));
}

void LossChart::resizeEvent(QResizeEvent* event) {
    QChartView::resizeEvent(event);
    if (!earlierName_.isEmpty()) nameEarlierRun();
}

int LossChart::earlierPointCount() const {
    return chart()->series().contains(earlier_) ? int(earlier_->count()) : 0;
}

void LossChart::setLogScale(bool on) {
    if (on == log_) return;
    log_ = on;
    attachY();
    updateRanges();
    setCursor(cursorStep_);
}

void LossChart::setLosses(const std::vector<StepLoss>& points, int totalSteps) {
    QList<QPointF> t, v;
    t.reserve(qsizetype(points.size()));
    minLoss_ = INFINITY;
    maxLoss_ = -INFINITY;
    // Long runs: at most ~kMaxTrainPoints points of each curve (every
    // stride-th step and the last) — what the pane can show, whatever the run's length.
    const std::size_t stride =
        std::max<std::size_t>(1, (points.size() + kMaxTrainPoints - 1) / kMaxTrainPoints);
    std::size_t vals = 0;
    for (const StepLoss& p : points) vals += std::isfinite(p.val) ? 1 : 0;
    const std::size_t valStride =
        std::max<std::size_t>(1, (vals + kMaxTrainPoints - 1) / kMaxTrainPoints);
    std::size_t valIndex = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const StepLoss& p = points[i];
        if (std::isfinite(p.train) && (i % stride == 0 || i + 1 == points.size())) {
            t.append(QPointF(p.step, p.train));
            minLoss_ = std::min(minLoss_, p.train);
            maxLoss_ = std::max(maxLoss_, p.train);
        }
        if (std::isfinite(p.val) && (valIndex++ % valStride == 0 || valIndex == vals)) {
            v.append(QPointF(p.step, p.val));
            minLoss_ = std::min(minLoss_, p.val);
            maxLoss_ = std::max(maxLoss_, p.val);
        }
    }
    if (!std::isfinite(minLoss_)) minLoss_ = 0.1f, maxLoss_ = 6.0f;
    total_ = std::max(1, totalSteps);
    points_ = points;
    train_->replace(t);
    val_->replace(v);
    updateRanges();
    setCursor(cursorStep_);
}

// The tick interval is set before the range: a dynamic-tick axis lays out a
// label per interval, so a range of 20,000 steps under the old interval of a
// 100-step run would build 20,000 labels (a long lesson hung on opening).
void LossChart::updateRanges() {
    // Ticks at whole nice steps from 0 (0, 50, 100, …), not total / 4 (37, 75, 112).
    const int steps = std::max(total_, earlierSteps_);
    const double step = std::max(1.0, nice_step(0, steps, kStepTicks));
    if (x_->tickInterval() != step) x_->setTickInterval(step);
    x_->setRange(0, steps);
    const float top = std::isfinite(earlierMax_) ? std::max(maxLoss_, earlierMax_) : maxLoss_;
    const float bottom = std::isfinite(earlierMin_) ? std::min(minLoss_, earlierMin_) : minLoss_;
    const double hi = std::max(double(top) * 1.05, 0.5);
    const double yStep = nice_step(0, hi, kLossTicks);
    if (yLinear_->tickInterval() != yStep) {
        yLinear_->setTickInterval(yStep);
        yLinear_->setLabelFormat(yStep < 0.1 ? QStringLiteral("%.2f") : QStringLiteral("%.1f"));
    }
    if (log_)
        yLog_->setRange(std::max(0.01, double(bottom) * 0.9), hi);
    else
        yLinear_->setRange(0, hi);
}

void LossChart::setMarker(int step) {
    // In the chart (and its legend) only while marked: a hidden legend entry still takes room.
    QChart* c = chart();
    const bool in = c->series().contains(marker_);
    markerStep_ = step;
    if (step < 0) {
        if (in) {
            c->removeSeries(marker_);  // the chart lets go of it: kept as the view's child
            marker_->setParent(c);
        }
        return;
    }
    if (!in) {
        c->addSeries(marker_);
        marker_->attachAxis(x_);
        marker_->attachAxis(log_ ? static_cast<QAbstractAxis*>(yLog_) : yLinear_);
    }
    const double lo = log_ ? yLog_->min() : yLinear_->min();
    const double hi = log_ ? yLog_->max() : yLinear_->max();
    marker_->replace(QList<QPointF>{QPointF(step, lo), QPointF(step, hi)});
}

void LossChart::setCursor(int step) {
    setMarker(markerStep_);  // its ends follow the y range as the cursor's do
    cursorStep_ = step;
    if (step < 0) {
        cursor_->clear();
        return;
    }
    const double lo = log_ ? yLog_->min() : yLinear_->min();
    const double hi = log_ ? yLog_->max() : yLinear_->max();
    cursor_->replace(QList<QPointF>{QPointF(step, lo), QPointF(step, hi)});
}

void LossChart::setCaption(const QString& text) {
    if (text == chart()->title()) return;
    QFont f = font();
    f.setItalic(true);
    chart()->setTitleFont(f);
    chart()->setTitle(text);
}

QString LossChart::caption() const { return chart()->title(); }

int LossChart::trainPointCount() const { return int(train_->count()); }
int LossChart::validationPointCount() const { return int(val_->count()); }
FigureSpec LossChart::figure() const {
    FigureSpec spec;
    spec.kind = FigureKind::Loss;
    if (chart()->series().contains(earlier_)) {
        spec.loss.earlier = earlierPoints_;
        spec.loss.earlier_name = earlierName_;
    }
    spec.loss.points.reserve(points_.size());
    for (const StepLoss& p : points_)
        if (std::isfinite(p.train) || std::isfinite(p.val))
            spec.loss.points.push_back({p.step, double(p.train), double(p.val)});
    return spec;
}

double LossChart::cursorStep() const { return cursor_->count() ? cursor_->at(0).x() : NAN; }

}  // namespace attn::ui
