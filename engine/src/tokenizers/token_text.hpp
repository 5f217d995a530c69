// UTF-8 pieces shared by the text tokenizers (engine-internal): walking code
// points, turning any bytes into valid UTF-8 (U+FFFD, as Python's
// errors="replace") and into a visible form for display().
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace attn::token_text {

// Length (1–4) of the well-formed UTF-8 sequence starting at s[i], or 0 when
// none starts there; then `*subpart` (if given) is the length (≥ 1) of the
// maximal subpart of a sequence there — the bytes one U+FFFD stands for
// (Unicode §3.9, what CPython's decoder does). Requires i < s.size().
int sequence_at(std::string_view s, std::size_t i, int* subpart = nullptr);

// Byte offset of the first byte that does not start a well-formed sequence,
// or npos (the same verdict as attnlab/io/utf8.hpp, without a copy).
std::size_t first_invalid(std::string_view s);

// The code point of the well-formed sequence of `len` bytes at s[i].
char32_t code_point_at(std::string_view s, std::size_t i, int len);

void append_utf8(std::string& out, char32_t c);

// Valid UTF-8 whatever the bytes: each maximal invalid subpart becomes U+FFFD.
std::string replace_invalid(std::string_view bytes);

// Bytes for showing one token: ' ' → '␣' (U+2423), '\n' → '↵' (U+21B5),
// '\t' → '→' (U+2192), other C0 controls and DEL → "\xHH", C1 controls →
// "\u0085", bytes that are not well-formed UTF-8 → "\xHH"; everything else as
// it is. The result is valid UTF-8 and holds no control character.
std::string visible(std::string_view bytes);

// How many code points precede byte `offset` of valid UTF-8 text.
std::size_t char_index(std::string_view text, std::size_t offset);

// One character of valid UTF-8 quoted for a message: 'é', or the visible form
// of a control character ('\x0D').
std::string quoted_char(std::string_view ch);

// Throws std::invalid_argument ("id 7 is outside the vocabulary (0 to 4)")
// unless 0 <= id < size.
void check_id(int id, int size);

}  // namespace attn::token_text
