#include "attnlab/words/vocabulary.hpp"

#include <algorithm>
#include <map>
#include <stdexcept>

#include "attnlab/words/tokenizer.hpp"

namespace attn {

Vocabulary::Vocabulary() : Vocabulary(std::vector<std::string>{kUnknown}) {}

Vocabulary::Vocabulary(std::vector<std::string> words) : words_(std::move(words)) {
    if (words_.empty() || words_[0] != kUnknown)
        throw std::invalid_argument(std::string("vocabulary: the first word must be \"") +
                                    kUnknown + "\"");
    for (std::size_t i = 0; i < words_.size(); ++i) {
        if (words_[i].empty())
            throw std::invalid_argument("vocabulary[" + std::to_string(i) + "]: empty word");
        if (!index_.emplace(words_[i], static_cast<int>(i)).second)
            throw std::invalid_argument("vocabulary[" + std::to_string(i) + "]: duplicate word \"" +
                                        words_[i] + "\"");
    }
}

Vocabulary Vocabulary::from_tokens(const std::vector<std::string>& tokens) {
    std::map<std::string, long> counts;
    for (const auto& t : tokens)
        if (t != kUnknown) ++counts[t];
    std::vector<std::pair<std::string, long>> sorted(counts.begin(), counts.end());
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    std::vector<std::string> words{kUnknown};
    for (auto& [w, n] : sorted) words.push_back(w);
    return Vocabulary(std::move(words));
}

int Vocabulary::id(const std::string& token) const {
    auto it = index_.find(token);
    return it == index_.end() ? kUnknownId : it->second;
}

std::vector<int> Vocabulary::encode(const std::string& text) const {
    std::vector<int> ids;
    for (const auto& t : tokenize(text)) ids.push_back(id(t));
    return ids;
}

}  // namespace attn
