// The token strip of a sentence that a real model reads: one box per token
// with its text (a leading space shown as ␣) and its id under it; the boxes
// of one word (RealModelTokens::word) touch and share one outline, words are
// apart; tokens past the model's n_positions are drawn in the error colour.
// The layout is a pure function (tests read it); the painter only draws it.
#pragma once

#include <QFont>
#include <QPalette>
#include <QRectF>
#include <vector>

class QPainter;

namespace attn::ui {

struct SentenceTokens;

struct TokenStripLayout {
    std::vector<QRectF>
        boxes;  // the laid-out tokens 0 … boxes.size() − 1 (those that start within the width)
    // One per word of the laid-out tokens that has two or more of them: the
    // outline around its boxes, and the word's first and last token.
    struct Word {
        QRectF outline;
        int first = 0, last = 0;
    };
    std::vector<Word> words;
    qreal height = 0;  // the strip's height for these fonts
};

// Lays out `t` from `origin` (top left) rightwards, up to `maxWidth` pixels;
// `text` is the token font, `small` the id font.
TokenStripLayout layout_token_strip(const SentenceTokens& t, const QFont& text, const QFont& small,
                                    QPointF origin, qreal maxWidth);
// The height of a strip in these fonts (the same for every sentence).
qreal token_strip_height(const QFont& text, const QFont& small);
// The id font for a token font: a little smaller.
QFont token_id_font(const QFont& text);

// Paints the layout (each token's text left to right, whatever the window's direction); the
// error text instead when the text has no tokens, in the error colour, or on a selected row
// (`onHighlight`) in the palette's highlighted-text colour (dark red on the highlight's blue
// could not be read).
void paint_token_strip(QPainter* p, const TokenStripLayout& layout, const SentenceTokens& t,
                       const QFont& text, const QFont& small, const QPalette& palette,
                       QPointF origin, qreal maxWidth, bool onHighlight = false);

}  // namespace attn::ui
