// GPT-2's own tokenizer files: vocab.json (one flat JSON object, read here
// with its line numbers so that a message can say where) and merges.txt.
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <unordered_map>

#include "tokenizers/bpe_impl.hpp"
#include "tokenizers/token_text.hpp"

namespace attn::bpe {
namespace {

// A reader of {"token": id, …}: strict JSON (RFC 8259) for exactly that shape.
class VocabReader {
  public:
    VocabReader(std::string_view text, const std::string& file) : s_(text), file_(file) {}

    std::vector<VocabEntry> read() {
        std::vector<VocabEntry> out;
        if (s_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = 3;  // a UTF-8 byte order mark
        skip_space();
        if (peek() != '{') fail("expected a JSON object {\"token\": id, …}, found " + found());
        ++pos_;
        std::unordered_map<std::string, int, StringHash, std::equal_to<>> seen;
        skip_space();
        if (peek() == '}') {
            ++pos_;
        } else {
            for (;;) {
                skip_space();
                if (peek() != '"') fail("expected a token in double quotes, found " + found());
                VocabEntry e;
                e.line = line_;
                e.token = string();
                if (e.token.empty()) fail("an empty token");
                if (auto [it, fresh] = seen.emplace(e.token, e.line); !fresh)
                    fail(quote(e.token) + " is already on line " + std::to_string(it->second));
                skip_space();
                if (peek() != ':')
                    fail("expected ':' after " + quote(e.token) + ", found " + found());
                ++pos_;
                skip_space();
                e.id = integer(e.token);
                out.push_back(std::move(e));
                skip_space();
                if (peek() == ',') {
                    ++pos_;
                    continue;
                }
                if (peek() == '}') {
                    ++pos_;
                    break;
                }
                fail("expected ',' or '}', found " + found());
            }
        }
        skip_space();
        if (pos_ < s_.size()) fail("unexpected " + found(false) + " after the object");
        return out;
    }

  private:
    [[noreturn]] void fail(const std::string& what) const {
        throw TokenizerError(file_ + ": line " + std::to_string(line_) + ": " + what);
    }
    int peek() const { return pos_ < s_.size() ? static_cast<unsigned char>(s_[pos_]) : -1; }
    // What stands at pos_, for a message; `not_json`: say so of a word JSON does not know.
    std::string found(bool not_json = true) const {
        const int c = peek();
        if (c < 0) return "the end of the file";
        if (c == '"') return "a string";
        if (c == '{') return "an object";
        if (c == '[') return "an array";
        for (const std::string_view literal : {"true", "false", "null"})
            if (s_.compare(pos_, literal.size(), literal) == 0)
                return literal == "null" ? "null" : "true/false";
        if (c == '-' || (c >= '0' && c <= '9')) return "a number";
        // A word JSON does not know: a file that is not JSON ("this is…") or a cut literal
        // ("tru"); quoted, a few letters of it.
        constexpr std::size_t kMostLetters = 16;
        std::size_t end = pos_;
        while (end < s_.size() && end - pos_ < kMostLetters &&
               std::isalpha(static_cast<unsigned char>(s_[end])))
            ++end;
        if (end > pos_)
            return quote(s_.substr(pos_, end - pos_)) + (not_json ? ", which is not JSON" : "");
        const int len = token_text::sequence_at(s_, pos_);
        return quote(s_.substr(pos_, std::size_t(len > 0 ? len : 1)));
    }
    void skip_space() {
        while (pos_ < s_.size()) {
            const char c = s_[pos_];
            if (c == '\n')
                ++line_;
            else if (c != ' ' && c != '\t' && c != '\r')
                return;
            ++pos_;
        }
    }
    unsigned hex4() {
        if (pos_ + 4 > s_.size()) fail("a \\u escape needs four hex digits");
        unsigned v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = s_[pos_++];
            v <<= 4;
            if (c >= '0' && c <= '9')
                v |= unsigned(c - '0');
            else if (c >= 'a' && c <= 'f')
                v |= unsigned(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                v |= unsigned(c - 'A' + 10);
            else
                fail("a \\u escape needs four hex digits");
        }
        return v;
    }
    // A \u escape's code point, pos_ just past its "\u": a high surrogate with the
    // \u escape of its low half as one; appended to out as UTF-8, pos_ past the digits.
    void unicode_escape(std::string& out) {
        char32_t cp = hex4();
        if (cp >= 0xDC00 && cp <= 0xDFFF) fail("a \\u escape of a lone low surrogate");
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            if (s_.substr(pos_, 2) != "\\u")
                fail("a \\u escape of a high surrogate without its low half");
            pos_ += 2;
            const char32_t lo = hex4();
            if (lo < 0xDC00 || lo > 0xDFFF)
                fail("a \\u escape of a high surrogate without its low half");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
        }
        token_text::append_utf8(out, cp);
    }
    // An escape inside a string at pos_ (on its '\\'): what it stands for appended to
    // out, pos_ past it.
    void escape(std::string& out) {
        if (pos_ + 1 >= s_.size()) fail("a string is not closed");
        const char e = s_[pos_ + 1];
        pos_ += 2;
        switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u':
                unicode_escape(out);
                break;
            default:
                fail(std::string("an unknown escape '\\") +
                     token_text::visible(std::string_view(&e, 1)) + "'");
        }
    }
    // A JSON string at pos_ (on its '"'); valid UTF-8 out.
    std::string string() {
        ++pos_;
        std::string out;
        for (;;) {
            if (pos_ >= s_.size()) fail("a string is not closed");
            const auto c = static_cast<unsigned char>(s_[pos_]);
            if (c == '"') {
                ++pos_;
                return out;
            }
            if (c < 0x20)
                fail("a control character (byte " + std::to_string(c) +
                     ") inside a string; JSON needs an escape");
            if (c == '\\') {
                escape(out);
                continue;
            }
            const int len = token_text::sequence_at(s_, pos_);
            if (len == 0) fail("byte " + std::to_string(pos_) + " is not valid UTF-8");
            out.append(s_.substr(pos_, std::size_t(len)));
            pos_ += std::size_t(len);
        }
    }
    // An id: a JSON integer in [0, 2^24).
    long long integer(const std::string& token) {
        const std::size_t start = pos_;
        const int c = peek();
        if (c != '-' && !(c >= '0' && c <= '9'))
            fail(quote(token) + ": the id must be an integer, found " + found());
        if (c == '-') ++pos_;
        const std::size_t digits = pos_;
        while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') ++pos_;
        if (pos_ == digits) fail(quote(token) + ": not a valid JSON number");
        if (pos_ - digits > 1 && s_[digits] == '0')
            fail(quote(token) + ": a JSON number has no leading zeros");
        if (pos_ < s_.size() && (s_[pos_] == '.' || s_[pos_] == 'e' || s_[pos_] == 'E'))
            fail(quote(token) + ": the id must be a whole number, found " +
                 std::string(s_.substr(start, std::min<std::size_t>(pos_ - start + 8, 24))) + "…");
        const std::string_view num = s_.substr(start, pos_ - start);
        if (c == '-' || pos_ - digits > 9)
            fail(quote(token) + ": id " + std::string(num) + " is outside [0, 16777216)");
        const long long v = std::stoll(std::string(num));
        if (v > kMaxTokenId)
            fail(quote(token) + ": id " + std::string(num) + " is outside [0, 16777216)");
        return v;
    }

    std::string_view s_;
    const std::string& file_;
    std::size_t pos_ = 0;
    int line_ = 1;
};

}  // namespace

std::vector<VocabEntry> read_vocab_json(std::string_view text, const std::string& file) {
    return VocabReader(text, file).read();
}

std::vector<MergeEntry> read_merges_txt(std::string_view text, const std::string& file) {
    std::vector<MergeEntry> out;
    int line = 0;
    std::size_t pos = 0;
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        std::string_view l = text.substr(pos, end - pos);
        const std::size_t start = pos;
        pos = end + 1;
        ++line;
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        if (line == 1 && l.substr(0, 8) == "#version") continue;
        if (l.empty()) continue;  // blank lines (the one after the last newline among them)
        auto where = [&] { return file + ": line " + std::to_string(line) + ": "; };
        for (std::size_t i = 0; i < l.size();) {
            const int len = token_text::sequence_at(l, i);
            if (len == 0)
                throw TokenizerError(where() + "byte " + std::to_string(start + i) +
                                     " is not valid UTF-8");
            i += std::size_t(len);
        }
        const std::size_t sp = l.find(' ');
        if (sp == std::string_view::npos || sp == 0 || sp + 1 == l.size() ||
            l.find(' ', sp + 1) != std::string_view::npos)
            throw TokenizerError(where() + "expected two tokens separated by one space, found " +
                                 quote(l.substr(0, 60)));
        out.push_back({std::string(l.substr(0, sp)), std::string(l.substr(sp + 1)), line});
    }
    return out;
}

}  // namespace attn::bpe
