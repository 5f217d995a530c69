// The what-if (attnlab/lesson/what_if.hpp): saved with the lesson and in a
// step's view, entered with the step (and not carried past it), laid over the
// step's numbers — and never written into the weights.
#include <gtest/gtest.h>

#include <stdexcept>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/lesson/what_if.hpp"
#include "attnlab/scene/scene.hpp"
#include "test_helpers.hpp"

namespace attn {
namespace {

Intervention what_if_cut(int head, int query, int key) {
    Intervention v;
    v.kind = Intervention::Kind::Cut;
    v.layer = 0;
    v.head = head;
    v.query = query;
    v.key = key;
    return v;
}

TEST(WhatIf, ItemsReadBackAsWritten) {
    const std::vector<Intervention> all = {
        Intervention::on_head(Intervention::Kind::Ablate, 0, 1),
        Intervention::on_head(Intervention::Kind::Ablate, 1, kEvery, Intervention::Ablation::Mean),
        Intervention::on_head(Intervention::Kind::KeepOnly, 0, 2),
        Intervention::on_head(Intervention::Kind::KeepOnly, kEvery, 0,
                              Intervention::Ablation::Mean),
        what_if_cut(kEvery, 4, 2)};
    for (const Intervention& v : all) EXPECT_EQ(parse_what_if_item(what_if_item(v)), v);
    EXPECT_EQ(what_if_item(all[0]), "ablate 1.2");
    EXPECT_EQ(what_if_item(all[4]), "cut 1.*:4>2");
    EXPECT_THROW(what_if_item(Intervention::on_head(Intervention::Kind::Patch, 0, 0)),
                 std::invalid_argument);
    for (const char* bad : {"ablate", "ablate 1", "switch 1.2", "cut 1.2:4", "mean 1.2,1.3"})
        EXPECT_THROW(parse_what_if_item(bad), std::invalid_argument) << bad;
}

TEST(WhatIf, AClickTogglesAndReplacesTheSameHeadsFate) {
    using K = Intervention::Kind;
    const Intervention off = Intervention::on_head(K::Ablate, 0, 1);
    const Intervention mean = Intervention::on_head(K::Ablate, 0, 1, Intervention::Ablation::Mean);
    std::vector<Intervention> l = toggled({}, off);
    EXPECT_EQ(l, std::vector<Intervention>{off});
    l = toggled(l, mean);  // the same head's ablation is replaced, not stacked
    EXPECT_EQ(l, std::vector<Intervention>{mean});
    l = toggled(l, what_if_cut(0, 2, 1));
    EXPECT_EQ(l.size(), 2u);
    l = toggled(l, mean);  // the same again takes it back
    EXPECT_EQ(l, std::vector<Intervention>{what_if_cut(0, 2, 1)});
    l = toggled(l, Intervention::on_head(K::KeepOnly, 0, 0));
    l = toggled(l, Intervention::on_head(K::KeepOnly, 0, 3));  // one keep-only per layer
    EXPECT_EQ(l.back(), Intervention::on_head(K::KeepOnly, 0, 3));
    EXPECT_EQ(l.size(), 2u);
}

TEST(WhatIf, TheLessonAndItsStepsKeepTheirsInTheFile) {
    Lesson l = test::builtin("module1");
    l.what_if.source = Source::HandWired;
    l.what_if.interventions = {what_if_cut(0, 2, 1)};
    l.steps.resize(2);
    WhatIf step;
    step.interventions = {Intervention::on_head(Intervention::Kind::Ablate, 0, 0)};
    l.steps[0].view.what_if = step;
    const std::string text = lesson_to_json(l);
    EXPECT_NE(text.find("\"cut 1.1:2>1\""), std::string::npos);
    EXPECT_NE(text.find("\"ablate 1.1\""), std::string::npos);
    const Lesson back = lesson_from_json(text);
    EXPECT_EQ(back.what_if, l.what_if);
    EXPECT_EQ(back.steps[0].view.what_if, step);
    EXPECT_FALSE(back.steps[1].view.what_if);
    EXPECT_EQ(back, l);
}

TEST(WhatIf, ABadItemIsNamedWithItsPath) {
    Lesson l = test::builtin("module1");
    std::string text = lesson_to_json(l);
    text.insert(text.rfind('}'),
                ",\n\"what_if\": {\"source\": \"hand-wired\", \"interventions\": [\"cut 1.1:2>1\", "
                "\"switch 1.2\"]}");
    const std::string why = test::lesson_error(text);
    EXPECT_NE(why.find("what_if.interventions[1]"), std::string::npos) << why;
    EXPECT_NE(why.find("switch 1.2"), std::string::npos) << why;
}

TEST(WhatIf, AStepShowsItsOwnAndTheNextStepDoesNot) {
    Lesson l = test::builtin("module1");
    l.steps.resize(3);
    WhatIf cut;
    cut.interventions = {what_if_cut(0, 2, 1)};
    l.steps[1].view.what_if = cut;
    EXPECT_TRUE(step_scene(l, 0).what_if.empty());
    EXPECT_EQ(step_scene(l, 1).what_if, cut);
    EXPECT_EQ(step_scene(l, 1).source, Source::HandWired);
    EXPECT_TRUE(step_scene(l, 2).what_if.empty());  // not carried on
    l.what_if = cut;                                // the lesson's own shows where no step's does
    EXPECT_EQ(step_scene(l, 2).what_if, cut);
    EXPECT_EQ(opening_scene(l).what_if, cut);
}

TEST(WhatIf, AStepsNumbersAreTheIntervenedOnesAndTheWeightsStay) {
    Lesson l = test::builtin("module1");
    l.steps.resize(1);
    WhatIf cut;
    cut.interventions = {what_if_cut(0, 2, 1)};  // bank may not look at river
    l.steps[0].view.what_if = cut;
    const Lesson shown = scene_lesson(l, step_scene(l, 0));
    EXPECT_EQ(shown.attention, l.attention);  // a what-if is never written into the weights
    EXPECT_EQ(shown.table, l.table);
    const double the = quantity(l, "weight 0 bank the"), own = quantity(l, "weight 0 bank bank");
    EXPECT_EQ(quantity(shown, "weight 0 bank river"), 0.0);
    // The row renormalises over the words left: the same ratio, summing to 1.
    EXPECT_NEAR(quantity(shown, "weight 0 bank the"), the / (the + own), 1e-6);
    EXPECT_NEAR(quantity(shown, "weight 0 bank bank"), own / (the + own), 1e-6);
    // bank's output leaves the water side: it no longer takes river's water.
    EXPECT_LT(quantity(shown, "output 0 bank water"), quantity(l, "output 0 bank water"));
    // The money sentence's bank keeps looking at money (position 1 there is money, cut too).
    EXPECT_EQ(quantity(shown, "weight 1 bank money"), 0.0);
}

}  // namespace
}  // namespace attn
