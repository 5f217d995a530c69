// Vocabulary: the word-level token ids of a trained model. Id 0 is always the
// unknown token "<unk>"; ids 1…V−1 are lower-cased words and punctuation marks
// as attn::tokenize produces them.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

namespace attn {

class Vocabulary {
  public:
    static constexpr const char* kUnknown = "<unk>";
    static constexpr int kUnknownId = 0;

    Vocabulary();  // only "<unk>"
    // words[0] must be "<unk>"; words unique and non-empty. Throws std::invalid_argument.
    explicit Vocabulary(std::vector<std::string> words);

    // "<unk>", then every distinct token, most frequent first (ties in
    // alphabetical order), so the same text always gives the same ids.
    static Vocabulary from_tokens(const std::vector<std::string>& tokens);

    int size() const { return static_cast<int>(words_.size()); }  // V
    const std::vector<std::string>& words() const { return words_; }
    const std::string& word(int id) const { return words_.at(static_cast<std::size_t>(id)); }
    int id(const std::string& token) const;  // kUnknownId when absent
    bool contains(const std::string& token) const { return index_.count(token) != 0; }

    // tokenize(text), then ids (unknown words → kUnknownId).
    std::vector<int> encode(const std::string& text) const;

    bool operator==(const Vocabulary& o) const { return words_ == o.words_; }

  private:
    std::vector<std::string> words_;
    std::unordered_map<std::string, int> index_;
};

}  // namespace attn
