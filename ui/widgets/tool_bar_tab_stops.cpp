#include "widgets/tool_bar_tab_stops.hpp"

#include <QAction>
#include <QToolBar>
#include <QWidget>

namespace attn::ui {

void make_tab_stops(QToolBar* bar, QWidget* below) {
    QWidget* last = nullptr;
    for (QAction* a : bar->actions())
        if (QWidget* w = bar->widgetForAction(a); w && !a->isSeparator()) {
            w->setFocusPolicy(Qt::TabFocus);
            if (last) QWidget::setTabOrder(last, w);
            last = w;
        }
    if (last && below) QWidget::setTabOrder(last, below);
}

}  // namespace attn::ui
