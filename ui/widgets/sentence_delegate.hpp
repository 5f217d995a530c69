// SentenceDelegate: draws a sentence with its unknown words marked in place
// (red, wavy underline), next to the "shown" check box.
#pragma once

#include <QFontMetrics>
#include <QStyledItemDelegate>

namespace attn::ui {

class SentenceDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};

// The sentence as rich text with each unknown word (matched as the tokenizer
// reads it, case-insensitively) wrapped in a red, wavy-underlined span.
QString mark_unknown_words(const QString& text, const QStringList& unknown);

// The start of `text` that covers `width` pixels in `fm` (cut at a word
// boundary past it; the whole text when it is short).
QString visible_prefix(const QString& text, int width, const QFontMetrics& fm);

}  // namespace attn::ui
