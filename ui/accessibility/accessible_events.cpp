#include "accessibility/accessible_events.hpp"

#include <QAccessible>
#include <utility>

namespace attn::ui {
namespace {

AccessibleEventWatcher& watcher() {
    static AccessibleEventWatcher w;
    return w;
}

}  // namespace

void tell_accessibility(QAccessibleEvent* event) {
    if (watcher()) watcher()(event);
    QAccessible::updateAccessibility(event);
}

AccessibleEventWatcher watch_accessible_events(AccessibleEventWatcher w) {
    return std::exchange(watcher(), std::move(w));
}

}  // namespace attn::ui
