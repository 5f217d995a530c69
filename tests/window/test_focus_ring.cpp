// Every focus stop shows where the keys go: a scroll area or text box that draws no focus frame
// of its own gets the focus ring (widgets/focus_ring.hpp) around it while it has the focus, and
// a widget that draws its own (a button, a heatmap) gets none — by Tab through the whole window.
#include <gtest/gtest.h>

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QDialog>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTest>
#include <QTextBrowser>

#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "modeldock/head_tile_grid.hpp"
#include "training/training_pane.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/focus_ring.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {
namespace {

using attn::ui::FocusRing;
using attn::ui::test::settle;

// The widget the focus belongs to: a scroll area's viewport counts as its scroll area, a box's
// text field as its box.
QWidget* focus_owner() {
    QWidget* w = QApplication::focusWidget();
    if (auto* a = w ? qobject_cast<QAbstractScrollArea*>(w->parentWidget()) : nullptr;
        a && a->viewport() == w)
        return a;
    if (QWidget* p = w ? w->parentWidget() : nullptr;
        p && (qobject_cast<QComboBox*>(p) || qobject_cast<QAbstractSpinBox*>(p)))
        return p;
    return w;
}

// Shows `w` at 1366 px wide and `height` high, active, its first layout settled.
bool show_active(MainWindow& w, int height = 768) {
    w.resize(1366, height);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w)) return false;
    w.activateWindow();
    settle(3);
    return true;
}

TEST(FocusRing, AFrameLessScrollAreaWithTheFocusIsRingedAndSoIsAButton) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
    ASSERT_TRUE(show_active(w));
    FocusRing* ring = FocusRing::install();
    ASSERT_NE(ring, nullptr);
    QTextBrowser* text = nullptr;  // the step's text
    for (QTextBrowser* b : w.findChildren<QTextBrowser*>())
        if (b->isVisible() && b->focusPolicy() != Qt::NoFocus) text = b;
    ASSERT_NE(text, nullptr);
    text->setFocus(Qt::TabFocusReason);
    settle();
    ASSERT_EQ(ring->target(), text);
    ASSERT_TRUE(ring->isVisible());
    EXPECT_EQ(ring->window(), &w);
    const QRect around(text->mapTo(&w, QPoint(0, 0)), text->size());
    EXPECT_TRUE(ring->geometry().contains(around)) << "the ring encloses the text";
    QPushButton* button = nullptr;
    for (QPushButton* b : w.findChildren<QPushButton*>())
        if (b->isVisible() && b->isEnabled() && b->focusPolicy() != Qt::NoFocus) {
            button = b;
            break;
        }
    ASSERT_NE(button, nullptr);
    button->setFocus(Qt::TabFocusReason);
    settle();
    EXPECT_EQ(ring->target(), button) << "a button's own focus is a faint line: it is ringed";
    EXPECT_TRUE(ring->isVisible());
    // A combo box's own focus is a faint line: it is ringed (the step box).
    QComboBox* box = nullptr;
    for (QComboBox* b : w.findChildren<QComboBox*>())
        if (b->isVisible() && b->isEnabled() && b->focusPolicy() != Qt::NoFocus) box = b;
    ASSERT_NE(box, nullptr);
    box->setFocus(Qt::TabFocusReason);
    settle();
    EXPECT_EQ(ring->target(), box);
    EXPECT_TRUE(ring->isVisible());
    // A slider's own focus is the handle's faint outline: it is ringed (the Training pane's
    // step slider).
    auto* slider = new QSlider(Qt::Horizontal, box->parentWidget());
    slider->setFocusPolicy(Qt::StrongFocus);
    slider->show();
    slider->setFocus(Qt::TabFocusReason);
    settle();
    EXPECT_EQ(ring->target(), slider);
    EXPECT_TRUE(ring->isVisible());
    box->setFocus(Qt::TabFocusReason);
    delete slider;
    settle();

    // Tab through the window: wherever the focus lands on a widget that wants the ring, it is
    // shown around that widget; elsewhere it is hidden.
    int ringed = 0;
    for (int i = 0; i < 120; ++i) {
        QWidget* now = QApplication::focusWidget();
        if (!now) break;
        QTest::keyClick(now, Qt::Key_Tab);
        settle();
        QWidget* owner = focus_owner();
        if (FocusRing::wants(owner)) {
            ++ringed;
            EXPECT_EQ(ring->target(), owner) << owner->metaObject()->className();
            EXPECT_TRUE(ring->isVisible()) << owner->metaObject()->className();
        } else {
            EXPECT_FALSE(ring->isVisible()) << (owner ? owner->metaObject()->className() : "");
        }
        // Every stop shows where the keys are: the ring, or the widget's own frame.
        if (owner)
            EXPECT_TRUE(FocusRing::wants(owner) || owner->property("ownFocusFrame").toBool() ||
                        qobject_cast<QLineEdit*>(owner))
                << owner->metaObject()->className() << " " << owner->accessibleName().toStdString();
    }
    EXPECT_GT(ringed, 0);
}

// A control scrolled out of its pane has no ring: the ring was drawn over whatever stood where
// the control would be (a dock's title, the next pane). Partly shown, the ring is around the
// part shown, inside the scroll area's viewport.
TEST(FocusRing, AControlScrolledOutOfItsPaneHasNoRing) {
    FocusRing* ring = FocusRing::install();
    ASSERT_NE(ring, nullptr);
    QWidget window;
    window.resize(300, 240);
    auto* area = new QScrollArea(&window);
    area->setGeometry(10, 10, 280, 200);
    auto* content = new QWidget;
    content->resize(260, 1200);
    auto* button = new QPushButton(QStringLiteral("Next"), content);
    button->move(20, 1000);
    area->setWidget(content);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.activateWindow();
    settle(2);
    button->setFocus(Qt::TabFocusReason);
    settle();
    ASSERT_EQ(ring->target(), button);
    EXPECT_FALSE(ring->isVisible()) << "the button is 800 px below the viewport";
    area->verticalScrollBar()->setValue(1000 - 100);  // the button in the viewport's middle
    settle();
    ASSERT_TRUE(ring->isVisible());
    const QRect viewport(area->viewport()->mapTo(&window, QPoint(0, 0)), area->viewport()->size());
    const QRect shown(button->mapTo(&window, QPoint(0, 0)), button->size());
    EXPECT_TRUE(ring->geometry().contains(shown));
    EXPECT_TRUE(viewport.adjusted(-4, -4, 4, 4).contains(ring->geometry()));
}

// Every Tab stop of the window is on it and in view, and shows where it is: a dock's own scroll
// area is no stop (Tab rested on the whole dock's frame), nor a dock tab bar the window parked
// off-screen (Tab rested there in Hebrew and nothing showed).
TEST(FocusRing, EveryTabStopIsOnTheWindow) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
    ASSERT_TRUE(show_active(w, 740));
    for (int i = 0; i < 60; ++i) {
        QWidget* now = QApplication::focusWidget();
        ASSERT_NE(now, nullptr);
        QTest::keyClick(now, Qt::Key_Tab);
        settle();
        now = QApplication::focusWidget();
        ASSERT_NE(now, nullptr);
        EXPECT_TRUE(QRect(now->mapTo(&w, QPoint(0, 0)), now->size()).intersects(w.rect()))
            << now->metaObject()->className() << " off the window";
        EXPECT_FALSE(now->objectName().endsWith(QStringLiteral("DockScroll")))
            << now->objectName().toStdString();
        // … and in view in every pane that scrolls it (a Next button below the fold is
        // scrolled up to).
        for (QWidget* p = now->parentWidget(); p && p != &w; p = p->parentWidget())
            if (auto* area = qobject_cast<QScrollArea*>(p);
                area && area->widget() && area->widget()->isAncestorOf(now))
                EXPECT_TRUE(QRect(now->mapTo(area->viewport(), QPoint(0, 0)), now->size())
                                .intersects(area->viewport()->rect()))
                    << now->metaObject()->className() << " scrolled out of "
                    << area->objectName().toStdString();
    }
}

// The All heads grid draws its own focus: with the keyboard focus, a ring around the chosen tile
// (before, a Tab onto the grid changed nothing on screen).
TEST(FocusRing, TheHeadGridRingsItsChosenTileWhileFocused) {
    attn::ui::HeadTileGrid grid;
    std::vector<QImage> images;
    QStringList titles;
    for (int k = 0; k < 4; ++k) {
        QImage img(8, 8, QImage::Format_RGB32);
        img.fill(QColor(40 * k, 80, 160));
        images.push_back(img);
        titles << QStringLiteral("%1·%2").arg(k / 2 + 1).arg(k % 2 + 1);
    }
    grid.setHeads(2, 2, std::move(images), titles, titles, titles);
    grid.resize(300, 320);
    grid.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&grid));
    grid.activateWindow();
    grid.setSelected(1, 0);
    EXPECT_FALSE(FocusRing::wants(&grid)) << "it draws its own";
    grid.clearFocus();
    settle();
    const QImage before = grid.grab().toImage();
    grid.setFocus(Qt::TabFocusReason);
    settle();
    ASSERT_TRUE(grid.hasFocus());
    const QImage after = grid.grab().toImage();
    ASSERT_EQ(before.size(), after.size());
    const QRect around = grid.tileRect(1, 0).adjusted(-5, -5, 5, 5);
    int changed = 0, outside = 0;
    for (int y = 0; y < before.height(); ++y)
        for (int x = 0; x < before.width(); ++x)
            if (before.pixel(x, y) != after.pixel(x, y)) {
                ++changed;
                if (!around.contains(x, y)) ++outside;
            }
    EXPECT_GT(changed, 100) << "no ring";
    EXPECT_EQ(outside, 0) << "the ring is around the chosen tile";
}

// A dialog's text box gets the ring in the dialog; the dialog deleted with it, the window's next
// focus stop gets a ring again.
TEST(FocusRing, ADialogDeletedWithTheRingLeavesTheWindowARing) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-1-attention")));
    w.resize(1366, 768);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    auto* dialog = new QDialog(&w);
    auto* edit = new QPlainTextEdit(dialog);
    dialog->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog));
    dialog->activateWindow();
    edit->setFocus(Qt::TabFocusReason);
    settle();
    FocusRing* ring = FocusRing::install();
    ASSERT_EQ(ring->target(), edit);
    EXPECT_EQ(ring->window(), dialog);
    delete dialog;  // the ring goes with it
    settle();
    QTextBrowser* text = nullptr;
    for (QTextBrowser* b : w.findChildren<QTextBrowser*>())
        if (b->isVisible() && b->focusPolicy() != Qt::NoFocus) text = b;
    ASSERT_NE(text, nullptr);
    w.activateWindow();
    text->setFocus(Qt::TabFocusReason);
    settle();
    FocusRing* again = FocusRing::install();
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(again->target(), text);
    EXPECT_TRUE(again->isVisible());
    EXPECT_EQ(again->window(), &w);
}

// The Training pane's charts take the keys (Tab reaches them): they were left unringed as if
// they drew their own frame, and a keyboard walk lost the focus there. The vector plot too.
TEST(FocusRing, TheTrainingChartsAndTheVectorPlotAreRinged) {
    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("course-3-training")));
    ASSERT_TRUE(show_active(w));
    FocusRing* ring = FocusRing::install();
    ASSERT_NE(ring, nullptr);
    w.findChild<QDockWidget*>(QStringLiteral("trainingDock"))->raise();
    settle(3);
    int charts = 0;
    for (QChartView* c : w.trainingPane()->findChildren<QChartView*>()) {
        if (!c->isVisible() || !(c->focusPolicy() & Qt::TabFocus)) continue;
        ++charts;
        c->setFocus(Qt::TabFocusReason);
        settle();
        EXPECT_EQ(ring->target(), c) << c->accessibleName().toStdString();
        EXPECT_TRUE(ring->isVisible());
    }
    EXPECT_GT(charts, 0);
    auto* plot = w.findChild<attn::ui::VectorPlot*>();
    ASSERT_NE(plot, nullptr);
    ASSERT_TRUE(plot->isVisible());  // the Vectors pane is open in course part 3
    plot->setFocus(Qt::TabFocusReason);
    settle();
    EXPECT_EQ(ring->target(), plot);
}

}  // namespace
}  // namespace attn::app
