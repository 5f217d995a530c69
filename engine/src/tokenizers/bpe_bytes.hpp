// GPT-2's byte-to-unicode map (engine-internal): each byte becomes one
// printable character, so a vocabulary of strings can hold any bytes. The 188
// printable Latin-1 bytes ('!'…'~', '¡'…'¬', '®'…'ÿ') stay themselves; the
// other 68 (controls, space, DEL, U+0080…U+00A0, soft hyphen), in byte order,
// go to U+0100…U+0143 — so a space is 'Ġ' (U+0120) and a newline 'Ċ' (U+010A).
#pragma once

#include <string>

namespace attn::bpe {

// The character byte `b` stands as.
char32_t byte_to_char(unsigned char b);
// The byte that character `c` stands for, or -1 when `c` is none of the 256.
int char_to_byte(char32_t c);
// byte_to_char(b) as UTF-8 (one or two bytes); a reference into a fixed table.
const std::string& byte_symbol(unsigned char b);

}  // namespace attn::bpe
