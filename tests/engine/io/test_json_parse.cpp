// The engine's one JSON parser (io/json_parse.hpp): its errors in our words
// with the line and column, nesting refused while parsing, and every reader of
// JSON (config.json, tokenizer.json, lesson files) saying the same.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/io/utf8.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "io/json_parse.hpp"

namespace {

using attn::detail::JsonSyntaxError;
using attn::detail::parse_json;

std::string error_of(const std::string& text, int depth = 8) {
    try {
        parse_json(text, depth);
    } catch (const JsonSyntaxError& e) {
        return e.what();
    }
    return "(parsed)";
}

TEST(JsonParse, SyntaxErrorsNameLineAndColumnInOurWords) {
    EXPECT_EQ(error_of("{\"n_layer\": 2 \"x\"}"),
              "line 1, column 17: found a string; expected ',' or '}'");
    EXPECT_EQ(error_of("{\n  \"a\": 1,\n  \"b\": [1 2]\n}"),
              "line 3, column 11: found a number; expected ',' or ']'");
    EXPECT_EQ(error_of(""), "line 1, column 1: found the end of the file; expected a value");
    // No library text is left in any message.
    for (const char* bad : {"[1, 2", "{\"a\" 1}", "1e999", "[\"\xff\"]", "{} x"}) {
        const std::string m = error_of(bad);
        EXPECT_EQ(m.find("json.exception"), std::string::npos) << m;
        EXPECT_EQ(m.find("syntax error while parsing"), std::string::npos) << m;
        EXPECT_EQ(m.find("parse error"), std::string::npos) << m;
        EXPECT_NE(m, "(parsed)") << bad;
    }
    EXPECT_EQ(error_of("[1e999]"), "a number too large to represent (expected a finite number)");
}

TEST(JsonParse, NestingIsRefusedWhileParsingAtTheLimit) {
    EXPECT_EQ(error_of("[[[]]]", 3), "(parsed)");
    EXPECT_EQ(error_of("[[[[]]]]", 3), "nested deeper than 3 levels of arrays and objects");
    // A million nested arrays never reach the stack.
    EXPECT_EQ(error_of(std::string(1'000'000, '['), 64),
              "nested deeper than 64 levels of arrays and objects");
}

TEST(JsonParse, StringArrays) {
    EXPECT_EQ(attn::detail::parse_string_array("[\"a\", \"b\"]"),
              (std::vector<std::string>{"a", "b"}));
    try {
        attn::detail::parse_string_array("[\"a\", 3]");
        FAIL();
    } catch (const JsonSyntaxError& e) {
        EXPECT_STREQ(e.what(), "expected an array of strings, item 1 is a number");
    }
}

TEST(JsonParse, ConfigJsonAndLessonsSayTheSame) {
    try {
        attn::parse_model_config("{\"n_layer\": 2 \"x\"}", "m/config.json");
        FAIL();
    } catch (const std::exception& e) {
        EXPECT_STREQ(e.what(),
                     "m/config.json: is not valid JSON: line 1, column 17: found a string; "
                     "expected ',' or '}'");
    }
    try {
        attn::lesson_from_json("{\"format\": \"attnlab-lesson\" \"x\"}");
        FAIL();
    } catch (const std::invalid_argument& e) {
        EXPECT_NE(
            std::string(e.what()).find("after format: not valid JSON here: line 1, column 31: "),
            std::string::npos)
            << e.what();
    }
}

// A lesson's syntax error names the value it is in, or the member it follows when it stands
// between two (a missing comma after "sentences" was reported as in "sentences", a bare key
// after "title" as in "title").
TEST(JsonParse, AnErrorBetweenMembersNamesTheMemberBeforeIt) {
    const std::pair<std::string, std::string> cases[] = {
        {R"({"title": "x", "sentences": ["a b"] "focus": "a"})",
         "after sentences: not valid JSON here: line 1, column 43: found a string; expected ',' "
         "or '}'"},
        {R"({"title": "x", sentences: ["a b"]})", "after title: not valid JSON here"},
        {R"({"title": "x", "sentences": ["a b"], })", "after sentences: not valid JSON here"},
        {R"({"table": {"axes": ["a"] "rows": 3}})", "table after axes: not valid JSON here"},
        {R"({"table": {"rows": {"a": [1, 2,, 3]}}})", "table.rows.a[2]: not valid JSON here"},
        {R"({"title": tru})", "title: not valid JSON here"},
        {R"({"sentences" ["a"]})", "sentences: not valid JSON here"},
    };
    for (const auto& [text, says] : cases) {
        try {
            attn::lesson_from_json(text);
            ADD_FAILURE() << "accepted " << text;
        } catch (const std::invalid_argument& e) {
            EXPECT_EQ(std::string(e.what()).rfind(says, 0), 0u)
                << e.what() << "\n  wanted: " << says;
        }
    }
}

// A syntax error in our words: what stands there and what was wanted, never the parser's terms
// ("invalid literal", "last read: '2, o'", "string literal"); a walk met them in config.json.
// A key given twice in one object: the library kept the last value unsaid (a lesson's second
// "sentences" replaced its first). Refused in every reader, naming the key (and, in a lesson,
// where); the same key in two objects is fine.
TEST(JsonParse, AKeyGivenTwiceInOneObjectIsRefused) {
    try {
        attn::lesson_from_json(
            R"({"title": "x", "table": {"axes": ["a"], "axes": ["b"]}, "sentences": ["a b"]})");
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_EQ(std::string(e.what()),
                  "table after axes: the key \"axes\" is given twice in one object");
    }
    EXPECT_THROW(parse_json(R"({"a": 1, "b": {"a": 2}, "a": 3})", 8), JsonSyntaxError);
    EXPECT_NO_THROW(parse_json(R"({"a": 1, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]})", 8));
}

// A word holding a NUL: the message quoting it was cut there (what() is a C string). The byte
// is written as JSON writes it, and the message goes on.
TEST(JsonParse, AControlCharacterInAQuotedWordKeepsTheMessageWhole) {
    try {
        attn::lesson_from_json(
            "{\"format\": \"attnlab-lesson\", \"version\": 1, \"axes\": [\"a\"], \"embeddings\": "
            "[{\"word\": \"riv\\u0000er\", \"vector\": [1]}], \"sentences\": [\"a\"]}");
        ADD_FAILURE() << "accepted";
    } catch (const std::invalid_argument& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("\"riv\\u0000er\" is not one word"), std::string::npos) << what;
    }
    EXPECT_EQ(attn::visible_controls(std::string("a\0b\x1f\x7f\n\t", 7)),
              "a\\u0000b\\u001f\\u007f\n\t");
}

TEST(JsonParse, ASyntaxErrorSaysWhatItFoundInPlainWords) {
    const std::pair<std::string, std::string> cases[] = {
        {"{ \"n_layer\": 2, oops",
         "line 1, column 17: found 'oops', which is not JSON; expected a string"},
        {"{\"a\": tru}", "line 1, column 10: found 'tru', which is not JSON"},
        {"{\"a\": 1,", "line 1, column 9: found the end of the file; expected a string"},
        {"{\"a\" 1}", "line 1, column 6: found a number; expected ':'"},
        {"[1, 2,]", "line 1, column 7: found ']'; expected a value"},
        {"this is not json", "line 1, column 2: found 'this', which is not JSON"},
        {"", "line 1, column 1: found the end of the file; expected a value"},
        {"{\"a\": \xff}", "line 1, column 7: found byte 0xFF"},
    };
    for (const auto& [text, said] : cases) {
        try {
            attn::detail::parse_json(text, 16);
            ADD_FAILURE() << text;
        } catch (const JsonSyntaxError& e) {
            EXPECT_EQ(std::string(e.what()), said) << text;
            for (const char* library : {"literal", "last read", "json.exception", "syntax error"})
                EXPECT_EQ(std::string(e.what()).find(library), std::string::npos) << e.what();
        }
    }
}

}  // namespace
