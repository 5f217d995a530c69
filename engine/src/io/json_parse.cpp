#include "io/json_parse.hpp"

#include <algorithm>
#include <cstdio>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

namespace attn::detail {
namespace {

// nlohmann's "[json.exception.parse_error.101] parse error at line 1, column 17: syntax
// error while parsing object - unexpected string literal; expected '}'" without its prefix:
// "line 1, column 17: unexpected string literal; expected '}'".
std::string strip_library_prefix(const std::string& library) {
    std::string m = library;
    if (const auto p = m.find("] "); p != std::string::npos && m.rfind("[json.", 0) == 0)
        m = m.substr(p + 2);
    for (const char* lead : {"parse error at ", "parse error: "})
        if (m.rfind(lead, 0) == 0) m = m.substr(std::char_traits<char>::length(lead));
    const std::string syntax = "syntax error while parsing ";
    if (const auto s = m.find(syntax); s != std::string::npos) {
        const auto dash = m.find(" - ", s);
        if (dash != std::string::npos) m.erase(s, dash + 3 - s);
    }
    return m;
}

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// What stands in the text where a literal could not be read (nlohmann's "invalid literal";
// `at`: the byte it stopped on): a word JSON does not know, quoted ("'oops', which is not
// JSON"; a cut "tru" too), else the character there.
std::string found_at(std::string_view text, std::size_t at) {
    if (at >= text.size()) return "the end of the file";
    std::size_t b = at;
    if (!is_letter(text[b]) && b > 0 && is_letter(text[b - 1])) --b;  // stopped after the word
    while (b > 0 && is_letter(text[b - 1])) --b;
    std::size_t e = b;
    constexpr std::size_t kMostLetters = 16;
    while (e < text.size() && e - b < kMostLetters && is_letter(text[e])) ++e;
    if (e > b) return "'" + std::string(text.substr(b, e - b)) + "', which is not JSON";
    const unsigned char c = static_cast<unsigned char>(text[at]);
    if (c >= 0x20 && c < 0x7f) return std::string("'") + char(c) + "'";
    char hex[16];
    std::snprintf(hex, sizeof hex, "byte 0x%02X", c);
    return hex;
}

// The parser's names of what it met or (`expected`) wanted, in plain words.
std::string plain_token(const std::string& t, bool expected) {
    if (expected && (t == "'}'" || t == "']'")) return "',' or " + t;  // either would do
    static const std::pair<const char*, const char*> kWords[] = {
        {"string literal", "a string"},
        {"number literal", "a number"},
        {"true literal", "true"},
        {"false literal", "false"},
        {"null literal", "null"},
        {"end of input", "the end of the file"},
        {"'[', '{', or a literal", "a value"},
        {"value", "a value"},
    };
    for (const auto& [from, to] : kWords)
        if (t == from) return to;
    return t;
}

// The parser's error in our words: "line 1, column 17: found a string; expected ',' or '}'",
// "line 1, column 17: found 'oops', which is not JSON", "line 3, column 1: found the end of
// the file; expected ',' or '}'". No term of the library's ("literal", "last read: …").
std::string plain_message(const std::string& library, std::string_view text, std::size_t byte) {
    const std::string m = strip_library_prefix(library);
    const auto colon = m.find(": ");
    if (m.rfind("line ", 0) != 0 || colon == std::string::npos) return m;
    std::string where = m.substr(0, colon), found, expected, other;
    std::size_t from = colon + 2;
    while (from <= m.size()) {
        const std::size_t to = std::min(m.find("; ", from), m.size());
        const std::string part = m.substr(from, to - from);
        if (part.rfind("unexpected ", 0) == 0)
            found = plain_token(part.substr(11), false);
        else if (part == "invalid literal")
            found = found_at(text, byte > 0 ? byte - 1 : 0);
        else if (part.rfind("expected ", 0) == 0)
            expected = plain_token(part.substr(9), true);
        else if (part.rfind("last read: ", 0) != 0)
            other = other.empty() ? part : other + "; " + part;  // "invalid string: …"
        from = to + 2;
    }
    std::string out = where + ": ";
    if (!found.empty()) out += "found " + found;
    if (!other.empty()) out += (found.empty() ? "" : "; ") + other;
    if (!expected.empty())
        out += (found.empty() && other.empty() ? "" : "; ") + ("expected " + expected);
    return out;
}

const char* kind_of(const json& j) {
    if (j.is_string()) return "a string";
    if (j.is_number()) return "a number";
    if (j.is_boolean()) return "true or false";
    if (j.is_null()) return "null";
    if (j.is_array()) return "an array";
    return "an object";
}

// A SAX handler: nlohmann's own DOM builder, with the depth limit, the duplicate-key check and
// the observer. (nlohmann's callback parser did the same, but at every object's end it scans
// the enclosing array for a discarded value: quadratic in a long array of objects — a lesson
// with 100,000 loss samples took 11 s to read, 200,000 took 32 s.)
class CheckedDom {
  public:
    using Dom = nlohmann::detail::json_sax_dom_parser<json>;
    CheckedDom(json& result, int max_depth, const JsonEventObserver& observer)
        : dom_(result, true), max_depth_(max_depth), observer_(observer) {}

    bool null() { return see(json(nullptr)) && dom_.null(); }
    bool boolean(bool v) { return see(json(v)) && dom_.boolean(v); }
    bool number_integer(json::number_integer_t v) { return see(json(v)) && dom_.number_integer(v); }
    bool number_unsigned(json::number_unsigned_t v) {
        return see(json(v)) && dom_.number_unsigned(v);
    }
    bool number_float(json::number_float_t v, const json::string_t& text) {
        return see(json(v)) && dom_.number_float(v, text);
    }
    bool string(json::string_t& v) { return see(json(v)) && dom_.string(v); }
    bool binary(json::binary_t& v) { return see(json(v)) && dom_.binary(v); }
    bool key(json::string_t& k) {
        // A key given twice: the library keeps the last value unsaid, so a lesson's second
        // "sentences" silently replaced its first.
        if (!keys_.empty() && !keys_.back().insert(k).second)
            throw JsonSyntaxError("the key \"" + k + "\" is given twice in one object");
        if (observer_) {
            json named(k);
            observer_(depth(), json::parse_event_t::key, named);
        }
        return dom_.key(k);
    }
    bool start_object(std::size_t n) {
        return open(json::parse_event_t::object_start) && dom_.start_object(n);
    }
    bool start_array(std::size_t n) {
        return open(json::parse_event_t::array_start) && dom_.start_array(n);
    }
    bool end_object() { return close(json::parse_event_t::object_end) && dom_.end_object(); }
    bool end_array() { return close(json::parse_event_t::array_end) && dom_.end_array(); }
    template <class Exception>
    bool parse_error(std::size_t at, const std::string& token, const Exception& ex) {
        return dom_.parse_error(at, token, ex);  // throws ex
    }

  private:
    int depth() const { return int(keys_.size()); }
    bool see(json v) {
        if (observer_) observer_(depth(), json::parse_event_t::value, v);
        return true;
    }
    bool open(json::parse_event_t event) {
        if (depth() >= max_depth_)
            throw JsonSyntaxError("nested deeper than " + std::to_string(max_depth_) +
                                  " levels of arrays and objects");
        if (observer_) {
            json none;
            observer_(depth(), event, none);
        }
        keys_.emplace_back();  // an array's entry stays empty
        return true;
    }
    bool close(json::parse_event_t event) {
        if (!keys_.empty()) keys_.pop_back();
        if (observer_) {
            json none;
            observer_(depth(), event, none);
        }
        return true;
    }
    Dom dom_;
    int max_depth_;
    const JsonEventObserver& observer_;
    std::vector<std::unordered_set<std::string>> keys_;  // each open object's keys, innermost last
};

}  // namespace

json parse_json(const char* begin, const char* end, int max_depth,
                const JsonEventObserver& observer) {
    try {
        json result;
        CheckedDom handler(result, max_depth, observer);
        json::sax_parse(begin, end, &handler);
        return result;
    } catch (const json::out_of_range&) {
        // The only range error the parser raises: a number beyond double range (1e999).
        throw JsonSyntaxError("a number too large to represent (expected a finite number)");
    } catch (const json::parse_error& e) {
        throw JsonSyntaxError(
            plain_message(e.what(), std::string_view(begin, std::size_t(end - begin)), e.byte));
    } catch (const json::exception& e) {
        throw JsonSyntaxError(strip_library_prefix(e.what()));
    }
}

std::vector<std::string> parse_string_array(const std::string& text) {
    const json j = parse_json(text, 2);
    if (!j.is_array())
        throw JsonSyntaxError(std::string("expected an array of strings, got ") + kind_of(j));
    std::vector<std::string> out;
    out.reserve(j.size());
    for (std::size_t i = 0; i < j.size(); ++i) {
        if (!j[i].is_string())
            throw JsonSyntaxError("expected an array of strings, item " + std::to_string(i) +
                                  " is " + kind_of(j[i]));
        out.push_back(j[i].get<std::string>());
    }
    return out;
}

}  // namespace attn::detail
