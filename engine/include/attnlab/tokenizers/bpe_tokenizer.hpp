// GPT-2's byte-level BPE, exact (as openai/gpt-2's encoder.py with Python's
// `regex`, and Hugging Face's tokenizer.json for the same files):
//  1. special tokens are split off first and map to their id: tokenizer.json's
//     added_tokens with "special": true, or "<|endoftext|>" when vocab.json has
//     it; at each place the leftmost match, the longest of those starting there;
//  2. the rest is cut by GPT-2's pre-tokenisation pattern (PCRE2, UTF mode, with
//     Unicode properties):  's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+|
//     ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+ where \s is Unicode's White_Space, as `regex` takes it
//     (PCRE2's own \s adds U+180E) and \p{L}, \p{N} are PCRE2's tables (Unicode 14 for 10.42: a
//     letter added since, such as Unicode 15's, counts as neither); the contractions are lower-case
//     only ("I'M" is I ' M);
//  3. each piece's UTF-8 bytes become characters by the byte-to-unicode map
//     (printable Latin-1 bytes stay themselves, the other 68 go to U+0100…);
//  4. adjacent symbols are merged as GPT-2's bpe(): the pair of lowest rank in
//     merges, all its occurrences left to right, then the next lowest rank
//     among the pairs now present, until no ranked pair remains; each
//     symbol's id comes from the vocabulary. A byte whose symbol is not in
//     the vocabulary makes encode throw std::invalid_argument naming the
//     character and its index (counted from 0, as the byte offsets are).
// decode inverts 3 (and joins specials as their text); a vocabulary string
// with characters outside the map stands for its own UTF-8 (Hugging Face's
// ByteLevel decoder). Readers refuse (TokenizerError, naming the file and the
// line or key): files over 64 MiB; ids repeated, outside [0, 2^24) or with
// gaps (size() is the largest id + 1); merges whose halves or join are not
// in the vocabulary; a tokenizer.json with a normalizer, a pre-tokenizer
// other than GPT-2's ByteLevel, or BPE options GPT-2 does not use (a subword
// prefix, ignore_merges), which would tokenise differently. Added tokens that
// are not special are ids (decoded as their text) but are not split off, and
// those outside the model's vocabulary take no part in merges. A pair given
// twice in merges keeps its later rank (as Python's dict). Immutable after
// construction; encode keeps its scratch space per call, so threads may share
// one tokenizer.
#pragma once

#include <memory>
#include <string>

#include "attnlab/tokenizers/text_tokenizer.hpp"

namespace attn {

class BpeTokenizer final : public TextTokenizer {
  public:
    // vocab.json ({"token": id, …}) and merges.txt (optional "#version" line,
    // then "a b" per line, rank = line order). `name` starts every message.
    // Throws TokenizerError naming the file and line / key.
    static std::shared_ptr<const BpeTokenizer> from_vocab_and_merges(
        const std::string& vocab_json, const std::string& merges_txt,
        const std::string& name = "tokenizer");
    // Hugging Face tokenizer.json with "model": {"type": "BPE", "vocab", "merges"}
    // (merges as "a b" strings or [a, b] pairs) and "added_tokens".
    static std::shared_ptr<const BpeTokenizer> from_tokenizer_json(
        const std::string& text, const std::string& name = "tokenizer.json");
    // The same from files; throws TokenizerError naming the path when a file cannot be read.
    static std::shared_ptr<const BpeTokenizer> load_files(const std::string& vocab_path,
                                                          const std::string& merges_path);
    static std::shared_ptr<const BpeTokenizer> load_tokenizer_json(const std::string& path);

    ~BpeTokenizer() override;
    std::vector<int> encode(std::string_view text) const override;
    std::string decode(std::span<const int> ids) const override;
    std::string bytes(int id) const override;
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
