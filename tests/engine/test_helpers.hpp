// Shared fixtures for engine tests: the built-in lessons read from the source tree.
#pragma once

#include <string>

#include "attnlab/lesson_io.hpp"

namespace attn::test {

inline std::string lesson_path(const std::string& name) {
    return std::string(ATTNLAB_SOURCE_DIR) + "/resources/lessons/" + name + ".attnlab.json";
}

inline Lesson builtin(const std::string& name) { return read_lesson_file(lesson_path(name)); }

// The LessonError message reading `json` gives, or "(no error)".
inline std::string lesson_error(const std::string& json) {
    try {
        lesson_from_json(json);
    } catch (const LessonError& e) {
        return e.what();
    }
    return "(no error)";
}

}  // namespace attn::test
