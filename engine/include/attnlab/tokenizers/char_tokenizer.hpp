// A nanoGPT character-level vocabulary (its data/…/meta.pkl: stoi and itos):
// each token is one character (a Unicode code point, as Python's str indexes).
// encode refuses invalid UTF-8 ("byte 7 …") and a character outside itos
// ("'é' at character 3 …", counted from 0); display shows ' ' '\n' '\t' as
// '␣' '↵' '→' and other control characters as "\x0D".
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "attnlab/tokenizers/text_tokenizer.hpp"

namespace attn {

class CharTokenizer final : public TextTokenizer {
  public:
    // itos[i] is token i's character (one code point, UTF-8). Throws
    // TokenizerError when an entry is not exactly one character or repeats.
    explicit CharTokenizer(std::vector<std::string> itos, std::string name = "meta.pkl");

    std::vector<int> encode(std::string_view text) const override;
    std::string decode(std::span<const int> ids) const override;
    std::string bytes(int id) const override;
    std::string display(int id) const override;
    std::string piece(int id) const override;
    std::optional<int> id_of(std::string_view piece) const override;
    int size() const override { return int(itos_.size()); }
    std::string describe() const override;

  private:
    std::vector<std::string> itos_;
    std::map<std::string, int, std::less<>> stoi_;
    std::string name_;
};

}  // namespace attn
