#include "style/safe_markdown.hpp"

#include <QDesktopServices>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextFragment>
#include <vector>

namespace attn::ui {

void set_safe_markdown(QTextDocument* doc, const QString& markdown) {
    doc->setMarkdown(markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub |
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
        c.insertText(QStringLiteral("[image: %1]").arg(it->name), QTextCharFormat());
    }
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

}  // namespace attn::ui
