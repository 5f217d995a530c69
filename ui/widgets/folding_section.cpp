#include "widgets/folding_section.hpp"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "widgets/elided_label.hpp"

namespace attn::ui {

FoldingSection::FoldingSection(const QString& title, QWidget* parent)
    : QWidget(parent), title_(title) {
    header_ = new QToolButton(this);
    header_->setText(title);
    header_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    header_->setAutoRaise(true);
    header_->setCheckable(true);
    header_->setChecked(true);  // checked: open
    header_->setFocusPolicy(Qt::StrongFocus);
    summary_ = new ElidedLabel(this);
    summary_->setTextFormat(Qt::PlainText);
    summary_->hide();
    summary_->setCursor(Qt::PointingHandCursor);
    summary_->installEventFilter(this);
    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(header_, 0, Qt::AlignLeft);  // at the start of the line (mirrored in RTL)
    top->addWidget(summary_, 1);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(0, 0, 0, 0);
    l->setSpacing(2);
    l->addLayout(top);
    connect(header_, &QToolButton::toggled, this, [this](bool open) { setFolded(!open); });
    updateArrow();
}

void FoldingSection::setBody(QWidget* body) {
    body_ = body;
    layout()->addWidget(body_);
    body_->setVisible(!folded_);
}

void FoldingSection::setSummarySeparator(const QString& separator) {
    summary_->setSeparator(separator);
}

bool FoldingSection::eventFilter(QObject* watched, QEvent* event) {
    if (watched == summary_ && event->type() == QEvent::MouseButtonRelease) {
        setFolded(false);
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FoldingSection::setFolded(bool folded) {
    if (folded == folded_ || !body_) return;
    // The keys leave a body that folds away for the header that opens it again.
    if (folded && body_->isAncestorOf(focusWidget())) header_->setFocus(Qt::OtherFocusReason);
    folded_ = folded;
    {
        const QSignalBlocker quiet(header_);
        header_->setChecked(!folded);
    }
    body_->setVisible(!folded);
    summary_->setVisible(folded && !summary_->fullText().isEmpty());
    header_->setText(folded && !summary_->fullText().isEmpty() ? tr("%1:").arg(title_) : title_);
    updateArrow();
    emit foldedChanged(folded);
}

void FoldingSection::setSummary(const QString& text) {
    summary_->setFullText(text);
    summary_->setVisible(folded_ && !text.isEmpty());
    updateArrow();
}

QString FoldingSection::summary() const { return summary_->fullText(); }

void FoldingSection::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LayoutDirectionChange) updateArrow();
    QWidget::changeEvent(event);
}

void FoldingSection::updateArrow() {
    const Qt::ArrowType closed =
        layoutDirection() == Qt::RightToLeft ? Qt::LeftArrow : Qt::RightArrow;
    header_->setArrowType(folded_ ? closed : Qt::DownArrow);
    header_->setAccessibleDescription(folded_ ? summary_->fullText() : QString());
    header_->setToolTip(folded_ ? tr("Show: %1").arg(summary_->fullText()) : tr("Fold away"));
}

}  // namespace attn::ui
