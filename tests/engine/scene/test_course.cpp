// The built-in course (resources/lessons/course-*.attnlab.json): every step is
// sound (names only what its lesson has), and the numbers it states are the
// seed texts' numbers where the seeds give them.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::kParts;
using test::three;

const LessonStep& titled(const Lesson& l, const std::string& title) {
    for (const LessonStep& s : l.steps)
        if (s.title == title) return s;
    throw std::runtime_error("no step titled " + title);
}

TEST(Course, EveryStepIsSoundAndEveryNumberComputes) {
    for (const char* part : kParts) {
        const Lesson l = test::builtin(part);
        ASSERT_GE(l.steps.size(), 4u) << part;
        for (int i = 0; i < int(l.steps.size()); ++i) {
            EXPECT_EQ(step_problems(l, i), std::vector<std::string>{}) << part << " step " << i;
            const Lesson sl = lesson_for_step(l, l.steps[size_t(i)].view);
            EXPECT_EQ(fill_quantities(sl, l.steps[size_t(i)].text).find("⟨"), std::string::npos)
                << part << " step " << i;
        }
    }
}

TEST(Course, Part1StatesTheSeedsNumbers) {
    const Lesson l = test::builtin("course-1-attention");
    const LessonStep& blend = titled(l, "The blend, term by term");
    const Lesson sl = lesson_for_step(l, blend.view);
    // Module 1: "water vs money, river sentence: 0.435 vs 0.149", recipe 18.5 / 31.7 / 49.8 %.
    EXPECT_EQ(expected_answer(sl, *blend.question).choice, 0);  // water, by about three to one
    EXPECT_NEAR(quantity(sl, "ratio 0 bank water money"), 0.435 / 0.149, 0.01);  // "nearly 3 to 1"
    const std::string why = fill_quantities(sl, blend.question->why);
    EXPECT_NE(why.find("water 0.435 against money 0.149"), std::string::npos) << why;
    const std::string text = fill_quantities(sl, blend.text);
    EXPECT_NE(text.find("18.5% \"the\", 31.7% \"river\", 49.8% itself"), std::string::npos) << text;
    // The money sentence: 0.158 vs 0.409, recipe [0.195, 0.280, 0.525].
    // Rebuilding it is the next step's question: its column sums, as the seed asks.
    const LessonStep& money = titled(l, "Rebuild it for the money sentence");
    const Lesson ml = lesson_for_step(l, money.view);
    EXPECT_EQ(three(expected_answer(ml, *money.question).number), "0.409");
    const std::string mw = fill_quantities(ml, money.question->why);
    EXPECT_NE(mw.find("0.195, 0.280, 0.525"), std::string::npos) << mw;
    EXPECT_NE(mw.find("water 0.158 and money 0.409"), std::string::npos) << mw;
    // Scores: bank's row 0.000, 0.540, 0.990; symmetric.
    const LessonStep& scores = titled(l, "Scores: every word against every word");
    const std::string st = fill_quantities(lesson_for_step(l, scores.view), scores.text);
    EXPECT_NE(st.find("0.000 against \"the\", 0.540 against \"river\", 0.990 against itself"),
              std::string::npos)
        << st;
    // The equal average tilts water over money 0.40 to 0.10.
    const LessonStep& avg = titled(l, "Attempt 1: the equal average");
    const std::string aw = fill_quantities(lesson_for_step(l, avg.view), avg.question->why);
    EXPECT_NE(aw.find("water 0.400 over money 0.100"), std::string::npos) << aw;
    // Module 2: bank now looks at river more than at itself.
    const LessonStep& qk = titled(l, "Where does bank look now?");
    EXPECT_EQ(expected_answer(lesson_for_step(l, qk.view), *qk.question).choice, 1);
}

TEST(Course, Part3ComputesTheLossOfOnePrediction) {
    const Lesson l = test::builtin("course-3-training");
    ASSERT_TRUE(l.model.has_value());
    const LessonStep& loss = titled(l, "The loss of one prediction");
    const Lesson sl = lesson_for_step(l, loss.view);
    // The seed: P("soup") = 0.34 gives a loss of −log(0.34) ≈ 1.08; 0.01 gives ≈ 4.6.
    const std::string text = fill_quantities(sl, loss.text);
    EXPECT_NE(text.find("−ln 0.34 = 1.079"), std::string::npos) << text;
    EXPECT_NE(text.find("p = 0.01 gives 4.605"), std::string::npos) << text;
    const double p = quantity(sl, "prob 0 1 made");
    EXPECT_GT(p, 0.0);
    EXPECT_NEAR(expected_answer(sl, *loss.question).number, -std::log(p), 1e-9);
    EXPECT_NEAR(quantity(sl, "loss 0 4 soup"), -std::log(quantity(sl, "prob 0 4 soup")), 1e-9);
    // Ball attends to matzah in the trained model's layer 2, head 1.
    const LessonStep& ball = titled(l, "Where does ball look?");
    EXPECT_EQ(expected_answer(sl, *ball.question).choice, 3);
    EXPECT_GT(quantity(sl, "modelweight 0 2 1 ball matzah"), 0.5);
}

}  // namespace
}  // namespace attn
