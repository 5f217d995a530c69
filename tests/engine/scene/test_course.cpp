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

TEST(Course, Part3ShowsTheGradientAndOneAdamStepWithNumbers) {
    const Lesson l = test::builtin("course-3-training");
    const Lesson sl = lesson_for_step(l, titled(l, "The gradient of one prediction").view);
    // ∂loss/∂logit = p − 1 for the right word, p for a wrong one.
    const double made = quantity(sl, "prob 0 1 made");
    EXPECT_NEAR(quantity(sl, "dlogit 0 bubbe made made"), made - 1.0, 1e-6);
    EXPECT_NEAR(quantity(sl, "dlogit 0 bubbe made soup"), quantity(sl, "prob 0 1 soup"), 1e-6);
    // Bubbe sees two words: their score gradients are equal and opposite (a softmax row's sum is
    // 0).
    EXPECT_NEAR(quantity(sl, "dscore 0 2 1 bubbe the made"),
                -quantity(sl, "dscore 0 2 1 bubbe bubbe made"), 1e-12);
    EXPECT_EQ(quantity(sl, "scorepush 0 2 1 bubbe the made"),
              -quantity(sl, "dscore 0 2 1 bubbe the made"));
    EXPECT_EQ(quantity(sl, "dscore 0 2 1 bubbe made made"), 0.0);  // made comes later
    // The question's answer is the sign of that gradient.
    const LessonStep& ask = titled(l, "Which way will the loss push?");
    const Lesson al = lesson_for_step(l, ask.view);
    EXPECT_EQ(expected_answer(al, *ask.question).choice,
              quantity(al, "dscore 0 2 1 bubbe the made") < 0 ? 0 : 1);
    // One AdamW step: the loss of that prediction falls, each weight moves by about lr.
    EXPECT_GT(quantity(sl, "adamstep 0 bubbe made drop"), 0.0);
    EXPECT_NEAR(quantity(sl, "adamstep 0 bubbe made before"), quantity(sl, "loss 0 1 made"), 1e-5);
    const double lr = quantity(sl, "adamlr"),
                 g = quantity(sl, "adamweight 0 bubbe made 2 1 wq 1 grad");
    EXPECT_NEAR(std::abs(quantity(sl, "adamweight 0 bubbe made 2 1 wq 1 step")), lr, lr * 0.01);
    EXPECT_LT(quantity(sl, "adamweight 0 bubbe made 2 1 wq 1 step") * g, 0.0);  // against it
    EXPECT_GE(std::abs(g), std::abs(quantity(sl, "adamweight 0 bubbe made 2 1 wq 2 grad")));
    // The scale: GPT-2 small's 124,439,808 weights from its config, printed in groups.
    const LessonStep& scale = titled(l, "The scale");
    const std::string text = fill_quantities(sl, scale.text);
    EXPECT_NE(text.find("124\u202F439\u202F808"), std::string::npos) << text;
    EXPECT_EQ(quantity(sl, "params"), 30144.0);
    EXPECT_GT(quantity(sl, "trainrate"), 0.0);
    EXPECT_NEAR(quantity(sl, "traintime 40 gpt2 hours") / quantity(sl, "traintime 40 tiny hours"),
                124439808.0 / 30144.0, 1e-6 * 124439808.0 / 30144.0);
    // True after an edit: a new sentence, new numbers.
    Lesson edited = sl;
    edited.sentences[0] = "the bubbe made soup";
    EXPECT_NEAR(quantity(edited, "dlogit 0 made soup soup"), quantity(edited, "prob 0 2 soup") - 1,
                1e-6);
    EXPECT_THROW(quantity(edited, "dscore 0 2 1 ball matzah soup"), QuantityError);
}

TEST(Course, Part4FindsTheInductionPreviousTokenAndFirstTokenHeads) {
    const Lesson l = test::builtin("course-4-heads");
    ASSERT_TRUE(l.model);
    EXPECT_FALSE(l.model->config.mlp);  // attention only, as the papers train it
    const auto answer = [&](const char* title) {
        const LessonStep& s = titled(l, title);
        return expected_answer(lesson_for_step(l, s.view), *s.question).choice;
    };
    EXPECT_EQ(answer("Where will the second j look?"), 1);           // the o after the first j
    EXPECT_EQ(answer("How does the o know it came after a j?"), 1);  // the j before it
    EXPECT_EQ(answer("Nowhere better to go"), 2);                    // the first token
    // The repeat is predicted from context, the first occurrence is not.
    EXPECT_GT(quantity(l, "prob 0 10 o"), 0.5);
    EXPECT_LT(quantity(l, "prob 0 4 o"), 0.1);
    // The head-roles test names the same heads.
    EXPECT_GE(quantity(l, "headrole 2 2 induction"), 0.5);
    EXPECT_GE(quantity(l, "headrole 1 1 previous"), 0.4);
    EXPECT_LT(quantity(l, "headrole 1 2 induction"), 0.2);
    EXPECT_THROW(quantity(l, "headrole 3 1 induction"), QuantityError);
    EXPECT_THROW(quantity(l, "headrole 1 1 sideways"), QuantityError);
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

namespace attn {
namespace {

// Part 5 (issue 41): a word put in front changes the sinusoidal score of ball on
// matzah but neither RoPE's nor ALiBi's; without positions the reversed sentence
// only shuffles the map.
TEST(Course, Part5KeepsRelativeScoresUnderRopeAndAlibiOnly) {
    const Lesson l = test::builtin("course-5-positions");
    const auto answer = [&](const char* title) {
        const LessonStep& s = titled(l, title);
        return expected_answer(lesson_for_step(l, s.view), *s.question).choice;
    };
    EXPECT_EQ(answer("Sinusoidal vectors: the place becomes part of the word"), 1);
    EXPECT_EQ(answer("RoPE: turn the query and the key"), 0);
    EXPECT_EQ(answer("ALiBi: a penalty for distance"), 0);
    const LessonStep& shuffle = titled(l, "The shuffle test");
    const Lesson sl = lesson_for_step(l, shuffle.view);
    EXPECT_EQ(expected_answer(sl, *shuffle.question).choice, 0);
    EXPECT_NEAR(quantity(sl, "scaled 0 ball matzah"), quantity(sl, "scaled 1 ball matzah"), 1e-6);
    const LessonStep& rope = titled(l, "RoPE: turn the query and the key");
    const Lesson rl = lesson_for_step(l, rope.view);
    EXPECT_EQ(rl.attention.position, PositionEncoding::Rope);
    EXPECT_NEAR(quantity(rl, "moved 0 1 ball matzah the"),
                quantity(rl, "headscore 0 1 ball matzah"), 1e-4);
    const LessonStep& alibi = titled(l, "ALiBi: a penalty for distance");
    const Lesson al = lesson_for_step(l, alibi.view);
    EXPECT_DOUBLE_EQ(quantity(al, "alibislope 1"), 0.25);  // 2^(−8·1/4)
    EXPECT_THROW(quantity(al, "alibislope 5"), QuantityError);
    // True after an edit: another word in front is another sentence, the same answer.
    EXPECT_EQ(quantity(rl, "movegap 0 1 ball matzah bubbe"), 0.0);
    EXPECT_GT(quantity(lesson_for_step(l, titled(l,
                                                 "Sinusoidal vectors: the place becomes part of "
                                                 "the word")
                                              .view),
                       "movegap 0 1 ball matzah bubbe"),
              0.0);
}

}  // namespace
}  // namespace attn
