// SentenceDelegate: draws a sentence with its unknown words marked in place
// (red, wavy underline), next to the "shown" check box. In a lesson about a
// real model each row also shows, under the text, its tokens as the model
// reads them (token_strip.hpp); while a sentence is edited its tokens follow
// the editor's text as typed (SentenceItemModel::tokensFor), the editor covering
// only the text line.
#pragma once

#include <QFontMetrics>
#include <QPersistentModelIndex>
#include <QStyledItemDelegate>
#include <optional>

#include "document/sentence_tokens.hpp"

namespace attn::ui {

class SentenceDelegate : public QStyledItemDelegate {
    Q_OBJECT
  public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* p, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const override;
    void destroyEditor(QWidget* editor, const QModelIndex& index) const override;

    // The tokens of the text being typed in `row`'s editor (none when the row is not being edited).
    std::optional<SentenceTokens> liveTokens(int row) const;
    // The tokens `row` shows now: the typed text's while edited, else the model's (TokensRole).
    std::optional<SentenceTokens> shownTokens(const QModelIndex& index) const;

  signals:
    // The editor of `row` holds new text: its tokens changed (liveTokens).
    void liveTokensChanged(int row) const;

  private:
    mutable QPersistentModelIndex editing_;
    mutable std::optional<SentenceTokens> live_;
};

// The sentence as rich text with each unknown word (matched as the tokenizer
// reads it, case-insensitively) wrapped in a red, wavy-underlined span.
QString mark_unknown_words(const QString& text, const QStringList& unknown);

// The start of `text` that covers `width` pixels in `fm` (cut at a word
// boundary past it; the whole text when it is short).
QString visible_prefix(const QString& text, int width, const QFontMetrics& fm);

}  // namespace attn::ui
