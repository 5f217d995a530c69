// PageFlow (export/page_flow.hpp): text breaks between its lines, but never inside a table; a
// short text kept with the next block moves on with it.
#include <gtest/gtest.h>

#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <memory>

#include "export/page_flow.hpp"

namespace {

using attn::ui::PageFlow;

std::shared_ptr<QTextDocument> doc_of(const QString& markdown, double width) {
    auto doc = std::make_shared<QTextDocument>();
    doc->setMarkdown(markdown);
    doc->setTextWidth(width);
    return doc;
}

// Where the first page's slice of block `block` ends, in the block's own coordinates.
double first_break(const PageFlow& flow, int block) {
    for (const PageFlow::Slice& s : flow.slices())
        if (s.block == block) return s.bottom - s.top;
    return -1;
}

TEST(PageFlow, ATextBreaksBetweenLinesButNeverInsideATable) {
    QString md;
    for (int i = 0; i < 6; ++i) md += QStringLiteral("A line before the table.\n\n");
    md += QStringLiteral("| scores × | largest share |\n|---|---|\n");
    for (int r = 0; r < 8; ++r) md += QStringLiteral("| %1 | 0.%2 |\n").arg(r + 1).arg(r + 2);
    md += QStringLiteral("\nA line after it.\n");
    auto probe = doc_of(md, 400);
    QTextTable* table = nullptr;
    for (QTextFrame* f : probe->rootFrame()->childFrames())
        if (auto* t = qobject_cast<QTextTable*>(f)) table = t;
    ASSERT_NE(table, nullptr);
    const QRectF box = probe->documentLayout()->frameBoundingRect(table);
    ASSERT_GT(box.height(), 60);
    int inside = 0;
    // Pages of every height that end somewhere in the table's rows.
    for (double page = box.top() + 10; page < box.bottom() - 5; page += 7) {
        PageFlow flow(QSizeF(400, page + 1), QMarginsF(0, 0, 0, 0));
        const int block = flow.addText(doc_of(md, 400));
        flow.paginate();
        const double at = first_break(flow, block);
        if (at > box.top() + 0.5 && at < box.bottom() - 0.5) ++inside;
    }
    EXPECT_EQ(inside, 0) << "pages that cut the table between its rows";
}

TEST(PageFlow, AShortTextKeptWithTheNextBlockMovesOnWithIt) {
    PageFlow flow(QSizeF(400, 300), QMarginsF(0, 0, 0, 0));
    flow.addFixed(200, [](QPainter&) {});  // fills most of page 1
    const int heading = flow.addFixed(20, [](QPainter&) {});
    flow.keepWithNext(heading);
    const int text = flow.addText(doc_of(QStringLiteral("Two short lines.\n\nOf text."), 400));
    flow.keepWithNext(text);
    const int figure = flow.addFixed(120, [](QPainter&) {});
    flow.paginate();
    EXPECT_EQ(flow.pageOf(figure), 2);
    EXPECT_EQ(flow.pageOf(text), 2) << "the text ended page 1 above its figure";
    EXPECT_EQ(flow.pageOf(heading), 2);
}

}  // namespace
