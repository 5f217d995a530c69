// LazyRefresh: a view's refresh that waits while the view is out of sight (a
// dock tab behind another, a tab of the Model pane not chosen, a closed dock):
// request() refreshes now when the widget is in view, else marks it out of
// date and refreshes when it comes into view — shown, or its dock's tab
// raised (QDockWidget::visibilityChanged: a dock behind another tab keeps
// isVisible() true, only its visible region is empty). So a pass of a real
// model landing, or a drag in a 2,048-word lesson, costs nothing in the views
// no one is looking at.
#pragma once

#include <QAbstractScrollArea>
#include <QDockWidget>
#include <QEvent>
#include <QObject>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <utility>

namespace attn::ui {

class LazyRefresh : public QObject {
  public:
    LazyRefresh(QWidget* widget, std::function<void()> refresh)
        : QObject(widget), widget_(widget), refresh_(std::move(refresh)) {
        widget_->installEventFilter(this);
    }
    // In view: visible, and some of it on screen (not behind another dock tab). A scroll
    // area (a chart view, a table) is covered whole by its viewport, which Qt takes from its
    // visible region: the viewport's region is the one that says.
    static bool inView(const QWidget* w) {
        if (!w->isVisible()) return false;
        if (const auto* area = qobject_cast<const QAbstractScrollArea*>(w)) w = area->viewport();
        return !w->visibleRegion().isEmpty();
    }
    void request() {
        watchDock();
        if (inView(widget_)) {
            stale_ = false;
            refresh_();
        } else {
            stale_ = true;
        }
    }
    bool stale() const { return stale_; }
    // Refreshes now if out of date: for whoever reads the view's content while it is
    // out of sight (an export, a screen reader, a test).
    void flush() { catchUp(); }

  protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == widget_ && e->type() == QEvent::Show) catchUp();
        return false;
    }

  private:
    void catchUp() {
        if (!stale_) return;
        stale_ = false;
        refresh_();
    }
    // The dock the widget is in (found once it is in one): its tab raised brings it into view.
    void watchDock() {
        if (dock_) return;
        for (QWidget* p = widget_->parentWidget(); p; p = p->parentWidget())
            if (auto* d = qobject_cast<QDockWidget*>(p)) {
                dock_ = d;
                connect(d, &QDockWidget::visibilityChanged, this, [this](bool visible) {
                    if (visible) catchUp();
                });
                return;
            }
    }

    QWidget* widget_;
    std::function<void()> refresh_;
    QPointer<QDockWidget> dock_;
    bool stale_ = false;
};

}  // namespace attn::ui
