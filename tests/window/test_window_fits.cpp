// The window fits the screen it is on: 1024 × 768, 1366 × 768 (a common
// laptop and projector size) and 1920 × 1080, at zoom 100 %, 132 % and 152 %,
// with every pane's widgets on screen; zoom 100 % gives back the size the
// window had; a size saved in the settings is clamped to the screen. The
// screen sizes run in a child of this binary (window_on_screen.hpp).
// Vector-plot labels do not overlap.
#include <gtest/gtest.h>

#include <QApplication>
#include <QDockWidget>
#include <QFont>
#include <QFontMetricsF>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QTableView>

#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/blend_pane.hpp"
#include "panes/embedding_pane.hpp"
#include "panes/vectors_pane.hpp"
#include "style/label_placer.hpp"
#include "training/loss_chart.hpp"
#include "training/probe_panel.hpp"
#include "training/training_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"
#include "widgets/scrub_table_view.hpp"
#include "widgets/vector_plot.hpp"
#include "window_on_screen.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

using test::shown_rect;

constexpr int kUsable = 48;        // px: the least of a map, plot or table that must show, each way
constexpr int kButtonShown = 16;   // px: of a button
constexpr int kTallScreen = 1000;  // px: from this height the Training dock shows all of its probe

// What shows of `target` once every scroll area around it has scrolled to it
// (innermost first); the areas go back to the top-left afterwards.
QRect reached(QWidget* target, const QWidget* window) {
    std::vector<QScrollArea*> areas;
    for (QWidget* a = target ? target->parentWidget() : nullptr; a && a != window;
         a = a->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(a)) areas.push_back(area);
    for (QScrollArea* a : areas) a->ensureWidgetVisible(target, 0, 0);
    const QRect r = shown_rect(target, window);
    for (QScrollArea* a : areas) a->ensureVisible(0, 0, 0, 0);
    return r;
}

// The screen's room, the window's frame inside it, and each shown pane's key widget on screen.
void expectFits(attn::app::MainWindow& w, const char* when, bool training = false) {
    const QRect room = w.screen()->availableGeometry();
    EXPECT_TRUE(room.contains(w.frameGeometry()))
        << when << ": frame " << w.frameGeometry().x() << "," << w.frameGeometry().y() << " "
        << w.frameGeometry().width() << "×" << w.frameGeometry().height() << " on " << room.width()
        << "×" << room.height();
    struct Key {
        const char* name;
        const QWidget* widget;
        int least = kUsable;
    };
    // The second sentence's map may sit beside the first or, once number-sized
    // cells no longer fit side by side, under it: then the pane scrolls to it.
    const QRect second = reached(w.attentionPane()->heatmap(1), &w);
    EXPECT_GE(std::min(second.width(), second.height()), kUsable)
        << when << ": attention map 2, scrolled to";
    std::vector<Key> keys{
        {"attention map 1", w.attentionPane()->heatmap(0)},
        {"vector plot", w.vectorPlot()},
        {"embedding table", w.embeddingPane()->table()},
    };
    if (!training) {
        keys.push_back({"blend table 1", w.blendPane()->table(0)});
        // The second table beside the first: the pane scrolls to it when the window is narrow.
        const QRect table2 = reached(w.blendPane()->table(1), &w);
        EXPECT_GE(std::min(table2.width(), table2.height()), kUsable)
            << when << ": blend table 2, scrolled to";
    }
    // The Training dock (a tab over the Blend pane): its start button always; its
    // chart, next-word table and Generate without scrolling once the screen is
    // 1,000 px high (on a 768-px screen the dock's columns scroll to them).
    if (training) keys.push_back({"Start", w.trainingPane()->startButton(), kButtonShown});
    if (training && room.height() >= kTallScreen) {
        keys.push_back({"loss chart", w.trainingPane()->chart()});
        keys.push_back({"next-word table", w.trainingPane()->probePanel()->nextView()});
        keys.push_back(
            {"Generate", w.trainingPane()->probePanel()->generateButton(), kButtonShown});
    }
    for (const Key& k : keys) {
        const QRect r = shown_rect(k.widget, &w);
        EXPECT_GE(r.width(), k.least) << when << ": " << k.name;
        EXPECT_GE(r.height(), k.least) << when << ": " << k.name;
    }
    // Every raised dock shows some of its pane.
    for (const QDockWidget* d : w.findChildren<QDockWidget*>()) {
        if (!d->isVisible() || d->visibleRegion().isEmpty()) continue;  // a tab behind another
        const QRect r = shown_rect(d->widget(), &w);
        EXPECT_GE(r.width(), kUsable) << when << ": " << d->objectName().toStdString();
        EXPECT_GE(r.height(), kUsable / 2) << when << ": " << d->objectName().toStdString();
    }
}

using attn::ui::test::settle;

// Runs in the child only: the window as a first start opens it, then zoomed.
TEST(WindowOnScreen, FitsAtEveryZoomAndGivesBackItsSize) {
    const auto screen = test::screen_under_test();
    if (!screen) GTEST_SKIP() << "run by WindowFits.EachScreenSize";
    ASSERT_EQ(QGuiApplication::primaryScreen()->geometry().size(), *screen) << "the child's screen";
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.restoreSettings();  // a first start: sized for the screen
    w.show();
    settle(5);
    expectFits(w, "100 %");
    const QSize normal = w.size();
    for (const double z : {1.32, 1.52}) {
        w.setZoom(z);
        settle(5);
        expectFits(w, z == 1.32 ? "132 %" : "152 %");
    }
    w.setZoom(1.0);
    settle(5);
    EXPECT_EQ(w.size(), normal) << "Ctrl+0 gives back the size at 100 %";
    expectFits(w, "back to 100 %");
    w.showTraining(false);
    settle(5);
    expectFits(w, "Training raised", true);
}

// Runs in the child only: a window saved zoomed and wider than the screen opens inside it.
TEST(WindowOnScreen, RestoredSizeIsClampedToTheScreen) {
    const auto screen = test::screen_under_test();
    if (!screen) GTEST_SKIP() << "run by WindowFits.EachScreenSize";
    QSize normal;
    {
        attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
        w.restoreSettings();
        w.show();
        settle(5);
        normal = w.size();
        w.setZoom(1.52);
        settle(5);
        w.resize(screen->width() + 500, screen->height() + 300);  // as an older version left it
        settle(5);
        w.close();  // saves the settings
    }
    attn::app::MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    w.restoreSettings();
    w.show();
    settle(5);
    EXPECT_DOUBLE_EQ(w.zoom(), 1.52);
    expectFits(w, "restored at 152 %");
    w.setZoom(1.0);
    settle(5);
    EXPECT_EQ(w.size(), normal) << "the size at 100 % outlives a restart";
}

TEST(WindowFits, EachScreenSize) {
    for (const QSize s :
         {QSize(1024, 768), QSize(1366, 768), QSize(1600, 1000), QSize(1920, 1080)}) {
        const auto run = test::run_on_screen(s, QStringLiteral("WindowOnScreen.*"));
        EXPECT_EQ(run.exitCode, 0) << s.width() << "×" << s.height() << "\n"
                                   << run.output.toStdString();
        EXPECT_FALSE(run.output.contains(QStringLiteral("[  SKIPPED ]")))
            << run.output.toStdString();
        EXPECT_TRUE(run.output.contains(QStringLiteral("[  PASSED  ] 2 tests")))
            << run.output.toStdString();
    }
}

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
    for (int i = 0; i < 4; ++i)
        placed.push_back(placer.place(anchor, 8, QStringLiteral("word%1").arg(i), fm));
    for (size_t i = 0; i < placed.size(); ++i) {
        EXPECT_TRUE(QRectF(0, 0, 400, 300).contains(placed[i])) << i;
        EXPECT_FALSE(placed[i].intersects(QRectF(anchor - QPointF(5, 5), QSizeF(10, 10)))) << i;
        for (size_t j = 0; j < i; ++j)
            EXPECT_FALSE(placed[i].intersects(placed[j])) << i << " " << j;
    }
    // At the right edge the first choice (right of the point) would leave the area.
    LabelPlacer edge(QRectF(0, 0, 400, 300));
    const QRectF r = edge.place(QPointF(398, 150), 8, QStringLiteral("river"), fm);
    EXPECT_LT(r.right(), 398);
}

}  // namespace
}  // namespace attn::ui
