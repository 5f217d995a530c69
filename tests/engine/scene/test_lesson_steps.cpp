// Lesson steps in the file format: round trip, migration from version 1,
// path-naming errors for malformed steps, and the size limits on step text.
#include <gtest/gtest.h>

#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/support/limits.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

Lesson with_steps() {
    Lesson l = test::builtin("module2");
    LessonStep a;
    a.title = "Scores";
    a.text = "Bank gives **{{weight 0 bank river}}** to river.";
    a.view.variant = Variant::Simple;
    a.view.stage = Stage::Raw;
    a.view.sentences = {0, 1};
    a.view.highlight = "bank";
    a.view.plane = {"water", "money"};
    a.view.panes = {Pane::Blend, Pane::Vectors};
    a.view.numbers = false;
    a.view.hide.later_stages = true;  // "later-stages": saved and read back
    LessonStep b;
    b.title = "Predict";
    StepQuestion q;
    q.kind = StepQuestion::Kind::Choice;
    q.prompt = "Which axis wins?";
    q.choices = {"water", "money"};
    q.compare = {"output 0 bank water", "output 0 bank money"};
    q.why = "River brings water.";
    q.hide = {true, false, true};
    b.question = q;
    LessonStep c;
    c.title = "How much?";
    StepQuestion n;
    n.kind = StepQuestion::Kind::Number;
    n.prompt = "Bank's weight on river?";
    n.quantity = "weight 0 bank river";
    n.tolerance = 0.02;
    c.question = n;
    l.steps = {a, b, c};
    return l;
}

TEST(LessonSteps, RoundTripIsLossless) {
    Lesson l = with_steps();
    l.steps[0].view.show_heads = {1, 2};
    const std::string text = lesson_to_json(l);
    EXPECT_NE(text.find("\"version\": 5"), std::string::npos);
    const Lesson back = lesson_from_json(text);
    EXPECT_EQ(back.steps, l.steps);
    EXPECT_EQ(back, l);
    EXPECT_EQ(lesson_to_json(back), text);
}

TEST(LessonSteps, ALessonWithoutStepsWritesNone) {
    const Lesson l = test::builtin("module1");
    EXPECT_TRUE(l.steps.empty());
    EXPECT_EQ(lesson_to_json(l).find("\"steps\""), std::string::npos);
}

TEST(LessonSteps, VersionOneFilesOpenAsBefore) {
    const std::string v1 = R"({"format":"attnlab-lesson","version":1,"axes":["a"],
        "embeddings":[{"word":"x","vector":[1]}],"sentences":["x x"]})";
    const Lesson l = lesson_from_json(v1);
    EXPECT_TRUE(l.steps.empty());
    EXPECT_EQ(l.sentences.size(), 1u);
    EXPECT_NE(lesson_to_json(l).find("\"version\": 5"), std::string::npos);
}

std::string lesson_with_steps(const std::string& steps) {
    return R"({"format":"attnlab-lesson","version":2,"axes":["a","b"],
        "embeddings":[{"word":"x","vector":[1,0]}],"sentences":["x x"],"steps":)" +
           steps + "}";
}

TEST(LessonSteps, MalformedStepsNameTheirPath) {
    const std::vector<std::pair<std::string, std::string>> cases = {
        {R"(3)", "steps: expected an array of steps, got a number"},
        {R"([{"title":7}])", "steps[0].title: expected a string, got a number"},
        {R"([{"title":"t","highlite":"x"}])", "steps[0].highlite: unknown field"},
        {R"([{"title":"t","view":{"stage":"logits"}}])",
         "steps[0].view.stage: expected \"raw\", \"scaled\", \"masked\" or \"weights\", got "
         "\"logits\""},
        {R"([{"title":"t","view":{"variant":"fancy"}}])", "steps[0].view.variant: expected"},
        {R"([{"title":"t","view":{"sentences":[0,1,2]}}])",
         "steps[0].view.sentences: has 3 sentence numbers; at most 2 are supported"},
        {R"([{"title":"t","view":{"sentences":[-1]}}])",
         "steps[0].view.sentences[0]: expected 0 to"},
        {R"([{"title":"t","view":{"plane":["a"]}}])",
         "steps[0].view.plane: expected [\"principal\"] or two axis names"},
        {R"([{"title":"t","view":{"panes":["toolbox"]}}])",
         "steps[0].view.panes[0]: expected \"sentences\""},
        {R"([{"title":"t","view":{"numbers":"yes"}}])",
         "steps[0].view.numbers: expected true or false, got a string"},
        {R"([{"title":"t","view":{"show_heads":[2,1]}}])",
         "steps[0].view.show_heads[1]: head numbers go up, each once (got 1 after 2)"},
        {R"([{"title":"t","view":{"show_heads":[0]}}])",
         "steps[0].view.show_heads[0]: expected 1 to"},
        {R"([{"title":"t","question":{"prompt":"?"}}])",
         "steps[0].question.kind: missing (required)"},
        {R"([{"title":"t","question":{"kind":"choice","prompt":"?","choices":["a","b"]}}])",
         "steps[0].question: a choice question needs exactly one of \"answer\""},
        {R"([{"title":"t","question":{"kind":"choice","prompt":"?","choices":["a","b"],"answer":2}}])",
         "steps[0].question.answer: choice 2 of 2"},
        {R"([{"title":"t","question":{"kind":"number","prompt":"?"}}])",
         "steps[0].question.quantity: missing"},
        {R"([{"title":"t","question":{"kind":"cell","prompt":"?","hide":["answers"]}}])",
         "steps[0].question.hide[0]: expected \"numbers\", \"cells\", \"outputs\" or "
         "\"later-stages\""},
        {R"([{"title":"t","question":{"kind":"number","prompt":"?","quantity":"nlog 0.5","tolerance":-1}}])",
         "steps[0].question.tolerance: expected a number ≥ 0"},
        // A field of another kind of question would be lost on saving (found by the lesson fuzzer).
        {R"([{"question":{"kind":"choice","prompt":"e","choices":["",""],"compare":["","oy"],"sentence":1}}])",
         "steps[0].question.sentence: not a field of a choice question"},
        {R"([{"question":{"kind":"cell","prompt":"e","tolerance":1}}])",
         "steps[0].question.tolerance: not a field of a cell question"},
        {R"([{"question":{"kind":"number","prompt":"e","quantity":"nlog 1","row":"bank"}}])",
         "steps[0].question.row: not a field of a number question"},
    };
    for (const auto& [steps, message] : cases) {
        const std::string error = test::lesson_error(lesson_with_steps(steps));
        EXPECT_EQ(error.rfind(message, 0), 0u) << steps << "\n  gave: " << error;
    }
}

TEST(LessonSteps, StepTextOverItsLimitIsRefusedWithItsPath) {
    const std::string big(kMaxStepTextBytes + 1, 'a');
    const std::string error = test::lesson_error(
        lesson_with_steps(R"([{"title":"t"},{"title":"u","text":")" + big + "\"}]"));
    EXPECT_EQ(error.rfind("steps[1].text: a text of 16385 bytes; at most 16384 are supported", 0),
              0u)
        << error;
    const std::string title(kMaxStepTitleBytes + 1, 'b');
    EXPECT_EQ(test::lesson_error(lesson_with_steps(R"([{"title":")" + title + "\"}]"))
                  .rfind("steps[0].title: a text of", 0),
              0u);
    std::string many = "[";
    for (int i = 0; i <= kMaxSteps; ++i) many += std::string(i ? "," : "") + "{}";
    EXPECT_EQ(test::lesson_error(lesson_with_steps(many + "]")).rfind("steps: has 501", 0), 0u)
        << test::lesson_error(lesson_with_steps(many + "]"));
}

TEST(LessonSteps, AStepNamingWhatTheLessonLacksStillOpensAndSaysWhere) {
    Lesson l = with_steps();
    l.steps[0].view.highlight = "bnak";
    l.steps[0].view.sentences = {0, 5};
    l.steps[0].view.plane = {"water", "salt"};
    l.steps[0].text = "{{weight 0 bnak river}}";
    l.steps[2].question->quantity = "wieght 0 bank river";
    const Lesson back = lesson_from_json(lesson_to_json(l));  // opens
    const auto p0 = step_problems(back, 0);
    ASSERT_EQ(p0.size(), 4u);
    EXPECT_EQ(p0[0],
              "steps[0].view.sentences[1]: no sentence 5 (the lesson has 2, counted from 0)");
    EXPECT_EQ(p0[1], "steps[0].view.highlight: no word 'bnak' in the sentence");
    EXPECT_EQ(p0[2], "steps[0].view.plane[1]: no axis 'salt' in the table");
    EXPECT_EQ(
        p0[3].rfind("steps[0].text: {{weight 0 bnak river}}: this step speaks of the word 'bnak', "
                    "which sentence 0",
                    0),
        0u)
        << p0[3];
    EXPECT_TRUE(step_problems(back, 1).empty());
    const auto p2 = step_problems(back, 2);
    ASSERT_EQ(p2.size(), 1u);
    EXPECT_EQ(p2[0].rfind(
                  "steps[2].question: the answer cannot be computed: unknown quantity 'wieght'", 0),
              0u)
        << p2[0];
}

TEST(LessonSteps, AStepWhoseHeadsDoNotFitSaysSo) {
    Lesson l = with_steps();
    l.steps[0].view.variant = Variant::MultiHead;
    l.steps[0].view.heads = 3;
    const auto p = step_problems(l, 0);
    ASSERT_EQ(p.size(), 1u);
    EXPECT_EQ(p[0].rfind("steps[0].view: ", 0), 0u) << p[0];
    EXPECT_NE(p[0].find("not divisible by heads = 3"), std::string::npos) << p[0];
}

}  // namespace
}  // namespace attn
