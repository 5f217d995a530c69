#include "tokenizers/token_text.hpp"

#include <stdexcept>
#include <string>

namespace attn::token_text {

int sequence_at(std::string_view s, std::size_t i, int* subpart) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    const std::size_t n = s.size();
    const unsigned c = p[i];
    if (c < 0x80) return 1;
    int len = 0;
    unsigned lo = 0x80, hi = 0xBF;  // the allowed range of the second byte
    if (c >= 0xC2 && c <= 0xDF)
        len = 2;
    else if (c == 0xE0)
        len = 3, lo = 0xA0;
    else if (c >= 0xE1 && c <= 0xEC)
        len = 3;
    else if (c == 0xED)
        len = 3, hi = 0x9F;
    else if (c >= 0xEE && c <= 0xEF)
        len = 3;
    else if (c == 0xF0)
        len = 4, lo = 0x90;
    else if (c >= 0xF1 && c <= 0xF3)
        len = 4;
    else if (c == 0xF4)
        len = 4, hi = 0x8F;
    int k = 1;  // bytes of a valid prefix seen so far
    if (len > 0) {
        for (; k < len && i + std::size_t(k) < n; ++k) {
            const unsigned b = p[i + std::size_t(k)];
            const unsigned l = k == 1 ? lo : 0x80, h = k == 1 ? hi : 0xBF;
            if (b < l || b > h) break;
        }
        if (k == len) return len;
    }
    if (subpart) *subpart = k;
    return 0;
}

std::size_t first_invalid(std::string_view s) {
    for (std::size_t i = 0; i < s.size();) {
        const int len = sequence_at(s, i);
        if (len == 0) return i;
        i += std::size_t(len);
    }
    return std::string_view::npos;
}

char32_t code_point_at(std::string_view s, std::size_t i, int len) {
    const auto* p = reinterpret_cast<const unsigned char*>(s.data()) + i;
    if (len == 1) return p[0];
    char32_t c = p[0] & (0xFFu >> (len + 1));
    for (int k = 1; k < len; ++k) c = (c << 6) | (p[k] & 0x3Fu);
    return c;
}

void append_utf8(std::string& out, char32_t c) {
    if (c < 0x80) {
        out += char(c);
    } else if (c < 0x800) {
        out += char(0xC0 | (c >> 6));
        out += char(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += char(0xE0 | (c >> 12));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    } else {
        out += char(0xF0 | (c >> 18));
        out += char(0x80 | ((c >> 12) & 0x3F));
        out += char(0x80 | ((c >> 6) & 0x3F));
        out += char(0x80 | (c & 0x3F));
    }
}

std::string replace_invalid(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    std::size_t i = 0;
    while (i < bytes.size()) {
        int subpart = 1;
        const int len = sequence_at(bytes, i, &subpart);
        if (len > 0) {
            out.append(bytes.substr(i, std::size_t(len)));
            i += std::size_t(len);
        } else {
            out += "\xEF\xBF\xBD";  // U+FFFD
            i += std::size_t(subpart);
        }
    }
    return out;
}

namespace {

void append_hex(std::string& out, const char* prefix, unsigned v, int digits) {
    static const char* const kHex = "0123456789ABCDEF";
    out += prefix;
    for (int d = digits - 1; d >= 0; --d) out += kHex[(v >> (4 * d)) & 0xF];
}

}  // namespace

std::string visible(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size() + 8);
    std::size_t i = 0;
    while (i < bytes.size()) {
        const int len = sequence_at(bytes, i);
        if (len == 0) {
            append_hex(out, "\\x", static_cast<unsigned char>(bytes[i]), 2);
            ++i;
            continue;
        }
        const char32_t c = code_point_at(bytes, i, len);
        if (c == U' ')
            out += "\u2423";
        else if (c == U'\n')
            out += "\u21B5";
        else if (c == U'\t')
            out += "\u2192";
        else if (c < 0x20 || c == 0x7F)
            append_hex(out, "\\x", unsigned(c), 2);
        else if (c >= 0x80 && c <= 0x9F)
            append_hex(out, "\\u", unsigned(c), 4);
        else
            out.append(bytes.substr(i, std::size_t(len)));
        i += std::size_t(len);
    }
    return out;
}

std::size_t char_index(std::string_view text, std::size_t offset) {
    std::size_t chars = 0;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i)
        if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) ++chars;
    return chars;
}

void check_id(int id, int size) {
    if (id < 0 || id >= size)
        throw std::invalid_argument("id " + std::to_string(id) +
                                    " is outside the vocabulary (0 to " + std::to_string(size - 1) +
                                    ")");
}

std::string quoted_char(std::string_view ch) {
    std::string q = "'" + visible(ch) + "'";
    if (ch == " ")
        q += " (a space)";
    else if (ch == "\n")
        q += " (a newline)";
    else if (ch == "\t")
        q += " (a tab)";
    return q;
}

}  // namespace attn::token_text
