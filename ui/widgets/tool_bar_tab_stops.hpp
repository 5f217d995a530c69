// A pane's tool bar reached by Tab: QToolBar gives its buttons no focus (a window's tool bars are
// for the mouse, their actions for the menus' shortcuts), but a pane's + Word, − Sentence and
// Shuffle are its own controls, and a keyboard user must reach them in the pane's Tab order
// (a walk found them skipped). Call once the bar holds its actions: each button then takes Tab
// focus, Space presses it, and the focus ring (FocusRing) shows it.
#pragma once

class QToolBar;

namespace attn::ui {

void make_tab_stops(QToolBar* bar);

}  // namespace attn::ui
