#include "attnlab/tokenizers/token_groups.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "tokenizers/token_text.hpp"

namespace attn {
namespace {

// What a token's edge is made of. Word: \p{L}, \p{N}; Mark: \p{M}, which
// belongs to the character before it (an accent, a vowel sign, an emoji's
// variation selector), so it neither starts a word nor decides how the next
// token joins; Space: Unicode's White_Space (as GPT-2's pattern takes \s);
// Other: punctuation, symbols, format characters, U+FFFD.
enum class Kind { Word, Mark, Space, Other };

class Classifier {
  public:
    Classifier() {
        int err = 0;
        PCRE2_SIZE at = 0;
        constexpr const char* kSpace =
            "[\\t-\\r\\x20\\x85\\xA0\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{"
            "205F}\\x{3000}]";
        constexpr const char* kWord = "[\\p{L}\\p{N}]";
        constexpr const char* kMark = "\\p{M}";
        space_ = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(kSpace), PCRE2_ZERO_TERMINATED,
                               PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK, &err,
                               &at, nullptr);
        word_ = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(kWord), PCRE2_ZERO_TERMINATED,
                              PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK, &err,
                              &at, nullptr);
        mark_ = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(kMark), PCRE2_ZERO_TERMINATED,
                              PCRE2_UTF | PCRE2_UCP | PCRE2_ANCHORED | PCRE2_NO_UTF_CHECK, &err,
                              &at, nullptr);
        if (!space_ || !word_ || !mark_)
            throw std::runtime_error("token_word_groups: the character classes do not compile");
    }
    ~Classifier() {
        pcre2_code_free(space_);
        pcre2_code_free(word_);
        pcre2_code_free(mark_);
    }
    Classifier(const Classifier&) = delete;
    Classifier& operator=(const Classifier&) = delete;

    // ch: one character of valid UTF-8.
    Kind kind(std::string_view ch) const {
        if (matches(space_, ch)) return Kind::Space;
        if (matches(word_, ch)) return Kind::Word;
        if (matches(mark_, ch)) return Kind::Mark;
        return Kind::Other;
    }

  private:
    static bool matches(const pcre2_code* code, std::string_view ch) {
        std::unique_ptr<pcre2_match_data, decltype(&pcre2_match_data_free)> md(
            pcre2_match_data_create_from_pattern(code, nullptr), &pcre2_match_data_free);
        if (!md) throw std::bad_alloc();
        return pcre2_match(code, reinterpret_cast<PCRE2_SPTR>(ch.data()), ch.size(), 0,
                           PCRE2_NO_UTF_CHECK, md.get(), nullptr) > 0;
    }
    pcre2_code* space_ = nullptr;
    pcre2_code* word_ = nullptr;
    pcre2_code* mark_ = nullptr;
};

const Classifier& classifier() {
    static const Classifier c;  // immutable after construction; shared by threads
    return c;
}

// The characters of valid UTF-8 text, in order.
std::vector<std::string_view> characters(std::string_view s) {
    std::vector<std::string_view> out;
    for (std::size_t i = 0; i < s.size();) {
        const int len = token_text::sequence_at(s, i);
        const std::size_t n = std::size_t(len > 0 ? len : 1);
        out.push_back(s.substr(i, n));
        i += n;
    }
    return out;
}

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
bool starts_replaced(std::string_view s) { return s.substr(0, 3) == kReplacement; }
bool ends_replaced(std::string_view s) {
    return s.size() >= 3 && s.substr(s.size() - 3) == kReplacement;
}

// A run: tokens whose bytes form characters only together (a byte-level BPE
// may cut "é" or an emoji between tokens). Its text is decoded as one, so its
// edges are whole characters; no word boundary falls inside a run.
struct Run {
    std::size_t begin = 0, end = 0;  // tokens [begin, end)
    std::string text;
};

}  // namespace

std::vector<int> token_word_groups(const TextTokenizer& tokenizer, std::span<const int> ids) {
    const int V = tokenizer.size();
    for (std::size_t i = 0; i < ids.size(); ++i)
        if (ids[i] < 0 || ids[i] >= V)
            throw std::invalid_argument(
                "token " + std::to_string(i) + ": id " + std::to_string(ids[i]) +
                " is outside the vocabulary (0 to " + std::to_string(V - 1) + ")");

    // Runs: a token joins the run before it when the bytes across the junction
    // decode differently together than apart (only replaced bytes can). A
    // character has at most 4 bytes, so the 3 tokens before the junction hold
    // all of its bytes before it; each run is decoded once at the end.
    std::vector<Run> runs;
    std::string previous;  // token i - 1 alone
    for (std::size_t i = 0; i < ids.size(); ++i) {
        std::string alone = tokenizer.decode(ids.subspan(i, 1));
        if (!runs.empty() && ends_replaced(previous) && starts_replaced(alone)) {
            const std::size_t from = i - std::min<std::size_t>(3, i - runs.back().begin);
            const std::span<const int> tail = ids.subspan(from, i - from);
            if (tokenizer.decode(ids.subspan(from, i + 1 - from)) !=
                tokenizer.decode(tail) + alone) {
                runs.back().end = i + 1;
                previous = std::move(alone);
                continue;
            }
        }
        runs.push_back(Run{i, i + 1, {}});
        previous = std::move(alone);
    }
    for (Run& r : runs) r.text = tokenizer.decode(ids.subspan(r.begin, r.end - r.begin));

    // A run starts a word when it is the first, or its first character is not
    // a mark and it or the last character before it (marks skipped) is white
    // space, or exactly one of the two is a letter or digit.
    const Classifier& c = classifier();
    std::vector<int> word(ids.size(), 0);
    int w = -1;
    std::optional<Kind> before;  // the last character so far that is not a mark
    for (const Run& r : runs) {
        const std::vector<std::string_view> chars = characters(r.text);
        bool starts_word = w < 0;
        if (!chars.empty() && before) {
            const Kind first = c.kind(chars.front());
            if (first != Kind::Mark)
                starts_word = starts_word || first == Kind::Space || *before == Kind::Space ||
                              (first == Kind::Word) != (*before == Kind::Word);
        }
        for (auto ch = chars.rbegin(); ch != chars.rend(); ++ch) {
            const Kind k = c.kind(*ch);
            if (k != Kind::Mark) {
                before = k;
                break;
            }
        }
        if (starts_word) ++w;
        for (std::size_t i = r.begin; i < r.end; ++i) word[i] = w;
    }
    return word;
}

}  // namespace attn
