#include "modeldock/token_on_page.hpp"

#include <QStringDecoder>

namespace attn::ui {

QString token_on_page(const std::string& decoded, const std::string& display) {
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(QByteArrayView(decoded.data(), qsizetype(decoded.size())));
    if (utf8.hasError()) return QString::fromStdString(display);
    QString out;
    out.reserve(text.size() + 1);
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n')
            out += QStringLiteral("↵\n");
        else if (u < 0x20)
            out += QChar(char16_t(0x2400 + u));
        else if (u == 0x7F)
            out += QChar(char16_t(0x2421));
        else
            out += c;
    }
    return out;
}

}  // namespace attn::ui
