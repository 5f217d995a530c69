// The scene of a lesson step (attnlab/scene/scene.hpp): one pure function enters a
// step for the window, the presentation and the handout.
#include <gtest/gtest.h>

#include <random>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::kParts;

// The old way: each step's switches applied to the lesson in turn.
AttentionConfig walked_config(const Lesson& l, int index) {
    Lesson w = l;
    for (int k = 0; k <= index; ++k) {
        try {
            w = lesson_for_step(w, l.steps[std::size_t(k)].view);
        } catch (const std::invalid_argument&) {
        }
    }
    return w.attention;
}

TEST(Scene, AStepsSwitchesAddUpAsWalkingTheStepsWould) {
    for (const char* part : kParts) {
        const Lesson l = test::builtin(part);
        for (int i = 0; i < int(l.steps.size()); ++i)
            EXPECT_EQ(scene_lesson(l, step_scene(l, i)).attention, walked_config(l, i))
                << part << " step " << i;
    }
}

TEST(Scene, RandomSwitchesFoldAsTheyApplyOneByOne) {
    std::mt19937 rng(7);
    Lesson base = test::builtin("module2");
    const auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    for (int trial = 0; trial < 200; ++trial) {
        base.steps.clear();
        for (int k = 0; k < 5; ++k) {
            LessonStep s;
            if (pick(2)) s.view.variant = kLadder[std::size_t(pick(5))];
            if (pick(3) == 0) s.view.heads = 1 << pick(3);
            if (pick(3) == 0) s.view.scale = pick(2) == 1;
            if (pick(3) == 0) s.view.causal = pick(2) == 1;
            if (pick(3) == 0)
                s.view.position = PositionEncoding(std::array{0, 1, 3, 4}[std::size_t(pick(4))]);
            base.steps.push_back(s);
        }
        for (int i = 0; i < 5; ++i)
            ASSERT_EQ(scene_lesson(base, step_scene(base, i)).attention, walked_config(base, i))
                << "trial " << trial;
    }
}

TEST(Scene, AStepNeverWritesTheLesson) {
    const Lesson l = test::builtin("course-1-attention");
    const Scene s = step_scene(l, 1);  // no mixing
    EXPECT_FALSE(s.switches.empty());
    EXPECT_EQ(scene_lesson(l, s).attention.variant, Variant::NoMixing);
    EXPECT_EQ(scene_lesson(l, Scene{}).attention, l.attention);
}

TEST(Scene, FieldsAStepLeavesEmptyKeepWhatEarlierStepsSet) {
    Lesson l = test::builtin("module1");
    LessonStep a, b, c;
    a.view.sentences = {1};
    a.view.highlight = "bank";
    a.view.stage = Stage::Raw;
    a.view.plane = {"water", "place"};
    a.view.panes = {Pane::Blend};
    a.view.numbers = false;
    b.view.stage = Stage::Weights;
    c.view.highlight = "";
    c.question = StepQuestion{};
    c.question->kind = StepQuestion::Kind::Cell;
    c.question->prompt = "?";
    c.question->hide = {false, true, false};
    l.steps = {a, b, c};
    const Scene s1 = step_scene(l, 1);
    EXPECT_EQ(s1.sentences, std::vector<int>{1});
    EXPECT_EQ(s1.highlight, "bank");
    EXPECT_EQ(s1.stage, Stage::Weights);
    EXPECT_EQ(s1.plane, (std::vector<std::string>{"water", "place"}));
    EXPECT_TRUE(s1.panes.empty());  // raised panes and numbers are each step's own
    EXPECT_TRUE(s1.numbers);
    const Scene s2 = step_scene(l, 2);
    EXPECT_EQ(s2.highlight, "");
    EXPECT_EQ(
        s2.conceal,
        (Concealment{true, true, false}));  // a cell question hides the numbers and the colours
    EXPECT_FALSE(step_scene(l, 2, true).conceal.any());
    EXPECT_EQ(step_scene(l, 99), s2);  // clamped
    EXPECT_EQ(step_scene(Lesson{}, 0), opening_scene(Lesson{}));
}

TEST(Scene, SwitchesThatDoNotFitAddNothing) {
    Lesson l = test::builtin("module2");  // d = 4, with projections
    LessonStep a, b;
    a.view.variant = Variant::MultiHead;
    a.view.heads = 2;
    b.view.heads = 3;  // does not divide 4
    l.steps = {a, b};
    EXPECT_EQ(scene_lesson(l, step_scene(l, 1)).attention.heads, 2);
    EXPECT_EQ(step_problems(l, 1).size(), 1u);
}

TEST(Scene, ClampedToAnEditedLesson) {
    Lesson l = test::builtin("module1");
    Scene s = opening_scene(l);
    s.sentences = {0, 1};
    s.source = Source::Trained;
    s.layer = 3;
    l.sentences.pop_back();
    const Scene c = clamped_scene(l, s);
    EXPECT_EQ(c.sentences, std::vector<int>{0});
    EXPECT_EQ(c.source, Source::HandWired);
    EXPECT_EQ(c.layer, 0);
}

// A step's difference map is its own, shown only with two sentences, and read and written as
// "difference": true (absent when false).
TEST(Scene, AStepsDifferenceIsItsOwnWithTwoSentencesAndRoundTrips) {
    Lesson l = test::builtin("module1");
    ASSERT_GE(l.sentences.size(), 2u);
    LessonStep both, next, one;
    both.view.sentences = {0, 1};
    both.view.difference = true;
    one.view.sentences = {0};
    one.view.difference = true;
    l.steps = {both, next, one};
    EXPECT_TRUE(step_scene(l, 0).difference);
    EXPECT_FALSE(step_scene(l, 1).difference);  // not carried, though both are still shown
    EXPECT_EQ(step_scene(l, 1).sentences.size(), 2u);
    EXPECT_FALSE(step_scene(l, 2).difference);  // one sentence: nothing to subtract
    const std::string text = lesson_to_json(l);
    EXPECT_NE(text.find("\"difference\": true"), std::string::npos);
    EXPECT_EQ(text.find("\"difference\": false"), std::string::npos);
    const Lesson back = lesson_from_json(text);
    EXPECT_TRUE(back.steps[0].view.difference);
    EXPECT_FALSE(back.steps[1].view.difference);
    EXPECT_EQ(back, l);
    EXPECT_THROW(lesson_from_json(std::string(text).replace(text.find("\"difference\": true"), 18,
                                                            "\"difference\": 1")),
                 LessonError);
}

// A step's chosen heads are its own: the next step shows every head again, a head the attention
// does not have is dropped (and named by step_problems), and all of them read as none.
TEST(Scene, AStepsChosenHeadsAreItsOwnAndValid) {
    Lesson l = test::builtin("module2");  // d = 4
    LessonStep a, b, c;
    a.view.variant = Variant::MultiHead;
    a.view.heads = 4;
    a.view.show_heads = {2, 4};
    b.view.show_heads = {3, 7};
    c.view.show_heads = {1, 2, 3, 4};
    StepQuestion q;
    q.kind = StepQuestion::Kind::Cell;
    q.prompt = "Click the largest weight";
    q.head = 2;
    c.question = q;
    l.steps = {a, b, LessonStep{}, c};
    EXPECT_EQ(step_scene(l, 0).heads, (std::vector<int>{1, 3}));
    EXPECT_EQ(step_scene(l, 1).heads, std::vector<int>{2});  // head 7 of 4 is dropped
    EXPECT_TRUE(step_scene(l, 2).heads.empty());             // not carried
    EXPECT_TRUE(step_scene(l, 3).heads.empty());             // every head: said as none
    EXPECT_TRUE(step_problems(l, 0).empty());
    const auto problems = step_problems(l, 1);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0], "steps[1].view.show_heads[1]: no head 7 (the attention shown has 4)");
    EXPECT_TRUE(step_problems(l, 3).empty());
    l.steps[3].view.show_heads = {1, 3};  // the question's head 2 is not drawn
    ASSERT_EQ(step_problems(l, 3).size(), 1u);
    EXPECT_EQ(step_problems(l, 3)[0],
              "steps[3].question.head: head 2 is not among the heads the step shows "
              "(view.show_heads)");
    // An edit that takes heads away clamps the scene's.
    Scene s = step_scene(l, 0);
    l.attention.heads = 1;
    l.steps.clear();
    s.switches = {};
    EXPECT_TRUE(clamped_scene(l, s).heads.empty());
}

TEST(ViewTypes, EveryNameReadsBack) {
    for (Stage s : kStages) EXPECT_EQ(stage_from_name(stage_name(s)), s);
    for (Pane p : kPanes) EXPECT_EQ(pane_from_name(pane_name(p)), p);
    for (Source s : {Source::HandWired, Source::Trained, Source::Real})
        EXPECT_EQ(source_from_name(source_name(s)), s);
    EXPECT_FALSE(stage_from_name("logits"));
    EXPECT_FALSE(pane_from_name("toolbox"));
}

}  // namespace

// A cell question is graded on the hand-wired attention's map: on a step that shows a model's
// maps it is named as a problem (a teacher's question on the real model graded bank → bank
// 0.909 from the hand-wired map while the class clicked the model's).
TEST(Scene, ACellQuestionOnAStepShowingAModelIsAProblem) {
    Lesson l = test::builtin("course-4-heads");
    ASSERT_TRUE(l.model.has_value());
    LessonStep step;
    StepQuestion q;
    q.kind = StepQuestion::Kind::Cell;
    q.prompt = "Click the largest weight";
    q.head = 1;
    step.question = q;
    step.view.source = Source::HandWired;
    l.steps = {step};
    for (const std::string& problem : step_problems(l, 0))
        EXPECT_EQ(problem.find("graded on the hand-wired"), std::string::npos) << problem;
    l.steps[0].view.source = Source::Trained;
    bool said = false;
    for (const std::string& problem : step_problems(l, 0))
        said = said || problem ==
                           "steps[0].question: a cell question is graded on the hand-wired "
                           "attention's map, but the step shows the trained model's: ask a "
                           "choice or a number question about {{modelweight …}} instead";
    EXPECT_TRUE(said);
}

// {{weight …}} on a step that shows a model's maps quotes a number not on screen: a note for the
// author (a teacher's GPT-2 step quoted the hand-wired weight beside the model's map).
TEST(Scene, AHandWiredQuantityOnAStepShowingAModelIsNoted) {
    Lesson l = test::builtin("course-4-heads");
    ASSERT_TRUE(l.model.has_value());
    LessonStep step;
    step.title = "Look";
    step.text =
        "The weight is {{weight 0 ball matzah}}; the model says {{modelweight 0 1 1 ball "
        "matzah}}.";
    step.view.source = Source::HandWired;
    l.steps = {step};
    EXPECT_TRUE(step_notes(l, 0).empty());
    l.steps[0].view.source = Source::Trained;
    StepQuestion q;
    q.kind = StepQuestion::Kind::Number;
    q.prompt = "Guess {{score 0 ball matzah}}";
    l.steps[0].question = q;
    const std::vector<std::string> notes = step_notes(l, 0);
    ASSERT_EQ(notes.size(), 2u);
    EXPECT_EQ(notes[0],
              "steps[0].text: {{weight 0 ball matzah}} quotes the hand-wired attention, but the "
              "step shows the trained model's maps ({{modelweight …}} quotes the model's)");
    EXPECT_EQ(notes[1].rfind("steps[0].question.prompt: {{score 0 ball matzah}} quotes", 0), 0u)
        << notes[1];
    EXPECT_TRUE(step_notes(l, 5).empty());
}

}  // namespace attn
