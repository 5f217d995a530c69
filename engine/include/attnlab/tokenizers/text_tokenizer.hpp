// TextTokenizer: how a real model turns text into token ids and back —
// GPT-2's byte-level BPE (bpe_tokenizer.hpp) or a nanoGPT character-level
// vocabulary (char_tokenizer.hpp). Immutable after construction; safe to share
// between threads.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

// A tokenizer file that cannot be used; what() names the file and the place
// ("merges.txt: line 12: 'Ġt' is not in vocab.json").
class TokenizerError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

class TextTokenizer {
  public:
    virtual ~TextTokenizer() = default;

    // Token ids of UTF-8 text. Throws std::invalid_argument for invalid UTF-8
    // ("byte 7 is not valid UTF-8") or a character the vocabulary cannot
    // represent ("'é' at character 3 is not in the model's vocabulary").
    virtual std::vector<int> encode(std::string_view text) const = 0;
    // The text of ids (bytes joined; a cut UTF-8 sequence becomes U+FFFD).
    // Throws std::invalid_argument for an id outside [0, size()).
    virtual std::string decode(std::span<const int> ids) const = 0;
    // One token's bytes as decode joins them, before any replacement: a byte-level
    // token may hold part of a UTF-8 character (GPT-2's "\xe2\x80" of "—").
    // Throws std::invalid_argument for an id outside [0, size()).
    virtual std::string bytes(int id) const = 0;
    // One token for display: valid UTF-8, a leading space shown as '␣'
    // (U+2423), a newline as '↵' (U+21B5), a tab as '→', never as 'Ġ' or 'Ċ'.
    virtual std::string display(int id) const = 0;
    // The token's own string in the vocabulary file (e.g. "Ġbank"); for lookups.
    virtual std::string piece(int id) const = 0;
    virtual std::optional<int> id_of(std::string_view piece) const = 0;
    virtual int size() const = 0;
    // "byte-level BPE, 50257 tokens, 50000 merges" / "characters, 65 tokens".
    virtual std::string describe() const = 0;
};

}  // namespace attn
