// Reading helpers for lesson JSON (engine-internal). Every failure throws
// LessonError whose message starts with the JSON path of the offending field,
// e.g. "embeddings[2].vector[1]: expected a finite number, got a string".
#pragma once

#include <string>

#include "attnlab/io/json_error.hpp"
#include "attnlab/io/utf8.hpp"
#include "attnlab/support/types.hpp"
#include "io/json_parse.hpp"

namespace attn::detail {

[[noreturn]] void fail(const std::string& path, const std::string& what);
const char* kind(const json& j);  // "a string", "an array", … for messages

// Parses text (at most kMaxLessonBytes, nesting at most kMaxJsonDepth). Syntax
// errors, numbers beyond double range (1e999) and excess nesting throw
// LessonError naming the path being read and the line and column.
json parse_limited(const std::string& text);

// `obj[key]`; throws "<path>.<key>: missing (required)" when absent.
const json& field(const json& obj, const std::string& path, const char* key);
std::string get_string(const json& j, const std::string& path);
std::string opt_string(const json& obj, const std::string& prefix, const char* key);
bool opt_bool(const json& obj, const std::string& prefix, const char* key, bool dflt);
// A finite number that fits a 32-bit float.
float get_number(const json& j, const std::string& path);
// An array of `count` items (count < 0: any count up to `max`); returns its size.
std::size_t expect_array(const json& j, const std::string& path, const char* of_what,
                         long long count, long long max);
// rows × cols numbers as an array of rows; shape checked before allocating.
Matrix get_matrix(const json& j, const std::string& path, int rows, int cols);

using attn::valid_utf8;  // attnlab/io/utf8.hpp

inline std::string at(const std::string& path, std::size_t i) {
    return path + "[" + std::to_string(i) + "]";
}

}  // namespace attn::detail
