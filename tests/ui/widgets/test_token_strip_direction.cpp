// A token chip reads as the model wrote it in a right-to-left window: "␣river" is painted the
// same, pixel for pixel, under Hebrew's layout direction as under English's (before, the leading
// ␣ took the paragraph's direction and was painted after the word).
#include <gtest/gtest.h>

#include <QImage>
#include <QPainter>

#include "document/sentence_tokens.hpp"
#include "style/figure_style.hpp"
#include "widgets/token_strip.hpp"

namespace attn::ui {
namespace {

// The strip painted by a painter of `direction`, as a widget's painter is in that language.
QImage painted(Qt::LayoutDirection direction, const SentenceTokens& t) {
    const QFont text = figure_font(14), small = token_id_font(text);
    const TokenStripLayout layout = layout_token_strip(t, text, small, QPointF(2, 2), 400);
    QImage image(420, int(layout.height) + 4, QImage::Format_ARGB32);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        p.setLayoutDirection(direction);
        paint_token_strip(&p, layout, t, text, small, QPalette(), QPointF(2, 2), 400);
    }
    return image;
}

TEST(TokenStrip, ATokenReadsLeftToRightInARightToLeftWindow) {
    SentenceTokens t;
    t.tokens.ids = {83, 393, 298};
    t.tokens.display = {QStringLiteral("the"), QStringLiteral("␣river"), QStringLiteral("␣bank")};
    t.tokens.word = {0, 1, 2};
    t.limit = 64;
    const QImage ltr = painted(Qt::LeftToRight, t), rtl = painted(Qt::RightToLeft, t);
    EXPECT_EQ(ltr, rtl);
}

// A sentence the model cannot read says why on its row; on a selected row in the highlighted
// text's colour, never the error's dark red on the highlight's blue (a walk could not read it).
TEST(TokenStrip, AnErrorOnASelectedRowTakesTheHighlightedTextsColour) {
    SentenceTokens t;
    t.error = QStringLiteral("has 91 tokens; the model reads at most 64");
    const QFont text = figure_font(14), small = token_id_font(text);
    const TokenStripLayout layout = layout_token_strip(t, text, small, QPointF(2, 2), 400);
    QPalette pal;
    pal.setColor(QPalette::HighlightedText, Qt::white);
    const auto reddish = [&](bool selected) {
        QImage image(420, int(layout.height) + 4, QImage::Format_ARGB32);
        image.fill(QColor(0x30, 0x8c, 0xc6));  // the highlight
        {
            QPainter p(&image);
            paint_token_strip(&p, layout, t, text, small, pal, QPointF(2, 2), 400, selected);
        }
        int n = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.red() > 120 && c.green() < 90 && c.blue() < 90) ++n;
            }
        return n;
    };
    EXPECT_GT(reddish(false), 0);  // the error colour on an unselected row
    EXPECT_EQ(reddish(true), 0);
}

}  // namespace
}  // namespace attn::ui
