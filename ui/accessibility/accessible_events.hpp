// The one way the painted views' interfaces and the announcer tell a screen
// reader what changed: QAccessible::updateAccessibility, which Qt 6.4 passes
// on only while QAccessible is active (a screen reader listens), and a
// watcher tests install to see the events where none listens (the offscreen
// platform cannot be made active without Qt's private API).
#pragma once

#include <functional>

class QAccessibleEvent;

namespace attn::ui {

void tell_accessibility(QAccessibleEvent* event);

// `watcher` sees every event told from now on (an empty function: none).
// Returns the watcher it replaces.
using AccessibleEventWatcher = std::function<void(QAccessibleEvent*)>;
AccessibleEventWatcher watch_accessible_events(AccessibleEventWatcher watcher);

}  // namespace attn::ui
