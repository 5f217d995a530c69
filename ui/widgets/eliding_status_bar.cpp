#include "widgets/eliding_status_bar.hpp"

#include <QPainter>
#include <QSizeGrip>
#include <QStyle>

namespace attn::ui {
namespace {

constexpr int kPad = 4;  // px between the message and the bar's edge or a widget

}  // namespace

ElidingStatusBar::ElidingStatusBar(QWidget* parent) : QStatusBar(parent) {
    connect(this, &QStatusBar::messageChanged, this, [this](const QString& m) {
        // The whole message on hover when it is drawn shortened.
        setToolTip(!m.isEmpty() && shownMessage() != m ? m : QString());
        // QStatusBar repaints only its own idea of the message's place, narrower than ours: a
        // cleared message left a letter or two behind at the room's far end.
        update();
    });
}

QRect ElidingStatusBar::messageRect() const {
    QRect r = rect().adjusted(kPad, 0, -kPad, 0);
    // Left of the widgets a message leaves in view (the permanent ones, the size grip); in a
    // right-to-left window, right of them.
    for (const QWidget* w : findChildren<QWidget*>(Qt::FindDirectChildrenOnly)) {
        if (!w->isVisible() || w->isWindow()) continue;
        if (layoutDirection() == Qt::RightToLeft)
            r.setLeft(std::max(r.left(), w->geometry().right() + 1 + kPad));
        else
            r.setRight(std::min(r.right(), w->geometry().left() - 1 - kPad));
    }
    return r;
}

QString ElidingStatusBar::shownMessage() const {
    const QString m = currentMessage();
    if (m.isEmpty()) return {};
    return fontMetrics().elidedText(m, Qt::ElideRight, std::max(0, messageRect().width()));
}

void ElidingStatusBar::paintEvent(QPaintEvent* e) {
    if (currentMessage().isEmpty()) return QStatusBar::paintEvent(e);
    QPainter p(this);
    p.setPen(palette().color(foregroundRole()));
    // At the reading start of the room: the right end in a right-to-left window (a short
    // Hebrew message stood at the far left, by the size grip's side).
    const Qt::Alignment at =
        QStyle::visualAlignment(layoutDirection(), Qt::AlignLeading | Qt::AlignVCenter);
    p.drawText(messageRect(), int(at) | Qt::TextSingleLine, shownMessage());
}

}  // namespace attn::ui
