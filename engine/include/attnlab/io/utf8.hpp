// The one UTF-8 check of the engine: lesson files, corpora, safetensors names.
// Valid means well-formed UTF-8: shortest forms only, no surrogates, at most U+10FFFF.
#pragma once

#include <string>

namespace attn {

// Byte offset of the first invalid UTF-8 sequence, or std::string::npos if valid.
std::size_t first_invalid_utf8(const std::string& bytes);

inline bool valid_utf8(const std::string& bytes) {
    return first_invalid_utf8(bytes) == std::string::npos;
}

// `text` with each control byte but newline and tab (U+0000–U+001F, U+007F) written as JSON
// writes it, "\u0000": a message quoting a word that holds one stays whole (a NUL cut
// `what()` there) and says what stands in the word.
std::string visible_controls(const std::string& text);

}  // namespace attn
