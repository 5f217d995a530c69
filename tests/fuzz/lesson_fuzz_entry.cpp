#include "lesson_fuzz_entry.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/explain.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/words/tokenizer.hpp"

namespace attn::fuzz {
namespace {

constexpr int kFuzzedSteps = 8;  // steps checked per input: each may evaluate every sentence

[[noreturn]] void broken(const std::string& what) {
    std::fprintf(stderr, "lesson fuzz contract broken: %s\n", what.c_str());
    std::abort();
}

// A successful evaluation must hold only finite numbers and proper weights.
void check_trace(const Trace& t, std::size_t sentence) {
    const std::string where = "sentence " + std::to_string(sentence) + ": ";
    if (!t.input.allFinite() || !t.q.allFinite() || !t.k.allFinite() || !t.v.allFinite() ||
        !t.concat.allFinite() || !t.output.allFinite())
        broken(where + "non-finite vectors in a successful evaluation");
    if (static_cast<int>(t.weights.size()) != t.heads ||
        static_cast<int>(t.scores.size()) != t.heads)
        broken(where + "one score and weight matrix per head expected");
    for (int h = 0; h < t.heads; ++h) {
        const Matrix& w = t.weights[static_cast<std::size_t>(h)];
        if (!t.scores[static_cast<std::size_t>(h)].allFinite() || !w.allFinite())
            broken(where + "non-finite scores or weights in head " + std::to_string(h));
        if (w.rows() != t.n() || w.cols() != t.n()) broken(where + "weights are not n × n");
        for (Eigen::Index i = 0; i < w.rows(); ++i)
            if (std::fabs(w.row(i).sum() - 1.0f) > 1e-3f || w.row(i).minCoeff() < 0.0f)
                broken(where + "a weight row does not sum to 1");
    }
}

}  // namespace

int lesson_one_input(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    Lesson lesson;
    try {
        lesson = lesson_from_json(text);
    } catch (const LessonError&) {
        return 0;
    }

    for (std::size_t i = 0; i < lesson.sentences.size(); ++i) {
        try {
            check_trace(evaluate(lesson.table, lesson.sentences[i], lesson.attention), i);
        } catch (const std::invalid_argument&) {
            // unknown word, too many tokens, numbers overflowing: a message, not a crash
        }
    }
    // explain prints n × n matrices: keep it to teaching-size inputs so each
    // fuzz run stays fast (evaluate above covers the big ones).
    std::size_t tokens = 0;
    for (const auto& s : lesson.sentences) tokens += tokenize(s).size();
    if (tokens <= 256) {
        try {
            (void)explain(lesson);
        } catch (const std::invalid_argument&) {
        }
    }

    // Steps: whatever they name, checking them, filling their text and
    // computing their answers gives messages, never a crash.
    const int steps = std::min<int>(static_cast<int>(lesson.steps.size()), kFuzzedSteps);
    for (int i = 0; i < steps; ++i) {
        for (const std::string& p : step_problems(lesson, i))
            if (p.rfind("steps[" + std::to_string(i) + "]", 0) != 0)
                broken("a step problem without its path: " + p);
        try {
            const Lesson l =
                lesson_for_step(lesson, lesson.steps[static_cast<std::size_t>(i)].view);
            (void)fill_quantities(l, lesson.steps[static_cast<std::size_t>(i)].text);
            if (const auto& q = lesson.steps[static_cast<std::size_t>(i)].question)
                (void)expected_answer(l, *q);
        } catch (const std::invalid_argument&) {
            // switches that do not fit, an answer that cannot be computed: messages
        }
    }

    const std::string written = lesson_to_json(lesson);
    Lesson back;
    try {
        back = lesson_from_json(written);
    } catch (const LessonError& e) {
        broken(std::string("a written lesson does not read back: ") + e.what());
    }
    if (!(back == lesson)) broken("write → read changed the lesson");
    if (lesson_to_json(back) != written) broken("writing twice gave different text");
    return 1;
}

}  // namespace attn::fuzz
