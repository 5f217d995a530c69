// The text a generated token shows on the Generate tab's page, where every token must stay
// visible (and hoverable): its decoded text, with a newline as "↵" and a line break, a tab as
// "→", any other control character as the tokenizer's display writes it ("\x00", "\x1B"; C1
// controls "\u0085"), and a token that is not whole UTF-8 (one byte of a character a byte-level
// BPE splits) as the tokenizer's display of it (`display`, e.g. "\xE2").
#pragma once

#include <QString>
#include <string>

namespace attn::ui {

QString token_on_page(const std::string& decoded, const std::string& display);

}  // namespace attn::ui
