// The lesson reader's fuzz entry point, shared by the libFuzzer target
// (lesson_fuzzer.cpp, clang, ATTNLAB_FUZZ=ON) and the corpus replay test
// (replay_main.cpp, every build, every ctest run).
//
// Contract checked for any byte string:
//   - lesson_from_json either returns a Lesson or throws LessonError;
//   - a Lesson it returns evaluates every sentence to finite numbers (rows of
//     every weight matrix sum to 1) or the engine throws std::invalid_argument;
//   - explain() succeeds or throws std::invalid_argument;
//   - write → read gives back an equal Lesson, and writing again the same text.
// A broken contract aborts (a libFuzzer crash); any other exception escapes.
#pragma once

#include <cstddef>
#include <cstdint>

namespace attn::fuzz {

// Returns 1 when the input was a readable lesson, 0 when it was rejected.
int lesson_one_input(const std::uint8_t* data, std::size_t size);

}  // namespace attn::fuzz
