#include "attnlab/words/tokenizer.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace attn {
namespace {

bool is_space(unsigned char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

}  // namespace

bool is_word_char(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '\'' || c >= 0x80;
}

bool is_single_word(const std::string& word) {
    const std::vector<std::string> tokens = tokenize(word);
    return tokens.size() == 1 && tokens[0] == word;
}

bool is_vocabulary_word(const std::string& word) {
    if (word.size() > 2 && word.front() == '<' && word.back() == '>')
        return is_single_word(word.substr(1, word.size() - 2));
    return is_single_word(word);
}

std::vector<std::string> tokenize(const std::string& text) {
    std::vector<std::string> out;
    std::string word;
    auto flush = [&] {
        if (!word.empty()) out.push_back(std::move(word)), word.clear();
    };
    for (unsigned char c : text) {
        if (is_word_char(c)) {
            word.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a')
                                                : static_cast<char>(c));
        } else {
            flush();
            if (!is_space(c) && c >= 0x20) out.emplace_back(1, static_cast<char>(c));
        }
    }
    flush();
    return out;
}

Lookup lookup(const EmbeddingTable& table, const std::string& text) {
    Lookup r;
    r.tokens = tokenize(text);
    r.ids.reserve(r.tokens.size());
    // A long sentence looks its words up in a hash of the table (built once),
    // so 2,048 words over a 2,048-word table stay linear; a short one searches.
    constexpr size_t kHashFrom = 16;
    std::unordered_map<std::string_view, int> row;
    if (r.tokens.size() >= kHashFrom)
        for (int w = 0; w < table.word_count(); ++w)
            row.emplace(table.words()[static_cast<size_t>(w)], w);
    const auto index_of = [&](const std::string& t) -> std::optional<int> {
        if (r.tokens.size() < kHashFrom) return table.word_index(t);
        const auto found = row.find(t);
        return found == row.end() ? std::nullopt : std::optional<int>(found->second);
    };
    for (const auto& t : r.tokens) {
        const std::optional<int> i = index_of(t);
        r.ids.push_back(i ? *i : -1);
        if (!i && std::find(r.unknown.begin(), r.unknown.end(), t) == r.unknown.end())
            r.unknown.push_back(t);
    }
    return r;
}

Matrix embed(const EmbeddingTable& table, const Lookup& lk) {
    if (!lk.ok()) {
        std::string msg = lk.unknown.size() == 1 ? "unknown word " : "unknown words ";
        for (size_t i = 0; i < lk.unknown.size(); ++i)
            msg += (i ? ", '" : "'") + lk.unknown[i] + "'";
        if (table.word_count() == 0)
            msg += "; the vocabulary is empty: add words to the table first";
        else
            msg += "; the vocabulary is: ";
        for (int i = 0; i < table.word_count(); ++i) msg += (i ? ", " : "") + table.words()[i];
        throw std::invalid_argument(msg);
    }
    Matrix X(static_cast<Eigen::Index>(lk.ids.size()), table.axis_count());
    for (size_t i = 0; i < lk.ids.size(); ++i)
        X.row(static_cast<Eigen::Index>(i)) = table.values().row(lk.ids[i]);
    return X;
}

}  // namespace attn
