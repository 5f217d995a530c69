// Paragraph gaps of the safe Markdown renderer (style/safe_markdown.hpp), as
// laid out by Qt: a paragraph starts visibly below the one before it (more
// than a line below the previous one's top), in a plain document, in a
// SafeTextBrowser after its font grows (the presentation's fit), and items of
// one list run on without a gap.
#include <gtest/gtest.h>

#include <QAbstractTextDocumentLayout>
#include <QFontInfo>
#include <QFontMetricsF>
#include <QTextBlock>
#include <QTextDocument>

#include "style/figure_style.hpp"
#include "style/safe_markdown.hpp"

namespace {

using namespace attn::ui;

// The laid-out rectangle of every block of `doc`, top to bottom.
std::vector<QRectF> block_boxes(QTextDocument& doc) {
    std::vector<QRectF> out;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
        out.push_back(doc.documentLayout()->blockBoundingRect(b));
    return out;
}

// The distance from the bottom of block i's last line to the top of block i+1's first line.
double gap_after(QTextDocument& doc, int i) {
    QTextBlock a = doc.findBlockByNumber(i), b = doc.findBlockByNumber(i + 1);
    doc.documentLayout()->blockBoundingRect(b);  // lays the document out
    if (!a.isValid() || !b.isValid() || !a.layout() || !b.layout() ||
        a.layout()->lineCount() == 0 || b.layout()->lineCount() == 0) {
        ADD_FAILURE() << "block " << i << " or " << i + 1 << " has no laid-out line";
        return -1;
    }
    const QRectF ra = doc.documentLayout()->blockBoundingRect(a),
                 rb = doc.documentLayout()->blockBoundingRect(b);
    const QTextLine last = a.layout()->lineAt(a.layout()->lineCount() - 1);
    const QTextLine first = b.layout()->lineAt(0);
    return (rb.top() + first.y()) - (ra.top() + last.y() + last.height());
}

// The height of the first line of the first block, once laid out.
double first_line(QTextDocument& doc) {
    doc.size();  // lays the document out
    const QTextBlock b = doc.begin();
    return b.layout() && b.layout()->lineCount() > 0 ? b.layout()->lineAt(0).height() : 0;
}

TEST(SafeMarkdownGaps, TheSecondParagraphStartsMoreThanALineBelowTheFirst) {
    SafeTextDocument doc;
    doc.setDefaultFont(figure_font(14));
    doc.setDocumentMargin(0);
    set_safe_markdown(&doc, QStringLiteral("One short paragraph.\n\nAnother one.\n\nA third."));
    doc.setTextWidth(600);
    ASSERT_EQ(doc.blockCount(), 3);
    const std::vector<QRectF> boxes = block_boxes(doc);
    const double line = first_line(doc);
    ASSERT_GT(line, 10);
    EXPECT_GT(boxes[1].top() - boxes[0].top(), line * 1.3) << "no gap between paragraphs";
    EXPECT_GT(gap_after(doc, 0), 0.4 * line);
    EXPECT_GT(gap_after(doc, 1), 0.4 * line);
    // The document is no taller than its lines and its gaps: the last block ends it.
    EXPECT_NEAR(doc.size().height(), boxes[2].bottom(), 1.0);
}

TEST(SafeMarkdownGaps, AListRunsOnAndIsSetOffFromTheParagraphsAroundIt) {
    SafeTextDocument doc;
    doc.setDefaultFont(figure_font(14));
    set_safe_markdown(
        &doc, QStringLiteral("Before the list:\n\n- one\n- two\n- three\n\nAfter the list."));
    doc.setTextWidth(600);
    ASSERT_EQ(doc.blockCount(), 5) << doc.toPlainText().toStdString();
    const double line = first_line(doc);
    EXPECT_GT(gap_after(doc, 0), 0.4 * line);  // paragraph → list
    EXPECT_LT(gap_after(doc, 1), 0.2 * line);  // item → item
    EXPECT_LT(gap_after(doc, 2), 0.2 * line);
    EXPECT_GT(gap_after(doc, 3), 0.4 * line);  // list → paragraph
}

TEST(SafeMarkdownGaps, TheGapFollowsTheBrowsersFont) {
    SafeTextBrowser browser;
    browser.setFont(figure_font(12));
    browser.setSafeMarkdown(QStringLiteral("First.\n\nSecond."));
    browser.document()->setTextWidth(500);
    const double small = gap_after(*browser.document(), 0);
    EXPECT_GT(small, 0);
    browser.setFont(figure_font(36));  // the presentation fits its text by setting the font
    browser.document()->setTextWidth(500);
    const double large = gap_after(*browser.document(), 0);
    const double line = first_line(*browser.document());
    EXPECT_GT(large, 2 * small);
    EXPECT_GT(large, 0.4 * line);
    // Setting the gaps again at the same font changes nothing.
    set_paragraph_gaps(browser.document());
    EXPECT_DOUBLE_EQ(gap_after(*browser.document(), 0), large);
}

}  // namespace

// Code takes the text's size: a slide's larger text drew its `attention-lab heads` at the
// system fixed font's own size, larger or smaller than the words around it.
TEST(SafeMarkdownCode, InlineCodeFollowsTheDocumentsFontSize) {
    for (const double px : {12.0, 30.0}) {
        QTextDocument doc;
        set_safe_markdown(&doc,
                          QStringLiteral("Run `attention-lab heads` now.\n\n```\nmore code\n```"));
        doc.setDefaultFont(figure_font(px));
        int code = 0;
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it) {
                const QTextFragment f = it.fragment();
                const bool fixed = f.charFormat().fontFamilies().toStringList().contains(
                    QStringLiteral("monospace"));
                if (!f.isValid() || !(fixed || f.charFormat().fontFixedPitch())) continue;
                ++code;
                const QFont font = doc.defaultFont().resolve(f.charFormat().font());
                EXPECT_FALSE(f.charFormat().hasProperty(QTextFormat::FontPointSize))
                    << f.text().toStdString();
                EXPECT_NEAR(QFontInfo(font).pixelSize(), QFontInfo(doc.defaultFont()).pixelSize(),
                            1)
                    << f.text().toStdString() << " at " << px << " px";
            }
        EXPECT_EQ(code, 2) << "the span and the block";
    }
}
