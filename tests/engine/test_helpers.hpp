// Shared fixtures for engine tests: the built-in lessons read from the source tree.
#pragma once

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/training/trainer.hpp"

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

// The bubbe corpus (resources/corpora/bubbe.txt) with the given context.
inline Corpus bubbe(int context) {
    return corpus_from_file(std::string(ATTNLAB_SOURCE_DIR) + "/resources/corpora/bubbe.txt",
                            context);
}

// The bubbe corpus with context 8, and options for a model small enough to
// train in milliseconds (vocab from the corpus, T 8, d 8, 2 heads, 2 layers,
// d_ff 16, batch 4, one thread, no snapshots).
inline Corpus tiny_corpus() { return bubbe(8); }
inline TrainOptions tiny_options(int steps) {
    TrainOptions o;
    o.model = ModelConfig{0, 8, 8, 2, 2, 16};
    o.steps = steps;
    o.batch = 4;
    o.snapshot_every = 0;
    o.threads = 1;
    return o;
}

// The parts of the built-in course, in order.
inline const char* const kParts[] = {"course-1-attention", "course-2-heads", "course-3-training",
                                     "course-4-heads", "course-5-positions"};

// A file's bytes; empty where it cannot be read.
inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// `v` with three decimals, as the lessons print it.
inline std::string three(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    return buf;
}

}  // namespace attn::test
