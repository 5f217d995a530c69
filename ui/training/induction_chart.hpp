// InductionChart: a run on the repeated-sequences task, snapshot by snapshot —
// the loss on first occurrences and on repeated tokens (left axis, nats) and
// one head-role score of every head (right axis, 0…1; the box above picks
// induction, previous-token, duplicate-token or first-token), with the phase
// change (the snapshot where the repeated tokens' loss fell fastest,
// attn::phase_change_step) marked and the timeline's step as a cursor.
#pragma once

#include <QWidget>
#include <vector>

#include "attnlab/training/induction_watch.hpp"

class QChart;
class QChartView;
class QComboBox;
class QLineSeries;
class QValueAxis;

namespace attn::ui {

class InductionChart : public QWidget {
    Q_OBJECT
  public:
    enum class Role { Induction, PreviousToken, Duplicate, FirstToken };

    explicit InductionChart(QWidget* parent = nullptr);

    // The run's points, steps ascending; `total`: the run's steps (the x range).
    void setPoints(const std::vector<attn::InductionPoint>& points, int total);
    void setRole(Role r);
    Role role() const { return role_; }
    void setCursor(int step);                       // < 0 hides it
    int phaseChangeStep() const { return phase_; }  // −1: none yet
    int pointCount() const;
    int headLineCount() const { return int(heads_.size()); }
    QString title() const;
    QComboBox* roleBox() const { return roleBox_; }
    // The score of `r` of head (layer, head) at a point (0-based).
    static double score(const attn::HeadRoleScores& s, Role r);

  private:
    QChart* makeChart();  // the loss lines, the phase-change line, the cursor, the three axes
    void redraw();
    void drawHeadLines(QChart* chart);  // one line per head, each with its role's scores

    QChartView* view_ = nullptr;
    QComboBox* roleBox_ = nullptr;
    QLineSeries* first_ = nullptr;
    QLineSeries* repeat_ = nullptr;
    QLineSeries* phaseLine_ = nullptr;
    QLineSeries* cursor_ = nullptr;
    std::vector<QLineSeries*> heads_;
    QValueAxis* x_ = nullptr;
    QValueAxis* loss_ = nullptr;
    QValueAxis* scoreAxis_ = nullptr;
    std::vector<attn::InductionPoint> points_;
    int total_ = 1, phase_ = -1, cursorStep_ = -1;
    Role role_ = Role::Induction;
};

}  // namespace attn::ui
