#include "modeldock/token_on_page.hpp"

#include <QStringDecoder>

namespace attn::ui {

namespace {

// The bytes of an unfinished last character of `bytes` (a lead byte and fewer continuation bytes
// than it announces); 0 when the last character is whole (or is no UTF-8 at all).
std::size_t unfinished_tail(std::string_view bytes) {
    // Walk back over at most three continuation bytes to the lead byte.
    std::size_t continuations = 0;
    std::size_t i = bytes.size();
    while (i > 0 && continuations < 3 &&
           (static_cast<unsigned char>(bytes[i - 1]) & 0xC0) == 0x80) {
        --i;
        ++continuations;
    }
    if (i == 0) return 0;
    const auto lead = static_cast<unsigned char>(bytes[i - 1]);
    const std::size_t length = (lead & 0xE0) == 0xC0   ? 2
                               : (lead & 0xF0) == 0xE0 ? 3
                               : (lead & 0xF8) == 0xF0 ? 4
                                                       : 0;
    return length > 0 && continuations + 1 < length ? continuations + 1 : 0;
}

}  // namespace

bool ends_inside_a_character(std::string_view bytes) { return unfinished_tail(bytes) > 0; }

QString sentence_of_generated(const std::string& bytes, bool* cut) {
    std::string_view whole(bytes);
    const std::size_t tail = unfinished_tail(whole);
    whole.remove_suffix(tail);
    if (cut) *cut = tail > 0;
    QString text = QString::fromUtf8(whole.data(), qsizetype(whole.size()));
    for (QChar& ch : text)
        if (ch.category() == QChar::Other_Control) ch = QLatin1Char(' ');
    return text.trimmed();
}

QString token_on_page(const std::string& bytes, const std::string& display) {
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8(QByteArrayView(bytes.data(), qsizetype(bytes.size())));
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
