// PairChart: one attention weight of the probe sentence ("ball → matzah,
// layer 2 · head 1") against training step, beside the loss, with the step
// where the head found its structure marked (pair_history.hpp) and the
// timeline's step as a cursor. Empty, with a line saying how to fill it,
// until a run has snapshots.
#pragma once

#include <QChartView>
#include <vector>

#include "training/pair_history.hpp"

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace attn::ui {

class PairChart : public QChartView {
    Q_OBJECT
  public:
    explicit PairChart(QWidget* parent = nullptr);

    // `title`: "ball → matzah · layer 2 · head 1"; `total`: the run's steps (the x range).
    void setHistory(const std::vector<PairPoint>& points, const QString& title, int total);
    void setCursor(int step);  // < 0 hides it
    int pointCount() const;
    int structureStep() const { return structure_; }  // -1: none marked
    QString title() const;

  private:
    QLineSeries* weight_ = nullptr;
    QScatterSeries* moment_ = nullptr;
    QLineSeries* cursor_ = nullptr;
    QValueAxis* x_ = nullptr;
    QValueAxis* y_ = nullptr;
    int structure_ = -1;
};

}  // namespace attn::ui
