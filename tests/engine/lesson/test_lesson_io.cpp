#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "attnlab/lesson/lesson_io.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

const char* kValid = R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],
  "embeddings":[{"word":"x","vector":[1,2]}],"sentences":["x x"]})";

TEST(LessonIo, ReadsMinimalLesson) {
    const Lesson l = lesson_from_json(kValid);
    EXPECT_EQ(l.table.word_count(), 1);
    EXPECT_EQ(l.attention.variant, Variant::Simple);
}

TEST(LessonIo, RoundTripIsLossless) {
    Lesson l = test::builtin("module1");
    l.table.set_value(1, 0, 0.1f + 0.2f);  // a float with a long decimal expansion
    const Lesson back = lesson_from_json(lesson_to_json(l));
    EXPECT_EQ(back, l);
    EXPECT_EQ(lesson_to_json(back), lesson_to_json(l));
}

TEST(LessonIo, AuthorAndLicenceAreSavedWhenGivenAndAbsentOtherwise) {
    Lesson l = test::builtin("module1");
    EXPECT_EQ(lesson_to_json(l).find("\"author\""), std::string::npos);
    l.author = "Ms Levi";
    l.licence = "CC BY 4.0";
    const std::string text = lesson_to_json(l);
    EXPECT_NE(text.find("\"author\": \"Ms Levi\""), std::string::npos) << text.substr(0, 300);
    const Lesson back = lesson_from_json(text);
    EXPECT_EQ(back.author, "Ms Levi");
    EXPECT_EQ(back.licence, "CC BY 4.0");
    EXPECT_EQ(back, l);
    Lesson other = back;
    other.licence.clear();
    EXPECT_FALSE(other == back);  // the licence is part of the lesson's value (undo compares it)
}

TEST(LessonIo, ErrorsNameTheField) {
    EXPECT_NE(test::lesson_error("{not json").find("not valid JSON"), std::string::npos);
    EXPECT_NE(test::lesson_error(R"({"format":"x","version":1})").find("format:"),
              std::string::npos);
    EXPECT_NE(
        test::lesson_error(R"({"format":"attnlab-lesson","version":99,"axes":[],"embeddings":[]})")
            .find("version"),
        std::string::npos);
    EXPECT_NE(test::lesson_error(R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],
      "embeddings":[{"word":"x","vector":[1]}]})")
                  .find("embeddings[0].vector: expected 2 numbers"),
              std::string::npos);
    EXPECT_NE(test::lesson_error(R"({"format":"attnlab-lesson","version":1,"axes":["a"],
      "embeddings":[{"word":"x","vector":["1"]}]})")
                  .find("embeddings[0].vector[0]: expected a finite number"),
              std::string::npos);
    EXPECT_NE(test::lesson_error(R"({"format":"attnlab-lesson","version":1,"axes":["a"]})")
                  .find("embeddings: missing"),
              std::string::npos);
    EXPECT_NE(test::lesson_error(
                  R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],"embeddings":[],
      "attention":{"variant":"scaled","w_q":{"values":[[1,0]]}}})")
                  .find("attention.w_q.values: expected 2 rows"),
              std::string::npos);
    EXPECT_NE(test::lesson_error(
                  R"({"format":"attnlab-lesson","version":1,"axes":["a","b","c"],"embeddings":[],
      "attention":{"variant":"multihead","heads":2}})")
                  .find("not divisible"),
              std::string::npos);
}

TEST(LessonIo, FileRoundTripAndAtomicWrite) {
    const auto dir = std::filesystem::temp_directory_path() / "attnlab_io_test";
    std::filesystem::create_directories(dir);
    const std::string path = (dir / "lesson.attnlab.json").string();
    const Lesson l = test::builtin("module1");
    write_lesson_file(l, path);
    EXPECT_EQ(read_lesson_file(path), l);
    EXPECT_FALSE(std::filesystem::exists(path + ".tmp-save"));
    EXPECT_THROW(write_lesson_file(l, (dir / "no/such/dir/x.json").string()), std::runtime_error);
    EXPECT_EQ(read_lesson_file(path), l);  // a failed save leaves the old file intact
    std::filesystem::remove_all(dir);
}

TEST(LessonIo, MissingFileNamesThePath) {
    try {
        read_lesson_file("/nonexistent/x.attnlab.json");
        FAIL();
    } catch (const LessonError& e) {
        EXPECT_NE(std::string(e.what()).find("/nonexistent/x.attnlab.json"), std::string::npos);
    }
}

}  // namespace
}  // namespace attn
