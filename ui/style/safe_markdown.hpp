// Step text is Markdown written by whoever shared the lesson: untrusted. It is
// rendered by Qt's Markdown reader (never by hand) with these guarantees:
//   - raw HTML is not interpreted (QTextDocument::MarkdownNoHTML): it shows as text;
//   - images are never loaded: each image is replaced by its text,
//     "[image: file:///dev/zero]", and the documents below load no resource;
//   - links stay links but open only on a click, and only http(s)
//     (is_openable_link); the browsers here never follow them themselves.
#pragma once

#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

namespace attn::ui {

// Sets `doc` to the rendering of `markdown` as described above.
void set_safe_markdown(QTextDocument* doc, const QString& markdown);

// http and https URLs only: what a click on a step's link may open.
bool is_openable_link(const QUrl& url);

// A QTextDocument that never loads a resource (file, qrc or network).
class SafeTextDocument : public QTextDocument {
public:
    using QTextDocument::QTextDocument;

protected:
    QVariant loadResource(int type, const QUrl& name) override;
};

// A read-only browser for step text: loads nothing, follows no link itself;
// a click on an http(s) link opens the system browser (QDesktopServices).
class SafeTextBrowser : public QTextBrowser {
public:
    explicit SafeTextBrowser(QWidget* parent = nullptr);
    void setSafeMarkdown(const QString& markdown) { set_safe_markdown(document(), markdown); }
    QVariant loadResource(int type, const QUrl& name) override;
};

}  // namespace attn::ui
