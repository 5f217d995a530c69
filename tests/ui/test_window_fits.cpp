// The window fits a 1366 × 768 screen (a common laptop and projector size) with
// every pane, including the Training dock; vector-plot labels do not overlap.
#include <gtest/gtest.h>

#include <QDockWidget>
#include <QFont>
#include <QFontMetricsF>

#include "files/builtin_lessons.hpp"
#include "style/label_placer.hpp"
#include "main_window.hpp"

namespace attn::ui {
namespace {

TEST(WindowFits, AllPanesFitA1366By768Screen) {
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.showTraining(false);
    const QSize min = w.minimumSizeHint();
    EXPECT_LE(min.width(), 1366);
    EXPECT_LE(min.height(), 768 - 60) << "room for a task bar and the title bar";
    for (const auto* d : w.findChildren<QDockWidget*>())
        EXPECT_LE(d->minimumSizeHint().height(), 300) << d->objectName().toStdString();
}

TEST(LabelPlacer, CrowdedLabelsTakeFreeSpotsInsideTheArea) {
    const QFontMetricsF fm{QFont()};
    LabelPlacer placer(QRectF(0, 0, 400, 300));
    const QPointF anchor(200, 150);
    placer.reserve(QRectF(anchor - QPointF(5, 5), QSizeF(10, 10)));
    std::vector<QRectF> placed;
    for (int i = 0; i < 4; ++i) placed.push_back(placer.place(anchor, 8, QStringLiteral("word%1").arg(i), fm));
    for (size_t i = 0; i < placed.size(); ++i) {
        EXPECT_TRUE(QRectF(0, 0, 400, 300).contains(placed[i])) << i;
        EXPECT_FALSE(placed[i].intersects(QRectF(anchor - QPointF(5, 5), QSizeF(10, 10)))) << i;
        for (size_t j = 0; j < i; ++j) EXPECT_FALSE(placed[i].intersects(placed[j])) << i << " " << j;
    }
    // At the right edge the first choice (right of the point) would leave the area.
    LabelPlacer edge(QRectF(0, 0, 400, 300));
    const QRectF r = edge.place(QPointF(398, 150), 8, QStringLiteral("river"), fm);
    EXPECT_LT(r.right(), 398);
}

}  // namespace
}  // namespace attn::ui
