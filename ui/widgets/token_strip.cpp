#include "widgets/token_strip.hpp"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "document/sentence_tokens.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {
namespace {

constexpr qreal kPadX = 3;        // px inside a box, left and right
constexpr qreal kPadY = 1;        // px above the token text and below the id
constexpr qreal kWordGap = 6;     // px between the boxes of two words
constexpr qreal kOutline = 2;     // px: the pen of a word's outline
constexpr qreal kRadius = 3;      // px: the outline's corners
constexpr qreal kIdScale = 0.78;  // the id font against the token font
constexpr const char* kWordColour =
    "#e66101";  // orange: apart from the highlight blue and the error red

}  // namespace

QFont token_id_font(const QFont& text) {
    QFont f = text;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * kIdScale);
    else
        f.setPixelSize(std::max(6, int(f.pixelSize() * kIdScale)));
    return f;
}

qreal token_strip_height(const QFont& text, const QFont& small) {
    return kPadY + QFontMetricsF(text).height() + QFontMetricsF(small).height() + kPadY +
           2 * kOutline;
}

TokenStripLayout layout_token_strip(const SentenceTokens& t, const QFont& text, const QFont& small,
                                    QPointF origin, qreal maxWidth) {
    TokenStripLayout out;
    out.height = token_strip_height(text, small);
    const QFontMetricsF fm(text), sm(small);
    const auto& display = t.tokens.display;
    const auto& ids = t.tokens.ids;
    const auto& word = t.tokens.word;
    const qreal boxH = out.height - 2 * kOutline;
    qreal x = origin.x() + kOutline;
    for (qsizetype i = 0; i < display.size() && i < qsizetype(ids.size()); ++i) {
        const bool newWord =
            i > 0 && (size_t(i) >= word.size() || word[size_t(i)] != word[size_t(i - 1)]);
        if (newWord) x += kWordGap;
        if (x - origin.x() >= maxWidth) break;  // what starts past the edge is not laid out
        const qreal w = std::max(fm.horizontalAdvance(display[i]),
                                 sm.horizontalAdvance(QString::number(ids[size_t(i)]))) +
                        2 * kPadX;
        out.boxes.emplace_back(x, origin.y() + kOutline, w, boxH);
        x += w;
    }
    // Outlines around the words of several tokens.
    const int n = int(out.boxes.size());
    for (int i = 0; i < n;) {
        int j = i;
        while (j + 1 < n && size_t(j + 1) < word.size() && word[size_t(j + 1)] == word[size_t(i)])
            ++j;
        if (j > i) {
            const QRectF r = out.boxes[size_t(i)].united(out.boxes[size_t(j)]);
            out.words.push_back(
                {r.adjusted(-kOutline / 2, -kOutline / 2, kOutline / 2, kOutline / 2), i, j});
        }
        i = j + 1;
    }
    return out;
}

void paint_token_strip(QPainter* p, const TokenStripLayout& layout, const SentenceTokens& t,
                       const QFont& text, const QFont& small, const QPalette& palette,
                       QPointF origin, qreal maxWidth, bool onHighlight) {
    p->save();
    const QColor error = onHighlight ? palette.color(QPalette::HighlightedText)
                                     : QColor::fromString(QLatin1String(kErrorColour));
    if (t.tokens.ids.empty()) {
        // Nothing to box: say why (or nothing, for a model not yet open).
        p->setFont(small);
        p->setPen(t.error.isEmpty() ? palette.color(QPalette::PlaceholderText) : error);
        const QRectF r(origin, QSizeF(maxWidth, layout.height));
        p->drawText(r, Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetricsF(small).elidedText(t.error, Qt::ElideRight, maxWidth));
        p->restore();
        return;
    }
    const QFontMetricsF fm(text);
    // A token reads as the model wrote it in every language: "␣river", never "river␣" in a
    // right-to-left window (its leading ␣ is neutral and would take the paragraph's direction).
    p->setLayoutDirection(Qt::LeftToRight);
    // The boxes keep the list's own colours on a selected row too (their fill is the base's).
    const QColor fill = palette.color(QPalette::Base);
    const QColor line = palette.color(QPalette::Mid);
    const QColor ink = palette.color(QPalette::Text);
    QColor dim = ink;
    dim.setAlphaF(0.6f);
    for (size_t i = 0; i < layout.boxes.size(); ++i) {
        const QRectF& b = layout.boxes[i];
        const bool past = int(i) >= t.limit;
        p->setPen(QPen(past ? error : line, 1));
        p->setBrush(past ? QColor(error.red(), error.green(), error.blue(), 40) : fill);
        p->drawRect(b.adjusted(0.5, 0.5, -0.5, -0.5));
        p->setFont(text);
        p->setPen(past ? error : ink);
        const QRectF top(b.left(), b.top() + kPadY, b.width(), fm.height());
        p->drawText(top, Qt::AlignHCenter | Qt::AlignTop, t.tokens.display[qsizetype(i)]);
        p->setFont(small);
        p->setPen(past ? error : dim);
        const QRectF bottom(b.left(), top.bottom(), b.width(), b.bottom() - kPadY - top.bottom());
        p->drawText(bottom, Qt::AlignHCenter | Qt::AlignTop, QString::number(t.tokens.ids[i]));
    }
    // One outline per word of several tokens, in a colour of its own: it must
    // read on a selected row's highlight as on the list's base.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(QColor::fromString(QLatin1String(kWordColour)), kOutline));
    for (const TokenStripLayout::Word& w : layout.words)
        p->drawRoundedRect(w.outline, kRadius, kRadius);
    p->restore();
}

}  // namespace attn::ui
