// The loss chart draws what the pane can show, whatever the run's length: a
// 20,000-step history opened after a short one lays out a handful of ticks
// (not one per old interval: a long lesson once hung for 80 s on opening) and
// at most ~2,000 points of each curve.
#include <gtest/gtest.h>

#include <QChart>
#include <QValueAxis>
#include <cmath>

#include "training/loss_chart.hpp"

namespace attn::ui {
namespace {

std::vector<StepLoss> run_of(int steps) {
    std::vector<StepLoss> v;
    for (int s = 1; s <= steps; ++s)
        v.push_back({s, float(1 + 3 * std::exp(-s / 500.0)), s % 10 == 0 ? 1.5f : NAN});
    return v;
}

QValueAxis* step_axis(LossChart& c) {
    for (QAbstractAxis* a : c.chart()->axes(Qt::Horizontal))
        if (auto* v = qobject_cast<QValueAxis*>(a)) return v;
    return nullptr;
}

TEST(LossChart, ALongRunLaysOutAFewTicksAndThinsItsCurves) {
    LossChart c;
    c.setLosses(run_of(100), 100);
    QValueAxis* x = step_axis(c);
    ASSERT_TRUE(x);
    c.setLosses(run_of(20000), 20000);
    EXPECT_EQ(x->max(), 20000);
    EXPECT_LE(x->max() / x->tickInterval(), 12.0);  // 0, 2000, 4000, …, not 20,000 labels
    EXPECT_LE(c.trainPointCount(), 2001);
    EXPECT_LE(c.validationPointCount(), 2001);
    EXPECT_GE(c.validationPointCount(), 1000);  // thinned, not dropped
    c.setLosses(run_of(300), 300);              // and back to a short run
    EXPECT_EQ(x->max(), 300);
    EXPECT_LE(x->max() / x->tickInterval(), 12.0);
    EXPECT_EQ(c.trainPointCount(), 300);
}

}  // namespace
}  // namespace attn::ui
