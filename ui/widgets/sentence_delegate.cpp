#include "widgets/sentence_delegate.hpp"

#include <QAbstractItemView>
#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QLineEdit>
#include <QPainter>
#include <QRegularExpression>
#include <QTextDocument>
#include <algorithm>
#include <cmath>

#include "itemmodels/sentence_item_model.hpp"
#include "widgets/token_strip.hpp"

namespace attn::ui {
namespace {

constexpr int kLinePad =
    2;  // px above the text line of a row with tokens, and between it and the tokens
constexpr int kStripPad = 3;  // px under the token strip

const SentenceItemModel* sentence_model(const QModelIndex& index) {
    return qobject_cast<const SentenceItemModel*>(index.model());
}

bool shows_tokens(const QModelIndex& index) {
    const SentenceItemModel* m = sentence_model(index);
    return m && m->showsTokens();
}

// The text line of a row with tokens, inside the item's text rectangle.
QRect text_line(const QRect& textRect, const QFont& font) {
    return QRect(textRect.left(), textRect.top() + kLinePad, textRect.width(),
                 QFontMetrics(font).height());
}

}  // namespace

QString mark_unknown_words(const QString& text, const QStringList& unknown) {
    if (unknown.isEmpty()) return text.toHtmlEscaped();
    // One pass over the plain text with every unknown word as an alternative;
    // only the pieces between and inside matches are escaped, so a word is
    // never looked for inside markup this function inserted ("color" inside
    // the span that marks "red").
    QStringList alternatives;
    for (const QString& w : unknown) alternatives << QRegularExpression::escape(w);
    const QRegularExpression re(
        QStringLiteral("(?<![\\w'])(%1)(?![\\w'])").arg(alternatives.join(QLatin1Char('|'))),
        QRegularExpression::CaseInsensitiveOption | QRegularExpression::UseUnicodePropertiesOption);
    QString html;
    qsizetype at = 0;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        html += text.mid(at, m.capturedStart() - at).toHtmlEscaped();
        html +=
            QStringLiteral(
                "<span style=\"color:#b2182b; text-decoration: underline wavy;\"><u>%1</u></span>")
                .arg(m.captured(1).toHtmlEscaped());
        at = m.capturedEnd();
    }
    return html + text.mid(at).toHtmlEscaped();
}

QString visible_prefix(const QString& text, int width, const QFontMetrics& fm) {
    // A character is at least a third of the average wide; one word more than that.
    constexpr int kNarrowestChar = 3;
    const qsizetype chars =
        qsizetype(std::max(1, width) / std::max(1, fm.averageCharWidth()) * kNarrowestChar);
    if (text.size() <= chars) return text;
    const qsizetype space = text.indexOf(QLatin1Char(' '), chars);
    return space < 0 ? text : text.left(space);
}

void SentenceDelegate::paint(QPainter* p, const QStyleOptionViewItem& option,
                             const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
    // Only what can be seen is laid out: a 2,048-word sentence is cut at a word
    // boundary past the view's right edge (the clip hides the rest anyway).
    QRect textRect = style->subElementRect(QStyle::SE_ItemViewItemText, &opt, opt.widget);
    // Never under the check box: in a right-to-left view the style's text rectangle reached over
    // it, and a long sentence's last token chips were drawn beneath the box.
    if (const QRect check =
            style->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &opt, opt.widget);
        check.isValid() && check.intersects(textRect)) {
        if (check.center().x() > textRect.center().x())
            textRect.setRight(check.left() - 2);
        else
            textRect.setLeft(check.right() + 2);
    }
    const int room =
        std::min(textRect.right(), opt.widget ? opt.widget->width() : textRect.right()) -
        textRect.left();
    const QString text =
        visible_prefix(index.data(Qt::DisplayRole).toString(), room, QFontMetrics(opt.font));
    style->drawControl(QStyle::CE_ItemViewItem, &opt, p, opt.widget);
    const std::optional<SentenceTokens> tokens = shownTokens(index);
    const QRect lineRect = tokens ? text_line(textRect, opt.font) : textRect;
    QTextDocument doc;
    doc.setDefaultFont(opt.font);
    doc.setDocumentMargin(0);
    QString html =
        mark_unknown_words(text, index.data(SentenceItemModel::UnknownWordsRole).toStringList());
    if (opt.state & QStyle::State_Selected)
        html = QStringLiteral("<span style=\"color:%1\">%2</span>")
                   .arg(opt.palette.highlightedText().color().name(), html);
    doc.setHtml(html);
    p->save();
    p->setClipRect(textRect);
    if (!(editing_.isValid() &&
          editing_ == index)) {  // the editor covers the text line while it is open
        p->save();
        p->translate(lineRect.left(),
                     lineRect.top() + (lineRect.height() - doc.size().height()) / 2);
        doc.drawContents(p);
        p->restore();
    }
    if (tokens) {
        const QPointF origin(textRect.left(), lineRect.bottom() + 1 + kLinePad);
        const QFont small = token_id_font(opt.font);
        const TokenStripLayout layout = layout_token_strip(*tokens, opt.font, small, origin, room);
        // The error text (no tokens) is drawn on the row itself: readable on the highlight too.
        QPalette pal = opt.palette;
        if (opt.state & QStyle::State_Selected)
            pal.setColor(QPalette::PlaceholderText, pal.color(QPalette::HighlightedText));
        paint_token_strip(p, layout, *tokens, opt.font, small, pal, origin, room,
                          bool(opt.state & QStyle::State_Selected));
    }
    p->restore();
}

QSize SentenceDelegate::sizeHint(const QStyleOptionViewItem& option,
                                 const QModelIndex& index) const {
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    if (!shows_tokens(index)) return s;
    const QFont& f = option.font;
    const int h = kLinePad + QFontMetrics(f).height() + kLinePad +
                  int(std::ceil(token_strip_height(f, token_id_font(f)))) + kStripPad;
    s.setHeight(std::max(s.height(), h));
    return s;
}

QWidget* SentenceDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                        const QModelIndex& index) const {
    QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
    auto* line = qobject_cast<QLineEdit*>(editor);
    if (!line || !shows_tokens(index)) return editor;
    editing_ = index;
    live_.reset();
    // Each keystroke is tokenised here, on the GUI thread: a tokenizer takes
    // microseconds for a sentence, and the pass it leads to runs on its own.
    connect(line, &QLineEdit::textEdited, this, [this, line](const QString& text) {
        const QModelIndex idx = editing_;
        const SentenceItemModel* m = sentence_model(idx);
        if (!m) return;
        live_ = m->tokensFor(text);
        if (auto* view = qobject_cast<QAbstractItemView*>(
                line->parentWidget() ? line->parentWidget()->parentWidget() : nullptr))
            view->update(idx);
        emit liveTokensChanged(idx.row());
    });
    return editor;
}

void SentenceDelegate::updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                                            const QModelIndex& index) const {
    QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    if (!shows_tokens(index)) return;
    QRect r = editor->geometry();
    r.setTop(option.rect.top() + kLinePad / 2);
    r.setHeight(
        std::max(editor->sizeHint().height(), QFontMetrics(option.font).height() + kLinePad));
    editor->setGeometry(r);
}

void SentenceDelegate::destroyEditor(QWidget* editor, const QModelIndex& index) const {
    const bool was = editing_.isValid() && editing_ == index;
    if (was) {
        editing_ = QPersistentModelIndex();
        live_.reset();
    }
    QStyledItemDelegate::destroyEditor(editor, index);
    if (was) emit liveTokensChanged(index.row());
}

std::optional<SentenceTokens> SentenceDelegate::liveTokens(int row) const {
    if (!live_ || !editing_.isValid() || editing_.row() != row) return std::nullopt;
    return live_;
}

std::optional<SentenceTokens> SentenceDelegate::shownTokens(const QModelIndex& index) const {
    if (!shows_tokens(index)) return std::nullopt;
    if (auto l = liveTokens(index.row())) return l;
    const QVariant v = index.data(SentenceItemModel::TokensRole);
    if (!v.canConvert<SentenceTokens>()) return std::nullopt;
    return v.value<SentenceTokens>();
}

}  // namespace attn::ui
