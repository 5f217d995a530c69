// GPT-2's byte-level BPE, exact:
//  1. special tokens (e.g. "<|endoftext|>") are split off first and map to their id;
//  2. the rest is cut by GPT-2's pre-tokenisation pattern (PCRE2, UTF mode, with
//     Unicode properties):  's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//  3. each piece's UTF-8 bytes become characters by the byte-to-unicode map
//     (printable Latin-1 bytes stay themselves, the other 68 go to U+0100…);
//  4. adjacent symbols are merged, the pair of lowest rank in merges first,
//     until no ranked pair remains; each symbol's id comes from the vocabulary.
// decode inverts 3 (and joins specials as their text).
#pragma once

#include <memory>
#include <string>

#include "attnlab/gpt/text_tokenizer.hpp"

namespace attn {

class BpeTokenizer final : public TextTokenizer {
public:
    // vocab.json ({"token": id, …}) and merges.txt (optional "#version" line,
    // then "a b" per line, rank = line order). `name` starts every message.
    // Throws TokenizerError naming the file and line / key.
    static std::shared_ptr<const BpeTokenizer> from_vocab_and_merges(const std::string& vocab_json,
                                                                     const std::string& merges_txt,
                                                                     const std::string& name = "tokenizer");
    // Hugging Face tokenizer.json with "model": {"type": "BPE", "vocab", "merges"}
    // (merges as "a b" strings or [a, b] pairs) and "added_tokens".
    static std::shared_ptr<const BpeTokenizer> from_tokenizer_json(const std::string& text,
                                                                   const std::string& name = "tokenizer.json");
    // The same from files; throws TokenizerError naming the path when a file cannot be read.
    static std::shared_ptr<const BpeTokenizer> load_files(const std::string& vocab_path, const std::string& merges_path);
    static std::shared_ptr<const BpeTokenizer> load_tokenizer_json(const std::string& path);

    ~BpeTokenizer() override;
    std::vector<int> encode(std::string_view text) const override;
    std::string decode(std::span<const int> ids) const override;
    std::string display(int id) const override;
    std::string piece(int id) const override;
    std::optional<int> id_of(std::string_view piece) const override;
    int size() const override;
    std::string describe() const override;
    int merge_count() const;

    struct Impl;
    explicit BpeTokenizer(std::unique_ptr<Impl> impl);

private:
    std::unique_ptr<Impl> impl_;
};

}  // namespace attn
