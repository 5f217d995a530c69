#include "widgets/return_clicks.hpp"

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QKeyEvent>
#include <QPushButton>
#include <QToolButton>

namespace attn::ui {

ReturnClicks* ReturnClicks::install() {
    static ReturnClicks* filter = nullptr;
    if (!filter && qApp) {
        filter = new ReturnClicks(qApp);
        qApp->installEventFilter(filter);
    }
    return filter;
}

bool ReturnClicks::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() != QEvent::KeyPress) return false;
    auto* button = qobject_cast<QAbstractButton*>(watched);
    // Push and tool buttons; a choice (radio button, check box) keeps its own keys.
    if (!qobject_cast<QPushButton*>(watched) && !qobject_cast<QToolButton*>(watched)) return false;
    if (!button || !button->isEnabled() || !button->isVisible() || !button->hasFocus())
        return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->key() != Qt::Key_Return && key->key() != Qt::Key_Enter) return false;
    if ((key->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier || key->isAutoRepeat())
        return false;
    if (qobject_cast<const QDialog*>(button->window())) return false;  // the default button's
    button->click();
    return true;
}

}  // namespace attn::ui
