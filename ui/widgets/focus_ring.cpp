#include "widgets/focus_ring.hpp"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QLineEdit>
#include <QPainter>
#include <algorithm>

namespace attn::ui {
namespace {

constexpr int kRing = 2;  // the ring's width, drawn just outside the widget

// The widget that owns the focus for the ring's purpose: a scroll area's viewport counts as
// its scroll area, a box's text field as its box.
QWidget* owner(QWidget* w) {
    if (!w) return nullptr;
    if (QWidget* p = w->parentWidget();
        p && (qobject_cast<QComboBox*>(p) || qobject_cast<QAbstractSpinBox*>(p)))
        return p;
    if (auto* area = qobject_cast<QAbstractScrollArea*>(w->parentWidget());
        area && area->viewport() == w)
        return area;
    return w;
}

}  // namespace

FocusRing::FocusRing() {
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setAttribute(Qt::WA_NoSystemBackground);
    setAttribute(Qt::WA_TranslucentBackground);
    setFocusPolicy(Qt::NoFocus);
    setObjectName(QStringLiteral("focusRing"));
    hide();
}

FocusRing* FocusRing::install() {
    auto* app = qobject_cast<QApplication*>(QCoreApplication::instance());
    if (!app) return nullptr;
    // The ring lives in the window it is drawn in, and goes with it when that window is
    // deleted (a closed dialog): a new one is made at the next change of focus.
    static QPointer<FocusRing> ring;
    static bool connected = false;
    if (!ring) ring = new FocusRing;
    if (!connected) {
        connected = true;
        QObject::connect(app, &QApplication::focusChanged, app, [](QWidget*, QWidget* now) {
            if (!ring) ring = new FocusRing;
            ring->follow(now);
        });
    }
    return ring;
}

bool FocusRing::wants(const QWidget* w) {
    if (!w || w->isWindow() || w->property("ownFocusFrame").toBool()) return false;
    // A text field's style draws its own frame in the highlight colour. Everything else is
    // ringed: combo and spin boxes, buttons, check boxes, tab bars and sliders (the style's own
    // focus is a faint 1-px line, a dotted box or the handle's outline), scroll areas and charts
    // without a frame, and views that draw no focus of their own (the vector plot).
    return qobject_cast<const QLineEdit*>(w) == nullptr;
}

void FocusRing::follow(QWidget* now) {
    QWidget* w = owner(now);
    for (const QPointer<QWidget>& v : watched_)
        if (v) v->removeEventFilter(this);
    watched_.clear();
    target_ = wants(w) ? w : nullptr;
    if (!target_) {
        hide();
        return;
    }
    for (QWidget* v = target_; v && !v->isWindow(); v = v->parentWidget()) {
        v->installEventFilter(this);
        watched_.emplace_back(v);
    }
    place();
}

void FocusRing::place() {
    if (!target_ || !target_->isVisible()) {
        hide();
        return;
    }
    QWidget* window = target_->window();
    if (parentWidget() != window) setParent(window);
    // Around the part of the target its ancestors show: a control scrolled out of its pane has
    // no ring (it was drawn over the dock's title or the next pane).
    QRect shown(target_->mapTo(window, QPoint(0, 0)), target_->size());
    for (QWidget* p = target_->parentWidget(); p && p != window; p = p->parentWidget())
        shown &= QRect(p->mapTo(window, QPoint(0, 0)), p->size());
    shown &= window->rect();
    if (shown.isEmpty()) {
        hide();
        return;
    }
    setGeometry(shown.adjusted(-kRing, -kRing, kRing, kRing).intersected(window->rect()));
    show();
    raise();
    update();
}

bool FocusRing::eventFilter(QObject* watched, QEvent* e) {
    const bool ours = std::any_of(watched_.begin(), watched_.end(),
                                  [watched](const QPointer<QWidget>& v) { return v == watched; });
    if (ours) switch (e->type()) {
            case QEvent::Move:
            case QEvent::Resize:
            case QEvent::Show:
            case QEvent::Hide:
            case QEvent::ParentChange:
                place();
                break;
            default:
                break;
        }
    return QWidget::eventFilter(watched, e);
}

void FocusRing::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QPen pen(palette().color(QPalette::Highlight), kRing);
    pen.setJoinStyle(Qt::MiterJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(rect()).adjusted(kRing / 2.0, kRing / 2.0, -kRing / 2.0, -kRing / 2.0));
}

}  // namespace attn::ui
