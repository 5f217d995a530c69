// A step that shows its two sentences' difference map (the file's view "difference"): the
// Attention pane's Difference box follows the step and is captured by it, the step editor
// reads and writes it, and the step's slide and handout page draw the map after the two
// sentences' maps, with the engine's numbers.
#include <gtest/gtest.h>

#include <QCheckBox>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/scene/scene.hpp"
#include "authoring/step_view_editor.hpp"
#include "document/view_state.hpp"
#include "export/handout.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "ui_test_helpers.hpp"
#include "viewdata/difference_map.hpp"
#include "viewdata/score_stage.hpp"
#include "viewdata/step_figures.hpp"

namespace attn::ui {
namespace {

using attn::ui::test::settle;

// Module 1 with two steps: the river and money sentences with their difference, then the same
// two without.
attn::Lesson lesson_with_difference() {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    attn::LessonStep both, after;
    both.title = "Two banks";
    both.view.sentences = {0, 1};
    both.view.stage = attn::Stage::Weights;
    both.view.difference = true;
    after.title = "And then";
    l.steps = {both, after};
    return l;
}

TEST(StepDifference, TheStepTicksTheBoxTheSlideAndHandoutDrawTheMap) {
    const attn::Lesson l = lesson_with_difference();
    app::MainWindow w(l);
    w.resize(1366, 768);
    w.show();
    settle();
    w.lessonSession()->go(0);
    settle(4);
    AttentionPane* pane = w.attentionPane();
    ASSERT_TRUE(pane->differenceBox()->isChecked()) << "the step shows the difference";
    ASSERT_NE(pane->differenceModel(0), nullptr);
    // The next step says nothing of it: the box goes unticked.
    w.lessonSession()->go(1);
    settle(4);
    EXPECT_FALSE(pane->differenceBox()->isChecked());
    EXPECT_FALSE(w.viewState()->differenceShown());
    // Ticked by hand, a captured step holds it; unticked, not.
    pane->differenceBox()->setChecked(true);
    EXPECT_TRUE(w.viewState()->differenceShown());
    EXPECT_TRUE(w.lessonSession()->captureView().difference);
    pane->differenceBox()->setChecked(false);
    EXPECT_FALSE(w.lessonSession()->captureView().difference);

    // The step's figures: both maps, then the difference, of the engine's numbers.
    const attn::Scene scene = attn::step_scene(l, 0);
    const std::vector<StepFigure> figures = step_figures(l, scene);
    ASSERT_EQ(figures.size(), 3u);
    EXPECT_EQ(figures[2].request.view, FigureView::Difference);
    EXPECT_EQ(figures[2].title, QStringLiteral("The difference of the two maps"));
    const ReadyFigure ready = ready_figure(l, scene, figures[2], 13);
    ASSERT_TRUE(ready.error.isEmpty()) << ready.error.toStdString();
    const attn::Trace a = attn::evaluate(l.table, l.sentences[0], l.attention);
    const attn::Trace b = attn::evaluate(l.table, l.sentences[1], l.attention);
    const DifferenceMap want = difference_map(a, b, 0, ScoreStage::Weights);
    ASSERT_EQ(ready.spec.panels.size(), 1u);
    EXPECT_EQ(ready.spec.panels[0].values, want.values);
    // The handout's page of the step has it.
    const HandoutLayout h = handout_layout(l);
    int figures_of_step = 0;
    for (const HandoutPiece& p : h.pieces)
        if (p.step == 0 && p.part == HandoutPart::Figures) figures_of_step += p.figures;
    EXPECT_EQ(figures_of_step, 3);
}

TEST(StepDifference, TheStepEditorReadsAndWritesIt) {
    const attn::Lesson l = lesson_with_difference();
    StepViewEditor editor(l, [] { return attn::StepView{}; });
    editor.setView(l.steps[0].view);
    EXPECT_TRUE(editor.differenceBox()->isChecked());
    EXPECT_TRUE(editor.view().difference);
    editor.differenceBox()->setChecked(false);
    EXPECT_FALSE(editor.view().difference);
    editor.setView(l.steps[1].view);
    EXPECT_FALSE(editor.differenceBox()->isChecked());
}

}  // namespace
}  // namespace attn::ui
