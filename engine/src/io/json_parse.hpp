// The engine's one JSON parser (engine-internal): every reader of JSON — lesson
// files, config.json, tokenizer.json, safetensors headers and metadata — parses
// through it, with a nesting limit enforced while parsing (a million nested
// arrays never reach the stack) and one wording for a syntax error.
#pragma once

#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace attn::detail {

using json = nlohmann::json;

// What parse_json throws. what() is the reader's own words with no library
// text: "line 1, column 17: found a string; expected ',' or '}'", "line 1, column 17:
// found 'oops', which is not JSON", "nested
// deeper than 16 levels", "a number too large to represent (expected a finite
// number)". Each reader prefixes it with its file and rethrows as its own error.
class JsonSyntaxError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

// Told of every parse event, with the depth (a key's event carries the key, a value's the
// value); its answer is not read: no value is dropped. Used by the lesson reader to track the
// path.
using JsonEventObserver = nlohmann::json::parser_callback_t;

// Parses [begin, end) with arrays and objects nested at most max_depth deep.
// `observer`, when given, sees each event after the depth check.
json parse_json(const char* begin, const char* end, int max_depth,
                const JsonEventObserver& observer = nullptr);
inline json parse_json(const std::string& text, int max_depth,
                       const JsonEventObserver& observer = nullptr) {
    return parse_json(text.data(), text.data() + text.size(), max_depth, observer);
}

// A JSON array of strings (a vocabulary in id order), parsed with parse_json;
// JsonSyntaxError "expected an array of strings, item 3 is a number" otherwise.
std::vector<std::string> parse_string_array(const std::string& text);

}  // namespace attn::detail
