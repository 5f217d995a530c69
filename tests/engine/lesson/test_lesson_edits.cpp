// Structural lesson edits keep the steps' references true
// (attnlab/lesson/lesson_edits.hpp): renames follow into highlights, planes, rows and
// every {{…}} quantity; removing a sentence renumbers the rest.
#include <gtest/gtest.h>

#include "attnlab/lesson/lesson_edits.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "attnlab/support/limits.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::kParts;

std::size_t problem_count(const Lesson& l) {
    std::size_t n = 0;
    for (int i = 0; i < int(l.steps.size()); ++i) n += step_problems(l, i).size();
    return n;
}

// A name no lesson uses, of the same shape.
std::string fresh(const std::string& name) { return name + "x"; }

TEST(LessonEdits, RenamingEveryWordAndAxisOfTheCourseBreaksNoStep) {
    for (const char* part : kParts) {
        const Lesson l = test::builtin(part);
        const std::size_t before = problem_count(l);
        const std::string file = lesson_to_json(l);
        for (int w = 0; w < l.table.word_count(); ++w) {
            Lesson e = l;
            const std::string old = e.table.words()[std::size_t(w)];
            if (!is_word_char(static_cast<unsigned char>(old[0])) || e.table.word_index(fresh(old)))
                continue;  // words, not "." or "<unk>"
            rename_word(e, w, fresh(old));
            EXPECT_EQ(problem_count(e), before) << part << ": rename " << old;
            rename_word(e, w, old);
            EXPECT_EQ(lesson_to_json(e), file) << part << ": rename " << old << " and back";
        }
        for (int a = 0; a < l.table.axis_count(); ++a) {
            Lesson e = l;
            const std::string old = e.table.axes()[std::size_t(a)];
            rename_axis(e, a, fresh(old));
            EXPECT_EQ(problem_count(e), before) << part << ": rename axis " << old;
            rename_axis(e, a, old);
            EXPECT_EQ(lesson_to_json(e), file) << part << ": rename axis " << old << " and back";
        }
    }
}

TEST(LessonEdits, RenameReachesHighlightsRowsPlanesAndQuantities) {
    Lesson l = test::builtin("course-1-attention");
    const int bank = *l.table.word_index("bank");
    rename_word(l, bank, "shore");
    for (const LessonStep& s : l.steps) {
        if (s.view.highlight) {
            EXPECT_NE(*s.view.highlight, "bank");
        }
        EXPECT_EQ(s.text.find("{{weight 0 bank"), std::string::npos);
        if (s.question) {
            EXPECT_NE(s.question->row, "bank");
        }
    }
    EXPECT_EQ(rewrite_quantity("weight 0 bank river %",
                               [](QuantityArg k, const std::string& a) {
                                   return k == QuantityArg::Word && a == "bank"
                                              ? std::string("shore")
                                              : a;
                               }),
              "weight 0 shore river %");
    EXPECT_EQ(rewrite_quantity("wieght 0 bank river",
                               [](QuantityArg, const std::string&) { return std::string("z"); }),
              "wieght 0 bank river");  // an unknown quantity is left as written
}

TEST(LessonEdits, RemovingASentenceRenumbersTheStepsOrNamesThem) {
    for (const char* part : kParts) {
        const Lesson l = test::builtin(part);
        for (int s = 0; s < int(l.sentences.size()); ++s) {
            Lesson e = l;
            const std::vector<int> using_it = steps_using_sentence(l, s);
            EditNote note;
            remove_sentence(e, s, &note);
            EXPECT_EQ(note.text.empty(), using_it.empty()) << note.text;
            for (int i = 0; i < int(e.steps.size()); ++i) {
                const bool named = std::find(using_it.begin(), using_it.end(), i) != using_it.end();
                if (!named) {
                    EXPECT_EQ(step_problems(e, i), step_problems(l, i))
                        << part << " without sentence " << s << ", step " << i;
                } else {
                    for (int k : e.steps[std::size_t(i)].view.sentences)
                        EXPECT_LT(k, int(e.sentences.size()));
                }
            }
        }
    }
}

TEST(LessonEdits, ARemovedSentenceIsNamedNotSilentlyReplaced) {
    Lesson l = test::builtin("module1");
    LessonStep st;
    st.text = "{{weight 0 bank river}} and {{weight 1 bank money}}";
    st.view.sentences = {0, 1};
    l.steps = {st};
    remove_sentence(l, 0);
    EXPECT_EQ(l.steps[0].view.sentences, std::vector<int>{0});  // the money bank, now sentence 0
    EXPECT_EQ(l.steps[0].text, "{{weight removed bank river}} and {{weight 0 bank money}}");
    const auto problems = step_problems(l, 0);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("its sentence was removed"), std::string::npos) << problems[0];
    // The lesson still saves and reads back.
    EXPECT_EQ(lesson_from_json(lesson_to_json(l)), l);
}

TEST(LessonEdits, AWordIsOneTokenInTheEditorAndTheReaderAlike) {
    EXPECT_TRUE(is_single_word("bank"));
    EXPECT_TRUE(is_single_word("don't"));
    EXPECT_TRUE(is_single_word("café"));
    EXPECT_FALSE(is_single_word("New York"));
    EXPECT_FALSE(is_single_word("Bank"));
    EXPECT_FALSE(is_single_word("bank,"));
    EXPECT_TRUE(is_single_word(
        "."));  // punctuation is a token of its own (a trained model's vocabulary has it)
    EXPECT_FALSE(is_single_word(""));
    EXPECT_TRUE(is_vocabulary_word("<unk>"));  // a trained model's special token
    EXPECT_FALSE(is_vocabulary_word("<new york>"));
    Lesson l = test::builtin("module1");
    EXPECT_THROW(rename_word(l, 0, "new york"), std::invalid_argument);
    std::string file = lesson_to_json(test::builtin("module1"));
    const std::size_t at = file.find("\"river\"");
    ASSERT_NE(at, std::string::npos);
    file.replace(at, 7, "\"New York\"");
    try {
        lesson_from_json(file);
        FAIL() << "a two-word vocabulary entry was read";
    } catch (const LessonError& e) {
        EXPECT_NE(std::string(e.what()).find(".word"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("no sentence could use it"), std::string::npos)
            << e.what();
    }
}

}  // namespace
}  // namespace attn
