// A course that tells the truth (issue 24): a pending question conceals what
// its answer can be read from, the authoring check finds a step that gives the
// next step's answer away, the course states no number it does not compute,
// and its claims hold (the self-match counter-example).
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <regex>
#include <sstream>

#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::kParts;

int index_titled(const Lesson& l, const std::string& title) {
    for (std::size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == title) return int(i);
    throw std::runtime_error("no step titled " + title);
}

bool mentions(const std::vector<std::string>& messages, const std::string& part) {
    for (const std::string& m : messages)
        if (m.find(part) != std::string::npos) return true;
    return false;
}

TEST(QuestionConcealment, HidesWhatTheAnswerIsReadFrom) {
    StepQuestion cell;
    cell.kind = StepQuestion::Kind::Cell;
    cell.hide = {};
    EXPECT_EQ(question_concealment(cell),
              (Concealment{true, true, false}));  // the brightest cell is the answer
    StepQuestion weights;
    weights.kind = StepQuestion::Kind::Choice;
    weights.hide = {};
    weights.compare = {"weight 0 bank bank", "weight 0 bank river"};
    EXPECT_EQ(question_concealment(weights), (Concealment{true, true, false}));
    StepQuestion outputs = weights;
    outputs.compare = {"output 0 bank water", "output 0 bank money"};
    EXPECT_EQ(question_concealment(outputs), (Concealment{true, false, true}));
    StepQuestion authored = weights;  // answered by its author: only what the file says
    authored.compare.clear();
    authored.hide = {false, false, true};
    EXPECT_EQ(question_concealment(authored), (Concealment{false, false, true}));
    StepQuestion number;
    number.kind = StepQuestion::Kind::Number;
    number.hide = {};
    EXPECT_EQ(question_concealment(number), (Concealment{true, false, false}));
    number.quantity = "weight 0 bank river";  // read off a map's colours within a shade
    EXPECT_EQ(question_concealment(number), (Concealment{true, true, false}));
    number.quantity = "output 0 bank water";  // read off the output point
    EXPECT_EQ(question_concealment(number), (Concealment{true, false, true}));
    number.quantity = "input bank water";  // in the table, which no question hides
    EXPECT_EQ(question_concealment(number), (Concealment{true, false, false}));
}

TEST(QuestionConcealment, AViewsHideHoldsAfterItsOwnAnswer) {
    const Lesson l = test::builtin("course-1-attention");
    const int softmax = index_titled(l, "Softmax: scores become shares");
    EXPECT_TRUE(step_scene(l, softmax, false).conceal.cells);
    const Scene answered = step_scene(l, softmax, true);
    EXPECT_EQ(answered.conceal,
              (Concealment{false, false, true}));  // the blend waits for the next step
    EXPECT_FALSE(blend_shown(answered));
    EXPECT_TRUE(blend_shown(step_scene(l, index_titled(l, "The blend, term by term"), true)));
    EXPECT_FALSE(blend_shown(step_scene(
        l, index_titled(l, "Scores: every word against every word"))));  // raw scores: no blend yet
}

TEST(AnswerLeaks, TheBuiltInCourseKeepsEveryAnswerUntilAskedInEveryLanguage) {
    for (const char* part : kParts) {
        const Lesson base = test::builtin(part);
        std::vector<std::string> languages = lesson_languages(base);
        ASSERT_GE(languages.size(), 4u) << part;
        languages.insert(languages.begin(), "");
        for (const std::string& language : languages) {
            const Lesson l = language.empty() ? base : localized(base, language);
            for (int i = 0; i < int(l.steps.size()); ++i)
                EXPECT_EQ(answer_leaks(l, i), std::vector<std::string>{})
                    << part << " [" << language << "] step " << i + 1;
        }
    }
}

TEST(AnswerLeaks, FindsAPreviousStepThatShowsTheAnswer) {
    Lesson l = test::builtin("course-1-attention");
    const int money = index_titled(l, "Rebuild it for the money sentence");
    // The step before, showing the money sentence too, shows the Blend table for any word
    // clicked: bank's money column sum (0.409) in the money sentence.
    l.steps[std::size_t(money - 1)].view.sentences = {0, 1};
    const auto leaks = answer_leaks(l, money);
    ASSERT_FALSE(leaks.empty());
    EXPECT_TRUE(mentions(leaks, "steps[" + std::to_string(money - 1) + "]: shows step " +
                                    std::to_string(money + 1) +
                                    "'s answer before it is asked: output 1 bank money (0.409)"))
        << leaks.front();
    EXPECT_TRUE(
        step_problems(l, money).empty());  // a warning for the author: the lesson still prints
}

TEST(AnswerLeaks, LooksAtEveryEarlierStepNotOnlyTheOneBefore) {
    Lesson l = test::builtin("course-1-attention");
    const int money = index_titled(l, "Rebuild it for the money sentence");
    const int softmax = index_titled(l, "Softmax: scores become shares");
    ASSERT_LT(softmax, money - 1);
    // Two steps back, a text that states the answer.
    l.steps[std::size_t(softmax)].text += " {{output 1 bank money}}";
    EXPECT_TRUE(mentions(answer_leaks(l, money),
                         "steps[" + std::to_string(softmax) + "]: shows step " +
                             std::to_string(money + 1) +
                             "'s answer before it is asked: output 1 bank money (0.409) in its "
                             "text"));
}

TEST(AnswerLeaks, AStageTheBoxOffersIsLookedAtUnlessTheStepKeepsItBack) {
    Lesson l = test::builtin("course-1-attention");
    const int scores = index_titled(l, "Scores: every word against every word");
    const int softmax = index_titled(l, "Softmax: scores become shares");
    const int blend = index_titled(l, "The blend, term by term");
    EXPECT_TRUE(step_scene(l, scores).conceal.later_stages);
    EXPECT_TRUE(step_scene(l, scores).conceal.outputs);  // the outputs wait with the weights
    EXPECT_FALSE(blend_shown(step_scene(l, scores, true)));
    // Raw scores shown, but the stage box offers the weights, the Blend table waits for them…
    l.steps[std::size_t(scores)].view.hide = {};
    EXPECT_TRUE(mentions(answer_leaks(l, softmax),
                         "steps[" + std::to_string(scores) + "]: shows step " +
                             std::to_string(softmax + 1) + "'s answer before it is asked"));
    // …and the Vectors plot shows bank's output, the blend step's answer.
    EXPECT_TRUE(mentions(answer_leaks(l, blend), "steps[" + std::to_string(scores) + "]"));
}

TEST(AnswerLeaks, AHatchedCellSaysItsWeightIsZero) {
    Lesson l = test::builtin("course-2-heads");
    const int mask = index_titled(l, "No peeking: the causal mask");
    const int where = index_titled(l, "Where the mask leaves ball");
    EXPECT_TRUE(answer_leaks(l, where).empty());
    // Colours shown, numbers hidden: the masked cell is hatched, and hatched means 0.
    l.steps[std::size_t(mask)].view.hide = {true, false, false, false};
    EXPECT_TRUE(mentions(answer_leaks(l, where),
                         "headweight 0 1 ball soup (0.000) hatched (masked) in its attention map"))
        << ::testing::PrintToString(answer_leaks(l, where));
}

TEST(AnswerLeaks, FindsTheAnswerInAnyLanguagesDecimalSign) {
    Lesson l = test::builtin("course-1-attention");
    const int money = index_titled(l, "Rebuild it for the money sentence");
    l.steps[std::size_t(money)].translations["de"].text = "Die Summe ist 0,409.";
    EXPECT_TRUE(answer_leaks(l, money).empty());
    EXPECT_TRUE(mentions(answer_leaks(localized(l, "de"), money),
                         "shows its own answer while it is asked: output 1 bank money (0.409) in "
                         "its text"));
}

TEST(AnswerLeaks, OnPaperAStepsTextAndFiguresAsPrinted) {
    const Lesson l = test::builtin("course-1-attention");
    const int softmax = index_titled(l, "Softmax: scores become shares");
    // The next step's text states the softmax answer: a handout keeps it off the question's page.
    EXPECT_NE(answer_on_paper(l, softmax, softmax + 1).find("in its text"), std::string::npos);
    // The step before the question, printed as it is (raw scores), shows nothing of it.
    EXPECT_EQ(answer_on_paper(l, softmax, softmax - 1), "");
    const Lesson p3 = test::builtin("course-3-training");
    const int ball = index_titled(p3, "Where does ball look?");
    EXPECT_NE(answer_on_paper(p3, ball, ball + 1).find("in its attention map"), std::string::npos);
}

TEST(AnswerLeaks, FindsColoursAndTextThatGiveTheLargestAway) {
    Lesson l = test::builtin("course-1-attention");
    const int softmax = index_titled(l, "Softmax: scores become shares");
    // The cell question without its own concealment would be answered by the map's colours…
    l.steps[std::size_t(softmax)].question->kind = StepQuestion::Kind::Choice;
    l.steps[std::size_t(softmax)].question->compare = {"weight 0 bank the", "weight 0 bank river",
                                                       "weight 0 bank bank"};
    l.steps[std::size_t(softmax)].question->choices = {"the", "river", "bank"};
    EXPECT_TRUE(answer_leaks(l, softmax).empty());  // …which question_concealment hides
    // …and by a text that prints every value compared.
    l.steps[std::size_t(softmax)].text +=
        " {{weight 0 bank the}} {{weight 0 bank river}} {{weight 0 bank bank %}}";
    const auto leaks = answer_leaks(l, softmax);
    ASSERT_EQ(leaks.size(), 1u);
    EXPECT_TRUE(
        mentions(leaks, "shows its own answer while it is asked: weight 0 bank the in its text"))
        << leaks.front();
    // The Blend table of the step before: the blend question's outputs, once the view stops hiding
    // them.
    l = test::builtin("course-1-attention");
    l.steps[std::size_t(softmax)].view.hide = {};
    EXPECT_TRUE(mentions(answer_leaks(l, softmax + 1),
                         "nearratio 0 bank water money 3 in its Blend table"));
}

TEST(AnswerLeaks, TheModelsHeadsAreInViewAtEveryLayer) {
    Lesson l = test::builtin("course-3-training");
    const int ball = index_titled(l, "Where does ball look?");
    EXPECT_TRUE(answer_leaks(l, ball).empty());
    // The first step shows layer 1 and the Training pane: its layer box and thumbnails reach
    // layer 2.
    l.steps[0].view.hide = {};
    EXPECT_TRUE(mentions(answer_leaks(l, ball), "steps[0]: shows step " + std::to_string(ball + 1) +
                                                    "'s answer before it is asked: modelweight"));
    // A sentence the map does not show is still in the Training pane's thumbnails.
    l = test::builtin("course-3-training");
    l.sentences.push_back("the bubbe made soup");
    l.steps[std::size_t(ball - 1)].view.hide = {};
    l.steps[std::size_t(ball - 1)].view.sentences = {1};
    EXPECT_TRUE(mentions(answer_leaks(l, ball), "in the Training pane's maps"));
}

TEST(AnswerLeaks, TheGradientViewShowsAScoresPushUnlessTheCellsWait) {
    Lesson l = test::builtin("course-3-training");
    const int push = index_titled(l, "Which way will the loss push?");
    EXPECT_TRUE(answer_leaks(l, push).empty());
    // With the cells shown, the Training pane's Gradient view colours the score's push.
    l.steps[std::size_t(push)].view.hide = {};
    EXPECT_TRUE(mentions(answer_leaks(l, push), "in the Training pane's Gradient view"));
}

TEST(CourseText, WordsThatStateAFactAreChosenByTheNumbers) {
    // Wordings that describe the numbers ("watery", "W_V is the identity") are conditions
    // ({{if …}}) computed from the live lesson, never fixed text.
    const char* facts[] = {"watery", "money-ish", "is the identity", "sits on its twin",
                           "strengthened"};
    for (const char* part : kParts) {
        const Lesson l = test::builtin(part);
        for (std::size_t i = 0; i < l.steps.size(); ++i) {
            const LessonStep& s = l.steps[i];
            std::string all = s.text;
            if (s.question) all += "\n" + s.question->prompt + "\n" + s.question->why;
            const std::string bare = std::regex_replace(all, std::regex(R"(\{\{[^}]*\}\})"), " ");
            for (const char* f : facts)
                EXPECT_EQ(bare.find(f), std::string::npos)
                    << part << " step " << i + 1 << ": " << f;
        }
    }
    // They follow an edit: drag river's water down and bank is no longer watery.
    Lesson l = test::builtin("course-1-attention");
    const int split = index_titled(l, "\"bank\" splits in two");
    Lesson shown = scene_lesson(l, step_scene(l, split));
    EXPECT_NE(fill_quantities(shown, l.steps[std::size_t(split)].text).find("comes out watery"),
              std::string::npos);
    const int river = *shown.table.word_index("river");
    shown.table.set_value(river, *shown.table.axis_index("water"), 0.0f);
    shown.table.set_value(river, *shown.table.axis_index("money"), 0.9f);
    EXPECT_NE(fill_quantities(shown, l.steps[std::size_t(split)].text).find("comes out money-ish"),
              std::string::npos);
}

// Digits in a step's text that are not a {{quantity}}: step, part and module
// numbers, list markers, the √d table's multipliers (arguments of the quantity
// beside them), names such as W_Q, h1·1 or GPT-2, and the seed text's own examples on
// a line that says so ("the reference text this course follows"). Anything else is a number the app
// does not compute.
std::vector<std::string> fixed_numbers(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.find("reference text") != std::string::npos) continue;
        const bool table_row = line.rfind("| ", 0) == 0 && line.find("{{") != std::string::npos;
        std::string bare = std::regex_replace(line, std::regex(R"(\{\{[^}]*\}\})"), " ");
        bare = std::regex_replace(bare, std::regex(R"(^\s*\d+\.\s)"), " ");
        bare = std::regex_replace(
            bare,
            std::regex(R"((Step|step|Part|part|Module|Attempt|[Hh]ead|[Ll]ayer|course-)\s*\d+)"),
            " ");
        bare = std::regex_replace(bare, std::regex(R"(\bh\d+·\d+)"), " ");
        bare = std::regex_replace(bare, std::regex(R"(GPT-\d)"), " ");  // a model's name
        bare = std::regex_replace(bare, std::regex(R"(1/n|1/√)"), " ");
        if (table_row) bare = std::regex_replace(bare, std::regex(R"(^\|\s*\d+\s*\|)"), " ");
        static const std::regex number(R"(\d+([.,]\d+)?)");
        for (auto it = std::sregex_iterator(bare.begin(), bare.end(), number);
             it != std::sregex_iterator(); ++it)
            out.push_back(it->str() + " in: " + line);
    }
    return out;
}

TEST(CourseText, EveryNumberItStatesIsComputed) {
    for (const char* part : kParts) {
        const Lesson l = test::builtin(part);
        for (std::size_t i = 0; i < l.steps.size(); ++i) {
            const LessonStep& s = l.steps[i];
            std::vector<std::string> texts{s.text};
            if (s.question) texts.insert(texts.end(), {s.question->prompt, s.question->why});
            for (const std::string& t : texts)
                EXPECT_EQ(fixed_numbers(t), std::vector<std::string>{})
                    << part << " step " << i + 1;
        }
    }
    // The check itself finds a fixed number.
    EXPECT_EQ(fixed_numbers("river pours in {{weight 0 bank river}} × 0.9 of water").size(), 1u);
    EXPECT_TRUE(fixed_numbers("Step 4's drag; the reference text's p = 0.34").empty());
}

TEST(CourseClaims, ALongerNeighbourOutscoresTheSelfMatch) {
    // Part 1, step 4: the self-match wins only while no neighbour is longer in its direction.
    Lesson l = test::builtin("course-1-attention");
    const int scores = index_titled(l, "Scores: every word against every word");
    Lesson shown = scene_lesson(l, step_scene(l, scores));
    EXPECT_GT(quantity(shown, "weight 0 bank bank"),
              quantity(shown, "weight 0 bank river"));  // the seed's table: bank wins
    const int river = *shown.table.word_index("river");
    shown.table.set_value(river, *shown.table.axis_index("place"),
                          1.5f);  // river = [0.9, 0, 1.5, 0]
    // The score with itself is the squared length: 0.3² + 0.3² + 0.9² = 0.99; with river 0.3·0.9 +
    // 0.9·1.5 = 1.62.
    EXPECT_NEAR(quantity(shown, "score 0 bank bank"), 0.99, 1e-6);
    EXPECT_NEAR(quantity(shown, "score 0 bank river"), 1.62, 1e-6);
    EXPECT_NEAR(quantity(shown, "weight 0 bank river"), 0.578, 5e-4);
    EXPECT_NEAR(quantity(shown, "weight 0 bank bank"), 0.308, 5e-4);
    // Scores stay symmetric, weights do not.
    EXPECT_EQ(quantity(shown, "score 0 river bank"), quantity(shown, "score 0 bank river"));
    EXPECT_NE(quantity(shown, "weight 0 river bank"), quantity(shown, "weight 0 bank river"));
}

TEST(StepQuantity, CountsAndDigits) {
    const Lesson l = scene_lesson(test::builtin("course-2-heads"),
                                  step_scene(test::builtin("course-2-heads"), 0));
    EXPECT_EQ(quantity(l, "heads"), 4.0);
    EXPECT_EQ(quantity(l, "d"), 16.0);
    EXPECT_EQ(quantity(l, "dk"), 4.0);
    EXPECT_EQ(quantity(l, "tokens 0"), 7.0);
    EXPECT_EQ(fill_quantities(l, "h = {{heads #0}}, dk = {{dk #0}}, n = {{tokens 1 #0}}"),
              "h = 4, dk = 4, n = 7");
    EXPECT_EQ(fill_quantities(l, "{{nlog 0.5 #4}} {{nlog 0.5}} {{nlog 0.5 %}}"),
              "0.6931 0.693 69.3%");
    // The position pattern: sine on even axes, cosine on odd, by position only.
    Lesson pos = l;
    pos.attention.position = PositionEncoding::Sinusoidal;
    EXPECT_NEAR(quantity(pos, "pe 0 @0 food"), 0.0, 1e-7);
    EXPECT_NEAR(quantity(pos, "pe 0 @0 grain"), 1.0, 1e-7);
    EXPECT_NEAR(quantity(pos, "pe 0 ball food"), std::sin(4.0), 1e-6);  // "ball" is the fifth word
    EXPECT_NEAR(quantity(pos, "pe 1 ball food"), std::sin(2.0), 1e-6);  // the third, reversed
    // Why ball's food value becomes −0.46 with positions on: 0.3 + sin 4.
    EXPECT_NEAR(quantity(pos, "x 0 ball food"), quantity(pos, "input ball food") + std::sin(4.0),
                1e-6);
    EXPECT_EQ(fill_quantities(pos, "{{x 0 ball food #2}}"), "-0.46");
    EXPECT_NEAR(quantity(l, "x 0 ball food"), quantity(l, "input ball food"),
                1e-7);  // positions off: the table's row
    // Random keys: the spread of q·k grows like √d; unscaled the largest share saturates, scaled it
    // does not.
    EXPECT_NEAR(quantity(l, "randomspread 64"), 8.0, 0.8);
    EXPECT_NEAR(quantity(l, "randomspread 4"), 2.0, 0.3);
    EXPECT_GT(quantity(l, "randomshare 256 7 0"), 0.9);
    EXPECT_LT(quantity(l, "randomshare 256 7 1"), 0.6);
    EXPECT_NEAR(quantity(l, "randomshare 256 7 1"), quantity(l, "randomshare 4 7 1"),
                0.1);  // spread whatever d is
    // The spread of q·k is about √d (16: 4).
    EXPECT_NEAR(quantity(l, "randomspread 16"), 4.0, 0.6);
    EXPECT_THROW(quantity(l, "randomshare 16 7 2"), QuantityError);
    EXPECT_THROW(quantity(l, "randomshare 1024 64 0"),
                 QuantityError);  // bounded: filled in on the GUI thread
    // A text of many different random quantities is refused past 16 (each costs up to tenths of a
    // second).
    std::string many;
    for (int d = 900; d < 917; ++d) many += "{{randomspread " + std::to_string(d) + "}} ";
    std::vector<std::string> problems;
    fill_quantities(l, many, &problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("more than 16 different random quantities in one text"),
              std::string::npos)
        << problems[0];
    // A rename keeps the digits' suffix.
    EXPECT_EQ(
        rewrite_quantity("weight 0 ball matzah #4",
                         [](QuantityArg, const std::string& a) { return a == "ball" ? "orb" : a; }),
        "weight 0 orb matzah #4");
}

}  // namespace
}  // namespace attn
