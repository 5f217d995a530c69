// Every way a lesson file can be wrong gets a LessonError whose message names
// the field path and what was expected — and nothing else ever escapes.
#include <gtest/gtest.h>

#include <string>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/support/limits.hpp"

namespace attn {
namespace {

// A version-1 lesson with two axes and one word, `extra` spliced in at the end.
std::string lesson_with(const std::string& extra,
                        const std::string& emb = R"([{"word":"x","vector":[1,2]}])") {
    return R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],"embeddings":)" + emb +
           extra + "}";
}

struct ErrorCase {
    const char* name;
    std::string text;
    std::string expected;  // the message must contain this
};

std::string repeat(const std::string& s, std::size_t n) {
    std::string out;
    out.reserve(s.size() * n);
    for (std::size_t i = 0; i < n; ++i) out += s;
    return out;
}

// ["a0","a1",…] — n distinct axis names.
std::string numbered_names(int n) {
    std::string out = "[";
    for (int k = 0; k < n; ++k) out += (k ? ",\"a" : "\"a") + std::to_string(k) + "\"";
    return out + "]";
}

std::vector<ErrorCase> cases() {
    const std::string head = R"({"format":"attnlab-lesson","version":1,)";
    return {
        {"not JSON", "{not json",
         "(top level): not valid JSON here: line 1, column 3: found 'not', which is not JSON"},
        {"empty file", "", "not valid JSON here"},
        {"truncated", lesson_with("").substr(0, 60), "not valid JSON here"},
        {"top level array", "[]", "(top level): expected an object, got an array"},
        {"format number", R"({"format":1,"version":1})", "format: expected a string, got a number"},
        {"other format", R"({"format":"png","version":1})", "format: expected \"attnlab-lesson\""},
        {"version missing", R"({"format":"attnlab-lesson"})", "version: missing (required)"},
        {"version string", R"({"format":"attnlab-lesson","version":"1"})",
         "version: expected a whole number, got a string"},
        {"version fraction", R"({"format":"attnlab-lesson","version":1.5})",
         "version: expected a whole number, got a number"},
        {"newer version", R"({"format":"attnlab-lesson","version":6})",
         "version: this file is format version 6; this Attention Lab reads versions up to 5 — "
         "please update the application"},
        {"huge version", R"({"format":"attnlab-lesson","version":18446744073709551615})",
         "format version 18446744073709551615"},
        {"negative version", R"({"format":"attnlab-lesson","version":-1})",
         "version: expected 0 to 5, got -1"},
        {"axes missing", head + R"("embeddings":[]})", "axes: missing (required)"},
        {"axes string", head + R"("axes":"a","embeddings":[]})",
         "axes: expected an array of axis names, got a string"},
        {"axis number", head + R"("axes":["a",7],"embeddings":[]})",
         "axes[1]: expected a string, got a number"},
        {"axis empty", head + R"("axes":[""],"embeddings":[]})",
         "axes[0]: expected a non-empty axis name"},
        {"axis duplicate", head + R"("axes":["a","a"],"embeddings":[]})",
         "axes[1]: duplicate axis \"a\""},
        {"embeddings missing", head + R"("axes":["a"]})", "embeddings: missing (required)"},
        {"embeddings object", lesson_with("", R"({"x":[1,2]})"),
         "embeddings: expected an array of {word, vector} entries, got an object"},
        {"entry not object", lesson_with("", "[[1,2]]"),
         "embeddings[0]: expected an object {\"word\", \"vector\"}, got an array"},
        {"word missing", lesson_with("", R"([{"vector":[1,2]}])"),
         "embeddings[0].word: missing (required)"},
        {"word null", lesson_with("", R"([{"word":null,"vector":[1,2]}])"),
         "embeddings[0].word: expected a string, got null"},
        {"word duplicate",
         lesson_with("", R"([{"word":"x","vector":[1,2]},{"word":"x","vector":[3,4]}])"),
         "embeddings[1].word: duplicate word \"x\""},
        {"vector missing", lesson_with("", R"([{"word":"x"}])"),
         "embeddings[0].vector: missing (required)"},
        {"vector short", lesson_with("", R"([{"word":"x","vector":[1]}])"),
         "embeddings[0].vector: expected 2 numbers (one per axis), got 1"},
        {"vector long", lesson_with("", R"([{"word":"x","vector":[1,2,3]}])"),
         "embeddings[0].vector: expected 2 numbers (one per axis), got 3"},
        {"vector string", lesson_with("", R"([{"word":"x","vector":[1,"2"]}])"),
         "embeddings[0].vector[1]: expected a finite number, got a string"},
        {"vector bool", lesson_with("", R"([{"word":"x","vector":[true,2]}])"),
         "embeddings[0].vector[0]: expected a finite number, got a boolean"},
        {"overflow 1e999", lesson_with("", R"([{"word":"x","vector":[0, 1e999]}])"),
         "embeddings[0].vector[1]: a number too large to represent"},
        {"overflow -1e400",
         lesson_with("", R"([{"word":"y","vector":[1,2]},{"word":"x","vector":[-1e400, 0]}])"),
         "embeddings[1].vector[0]: a number too large to represent"},
        {"beyond float", lesson_with("", R"([{"word":"x","vector":[0, 1e39]}])"),
         "embeddings[0].vector[1]: expected a finite number within ±3.4e38"},
        {"title number", lesson_with(R"(,"title":3)"), "title: expected a string, got a number"},
        {"sentences string", lesson_with(R"(,"sentences":"x x")"),
         "sentences: expected an array of strings, got a string"},
        {"sentence number", lesson_with(R"(,"sentences":["x",1])"),
         "sentences[1]: expected a string, got a number"},
        {"focus array", lesson_with(R"(,"focus":["x"])"), "focus: expected a string, got an array"},
        {"attention array", lesson_with(R"(,"attention":[])"),
         "attention: expected an object, got an array"},
        {"variant unknown", lesson_with(R"(,"attention":{"variant":"fancy"})"),
         "attention.variant: expected \"no-mixing\", \"equal-average\", \"simple\", \"scaled\" or "
         "\"multihead\", got \"fancy\""},
        {"heads zero", lesson_with(R"(,"attention":{"variant":"multihead","heads":0})"),
         "attention.heads: expected 1 to 1024 heads, got 0"},
        {"heads huge",
         lesson_with(R"(,"attention":{"variant":"multihead","heads":99999999999999999999})"),
         "attention.heads: expected a whole number, got a number"},
        {"heads 2000", lesson_with(R"(,"attention":{"variant":"multihead","heads":2000})"),
         "attention.heads: expected 1 to 1024 heads, got 2000"},
        {"heads fraction", lesson_with(R"(,"attention":{"heads":1.5})"),
         "attention.heads: expected a whole number, got a number"},
        {"scale string", lesson_with(R"(,"attention":{"scale":"yes"})"),
         "attention.scale: expected true or false, got a string"},
        {"w_q rows", lesson_with(R"(,"attention":{"variant":"scaled","w_q":{"values":[[1,0]]}})"),
         "attention.w_q.values: expected 2 rows, got 1"},
        {"w_q row short",
         lesson_with(R"(,"attention":{"variant":"scaled","w_q":{"values":[[1,0],[1]]}})"),
         "attention.w_q.values[1]: expected 2 numbers, got 1"},
        {"w_k cell null",
         lesson_with(R"(,"attention":{"variant":"scaled","w_k":{"values":[[1,0],[null,1]]}})"),
         "attention.w_k.values[1][0]: expected a finite number, got null"},
        {"w_v not object", lesson_with(R"(,"attention":{"w_v":[[1,0],[0,1]]})"),
         "attention.w_v: expected an object with \"values\", got an array"},
        {"w_q missing", lesson_with(R"(,"attention":{"variant":"scaled"})"),
         "attention: W_Q must be 2 × 2 (d × d), got 0 × 0"},
        {"heads not dividing", lesson_with(R"(,"attention":{"variant":"multihead","heads":3})"),
         "d = 2 is not divisible by heads = 3"},
        {"bad UTF-8", lesson_with(",\"title\":\"caf\xc3\""), "not valid JSON here"},
        {"lone surrogate", lesson_with(R"(,"title":"\ud800")"), "not valid JSON here"},
        {"deep nesting", std::string(100000, '['),
         "nested deeper than 64 levels of arrays and objects"},
        {"deep field", lesson_with(R"(,"title":)" + std::string(70, '[') + std::string(70, ']')),
         "title[0][0][0]"},
        {"long word",
         lesson_with("", R"([{"word":")" + std::string(300, 'w') + R"(","vector":[1,2]}])"),
         "embeddings[0].word: a word name of 300 bytes; at most 256 are supported"},
        {"a million axes",
         head + R"("axes":[)" + repeat("\"a\",", 999999) + R"("a"],"embeddings":[]})",
         "axes: has 1000000 axis names; at most 4096 are supported"},
        {"table too big",
         head + R"("axes":)" + numbered_names(4096) + R"(,"embeddings":[)" + repeat("0,", 4096) +
             "0]}",
         "embeddings: 4097 words × 4096 axes is more than the 16777216 table cells supported"},
    };
}

TEST(LessonErrors, EachNamesTheFieldAndWhatWasExpected) {
    for (const ErrorCase& c : cases()) {
        try {
            lesson_from_json(c.text);
            ADD_FAILURE() << c.name << ": was accepted";
        } catch (const LessonError& e) {
            EXPECT_NE(std::string(e.what()).find(c.expected), std::string::npos)
                << c.name << ": message was\n  " << e.what() << "\nexpected it to contain\n  "
                << c.expected;
        } catch (const std::exception& e) {
            ADD_FAILURE() << c.name << ": threw something other than LessonError: " << e.what();
        }
    }
}

TEST(LessonErrors, GiantFileIsRefusedBeforeParsing) {
    const std::string text =
        lesson_with(R"(,"title":")" + std::string(kMaxLessonBytes, 't') + "\"");
    try {
        lesson_from_json(text);
        FAIL() << "accepted";
    } catch (const LessonError& e) {
        EXPECT_EQ(std::string(e.what()), "(file): is " + std::to_string(text.size()) +
                                             " bytes; a lesson file may have at most 64 MiB");
    }
}

TEST(LessonErrors, FilesThatAreNotFiles) {
    auto message = [](const std::string& path) {
        try {
            read_lesson_file(path);
        } catch (const LessonError& e) {
            return std::string(e.what());
        }
        return std::string("(no error)");
    };
    EXPECT_EQ(message("/tmp"), "/tmp: is a folder, not a lesson file");
    EXPECT_EQ(message("/dev/zero"),
              "/dev/zero: (file): is larger than 64 MiB, the most a lesson file may have");
    EXPECT_EQ(message("/nonexistent/x.attnlab.json"),
              "/nonexistent/x.attnlab.json: cannot open the file for reading (No such file or "
              "directory)");
}

TEST(LessonErrors, LimitsAreInclusive) {
    // 4096 axes and a 256-byte word are accepted; one more is not (cases above).
    const std::string word(kMaxNameBytes, 'w');
    std::string vec;
    for (int k = 0; k < kMaxAxes; ++k) vec += k ? ",0" : "1";
    const Lesson l = lesson_from_json(R"({"format":"attnlab-lesson","version":1,"axes":)" +
                                      numbered_names(kMaxAxes) + R"(,"embeddings":[{"word":")" +
                                      word + R"(","vector":[)" + vec + "]}]}");
    EXPECT_EQ(l.table.axis_count(), kMaxAxes);
    EXPECT_EQ(l.table.words()[0], word);
}

TEST(LessonErrors, EmptyTableIsReadableAndRoundTrips) {
    // What the editor can produce (every axis and word removed) must load again.
    const Lesson l =
        lesson_from_json(R"({"format":"attnlab-lesson","version":1,"axes":[],"embeddings":[],
        "attention":{"variant":"multihead","heads":2}})");
    EXPECT_EQ(l.table.axis_count(), 0);
    EXPECT_EQ(l.attention.heads, 2);
    EXPECT_EQ(lesson_from_json(lesson_to_json(l)), l);
}

TEST(LessonErrors, WriterRefusesTextItCouldNotReadBack) {
    Lesson l;
    l.table = EmbeddingTable({"a"}, {"caf\xc3"}, Matrix::Ones(1, 1));
    try {
        lesson_to_json(l);
        FAIL() << "accepted";
    } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "embeddings[0].word: not valid UTF-8 text; cannot be saved");
    }
}

}  // namespace
}  // namespace attn
