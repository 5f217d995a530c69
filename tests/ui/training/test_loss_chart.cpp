// The loss chart draws what the pane can show, whatever the run's length: a
// 20,000-step history opened after a short one lays out a handful of ticks
// (not one per old interval: a long lesson once hung for 80 s on opening) and
// at most ~2,000 points of each curve.
#include <gtest/gtest.h>

#include <QChart>
#include <QCoreApplication>
#include <QImage>
#include <QValueAxis>
#include <algorithm>
#include <cmath>

#include "figures/figure_export.hpp"
#include "training/loss_chart.hpp"
#include "viewdata/figure_spec.hpp"

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

// The step axis prints its numbers (with the chart's localized numbers a "%d" format printed
// none: the axis read "step" under a bare line, in every language). The band under the plot
// holds dark label pixels at the ticks, as the loss axis's does.
TEST(LossChart, TheStepAxisPrintsItsNumbers) {
    LossChart c;
    c.setLosses(run_of(600), 600);
    c.resize(420, 220);
    c.show();
    QCoreApplication::processEvents();
    const QImage img = c.grab().toImage();
    const QRectF plot = c.chart()->plotArea();
    // The band between the plot's bottom and the axis title: the tick labels' row.
    int dark = 0;
    const int top = int(plot.bottom()) + 3, bottom = std::min(img.height(), top + 12);
    for (int y = top; y < bottom; ++y)
        for (int x = int(plot.left()); x < int(plot.right()); ++x)
            if (qGray(img.pixel(x, y)) < 128) ++dark;
    EXPECT_GT(dark, 20) << "no tick numbers under the step axis";
    for (QAbstractAxis* a : c.chart()->axes(Qt::Horizontal))
        if (auto* v = qobject_cast<QValueAxis*>(a))
            EXPECT_NE(v->labelFormat(), QStringLiteral("%d"));
}

// A run kept to compare with: in a chart too narrow for its whole name the legend cut it
// ("earlier run: lea…", a walk at 1366 px); there it reads "earlier validation" (the curve it
// keeps) and the tooltip names it
// whole. Export… carries it (it was left out of the figure), on a legend line of its own.
TEST(LossChart, AnEarlierRunIsNamedAsTheWidthAllowsAndExportedWithTheCurve) {
    const QString name = QStringLiteral("earlier run, validation: RoPE, attention only");
    LossChart c;
    c.setLosses(run_of(600), 600);
    c.resize(900, 240);
    c.show();
    c.setEarlierRun(run_of(300), name);
    QCoreApplication::processEvents();
    EXPECT_EQ(c.earlierRunName(), name);
    EXPECT_EQ(c.earlierLegendName(), name);
    EXPECT_TRUE(c.toolTip().isEmpty());
    c.resize(330, 240);
    QCoreApplication::processEvents();
    EXPECT_EQ(c.earlierRunName(), name);
    EXPECT_EQ(c.earlierLegendName(), QStringLiteral("earlier validation"));
    EXPECT_TRUE(c.toolTip().contains(name)) << c.toolTip().toStdString();
    c.resize(900, 240);
    QCoreApplication::processEvents();
    EXPECT_EQ(c.earlierLegendName(), name);

    const FigureSpec spec = c.figure();
    ASSERT_EQ(spec.loss.earlier.size(), 300u);
    EXPECT_EQ(spec.loss.earlier_name, name);
    ExportOptions o;
    o.size = QSize(640, 400);
    const QByteArray svg = figure_to_svg(spec, o);
    EXPECT_TRUE(svg.contains(name.toUtf8()));
    // Its axes read as the window's chart: "loss (nats)" (it said "loss"), steps from 0 (the run
    // starts at step 1 and the first tick was 100).
    EXPECT_TRUE(svg.contains("loss (nats)"));
    EXPECT_TRUE(svg.contains(">0</text>")) << svg.left(400).toStdString();
    // Drawn: the figure with the earlier run differs from the one without it.
    FigureSpec alone = spec;
    alone.loss.earlier.clear();
    EXPECT_NE(figure_to_image(spec, o), figure_to_image(alone, o));
    EXPECT_FALSE(figure_to_svg(alone, o).contains(name.toUtf8()));
    c.setEarlierRun({}, {});
    EXPECT_TRUE(c.figure().loss.earlier.empty());
    EXPECT_TRUE(c.earlierRunName().isEmpty());
}

}  // namespace
}  // namespace attn::ui
