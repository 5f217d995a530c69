// Reading and writing lesson files (JSON, versioned; docs/lesson-format.md).
//
// Every reading error is a LessonError whose message starts with the JSON
// path of the offending field and says what was expected, e.g.
//   "embeddings[2].vector: expected 4 numbers (one per axis), got 3".
#pragma once

#include <stdexcept>
#include <string>

#include "attnlab/lesson.hpp"

namespace attn {

inline constexpr int kLessonFormatVersion = 1;

class LessonError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

Lesson lesson_from_json(const std::string& text);   // throws LessonError
std::string lesson_to_json(const Lesson& lesson);    // pretty-printed, lossless for floats

Lesson read_lesson_file(const std::string& path);   // throws LessonError (path in message)
// Writes atomically: a temporary file beside `path` is renamed over it.
// Throws std::runtime_error naming the path when it cannot be written.
void write_lesson_file(const Lesson& lesson, const std::string& path);

}  // namespace attn
