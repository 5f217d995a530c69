#include "whatif/what_if_bar.hpp"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QResizeEvent>

#include "commands/try_push.hpp"
#include "commands/what_if_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"

namespace attn::ui {

WhatIfBar::WhatIfBar(Document* doc, ViewState* view, QWidget* parent,
                     std::function<attn::Source()> source)
    : QWidget(parent), doc_(doc), view_(view), source_(std::move(source)) {
    setObjectName(QStringLiteral("whatIfBar"));
    setAutoFillBackground(true);
    // As tall as its words: a view whose own content is hidden (an error said instead) must
    // not stretch the bar down the pane.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    QPalette pal = palette();
    pal.setColor(QPalette::Window, QColor(0xff, 0xe9, 0xb3));  // amber: a what-if, not the model
    pal.setColor(QPalette::WindowText, QColor(0x4a, 0x32, 0x00));
    setPalette(pal);
    label_ = new QLabel(this);
    label_->setWordWrap(true);
    label_->setTextFormat(Qt::PlainText);
    clear_ = new QPushButton(tr("Clear"), this);
    clear_->setToolTip(tr("Take every what-if back: the model's own picture again"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 2, 2);
    row->addWidget(label_, 1);
    row->addWidget(clear_);
    connect(clear_, &QPushButton::clicked, this,
            [this] { try_push(doc_, [this] { return clear_what_if_command(doc_); }); });
    connect(view_, &ViewState::whatIfChanged, this, &WhatIfBar::sync);
    connect(view_, &ViewState::sourceChanged, this, &WhatIfBar::sync);
    sync();
}

// Its words' height at the width it has: the Maximum policy caps the bar at its size hint, and
// Qt's hint wraps the words at a width of its own, so at a narrower one they were cut top and
// bottom (three what-ifs on Head roles at 1024 px).
QSize WhatIfBar::sizeHint() const {
    QSize hint = QWidget::sizeHint();
    if (width() > 0 && hasHeightForWidth()) hint.setHeight(heightForWidth(width()));
    return hint;
}

void WhatIfBar::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (event->size().width() != event->oldSize().width()) updateGeometry();
}

QString WhatIfBar::text() const { return isHidden() ? QString() : label_->text(); }

void WhatIfBar::setNote(const QString& note) {
    note_ = note;
    sync();
}

void WhatIfBar::sync() {
    QString text = view_->whatIfLabel(source_ ? source_() : view_->source());
    if (!text.isEmpty() && !note_.isEmpty())
        text +=
            (text.endsWith(QLatin1Char('.')) ? QStringLiteral(" ") : QStringLiteral(". ")) + note_;
    label_->setText(text);
    label_->setAccessibleName(text);
    // Clear pressed by key hides the bar with the keys on it: Qt handed them to the next
    // control in the window (the Embedding table); they stay in this view instead.
    if (text.isEmpty() && clear_->hasFocus()) {
        QWidget* view = parentWidget();
        for (QWidget* w = clear_->nextInFocusChain(); view && w != clear_;
             w = w->nextInFocusChain())
            if (view->isAncestorOf(w) && !isAncestorOf(w) && w->isVisibleTo(view) &&
                w->isEnabled() && (w->focusPolicy() & Qt::TabFocus)) {
                w->setFocus(Qt::OtherFocusReason);
                break;
            }
    }
    setVisible(!text.isEmpty());
}

}  // namespace attn::ui
