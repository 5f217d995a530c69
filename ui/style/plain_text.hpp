// Text from a lesson or a user (sentences, words, axis names, titles, file
// names) is shown as plain text everywhere. Qt guesses rich text for labels,
// tooltips and message boxes (Qt::mightBeRichText) and reads '&' in action
// text as a mnemonic; these helpers make such text inert, so a shared lesson
// can never make the window load, draw or link anything.
#pragma once

#include <QApplication>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QLabel>
#include <QMessageBox>
#include <QString>
#include <algorithm>

namespace attn::ui {

// A label whose text is always plain (word-wrapped when asked).
inline QLabel* plain_label(QWidget* parent, bool wrap = false) {
    auto* l = new QLabel(parent);
    l->setTextFormat(Qt::PlainText);
    l->setWordWrap(wrap);
    return l;
}

// A tooltip that shows `text` exactly: escaped inside an explicit rich-text
// paragraph (a bare string that looks like HTML would be rendered as HTML).
inline QString plain_tooltip(const QString& text) {
    if (text.isEmpty()) return {};
    return QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(text.toHtmlEscaped());
}

// Action and button text: '&' is a mnemonic marker, so user text doubles it.
inline QString plain_action_text(QString text) {
    return text.replace(QLatin1Char('&'), QStringLiteral("&&"));
}

// A message box whose text is plain.
inline void plain_message_text(QMessageBox& box) { box.setTextFormat(Qt::PlainText); }

// How many characters a pane's line quotes of a sentence (a long prompt is shortened with
// "…" so that it never pushes the pane's controls away; its tooltip or the Sentences pane
// has it whole).
inline constexpr int kQuotedChars = 60;

// The one way text is shortened: Qt's elision ("…" where it is cut) at about
// `chars` average characters of the application font (or of `fm`).
// Only the start of a long text is measured (a 2,048-word sentence is cut
// long before its end): no character is narrower than a quarter of the average.
inline QString elided(const QString& text, int chars,
                      const QFontMetrics& fm = QFontMetrics(QApplication::font())) {
    constexpr int kNarrowest = 4;
    const qsizetype scan = qsizetype(std::max(1, chars)) * kNarrowest;
    if (text.size() <= scan)
        return fm.elidedText(text, Qt::ElideRight, fm.averageCharWidth() * chars);
    const QString head = text.left(scan);
    const QString shown = fm.elidedText(head, Qt::ElideRight, fm.averageCharWidth() * chars);
    return shown == head ? head + QChar(0x2026) : shown;
}

// `text` (a sentence, a token) in the reader's language's quotation marks: “…” in English, „…“
// in German, « … » in French, «…» in Spanish, "…" in Hebrew. Every pane that quotes a sentence
// quotes it so.
inline QString quoted_text(const QString& text) {
    //: Quotation marks around a quoted sentence or token, in this language's style
    return QCoreApplication::translate("attn::ui::Quotes", "“%1”").arg(text);
}

// A model's token (or any left-to-right snippet) inside a line that may be laid out right to
// left: isolated (U+2066 … U+2069) so that it reads as written ("␣bank", never "bank␣": the
// leading ␣ is neutral and would take the line's direction). For texts Qt lays out whole (combo
// boxes, labels); item views use LeftToRightDelegate.
inline QString left_to_right(const QString& text) { return QChar(0x2066) + text + QChar(0x2069); }

// The one colour of an error message in the window (a dark red that reads on
// light and dark themes), and how a label shows it.
inline constexpr const char* kErrorColour = "#b2182b";
inline void show_as_error(QWidget* w, bool bold = false) {
    w->setStyleSheet(QStringLiteral("color: %1%2")
                         .arg(QLatin1String(kErrorColour),
                              bold ? QStringLiteral("; font-weight: bold") : QString()));
}

}  // namespace attn::ui
