// LessonError: what a reader of a lesson file (and of the model inside it)
// throws; its message starts with the JSON path of the offending field
// ("embeddings[2].vector: expected 4 numbers …"). Kept on the io floor so the
// JSON helpers below the lesson can throw it.
#pragma once

#include <stdexcept>
#include <string>

#include "attnlab/io/utf8.hpp"

namespace attn {

// Control bytes in the message (a word quoted with a NUL in it) are written "\u0000"
// (visible_controls): what() is a C string, and a NUL cut the message there.
class LessonError : public std::invalid_argument {
  public:
    explicit LessonError(const std::string& what) : std::invalid_argument(visible_controls(what)) {}
    explicit LessonError(const char* what) : LessonError(std::string(what)) {}
};

}  // namespace attn
