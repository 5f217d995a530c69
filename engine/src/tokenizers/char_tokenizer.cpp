// CharTokenizer: nanoGPT's character vocabulary (attnlab/tokenizers/char_tokenizer.hpp).
#include "attnlab/tokenizers/char_tokenizer.hpp"

#include <stdexcept>

#include "tokenizers/token_text.hpp"

namespace attn {

namespace {

std::string quoted(std::string_view s) {
    constexpr std::size_t kMax = 40;
    std::string v = token_text::visible(s.substr(0, kMax));
    if (s.size() > kMax) v += "…";
    return "'" + v + "'";
}

}  // namespace

CharTokenizer::CharTokenizer(std::vector<std::string> itos, std::string name)
    : itos_(std::move(itos)), name_(std::move(name)) {
    if (itos_.empty()) throw TokenizerError(name_ + ": itos has no characters");
    for (std::size_t i = 0; i < itos_.size(); ++i) {
        const std::string& ch = itos_[i];
        const std::string at = name_ + ": itos[" + std::to_string(i) + "]: ";
        if (ch.empty()) throw TokenizerError(at + "an empty string, not one character");
        const std::size_t bad = token_text::first_invalid(ch);
        if (bad != std::string_view::npos)
            throw TokenizerError(at + "byte " + std::to_string(bad) + " is not valid UTF-8");
        if (std::size_t(token_text::sequence_at(ch, 0)) != ch.size())
            throw TokenizerError(at + quoted(ch) + " is " +
                                 std::to_string(token_text::char_index(ch, ch.size())) +
                                 " characters, not one");
        if (auto [it, fresh] = stoi_.emplace(ch, int(i)); !fresh)
            throw TokenizerError(at + token_text::quoted_char(ch) + " is also itos[" +
                                 std::to_string(it->second) + "]");
    }
}

std::vector<int> CharTokenizer::encode(std::string_view text) const {
    std::vector<int> ids;
    ids.reserve(text.size());
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size(); ++chars) {
        const int len = token_text::sequence_at(text, i);
        if (len == 0)
            throw std::invalid_argument("byte " + std::to_string(i) + " is not valid UTF-8");
        const std::string_view ch = text.substr(i, std::size_t(len));
        const auto it = stoi_.find(ch);
        if (it == stoi_.end())
            throw std::invalid_argument(token_text::quoted_char(ch) + " at character " +
                                        std::to_string(chars) +
                                        " is not in the model's vocabulary");
        ids.push_back(it->second);
        i += std::size_t(len);
    }
    return ids;
}

std::string CharTokenizer::decode(std::span<const int> ids) const {
    std::string out;
    out.reserve(ids.size());
    for (int id : ids) {
        token_text::check_id(id, size());
        out += itos_[std::size_t(id)];
    }
    return out;
}

std::string CharTokenizer::bytes(int id) const {
    token_text::check_id(id, size());
    return itos_[std::size_t(id)];
}

std::string CharTokenizer::display(int id) const {
    token_text::check_id(id, size());
    return token_text::visible(itos_[std::size_t(id)]);
}

std::string CharTokenizer::piece(int id) const {
    token_text::check_id(id, size());
    return itos_[std::size_t(id)];
}

std::optional<int> CharTokenizer::id_of(std::string_view piece) const {
    const auto it = stoi_.find(piece);
    if (it == stoi_.end()) return std::nullopt;
    return it->second;
}

std::string CharTokenizer::describe() const {
    return "characters, " + std::to_string(size()) + " tokens";
}

}  // namespace attn
