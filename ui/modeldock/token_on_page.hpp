// The text a generated token shows on the Generate tab's page, where every token must stay
// visible (and hoverable): its bytes (TextTokenizer::bytes) as text, with a newline as "↵" and a
// line break, a tab as "→", any other control character as the tokenizer's display writes it
// ("\x00", "\x1B"; C1 controls "\u0085"), and a token that is not whole UTF-8 (one byte of a
// character a byte-level BPE splits) as the tokenizer's display of it (`display`, e.g. "\xE2").
#pragma once

#include <QString>
#include <string>
#include <string_view>

namespace attn::ui {

QString token_on_page(const std::string& bytes, const std::string& display);

// Whether `bytes` end inside a UTF-8 character: a lead byte followed by fewer continuation
// bytes than it announces, so the next token may complete it ("\xE2\x80" of "—"). False for
// whole text, for empty bytes and for a stray continuation byte.
bool ends_inside_a_character(std::string_view bytes);

// Generated text (`bytes`, the tokens decoded) as a lesson sentence, one line of whole
// characters: a character the last token left unfinished is dropped (`*cut` set; it became
// U+FFFD), every control character (line breaks, tabs, "\x1B") becomes a space, the ends are
// trimmed.
QString sentence_of_generated(const std::string& bytes, bool* cut = nullptr);

}  // namespace attn::ui
