// A pane's tool bar reached by Tab: QToolBar gives its buttons no focus (a window's tool bars are
// for the mouse, their actions for the menus' shortcuts), but a pane's + Word, − Sentence and
// Shuffle are its own controls, and a keyboard user must reach them in the pane's Tab order
// (a walk found them skipped). Call once the bar holds its actions: each button then takes Tab
// focus, Space presses it, and the focus ring (FocusRing) shows it.
// `below`: the control the bar stands above (the list, the table), which Tab then reaches after
// the buttons, in reading order (it came first: a walk found the table before its buttons).
#pragma once

class QToolBar;
class QWidget;

namespace attn::ui {

void make_tab_stops(QToolBar* bar, QWidget* below = nullptr);

}  // namespace attn::ui
