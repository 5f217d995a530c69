// WheelGuard (widgets/wheel_guard.hpp): the wheel over an unfocused combo box, spin box or tab
// bar in a pane that scrolls scrolls the pane and leaves the control as it was; once the control
// has the focus the wheel is its own; outside any scroll area a control keeps its wheel.
#include <gtest/gtest.h>

#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QVBoxLayout>
#include <QWheelEvent>

#include "widgets/wheel_guard.hpp"

namespace attn::ui {
namespace {

// One notch of the wheel, down, over the middle of `w`.
void wheel_down(QWidget* w) {
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

TEST(WheelGuard, TheWheelScrollsThePaneNotAControlItPassesOver) {
    WheelGuard::install();
    QScrollArea area;
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    auto* combo = new QComboBox;
    combo->addItems({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")});
    auto* spin = new QSpinBox;
    spin->setValue(5);
    auto* tabs = new QTabBar;
    tabs->addTab(QStringLiteral("one"));
    tabs->addTab(QStringLiteral("two"));
    layout->addWidget(combo);
    layout->addWidget(spin);
    layout->addWidget(tabs);
    layout->addSpacing(2000);  // a pane taller than its view
    area.setWidget(content);
    area.resize(300, 200);
    area.show();
    QApplication::processEvents();
    area.setFocus();  // (a shown window gives its first control the focus)
    QScrollBar* bar = area.verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0);
    for (QWidget* control : std::initializer_list<QWidget*>{combo, spin, tabs}) {
        const int before = bar->value();
        wheel_down(control);
        EXPECT_GT(bar->value(), before) << control->metaObject()->className();
        bar->setValue(0);
    }
    EXPECT_EQ(combo->currentIndex(), 0);
    EXPECT_EQ(spin->value(), 5);
    EXPECT_EQ(tabs->currentIndex(), 0);
    // Focused, the wheel is the control's own.
    spin->setFocus();
    EXPECT_FALSE(WheelGuard::diverts(spin));
    // Outside a scroll area, it always is.
    QComboBox alone;
    EXPECT_FALSE(WheelGuard::diverts(&alone));
}

}  // namespace
}  // namespace attn::ui
