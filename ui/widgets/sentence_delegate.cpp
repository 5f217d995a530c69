#include "widgets/sentence_delegate.hpp"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPainter>
#include <QRegularExpression>
#include <QTextDocument>
#include <algorithm>

#include "models/sentence_model.hpp"

namespace attn::ui {

QString mark_unknown_words(const QString& text, const QStringList& unknown) {
    if (unknown.isEmpty()) return text.toHtmlEscaped();
    // One pass over the plain text with every unknown word as an alternative;
    // only the pieces between and inside matches are escaped, so a word is
    // never looked for inside markup this function inserted ("color" inside
    // the span that marks "red").
    QStringList alternatives;
    for (const QString& w : unknown) alternatives << QRegularExpression::escape(w);
    const QRegularExpression re(QStringLiteral("(?<![\\w'])(%1)(?![\\w'])").arg(alternatives.join(QLatin1Char('|'))),
                                QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    QString html;
    qsizetype at = 0;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        html += text.mid(at, m.capturedStart() - at).toHtmlEscaped();
        html += QStringLiteral("<span style=\"color:#b2182b; text-decoration: underline wavy;\"><u>%1</u></span>")
                    .arg(m.captured(1).toHtmlEscaped());
        at = m.capturedEnd();
    }
    return html + text.mid(at).toHtmlEscaped();
}

QString visible_prefix(const QString& text, int width, const QFontMetrics& fm) {
    // A character is at least a third of the average wide; one word more than that.
    constexpr int kNarrowestChar = 3;
    const qsizetype chars = qsizetype(std::max(1, width) / std::max(1, fm.averageCharWidth()) * kNarrowestChar);
    if (text.size() <= chars) return text;
    const qsizetype space = text.indexOf(QLatin1Char(' '), chars);
    return space < 0 ? text : text.left(space);
}

void SentenceDelegate::paint(QPainter* p, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyle* style0 = opt.widget ? opt.widget->style() : QApplication::style();
    // Only what can be seen is laid out: a 2,048-word sentence is cut at a word
    // boundary past the view's right edge (the clip hides the rest anyway).
    const QRect textArea = style0->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    const int room = std::min(textArea.right(), opt.widget ? opt.widget->width() : textArea.right()) - textArea.left();
    const QString text = visible_prefix(index.data(Qt::DisplayRole).toString(), room, QFontMetrics(opt.font));
    QStyle* style = style0;
    style->drawControl(QStyle::CE_ItemViewItem, &opt, p, opt.widget);
    const QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    QTextDocument doc;
    doc.setDefaultFont(opt.font);
    doc.setDocumentMargin(0);
    QString html = mark_unknown_words(text, index.data(SentenceModel::UnknownWordsRole).toStringList());
    if (opt.state & QStyle::State_Selected)
        html = QStringLiteral("<span style=\"color:%1\">%2</span>").arg(opt.palette.highlightedText().color().name(), html);
    doc.setHtml(html);
    p->save();
    p->setClipRect(textRect);
    p->translate(textRect.left(), textRect.top() + (textRect.height() - doc.size().height()) / 2);
    doc.drawContents(p);
    p->restore();
}

}  // namespace attn::ui
