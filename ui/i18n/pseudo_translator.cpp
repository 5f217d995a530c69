#include "i18n/pseudo_translator.hpp"

#include <QHash>

namespace attn::ui {
namespace {

QChar accented(QChar c) {
    static const QHash<QChar, QChar> map = [] {
        QHash<QChar, QChar> m;
        const QString plain = QStringLiteral("aeiouycnsAEIOUYCNS");
        const QString marked = QStringLiteral("åéîöüýçñšÅÉÎÖÜÝÇÑŠ");
        for (qsizetype i = 0; i < plain.size(); ++i) m.insert(plain[i], marked[i]);
        return m;
    }();
    return map.value(c, c);
}

// Length of a placeholder at `i` ("%1", "%L12", "%n"), 0 when none starts there.
qsizetype placeholder_length(const QString& s, qsizetype i) {
    if (s[i] != QLatin1Char('%') || i + 1 >= s.size()) return 0;
    qsizetype j = i + 1;
    if (s[j] == QLatin1Char('n')) return 2;
    if (s[j] == QLatin1Char('L')) ++j;
    const qsizetype digits = j;
    while (j < s.size() && s[j].isDigit()) ++j;
    return j > digits ? j - i : 0;
}

}  // namespace

QString pseudo_text(const QString& source) {
    if (source.trimmed().isEmpty()) return source;
    QString out;
    out.reserve(source.size() * 2);
    int letters = 0;
    for (qsizetype i = 0; i < source.size();) {
        const QChar c = source[i];
        if (const qsizetype p = placeholder_length(source, i)) {
            out += source.mid(i, p);
            i += p;
        } else if (c == QLatin1Char('<') ||
                   (c == QLatin1Char('&') && source.indexOf(QLatin1Char(';'), i) > i &&
                    source.indexOf(QLatin1Char(';'), i) - i < 8 &&
                    !source.mid(i + 1, source.indexOf(QLatin1Char(';'), i) - i - 1)
                         .contains(QLatin1Char(' ')))) {
            // An HTML tag or entity, kept whole.
            const qsizetype end =
                source.indexOf(c == QLatin1Char('<') ? QLatin1Char('>') : QLatin1Char(';'), i);
            const qsizetype stop = end < 0 ? source.size() : end + 1;
            out += source.mid(i, stop - i);
            i = stop;
        } else if (c == QLatin1Char('&') && i + 1 < source.size()) {
            out += source.mid(i, 2);  // a mnemonic ("&File") or "&&", kept on its letter
            i += 2;
        } else {
            if (c.isLetter()) ++letters;
            out += accented(c);
            ++i;
        }
    }
    // About 40% longer, as German and French often are: the padding goes inside the brackets.
    const int pad = std::max(2, letters * 2 / 5);
    return QLatin1Char('[') + out + QString(pad, QChar(0x00B7)) + QLatin1Char(']');
}

QString PseudoTranslator::translate(const char* context, const char* sourceText,
                                    const char* disambiguation, int n) const {
    Q_UNUSED(context)
    Q_UNUSED(disambiguation)
    Q_UNUSED(n)
    if (!sourceText || !*sourceText) return {};
    return pseudo_text(QString::fromUtf8(sourceText));
}

}  // namespace attn::ui
