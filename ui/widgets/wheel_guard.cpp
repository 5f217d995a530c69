#include "widgets/wheel_guard.hpp"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QWheelEvent>

namespace attn::ui {
namespace {

// The control `w` belongs to (a combo box's, spin box's line edit counts as the box).
const QWidget* wheel_control(const QWidget* w) {
    for (; w; w = w->parentWidget()) {
        if (qobject_cast<const QScrollBar*>(w)) return nullptr;  // a pane's own scroll bar
        if (qobject_cast<const QComboBox*>(w) || qobject_cast<const QAbstractSpinBox*>(w) ||
            qobject_cast<const QAbstractSlider*>(w) || qobject_cast<const QTabBar*>(w))
            return w;
        if (w->isWindow()) return nullptr;
    }
    return nullptr;
}

QScrollArea* scroll_area_of(const QWidget* w) {
    for (QWidget* p = w ? w->parentWidget() : nullptr; p; p = p->parentWidget()) {
        if (auto* area = qobject_cast<QScrollArea*>(p)) return area;
        if (p->isWindow()) break;
    }
    return nullptr;
}

}  // namespace

WheelGuard* WheelGuard::install() {
    static WheelGuard* guard = nullptr;
    if (!guard && qApp) {
        guard = new WheelGuard(qApp);
        qApp->installEventFilter(guard);
    }
    return guard;
}

bool WheelGuard::diverts(const QWidget* w) {
    const QWidget* control = wheel_control(w);
    return control && !control->hasFocus() && scroll_area_of(control);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::Wheel || !watched->isWidgetType()) return false;
    auto* w = static_cast<QWidget*>(watched);
    if (!diverts(w)) return false;
    // To the pane, as if the wheel were over its background.
    QScrollArea* area = scroll_area_of(wheel_control(w));
    const auto* wheel = static_cast<QWheelEvent*>(event);
    const QPointF at = area->viewport()->mapFromGlobal(wheel->globalPosition());
    QWheelEvent copy(at, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(),
                     wheel->buttons(), wheel->modifiers(), wheel->phase(), wheel->inverted(),
                     wheel->source());
    QApplication::sendEvent(area->viewport(), &copy);
    return true;
}

}  // namespace attn::ui
