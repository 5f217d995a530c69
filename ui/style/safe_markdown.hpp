// Step text is Markdown written by whoever shared the lesson: untrusted. It is
// rendered by Qt's Markdown reader (never by hand) with these guarantees:
//   - raw HTML is not interpreted (QTextDocument::MarkdownNoHTML): it shows as text;
//   - images are never loaded: each image is replaced by its text,
//     "[image: file:///dev/zero]", and the documents below load no resource;
//   - links stay links but open only on a click, and only http(s)
//     (is_openable_link); the browsers here never follow them themselves;
//   - paragraphs keep a visible gap: every top-level block (a paragraph, a
//     heading, a whole list, a rule) ends in a bottom margin of
//     kParagraphGapLines of the document's default font's line spacing
//     (list items within a list, table cells and the last block get none).
#pragma once

#include <QTextBrowser>
#include <QTextDocument>
#include <QUrl>

namespace attn::ui {

// Sets `doc` to the rendering of `markdown` as described above.
void set_safe_markdown(QTextDocument* doc, const QString& markdown);

// The gap after a paragraph, in lines of the default font.
constexpr double kParagraphGapLines = 0.6;
// Sets the paragraph gaps of `doc` for its current default font (again after
// the font changes; idempotent: a block's own larger margin is kept).
void set_paragraph_gaps(QTextDocument* doc);

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

  protected:
    void changeEvent(QEvent* e) override;  // a new font: the gaps follow it
};

}  // namespace attn::ui
