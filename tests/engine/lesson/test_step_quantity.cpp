// Quantities quoted by lesson steps, checked against the seed texts' numbers
// (Module 1: bank's recipe and output; the bubbe text: −log 0.34 ≈ 1.08), and
// answers computed from the lesson follow its edits.
#include <gtest/gtest.h>

#include <cmath>

#include "attnlab/lesson/step_quantity.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

using test::three;

TEST(StepQuantity, Module1NumbersMatchTheSeed) {
    const Lesson l = test::builtin("module1");
    EXPECT_EQ(three(quantity(l, "score 0 bank river")), "0.540");
    EXPECT_EQ(three(quantity(l, "score 0 bank bank")), "0.990");
    EXPECT_EQ(three(quantity(l, "weight 0 bank the")), "0.185");
    EXPECT_EQ(three(quantity(l, "weight 0 bank river")), "0.317");
    EXPECT_EQ(three(quantity(l, "weight 0 bank bank")), "0.498");
    EXPECT_EQ(three(quantity(l, "weight 1 bank money")), "0.280");
    EXPECT_EQ(three(quantity(l, "output 0 bank water")), "0.435");
    EXPECT_EQ(three(quantity(l, "output 0 bank money")), "0.149");
    EXPECT_EQ(three(quantity(l, "output 1 bank water")), "0.158");
    EXPECT_EQ(three(quantity(l, "output 1 bank money")), "0.409");
    EXPECT_EQ(three(quantity(l, "input bank place")), "0.900");
    EXPECT_EQ(three(quantity(l, "nlog 0.34")), "1.079");  // the seed's "≈ 1.08"
    EXPECT_EQ(three(quantity(l, "nlog 0.01")), "4.605");  // "≈ 4.6"
}

TEST(StepQuantity, TheEqualAverageTiltsWaterOverMoney) {
    StepView v;
    v.variant = Variant::EqualAverage;
    const Lesson l = lesson_for_step(test::builtin("module1"), v);
    // The seed: the equal average of "the river bank" tilts water over money 0.40 to 0.10.
    EXPECT_EQ(three(quantity(l, "output 0 bank water")), "0.400");
    EXPECT_EQ(three(quantity(l, "output 0 bank money")), "0.100");
    EXPECT_EQ(quantity(l, "output 0 the water"), quantity(l, "output 0 bank water"));
    EXPECT_EQ(three(quantity(l, "weight 0 bank river")), "0.333");
}

// A positive value too small for the digits shown reads "< 0.001", never "0.000" (a real
// model's probability of 0.0002 did); zero stays "0.000".
TEST(StepQuantity, APositiveValueNeverReadsAsZero) {
    const Lesson l = test::builtin("module1");
    EXPECT_EQ(fill_quantities(l, "{{nlog 0.9999999}}"), "< 0.001");
    EXPECT_EQ(fill_quantities(l, "{{nlog 0.9999999 %}}"), "< 0.1%");
    EXPECT_EQ(fill_quantities(l, "{{nlog 0.9999999 #5}}"), "< 0.00001");
    EXPECT_EQ(fill_quantities(l, "{{nlog 0.9999999 #0}}"), "< 1");
    EXPECT_EQ(fill_quantities(l, "{{nlog 1}}"), "0.000");
    EXPECT_EQ(fill_quantities(l, "{{nlog 0.999}}"), "0.001");
}

TEST(StepQuantity, TextIsFilledAndMistakesAreShownInPlace) {
    const Lesson l = test::builtin("module1");
    std::vector<std::string> problems;
    EXPECT_EQ(
        fill_quantities(l, "bank: {{weight 0 bank river %}} river, {{output 0 bank water}} water",
                        &problems),
        "bank: 31.7% river, 0.435 water");
    EXPECT_TRUE(problems.empty());
    const std::string shown = fill_quantities(l, "x {{weight 0 bnak river}} y {{", &problems);
    // The reader sees a sentence, not the template; the author gets the expression.
    EXPECT_EQ(shown.rfind("x ⟨this step speaks of the word 'bnak', which sentence 0 \"the river "
                          "bank\" does not have⟩ y {{",
                          0),
              0u)
        << shown;
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_EQ(problems[0].rfind("{{weight 0 bnak river}}: this step speaks of", 0), 0u)
        << problems[0];
    for (const char* bad :
         {"weight 9 bank river", "output 0 bank salt", "loss 0 1 river", "nlog 2", "frobnicate",
          "weight 0 bank", "headweight 0 2 bank river", "sharpen 0 bank x"}) {
        EXPECT_THROW(quantity(l, bad), QuantityError) << bad;
    }
}

TEST(StepQuantity, SharpeningSaturatesSoftmax) {
    const Lesson l = test::builtin("module1");
    // K = 1 is the weights themselves; larger scores push the top share to 1.
    EXPECT_NEAR(quantity(l, "sharpen 0 bank 1"), quantity(l, "weight 0 bank bank"), 1e-6);
    double last = 0;
    for (int k : {1, 4, 16, 64}) {
        const double top = quantity(l, "sharpen 0 bank " + std::to_string(k));
        EXPECT_GT(top, last);
        last = top;
    }
    EXPECT_GT(last, 0.99);
}

TEST(StepQuantity, ComputedAnswersFollowTheLessonsEdits) {
    Lesson l = test::builtin("module1");
    StepQuestion q;
    q.kind = StepQuestion::Kind::Choice;
    q.choices = {"water", "money"};
    q.compare = {"output 0 bank water", "output 0 bank money"};
    EXPECT_EQ(expected_answer(l, q).choice, 0);
    EXPECT_TRUE(choice_is_right(l, q, 0));
    EXPECT_FALSE(choice_is_right(l, q, 1));
    // A teacher makes river a money word: the right answer follows.
    const int river = *l.table.word_index("river");
    l.table.set_value(river, 0, 0.0f);
    l.table.set_value(river, 1, 0.9f);
    EXPECT_EQ(expected_answer(l, q).choice, 1);

    const Lesson m = test::builtin("module1");
    StepQuestion n;
    n.kind = StepQuestion::Kind::Number;
    n.quantity = "weight 0 bank river";
    n.tolerance = 0.01;
    EXPECT_TRUE(number_is_right(m, n, 0.32));
    EXPECT_FALSE(number_is_right(m, n, 0.33));
    EXPECT_FALSE(number_is_right(m, n, std::nan("")));

    StepQuestion c;
    c.kind = StepQuestion::Kind::Cell;
    c.sentence = 0;
    c.row = "bank";
    const ExpectedAnswer a = expected_answer(m, c);
    EXPECT_EQ(a.row, 2);
    EXPECT_EQ(a.col, 2);  // the self-match: bank's largest share is itself
    EXPECT_TRUE(cell_is_right(m, c, 2, 2));
    EXPECT_FALSE(cell_is_right(m, c, 2, 1));
    c.row.clear();
    EXPECT_EQ(expected_answer(m, c).row, 0);  // "the" → "the", 0.576, is the largest of all
}

TEST(StepQuantity, QueriesAndKeysLetBankLookAtRiver) {
    const Lesson l = test::builtin("module2");
    EXPECT_GT(quantity(l, "weight 0 bank river"), quantity(l, "weight 0 bank bank"));
    EXPECT_NE(quantity(l, "score 0 bank river"), quantity(l, "score 0 river bank"));
    EXPECT_DOUBLE_EQ(quantity(l, "sqrtdk"), 2.0);
    EXPECT_NEAR(quantity(l, "scaled 0 bank river"), quantity(l, "score 0 bank river") / 2.0, 1e-6);
}

TEST(StepQuantity, ModelQuantitiesNeedAModel) {
    const Lesson l = test::builtin("module1");
    try {
        quantity(l, "loss 0 1 bank");
        FAIL();
    } catch (const QuantityError& e) {
        EXPECT_STREQ(e.what(), "the lesson has no trained model (train one in the Training pane)");
    }
}

}  // namespace
}  // namespace attn

namespace attn {
namespace {

TEST(StepQuantity, AMissingHeadReadsAsASentenceThatNamesTheHeadsThereAre) {
    const Lesson l = test::builtin("module1");  // one head
    EXPECT_EQ(fill_quantities(l, "{{headweight 0 2 bank river %}}"),
              "⟨this step speaks of head 2, but the attention has one head⟩");
    // A sentence whose word left the table: said as a sentence about it, not as a template.
    Lesson gone = l;
    gone.sentences[0] = "the river zebra";
    EXPECT_EQ(
        fill_quantities(gone, "{{weight 0 river the}}")
            .rfind("⟨this step speaks of \"the river zebra\", which cannot be evaluated now: ", 0),
        0u)
        << fill_quantities(gone, "{{weight 0 river the}}");
    const Lesson heads = test::builtin("course-2-heads");  // four heads
    EXPECT_EQ(fill_quantities(heads, "{{headweight 0 5 ball matzah}}"),
              "⟨this step speaks of head 5, but the attention has 4 heads (1 to 4)⟩");
}

TEST(StepQuantity, AConditionChoosesItsWordingFromTheNumbers) {
    Lesson l = test::builtin("module1");
    const std::string text =
        "bank comes out {{if output 0 bank water > output 0 bank money | watery | money-ish}}.";
    EXPECT_EQ(fill_quantities(l, text), "bank comes out watery.");
    const int river = *l.table.word_index("river");
    l.table.set_value(river, *l.table.axis_index("water"), 0.0f);
    l.table.set_value(river, *l.table.axis_index("money"), 0.9f);
    EXPECT_EQ(fill_quantities(l, text), "bank comes out money-ish.");
    // A number on either side; no ELSE prints nothing.
    EXPECT_EQ(fill_quantities(l, "a{{if weight 0 bank river < 0.5 | b}}c"), "abc");
    EXPECT_EQ(fill_quantities(l, "a{{if 0.9 <= weight 0 bank river | b}}c"), "ac");
    // identity and outputgap.
    EXPECT_EQ(quantity(l, "identity wv"), 1.0);
    l.attention.wv.values = Matrix::Identity(4, 4);
    l.attention.wv.values(0, 1) = 1.0f;
    EXPECT_EQ(quantity(l, "identity wv"), 0.0);
    EXPECT_EQ(quantity(l, "outputgap 0 0 bank"), 0.0);
    // A word renamed in the lesson is renamed in a condition's quantities, not in its wordings.
    EXPECT_EQ(rewrite_quantities("{{if weight 0 bank river > 0.3 | bank wins}}",
                                 [](QuantityArg k, const std::string& a) {
                                     return k == QuantityArg::Word && a == "bank" ? "shore" : a;
                                 }),
              "{{if weight 0 shore river > 0.3 | bank wins}}");
    // A malformed condition is a problem the author sees.
    std::vector<std::string> problems;
    fill_quantities(l, "{{if weight 0 bank river | x}}", &problems);
    ASSERT_EQ(problems.size(), 1u);
    EXPECT_NE(problems[0].find("expected 'if LEFT > RIGHT | THEN | ELSE'"), std::string::npos);
}

}  // namespace
}  // namespace attn
