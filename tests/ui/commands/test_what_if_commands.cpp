// The what-if from the window (issue 38): a click on a head's map is one undo
// step on the lesson's own what-if; the Document evaluates under it and keeps
// the plain trace beside it; the view state labels it; undo gives the model's
// own picture back; the weights never change.
#include <gtest/gtest.h>

#include "attnlab/lesson/step_quantity.hpp"
#include "commands/what_if_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "viewdata/blend_table.hpp"
#include "viewdata/figure_specs.hpp"
#include "viewdata/what_if_marks.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

attn::Intervention bank_river_cut() {
    attn::Intervention v;
    v.kind = attn::Intervention::Kind::Cut;
    v.layer = 0;
    v.head = 0;
    v.query = 2;  // bank
    v.key = 1;    // river
    return v;
}

TEST(WhatIfCommands, ACutIsOneUndoStepAndTheWeightsStay) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    ViewState view(&doc);
    const attn::Lesson before = doc.lesson();
    const float plain = doc.results()[0].trace.weights[0](2, 1);
    ASSERT_GT(plain, 0.3f);
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::HandWired, bank_river_cut(), 1, 1, 3, false)
            .release());
    EXPECT_EQ(doc.undoStack()->count(), 1);
    EXPECT_EQ(doc.undoStack()->text(0), QStringLiteral("Cut the line 2 → 1 in head 1"));
    EXPECT_EQ(doc.lesson().what_if.interventions.size(), 1u);
    EXPECT_EQ(doc.lesson().attention, before.attention);  // never written into the weights
    EXPECT_EQ(doc.lesson().table, before.table);
    const Document::SentenceResult& r = doc.results()[0];
    EXPECT_EQ(r.trace.weights[0](2, 1), 0.0f);
    EXPECT_NEAR(r.trace.weights[0].row(2).sum(), 1.0f, 1e-6f);
    ASSERT_TRUE(r.plain);
    EXPECT_FLOAT_EQ(r.plain->weights[0](2, 1), plain);
    // The line named by its words in each shown sentence too (the walk read "2 → 1" alone as
    // positions it had to count).
    EXPECT_EQ(view.whatIfLabel(),
              QStringLiteral("What if: head 1 · line 2 → 1 cut (bank → river; bank → money)"));
    EXPECT_TRUE(view.whatIfLabel(attn::Source::Trained).isEmpty());
    EXPECT_TRUE(doc.isModified());

    doc.undoStack()->undo();
    EXPECT_TRUE(doc.lesson().what_if.empty());
    EXPECT_FLOAT_EQ(doc.results()[0].trace.weights[0](2, 1), plain);
    EXPECT_FALSE(doc.results()[0].plain);
    EXPECT_TRUE(view.whatIfLabel().isEmpty());
    EXPECT_EQ(doc.lesson(), before);
    doc.undoStack()->redo();
    EXPECT_EQ(doc.results()[0].trace.weights[0](2, 1), 0.0f);
}

TEST(WhatIfCommands, TheSameClickTakesItBackAndClearEmptiesIt) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    ViewState view(&doc);
    const auto off =
        attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 0);  // the one head
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::HandWired, off, 1, 1, 3, false).release());
    EXPECT_EQ(doc.undoStack()->text(0), QStringLiteral("Switch off head 1"));
    // Simple attention has no W_O: the head switched off leaves every output 0.
    EXPECT_TRUE(doc.results()[0].trace.output.isZero());
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::HandWired, off, 1, 1, 3, false).release());
    EXPECT_TRUE(doc.lesson().what_if.empty());
    EXPECT_FALSE(doc.results()[0].trace.output.isZero());
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::HandWired, bank_river_cut(), 1, 1, 3, false)
            .release());
    doc.undoStack()->push(clear_what_if_command(&doc).release());
    EXPECT_TRUE(doc.lesson().what_if.empty());
    EXPECT_EQ(clear_what_if_command(&doc), nullptr);  // nothing left to clear
    EXPECT_EQ(doc.undoStack()->count(), 4);
}

TEST(WhatIfCommands, WhatCannotBeDoneIsSaidAndPushesNothing) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    // Head 2 of a one-head attention; a line above the diagonal of a causal map.
    EXPECT_THROW(
        toggle_intervention_command(
            &doc, attn::Source::HandWired,
            attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 1), 1, 1, 3, false),
        std::invalid_argument);
    attn::Intervention above = bank_river_cut();
    above.query = 0;
    above.key = 2;
    EXPECT_THROW(toggle_intervention_command(&doc, attn::Source::HandWired, above, 1, 1, 3, true),
                 std::invalid_argument);
    // The last line of a row cannot go: the word would look at nothing.
    attn::Intervention a = bank_river_cut(), b = bank_river_cut(), c = bank_river_cut();
    a.key = 0;
    c.key = 2;
    for (const auto& v : {a, b})
        doc.undoStack()->push(
            toggle_intervention_command(&doc, attn::Source::HandWired, v, 1, 1, 3, false)
                .release());
    EXPECT_THROW(toggle_intervention_command(&doc, attn::Source::HandWired, c, 1, 1, 3, false),
                 std::invalid_argument);
    EXPECT_EQ(doc.undoStack()->count(), 2);
}

TEST(WhatIfCommands, AStepsWhatIfIsShownAndAClickTakesItOver) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.steps.resize(2);
    attn::WhatIf step;
    step.interventions = {bank_river_cut()};
    l.steps[1].view.what_if = step;
    Document doc(l);
    ViewState view(&doc);
    view.setScene(attn::step_scene(doc.lesson(), 1));
    EXPECT_EQ(doc.shownLesson().what_if, step);
    EXPECT_EQ(doc.results()[0].trace.weights[0](2, 1), 0.0f);
    EXPECT_TRUE(doc.lesson().what_if.empty());  // the step's, not the lesson's
    EXPECT_FALSE(doc.isModified());
    // A click adds to what is shown: the lesson gets both, as one undo step.
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 0,
                                                 attn::Intervention::Ablation::Mean);
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::HandWired, off, 1, 1, 3, false).release());
    EXPECT_EQ(doc.lesson().what_if.interventions.size(), 2u);
    EXPECT_EQ(view.whatIf().interventions.size(), 2u);
    // Undo gives the step's own what-if back, not only the lesson's (none).
    doc.undoStack()->undo();
    EXPECT_EQ(doc.shownLesson().what_if, step);
    EXPECT_EQ(view.whatIf(), step);
    EXPECT_EQ(doc.results()[0].trace.weights[0](2, 1), 0.0f);
    doc.undoStack()->redo();
    view.setScene(attn::step_scene(doc.lesson(), 0));  // the step before: the lesson's own now
    EXPECT_EQ(doc.shownLesson().what_if.interventions.size(), 2u);
}

// A walk found course part 3's "switch the matzah head off" step rewording its
// answer once the student cleared or replaced the step's what-if: the step's
// words and verdict read the step's own what-if, whatever is laid over it since.
TEST(WhatIfCommands, AStepsWordsAndVerdictKeepItsOwnWhatIf) {
    Document doc(load_builtin_lesson(QStringLiteral("course-3-training")));
    ViewState view(&doc);
    LessonSession session(&doc, &view);
    const auto& steps = doc.lesson().steps;
    const auto off = std::find_if(steps.begin(), steps.end(), [](const attn::LessonStep& st) {
        return st.title == "Switch the matzah head off";
    });
    ASSERT_NE(off, steps.end());
    session.go(int(off - steps.begin()));
    ASSERT_NE(session.step()->view.what_if, std::nullopt);
    const QString verdict = session.answerChoice(0);  // "it falls"
    EXPECT_TRUE(verdict.startsWith(QStringLiteral("Right"))) << verdict.toStdString();
    EXPECT_TRUE(verdict.contains(QStringLiteral("→"))) << verdict.toStdString();
    EXPECT_FALSE(verdict.contains(QStringLiteral("it rises"))) << verdict.toStdString();
    // Its probabilities as percents, as the step's why and the Model dock print them (it read
    // "0.040" beside "4.0%").
    EXPECT_EQ(verdict.count(QLatin1Char('%')), 2) << verdict.toStdString();
    const QString why = session.why(), answer = session.answerText();
    doc.undoStack()->push(clear_what_if_command(&doc).release());
    EXPECT_TRUE(doc.shownLesson().what_if.empty());
    EXPECT_EQ(session.why(), why);
    EXPECT_EQ(session.answerText(), answer);
    EXPECT_TRUE(session.verdict().startsWith(QStringLiteral("Right")))
        << session.verdict().toStdString();
    doc.undoStack()->push(toggle_intervention_command(
                              &doc, attn::Source::Trained,
                              attn::Intervention::on_head(attn::Intervention::Kind::KeepOnly, 1, 1),
                              2, 4, 7, true)
                              .release());
    EXPECT_EQ(session.why(), why);
}

TEST(WhatIfCommands, WhichHeadMattersDoesNotFollowTheHeadsAStudentSwitchedOff) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-2-heads"));
    const double own = attn::quantity(l, "shift 0 ball 1");
    EXPECT_GT(own, 0.0);
    l.what_if.interventions = {attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 0)};
    EXPECT_EQ(attn::quantity(l, "shift 0 ball 1"), own);
    // A cut of a line the sentence lacks cuts nothing there.
    attn::Intervention far = bank_river_cut();
    far.query = 40;
    far.key = 0;
    EXPECT_EQ(attn::within(std::vector<attn::Intervention>{far}, 7).size(), 0u);
}

TEST(WhatIfCommands, AFigureOfTheLessonSaysItIsAWhatIf) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    ViewRequest r;
    r.view = FigureView::Weights;
    EXPECT_TRUE(build_figure_spec(l, r).what_if.isEmpty());
    l.what_if.interventions = {bank_river_cut()};
    const FigureSpec spec = build_figure_spec(l, r);
    EXPECT_EQ(spec.what_if, QStringLiteral("What if: head 1 · line 2 → 1 cut"));
    EXPECT_EQ(spec.panels.at(0).values(2, 1), 0.0f);
    r.view = FigureView::Vectors;
    const FigureSpec vectors = build_figure_spec(l, r);
    EXPECT_FALSE(vectors.vectors.moved.empty());  // bank's output moved: its ghost and arrow
    for (const auto& m : vectors.vectors.moved) EXPECT_EQ(m.word, QStringLiteral("bank"));
}

// A switched-off head is named on every figure of it, as the window's maps name it: the maps
// of every head (its panel's title), the head view's legend. Slides and handouts drew them
// unmarked, with only the what-if line above.
TEST(WhatIfCommands, AFiguresSwitchedOffHeadIsNamedInItsTitleAndLegend) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-2-heads"));
    ASSERT_GE(l.attention.heads, 2);
    l.what_if.interventions = {attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 1)};
    ViewRequest r;
    r.view = FigureView::Heads;
    const FigureSpec heads = build_figure_spec(l, r);
    ASSERT_EQ(int(heads.panels.size()), l.attention.heads);
    EXPECT_FALSE(heads.panels[0].panel_title.contains(QStringLiteral("switched off")));
    EXPECT_TRUE(heads.panels[1].panel_title.endsWith(QStringLiteral(" · switched off")))
        << heads.panels[1].panel_title.toStdString();
    r.heads = {1};  // the one head kept: still named
    const FigureSpec one = build_figure_spec(l, r);
    ASSERT_EQ(one.panels.size(), 1u);
    EXPECT_TRUE(one.panels[0].panel_title.endsWith(QStringLiteral(" · switched off")));
    r.heads.clear();
    r.view = FigureView::HeadLines;
    const FigureSpec lines = build_figure_spec(l, r);
    ASSERT_EQ(int(lines.lines.fates.size()), l.attention.heads);
    EXPECT_EQ(lines.lines.fates[0], QString());
    EXPECT_EQ(lines.lines.fates[1], QStringLiteral("switched off"));
    // The title says it (it read "all 2 heads" as if both drew their own weights), once.
    EXPECT_EQ(lines.lines.title,
              QStringLiteral("all %1 heads · head 2 switched off").arg(l.attention.heads));
    HeadLinesData again = lines.lines;
    mark_head_lines(again, l.what_if.interventions, 0);
    EXPECT_EQ(again.title, lines.lines.title);
    l.what_if.interventions.clear();
    EXPECT_TRUE(build_figure_spec(l, r).lines.fates.empty());
    EXPECT_EQ(build_figure_spec(l, r).lines.title,
              QStringLiteral("all %1 heads").arg(l.attention.heads));
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

TEST(WhatIfBlend, TheBlendNamesTheChangedWeightsAndKeepsTheOutputWithout) {
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::HandWired, bank_river_cut(), 1, 1, 3, false)
            .release());
    const Document::SentenceResult& r = doc.results()[0];
    ASSERT_TRUE(r.plain);
    const QStringList axes = {QStringLiteral("water"), QStringLiteral("money"),
                              QStringLiteral("place"), QStringLiteral("filler")};
    const BlendBreakdown without = blend_table(r.trace, axes, 2, 0);
    const BlendBreakdown with = blend_table(r.trace, axes, 2, 0, &*r.plain);
    ASSERT_EQ(with.values.rows(), without.values.rows() + 1);
    EXPECT_EQ(with.rows.back(), QStringLiteral("= without the what-if"));
    // Its output is bank's seed output in the river sentence: water 0.435.
    EXPECT_NEAR(with.values(with.values.rows() - 1, 1), 0.435, 5e-4);
    EXPECT_TRUE(with.caption.contains(QStringLiteral("river 0.317 → 0.000")))
        << with.caption.toStdString();
    EXPECT_FALSE(without.caption.contains(QStringLiteral("what-if")));
}

}  // namespace
}  // namespace attn::ui
