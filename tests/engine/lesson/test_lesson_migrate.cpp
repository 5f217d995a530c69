// Older lesson format versions are upgraded on reading (docs/lesson-format.md,
// "Versions and migration"); saving writes the current version.
#include <gtest/gtest.h>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/scene/scene.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

// The Module 1 table in the version-0 draft shape: parallel "words"/"table"
// lists and a top-level "variant".
const char* kVersion0 = R"json({"format":"attnlab-lesson","version":0,"title":"Module 1 (draft)",
  "axes":["water","money","place","filler"],
  "words":["the","river","money","bank"],
  "table":[[0,0,0,1],[0.9,0,0.3,0],[0,0.9,0.1,0],[0.3,0.3,0.9,0]],
  "variant":"simple","sentences":["the river bank","the money bank"],"focus":"bank"})json";

const char* kVersion1 = R"json({"format":"attnlab-lesson","version":1,"title":"Module 1 (draft)",
  "axes":["water","money","place","filler"],
  "embeddings":[{"word":"the","vector":[0,0,0,1]},{"word":"river","vector":[0.9,0,0.3,0]},
                {"word":"money","vector":[0,0.9,0.1,0]},{"word":"bank","vector":[0.3,0.3,0.9,0]}],
  "attention":{"variant":"simple"},"sentences":["the river bank","the money bank"],"focus":"bank"})json";

TEST(LessonMigrate, Version0ReadsAsTheSameLessonInVersion1) {
    const Lesson old = lesson_from_json(kVersion0);
    EXPECT_EQ(old, lesson_from_json(kVersion1));
    EXPECT_EQ(old.table.words(),
              (std::vector<std::string>{"the", "river", "money", "bank"}));  // order kept
    EXPECT_FLOAT_EQ(old.table.value(3, 2), 0.9f);
}

TEST(LessonMigrate, SavingWritesTheCurrentVersion) {
    const std::string text = lesson_to_json(lesson_from_json(kVersion0));
    EXPECT_NE(text.find("\"version\": 5,"), std::string::npos);
    EXPECT_NE(text.find("\"embeddings\""), std::string::npos);
    EXPECT_EQ(text.find("\"words\""), std::string::npos);
    EXPECT_EQ(lesson_from_json(text), lesson_from_json(kVersion0));
}

// Version 3 said where a word sits with a switch; version 4 with a choice.
TEST(LessonMigrate, Version3PositionsSwitchReadsAsTheSinusoidalChoice) {
    const std::string v3 = R"json({"format":"attnlab-lesson","version":3,
      "axes":["a","b"],"embeddings":[{"word":"x","vector":[1,0]},{"word":"y","vector":[0,1]}],
      "attention":{"variant":"simple","positions":true},"sentences":["x y"],
      "steps":[{"title":"off","text":"t","view":{"positions":false}},
               {"title":"on","text":"t","view":{"positions":true}}]})json";
    const Lesson l = lesson_from_json(v3);
    EXPECT_EQ(l.attention.position, PositionEncoding::Sinusoidal);
    ASSERT_EQ(l.steps.size(), 2u);
    EXPECT_EQ(l.steps[0].view.position, PositionEncoding::None);
    EXPECT_EQ(l.steps[1].view.position, PositionEncoding::Sinusoidal);
    const std::string saved = lesson_to_json(l);
    EXPECT_EQ(saved.find("\"positions\""), std::string::npos);
    EXPECT_NE(saved.find("\"position_encoding\": \"sinusoidal\""), std::string::npos);
    EXPECT_EQ(lesson_from_json(saved), l);
}

// Version 4's "source": "model" named whichever model the lesson had (the trained one
// first); version 5 names which, so that a lesson can hold both.
TEST(LessonMigrate, Version4ModelSourceReadsAsTheModelTheLessonHad) {
    const std::string body = R"json("axes":["a","b"],
      "embeddings":[{"word":"x","vector":[1,0]},{"word":"y","vector":[0,1]}],
      "attention":{"variant":"simple"},"sentences":["x y"],
      "what_if":{"source":"model","interventions":["ablate 1.1"]},
      "steps":[{"title":"m","text":"t","view":{"source":"model","layer":1,
                "what_if":{"source":"model","interventions":["ablate 1.2"]}}},
               {"title":"h","text":"t","view":{"source":"hand-wired"}}])json";
    const std::string real = R"json({"format":"attnlab-lesson","version":4,)json" + body +
                             R"json(,"real_model":{"path":"gpt2"}})json";
    const Lesson r = lesson_from_json(real);
    ASSERT_EQ(r.steps.size(), 2u);
    EXPECT_EQ(r.steps[0].view.source, Source::Real);
    EXPECT_EQ(r.steps[0].view.what_if->source, Source::Real);
    EXPECT_EQ(r.steps[1].view.source, Source::HandWired);
    EXPECT_EQ(r.what_if.source, Source::Real);
    const std::string saved = lesson_to_json(r);
    EXPECT_EQ(saved.find("\"model\""), std::string::npos) << "no source is called model";
    EXPECT_NE(saved.find("\"source\": \"real\""), std::string::npos);
    EXPECT_EQ(lesson_from_json(saved), r);
    // Without a real model, "model" was the trained one (and says it is missing, as before).
    const std::string trained = R"json({"format":"attnlab-lesson","version":4,)json" + body + "}";
    const Lesson t = lesson_from_json(trained);
    EXPECT_EQ(t.steps[0].view.source, Source::Trained);
    EXPECT_EQ(t.what_if.source, Source::Trained);
    // A step on each model of a lesson that has both keeps its own.
    Lesson both = r;
    both.steps[1].view.source = Source::Trained;
    both.model = test::builtin("course-3-training").model;
    const Lesson back = lesson_from_json(lesson_to_json(both));
    EXPECT_EQ(back.steps[0].view.source, Source::Real);
    EXPECT_EQ(back.steps[1].view.source, Source::Trained);
    EXPECT_EQ(step_scene(back, 0).source, Source::Real);
    EXPECT_EQ(step_scene(back, 1).source, Source::Trained);
    EXPECT_EQ(default_source(back), Source::Trained);
}

TEST(LessonMigrate, EveryPositionEncodingAndRopeBaseRoundTrips) {
    Lesson l = lesson_from_json(kVersion1);
    for (const auto e : {PositionEncoding::None, PositionEncoding::Sinusoidal,
                         PositionEncoding::Rope, PositionEncoding::Alibi}) {
        l.attention.position = e;
        l.attention.rope_base = e == PositionEncoding::Rope ? 500.0 : kRopeBase;
        LessonStep step;
        step.title = "s";
        step.view.position = e;
        if (e == PositionEncoding::Rope) step.view.rope_base = 250.0;
        l.steps = {step};
        const Lesson back = lesson_from_json(lesson_to_json(l));
        EXPECT_EQ(back, l) << position_encoding_name(e);
    }
    EXPECT_NE(test::lesson_error(R"json({"format":"attnlab-lesson","version":4,"axes":["a"],
      "embeddings":[{"word":"x","vector":[1]}],"attention":{"position_encoding":"learned"}})json")
                  .find("attention.position_encoding: expected \"none\", \"sinusoidal\", \"rope\" "
                        "or \"alibi\""),
              std::string::npos);
    EXPECT_NE(test::lesson_error(R"json({"format":"attnlab-lesson","version":4,"axes":["a"],
      "embeddings":[{"word":"x","vector":[1]}],"attention":{"rope_base":0.5}})json")
                  .find("attention.rope_base: expected a number above 1"),
              std::string::npos);
}

TEST(LessonMigrate, Version0VariantJoinsAnAttentionObject) {
    const Lesson l = lesson_from_json(R"({"format":"attnlab-lesson","version":0,"axes":["a","b"],
      "words":["x"],"table":[[1,2]],"variant":"multihead",
      "attention":{"heads":2,"w_q":{"values":[[1,0],[0,1]]},"w_k":{"values":[[1,0],[0,1]]}}})");
    EXPECT_EQ(l.attention.variant, Variant::MultiHead);
    EXPECT_EQ(l.attention.heads, 2);
}

TEST(LessonMigrate, Version0ErrorsUseTheFilesOwnNames) {
    const std::string head = R"({"format":"attnlab-lesson","version":0,"axes":["a","b"],)";
    EXPECT_EQ(test::lesson_error(head + R"("table":[]})"), "words: missing (required)");
    EXPECT_EQ(test::lesson_error(head + R"("words":"x","table":[]})"),
              "words: expected an array of words, got a string");
    EXPECT_EQ(test::lesson_error(head + R"("words":["x","y"],"table":[[1,2]]})"),
              "table: expected 2 rows (one per word), got 1");
    EXPECT_EQ(test::lesson_error(head + R"("words":["x"],"table":[7]})"),
              "table[0]: expected an array of numbers, got a number");
    EXPECT_EQ(
        test::lesson_error(
            head +
            R"("words":["x"],"table":[[1,2]],"variant":"scaled","attention":{"variant":"simple"}})"),
        "variant: given both here and as attention.variant; keep one");
    EXPECT_EQ(test::lesson_error(
                  head + R"("words":["x"],"table":[[1,2]],"variant":"simple","attention":3})"),
              "attention: expected an object, got a number");
    // After the upgrade, the version-1 checks still apply.
    EXPECT_EQ(test::lesson_error(head + R"("words":["x"],"table":[[1]]})"),
              "embeddings[0].vector: expected 2 numbers (one per axis), got 1");
}

TEST(LessonMigrate, VersionsOutsideTheKnownRangeAreRefused) {
    EXPECT_EQ(test::lesson_error(R"({"format":"attnlab-lesson","version":-1})"),
              "version: expected 0 to 5, got -1");
    EXPECT_EQ(test::lesson_error(R"({"format":"attnlab-lesson","version":6})"),
              "version: this file is format version 6; this Attention Lab reads versions up to 5 — "
              "please update "
              "the application");
}

}  // namespace
}  // namespace attn
