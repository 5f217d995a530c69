#include "tokenizers/bpe_bytes.hpp"

#include <array>

#include "tokenizers/token_text.hpp"

namespace attn::bpe {
namespace {

constexpr bool stays(unsigned b) {
    return (b >= 0x21 && b <= 0x7E) || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
}

struct Tables {
    std::array<char32_t, 256> to_char{};
    std::array<std::string, 256> symbol;
    std::array<short, 0x144> to_byte{};  // every mapped character is below U+0144
    Tables() {
        to_byte.fill(-1);
        char32_t next = 0x100;
        for (unsigned b = 0; b < 256; ++b) {
            to_char[b] = stays(b) ? char32_t(b) : next++;
            to_byte[to_char[b]] = short(b);
            token_text::append_utf8(symbol[b], to_char[b]);
        }
    }
};

const Tables& tables() {
    static const Tables t;
    return t;
}

}  // namespace

char32_t byte_to_char(unsigned char b) { return tables().to_char[b]; }

int char_to_byte(char32_t c) { return c < tables().to_byte.size() ? tables().to_byte[c] : -1; }

const std::string& byte_symbol(unsigned char b) { return tables().symbol[b]; }

}  // namespace attn::bpe
