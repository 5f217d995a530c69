#include "modeldock/token_on_page.hpp"

#include <QStringDecoder>

namespace attn::ui {

QString token_on_page(const std::string& decoded, const std::string& display) {
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(QByteArrayView(decoded.data(), qsizetype(decoded.size())));
    if (utf8.hasError()) return QString::fromStdString(display);
    QString out;
    out.reserve(text.size() + 1);
    // As the tokenizer's display writes them (attnlab/tokenizers/token_text.hpp: visible), but a
    // space stays a space: the page is text to read.
    const auto hex = [](unsigned v, int digits) {
        return QStringLiteral("%1").arg(v, digits, 16, QLatin1Char('0')).toUpper();
    };
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n')
            out += QStringLiteral("↵\n");
        else if (u == u'\t')
            out += QStringLiteral("→");
        else if (u < 0x20 || u == 0x7F)
            out += QStringLiteral("\\x") + hex(u, 2);
        else if (u >= 0x80 && u <= 0x9F)
            out += QStringLiteral("\\u") + hex(u, 4);
        else
            out += c;
    }
    return out;
}

}  // namespace attn::ui
