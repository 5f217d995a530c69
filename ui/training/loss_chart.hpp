// LossChart: training and validation loss (nats) against step, with a
// log-scale toggle and a vertical cursor at the step the timeline shows.
// Data arrive in bulk: setLosses() replaces each series in one call
// (QXYSeries::replace); the Training pane calls it from a timer, not per step.
#pragma once

#include <QChartView>
#include <cmath>
#include <vector>

#include "training/training_types.hpp"

class QLineSeries;
class QScatterSeries;
class QValueAxis;
class QLogValueAxis;
class QAbstractAxis;

namespace attn::ui {

struct FigureSpec;

class LossChart : public QChartView {
    Q_OBJECT
  public:
    explicit LossChart(QWidget* parent = nullptr);

    void setLosses(const std::vector<StepLoss>& points, int totalSteps);
    void setLogScale(bool on);
    bool logScale() const { return log_; }
    void setCursor(int step);  // < 0 hides it
    // The repeated-sequences task's phase change as a red dashed line with a legend
    // entry; < 0 hides it.
    void setMarker(int step);
    int marker() const { return markerStep_; }
    // An earlier run's validation curve, grey and dashed, named in the legend
    // (`name`, e.g. "earlier run: learned positions"), for comparing two runs;
    // no points: none. The axes cover both runs.
    void setEarlierRun(const std::vector<StepLoss>& points, const QString& name);
    QString earlierRunName() const;  // empty when none is shown
    // Its name in the legend: the whole name, or "earlier run" where the chart is too narrow
    // for it (the tooltip then names it whole).
    QString earlierLegendName() const;
    int earlierPointCount() const;
    // A line above the plot saying whose curve it is (the lesson's saved run); empty: none.
    void setCaption(const QString& text);
    QString caption() const;
    // For tests: the number of points in the train / validation series.
    int trainPointCount() const;
    int validationPointCount() const;
    double cursorStep() const;  // NaN when hidden
    // The curve shown (train and validation, every step given to setLosses, not
    // only the drawn ones, and the earlier run) as a loss figure for Export… and Copy as Image.
    FigureSpec figure() const;

  protected:
    void resizeEvent(QResizeEvent* event) override;

  private:
    void nameEarlierRun();  // the earlier run's legend name for the chart's width
    void attachY();
    void updateRanges();

    QLineSeries* train_ = nullptr;
    QLineSeries* val_ = nullptr;
    QLineSeries* cursor_ = nullptr;
    QLineSeries* marker_ = nullptr;
    QLineSeries* earlier_ = nullptr;  // in the chart only while set
    QValueAxis* x_ = nullptr;
    QValueAxis* yLinear_ = nullptr;
    QLogValueAxis* yLog_ = nullptr;
    bool log_ = false;
    int total_ = 1;
    int cursorStep_ = -1;
    int markerStep_ = -1;
    std::vector<StepLoss> points_;  // as last set
    float minLoss_ = 0, maxLoss_ = 1;
    float earlierMin_ = INFINITY, earlierMax_ = -INFINITY;
    int earlierSteps_ = 0;
    QString earlierName_;                  // as given to setEarlierRun
    std::vector<StepLoss> earlierPoints_;  // likewise, for figure()
};

}  // namespace attn::ui
