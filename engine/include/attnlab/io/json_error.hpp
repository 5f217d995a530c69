// LessonError: what a reader of a lesson file (and of the model inside it)
// throws; its message starts with the JSON path of the offending field
// ("embeddings[2].vector: expected 4 numbers …"). Kept on the io floor so the
// JSON helpers below the lesson can throw it.
#pragma once

#include <stdexcept>

namespace attn {

class LessonError : public std::invalid_argument {
  public:
    using std::invalid_argument::invalid_argument;
};

}  // namespace attn
