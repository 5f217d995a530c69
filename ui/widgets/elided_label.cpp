#include "widgets/elided_label.hpp"

#include <QFontMetrics>
#include <QResizeEvent>

namespace attn::ui {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {
    setTextFormat(Qt::PlainText);
    setWordWrap(false);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
}

void ElidedLabel::setFullText(const QString& text) {
    full_ = text;
    setToolTip(text);
    elide();
}

QSize ElidedLabel::minimumSizeHint() const { return {0, QLabel::minimumSizeHint().height()}; }

void ElidedLabel::resizeEvent(QResizeEvent* e) {
    QLabel::resizeEvent(e);
    elide();
}

void ElidedLabel::setSeparator(const QString& separator) {
    separator_ = separator;
    elide();
}

void ElidedLabel::elide() {
    const QFontMetrics fm = fontMetrics();
    const int room = contentsRect().width();
    QString shown = fm.elidedText(full_, Qt::ElideRight, room);
    if (shown != full_ && !separator_.isEmpty()) {
        // Whole pieces, then "…": never "0.0…" for a learning rate of 0.01.
        const QStringList pieces = full_.split(separator_);
        QString kept;
        for (const QString& piece : pieces) {
            const QString next = kept.isEmpty() ? piece : kept + separator_ + piece;
            if (fm.horizontalAdvance(next + separator_ + QChar(0x2026)) > room) break;
            kept = next;
        }
        if (!kept.isEmpty()) shown = kept + separator_ + QChar(0x2026);
    }
    if (shown != text()) setText(shown);
}

}  // namespace attn::ui
