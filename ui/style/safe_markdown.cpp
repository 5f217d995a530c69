#include "style/safe_markdown.hpp"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QEvent>
#include <QFontMetricsF>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextFragment>
#include <QTextList>
#include <QTextTable>
#include <algorithm>
#include <cmath>
#include <vector>

namespace attn::ui {
namespace {

// The bottom margin the Markdown reader gave a block, remembered the first time
// its gap is set, so that setting the gaps again (a new font) starts from it.
constexpr int kReaderMarginProperty = QTextFormat::UserProperty + 0x5a1;

}  // namespace

void set_paragraph_gaps(QTextDocument* doc) {
    const double gap =
        std::round(kParagraphGapLines * QFontMetricsF(doc->defaultFont()).lineSpacing());
    QTextCursor c(doc);
    c.beginEditBlock();
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        QTextBlockFormat f = b.blockFormat();
        if (!f.hasProperty(kReaderMarginProperty))
            f.setProperty(kReaderMarginProperty, f.bottomMargin());
        const double reader = f.property(kReaderMarginProperty).toDouble();
        const QTextBlock next = b.next();
        const bool last = !next.isValid();
        const bool in_cell = QTextCursor(b).currentTable() != nullptr;
        // An item followed by another item of a list (nested or not) runs on without a gap.
        const bool list_goes_on = b.textList() && next.isValid() && next.textList();
        const double want = (last || in_cell || list_goes_on) ? reader : std::max(reader, gap);
        if (f.bottomMargin() == want && b.blockFormat().hasProperty(kReaderMarginProperty))
            continue;
        f.setBottomMargin(want);
        QTextCursor at(b);
        at.setBlockFormat(f);
    }
    c.endEditBlock();
}

void set_safe_markdown(QTextDocument* doc, const QString& markdown) {
    doc->setMarkdown(markdown,
                     QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub |
                                                     QTextDocument::MarkdownNoHTML));
    // Images become text before anything lays the document out (layout is
    // what would ask for the resource).
    struct Image {
        int position, length;
        QString name;
    };
    std::vector<Image> images;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            if (f.isValid() && f.charFormat().isImageFormat())
                images.push_back({f.position(), f.length(), f.charFormat().toImageFormat().name()});
        }
    for (auto it = images.rbegin(); it != images.rend(); ++it) {
        QTextCursor c(doc);
        c.setPosition(it->position);
        c.setPosition(it->position + it->length, QTextCursor::KeepAnchor);
        //: Stands in a lesson's text (window, slides, handout) for an image it does not load; %1:
        //: the image's address
        c.insertText(QCoreApplication::translate("SafeMarkdown", "[image: %1]").arg(it->name),
                     QTextCharFormat());
    }
    // Code takes the text's size: the importer gives it the system's fixed font at that font's
    // own size, which a slide's or a handout's larger text (setDefaultFont) left behind.
    std::vector<std::pair<int, int>> code;
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        const bool codeBlock = b.blockFormat().nonBreakableLines() ||
                               b.blockFormat().hasProperty(QTextFormat::BlockCodeFence);
        for (auto it = b.begin(); !it.atEnd(); ++it)
            if (const QTextFragment f = it.fragment();
                f.isValid() && (codeBlock || f.charFormat().fontFixedPitch()))
                code.emplace_back(f.position(), f.length());
    }
    for (const auto& [position, length] : code) {
        QTextCursor c(doc);
        c.setPosition(position);
        c.setPosition(position + length, QTextCursor::KeepAnchor);
        QTextCharFormat format = c.charFormat();
        format.clearProperty(QTextFormat::FontPointSize);
        format.clearProperty(QTextFormat::FontPixelSize);
        c.setCharFormat(format);
    }
    set_paragraph_gaps(doc);
}

bool is_openable_link(const QUrl& url) {
    const QString scheme = url.scheme().toLower();
    return url.isValid() && (scheme == QLatin1String("http") || scheme == QLatin1String("https"));
}

QVariant SafeTextDocument::loadResource(int, const QUrl&) { return {}; }

SafeTextBrowser::SafeTextBrowser(QWidget* parent) : QTextBrowser(parent) {
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [](const QUrl& url) {
        if (is_openable_link(url)) QDesktopServices::openUrl(url);
    });
}

QVariant SafeTextBrowser::loadResource(int, const QUrl&) { return {}; }

void SafeTextBrowser::changeEvent(QEvent* e) {
    QTextBrowser::changeEvent(e);  // sets the document's default font first
    if (e->type() == QEvent::FontChange) set_paragraph_gaps(document());
}

}  // namespace attn::ui
