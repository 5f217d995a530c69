// A step's own what-if as an author meets it in the window: the step editor shows it and keeps
// it (editing any other field dropped it — the course's "What if bank could not see river?"
// lost its cut on OK), writes a new one typed in the file's words or none, and says an item it
// cannot read; "Update Step from Current View" and "Capture from Window" take the what-if the
// window shows when it is not the lesson's own.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "authoring/step_editor.hpp"
#include "authoring/step_view_editor.hpp"
#include "commands/what_if_commands.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/lesson_pane.hpp"
#include "ui_test_helpers.hpp"

using attn::ui::load_builtin_lesson;

namespace attn::app {
namespace {

using attn::ui::test::settle;

int step_titled(const attn::Lesson& l, const std::string& title) {
    for (std::size_t i = 0; i < l.steps.size(); ++i)
        if (l.steps[i].title == title) return int(i);
    return -1;
}

attn::Intervention cut(int query, int key) {
    attn::Intervention v;
    v.kind = attn::Intervention::Kind::Cut;
    v.query = query;
    v.key = key;
    return v;
}

struct CourseOne {
    CourseOne() : w(load_builtin_lesson(QStringLiteral("course-1-attention"))) {
        w.resize(1366, 768);
        w.show();
        settle();
    }
    void go(int step) {
        w.lessonSession()->go(step);
        settle(3);
    }
    void ok(attn::ui::StepEditor* e) {
        QTest::mouseClick(e->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        settle(3);
    }
    MainWindow w;
};

TEST(StepWhatIfAuthoring, TheEditorKeepsAStepsOwnWhatIfAndWritesANewOne) {
    CourseOne c;
    const int step = step_titled(c.w.document()->lesson(), "What if bank could not see river?");
    ASSERT_GE(step, 0);
    const attn::WhatIf own = *c.w.document()->lesson().steps[std::size_t(step)].view.what_if;
    ASSERT_FALSE(own.empty());
    c.go(step);
    attn::ui::StepEditor* e = c.w.lessonPane()->editCurrentStep();
    ASSERT_NE(e, nullptr);
    attn::ui::StepViewEditor* v = e->viewEditor();
    EXPECT_EQ(v->whatIfModeBox()->currentIndex(), 2);
    EXPECT_EQ(v->whatIfField()->text(), QStringLiteral("cut 1.1:2>1"));
    // Another field edited, then OK: the what-if stays.
    v->highlightBox()->setCurrentIndex(1);
    c.ok(e);
    ASSERT_TRUE(c.w.document()->lesson().steps[std::size_t(step)].view.what_if);
    EXPECT_EQ(*c.w.document()->lesson().steps[std::size_t(step)].view.what_if, own);

    // A new one typed; a bad item is said and left out; "none" writes an empty one.
    e = c.w.lessonPane()->editCurrentStep();
    v = e->viewEditor();
    v->whatIfField()->clear();
    QTest::keyClicks(v->whatIfField(), QStringLiteral("ablate 1.1; cut 1.1:3>0"));
    EXPECT_EQ(v->whatIfProblem(), QString());
    const attn::StepView typed = v->view();
    ASSERT_TRUE(typed.what_if);
    EXPECT_EQ(typed.what_if->source, attn::Source::HandWired);
    EXPECT_EQ(typed.what_if->interventions,
              (std::vector<attn::Intervention>{
                  attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 0, 0), cut(3, 0)}));
    QTest::keyClicks(v->whatIfField(), QStringLiteral("; snip 1.1"));
    EXPECT_TRUE(v->whatIfProblem().contains(QStringLiteral("snip")))
        << v->whatIfProblem().toStdString();
    EXPECT_FALSE(v->findChild<QLabel*>(QStringLiteral("whatIfProblem"))->isHidden());
    EXPECT_EQ(v->view().what_if->interventions.size(), 2u);
    // OK with an item that does not read is refused (the step was saved with "none on this
    // step", hiding the lesson's what-if unasked), and so is a head the attention lacks.
    EXPECT_TRUE(e->refusal().contains(QStringLiteral("snip"))) << e->refusal().toStdString();
    v->whatIfField()->clear();
    QTest::keyClicks(v->whatIfField(), QStringLiteral("ablate 3.9"));
    EXPECT_TRUE(v->whatIfProblem().contains(QStringLiteral("1 layer")))
        << v->whatIfProblem().toStdString();
    EXPECT_FALSE(e->refusal().isEmpty());
    v->whatIfModeBox()->setCurrentIndex(1);
    EXPECT_FALSE(v->whatIfField()->isEnabled());
    c.ok(e);
    ASSERT_TRUE(c.w.document()->lesson().steps[std::size_t(step)].view.what_if);
    EXPECT_TRUE(c.w.document()->lesson().steps[std::size_t(step)].view.what_if->empty());
    // "the lesson's own": the step holds none.
    e = c.w.lessonPane()->editCurrentStep();
    e->viewEditor()->whatIfModeBox()->setCurrentIndex(0);
    c.ok(e);
    EXPECT_FALSE(c.w.document()->lesson().steps[std::size_t(step)].view.what_if);
    c.w.document()->undoStack()->undo();
    c.w.document()->undoStack()->undo();
    c.w.document()->undoStack()->undo();
    settle(3);
    EXPECT_EQ(*c.w.document()->lesson().steps[std::size_t(step)].view.what_if, own);
}

TEST(StepWhatIfAuthoring, UpdateStepFromCurrentViewTakesTheWhatIfShown) {
    CourseOne c;
    c.go(0);
    ASSERT_FALSE(c.w.document()->lesson().steps[0].view.what_if);
    EXPECT_FALSE(c.w.lessonSession()->captureView().what_if);  // none shown: none captured
    const int n = int(c.w.document()->results()[0].trace.tokens.size());
    ASSERT_GE(n, 3);
    c.w.document()->undoStack()->push(
        attn::ui::toggle_intervention_command(c.w.document(), attn::Source::HandWired, cut(2, 1), 1,
                                              1, n, false)
            .release());
    settle(3);
    const attn::StepView captured = c.w.lessonSession()->captureView();
    ASSERT_TRUE(captured.what_if);
    EXPECT_EQ(captured.what_if->interventions, (std::vector<attn::Intervention>{cut(2, 1)}));
    c.w.lessonPane()->updateStepFromView(0);
    settle(3);
    ASSERT_TRUE(c.w.document()->lesson().steps[0].view.what_if);
    EXPECT_EQ(c.w.document()->lesson().steps[0].view.what_if->interventions,
              (std::vector<attn::Intervention>{cut(2, 1)}));
}

// A step showing the real model: the hand-wired attention switches do nothing on it, and the
// editor offered them as if they did.
TEST(StepWhatIfAuthoring, ARealModelStepOffersNoHandWiredSwitches) {
    const std::string gpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";
    const attn::OpenedModel m = attn::open_model(gpt2);
    const attn::Lesson l =
        attn::lesson_for_real_model(m, attn::ModelReference{gpt2, 0}, {"the river bank"}, "t", "");
    attn::ui::StepViewEditor editor(l, {});
    QGroupBox* ladder = nullptr;
    for (QGroupBox* g : editor.findChildren<QGroupBox*>())
        if (g->title().startsWith(QStringLiteral("Attention switches"))) ladder = g;
    ASSERT_NE(ladder, nullptr);
    attn::StepView v;
    v.source = attn::Source::Real;
    editor.setView(v);
    EXPECT_FALSE(ladder->isEnabled());
    v.source = attn::Source::HandWired;
    editor.setView(v);
    EXPECT_TRUE(ladder->isEnabled());
}

// A real-model step's own what-if naming a head the model lacks ("ablate 3.9") was taken without a
// word (the editor did not know the model's shape; the window then said why in every tab). With
// the model open, the editor checks it as the engine would.
TEST(StepWhatIfAuthoring, ARealModelStepsWhatIfIsCheckedAgainstTheOpenModel) {
    const std::string gpt2 = std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/gpt2-window";
    const attn::OpenedModel m = attn::open_model(gpt2);
    const attn::Lesson l =
        attn::lesson_for_real_model(m, attn::ModelReference{gpt2, 0}, {"the river bank"}, "t", "");
    attn::ui::StepViewEditor editor(l, {});
    attn::StepView v;
    v.source = attn::Source::Real;
    editor.setView(v);
    editor.whatIfModeBox()->setCurrentIndex(2);
    editor.whatIfField()->setText(QStringLiteral("ablate 3.9"));
    EXPECT_EQ(editor.whatIfProblem(), QString());  // the shape unknown: left to the window
    editor.setRealModelShape(m.model.config.layers, m.model.config.heads);
    ASSERT_LT(m.model.config.layers, 3);
    const QString problem = editor.whatIfProblem();
    EXPECT_TRUE(problem.contains(QStringLiteral("layer 3"))) << problem.toStdString();
    EXPECT_TRUE(problem.contains(QString::number(m.model.config.layers)));
    EXPECT_FALSE(editor.findChild<QLabel*>(QStringLiteral("whatIfProblem"))->isHidden());
    editor.whatIfField()->setText(QStringLiteral("ablate 1.1"));
    EXPECT_EQ(editor.whatIfProblem(), QString());
}

}  // namespace
}  // namespace attn::app
