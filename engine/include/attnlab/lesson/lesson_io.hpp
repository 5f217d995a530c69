// Reading and writing lesson files (JSON, versioned; docs/lesson-format.md).
//
// Every reading error is a LessonError whose message starts with the JSON
// path of the offending field and says what was expected, e.g.
//   "embeddings[2].vector: expected 4 numbers (one per axis), got 3".
// Nothing else escapes from reading: malformed JSON, overflowing numbers,
// excess nesting and oversized inputs are all LessonErrors.
#pragma once

#include <stdexcept>
#include <string>

#include "attnlab/io/json_error.hpp"
#include "attnlab/lesson/lesson.hpp"

namespace attn {

inline constexpr int kLessonFormatVersion = 5;

// LessonError (attnlab/io/json_error.hpp): every reading error, its message led by the field's
// path.

// Reads any version from the oldest supported (0) up to kLessonFormatVersion;
// older versions are upgraded in memory (saving writes the current version).
// Limits (attnlab/support/limits.hpp) are checked before memory is allocated.
Lesson lesson_from_json(const std::string& text);  // throws LessonError
// Pretty-printed, lossless for floats, always the current version. Throws
// std::invalid_argument naming the field when a text is not valid UTF-8.
std::string lesson_to_json(const Lesson& lesson);

Lesson read_lesson_file(const std::string& path);  // throws LessonError (path in message)
// Writes atomically and durably: the text goes to a new temporary file beside
// `path` (PATH.XXXXXX), is fsync'ed, then renamed over `path`, and the folder
// is fsync'ed. A failed or interrupted save leaves the previous file intact
// (a crash mid-write can leave the temporary behind, never a torn lesson).
// Keeps the old file's permissions; saves through a symbolic link.
// Throws std::runtime_error naming the path and the system's reason when it
// cannot be written, std::invalid_argument when a text field is not UTF-8.
void write_lesson_file(const Lesson& lesson, const std::string& path);

}  // namespace attn
