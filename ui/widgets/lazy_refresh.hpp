// LazyRefresh: a view's refresh that waits while the view is hidden (a dock
// tab behind another, a tab of the Model pane not chosen): request() refreshes
// now when the widget is visible, else marks it out of date and refreshes when
// it is next shown. So a pass of a real model landing, or a drag in a
// 2,048-word lesson, costs nothing in the views no one is looking at.
#pragma once

#include <QEvent>
#include <QObject>
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
    void request() {
        if (widget_->isVisible()) {
            stale_ = false;
            refresh_();
        } else {
            stale_ = true;
        }
    }
    bool stale() const { return stale_; }

protected:
    bool eventFilter(QObject* o, QEvent* e) override {
        if (o == widget_ && e->type() == QEvent::Show && stale_) {
            stale_ = false;
            refresh_();
        }
        return false;
    }

private:
    QWidget* widget_;
    std::function<void()> refresh_;
    bool stale_ = false;
};

}  // namespace attn::ui
