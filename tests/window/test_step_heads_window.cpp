// A step that chooses its heads (view.show_heads) in the window: the Attention pane draws the
// maps of those heads only, "Every head" brings back the others, the next step shows every head
// again; the Head view overlays the chosen heads; a slide's head chooser names them.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>

#include "authoring/step_editor.hpp"
#include "authoring/step_view_editor.hpp"
#include "document/view_state.hpp"
#include "figures/figure_canvas.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_pane.hpp"
#include "panes/head_view_pane.hpp"
#include "panes/lesson_pane.hpp"
#include "presentation_window.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/heatmap_view.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::app {
namespace {

using attn::ui::test::settle;

attn::Lesson four_heads_with_choice() {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("bubbe"));  // 4 heads, d = 16
    l.steps.clear();
    attn::LessonStep a, b;
    a.title = "Two heads";
    a.text = "Heads 2 and 4.";
    a.view.sentences = {0};
    a.view.show_heads = {2, 4};
    b.title = "Every head";
    b.text = "All four.";
    l.steps = {a, b};
    return l;
}

// The window on four_heads_with_choice's first step, at `size`.
struct OnStepOne {
    explicit OnStepOne(QSize size) : w(four_heads_with_choice()) {
        w.resize(size);
        w.show();
        settle();
        w.lessonSession()->go(0);
        settle(3);
    }
    MainWindow w;
};

std::vector<int> visible_maps(attn::ui::AttentionPane* pane, int heads) {
    std::vector<int> out;
    for (int h = 0; h < heads; ++h)
        if (pane->heatmap(0, h) && pane->heatmap(0, h)->isVisible()) out.push_back(h);
    return out;
}

TEST(StepHeadsWindow, TheAttentionPaneDrawsTheStepsHeadsAndEveryHeadOnAsking) {
    OnStepOne at(QSize(1366, 768));
    MainWindow& w = at.w;
    attn::ui::AttentionPane* pane = w.attentionPane();
    ASSERT_EQ(w.viewState()->heads(), 4);
    EXPECT_EQ(w.viewState()->chosenHeads(), (std::vector<int>{1, 3}));
    EXPECT_EQ(pane->drawnHeads(), (std::vector<int>{1, 3}));
    EXPECT_EQ(visible_maps(pane, 4), (std::vector<int>{1, 3}));
    ASSERT_TRUE(pane->everyHeadBox()->isVisible());
    EXPECT_FALSE(pane->everyHeadBox()->isChecked());
    // The Head view overlays the same heads.
    EXPECT_EQ(w.headViewPane()->chosenHeads(), (std::vector<int>{1, 3}));

    pane->everyHeadBox()->setChecked(true);
    settle();
    EXPECT_EQ(visible_maps(pane, 4), (std::vector<int>{0, 1, 2, 3}));

    w.lessonSession()->go(1);  // not carried: every head, and no box to ask for them
    settle(3);
    EXPECT_TRUE(w.viewState()->chosenHeads().empty());
    EXPECT_EQ(visible_maps(pane, 4), (std::vector<int>{0, 1, 2, 3}));
    EXPECT_FALSE(pane->everyHeadBox()->isVisible());
    EXPECT_EQ(w.headViewPane()->chosenHeads(), (std::vector<int>{0, 1, 2, 3}));

    w.lessonSession()->go(0);  // back: the step's heads again, the box unticked
    settle(3);
    EXPECT_EQ(visible_maps(pane, 4), (std::vector<int>{1, 3}));
    EXPECT_FALSE(pane->everyHeadBox()->isChecked());
}

TEST(StepHeadsWindow, ASlidesHeadChooserNamesTheStepsHeads) {
    OnStepOne at(QSize(1024, 768));
    MainWindow& w = at.w;
    w.present();
    settle(5);
    PresentationWindow* p = w.presentation();
    ASSERT_NE(p, nullptr);
    p->resize(1024, 768);
    settle(3);
    p->refresh();
    ASSERT_EQ(p->headCount(), 2);  // two maps: the step's heads
    // At 1024 × 768 a slide shows one map at a time (two would not keep their text at size).
    ASSERT_TRUE(p->showsOneHead());
    {
        QStringList names;
        for (auto* b : p->headChooser()->findChildren<QPushButton*>()) names << b->text();
        names.sort();
        EXPECT_EQ(names, (QStringList{QStringLiteral("2"), QStringLiteral("4")}));
        QKeyEvent four(QEvent::KeyPress, Qt::Key_4, Qt::NoModifier, QStringLiteral("4"));
        QCoreApplication::sendEvent(p, &four);
        EXPECT_EQ(p->head(), 1);  // head 4 is the second map
        bool titled = false;
        for (const auto& f : p->canvas()->figures())
            titled = titled || f.look.title.endsWith(QStringLiteral(" — head 4"));
        EXPECT_TRUE(titled);
    }
    for (const auto& f : p->canvas()->figures())
        if (f.spec.kind == attn::ui::FigureKind::HeadGrid) {
            EXPECT_EQ(f.spec.heads, (std::vector<int>{1, 3}));
        }
    p->close();
}

// The step editor's View tab writes the heads (as typed: any order, repeats dropped), as one undo
// step; Capture takes the heads the Attention pane draws.
TEST(StepHeadsWindow, TheStepEditorWritesTheHeadsAndCaptureTakesThePanes) {
    OnStepOne at(QSize(1366, 768));
    MainWindow& w = at.w;
    attn::ui::StepEditor* e = w.lessonPane()->editCurrentStep();
    ASSERT_NE(e, nullptr);
    QLineEdit* field = e->viewEditor()->showHeadsField();
    EXPECT_EQ(field->text(), QStringLiteral("2, 4"));
    field->clear();
    QTest::keyClicks(field, QStringLiteral("4 1, 4"));
    EXPECT_EQ(e->viewEditor()->view().show_heads, (std::vector<int>{1, 4}));
    const int undo0 = w.document()->undoStack()->index();
    QTest::mouseClick(e->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok),
                      Qt::LeftButton);
    settle(3);
    EXPECT_EQ(w.document()->lesson().steps[0].view.show_heads, (std::vector<int>{1, 4}));
    EXPECT_EQ(w.document()->undoStack()->index(), undo0 + 1);
    EXPECT_EQ(w.attentionPane()->drawnHeads(), (std::vector<int>{0, 3}));
    w.document()->undoStack()->undo();
    settle(3);
    EXPECT_EQ(w.document()->lesson().steps[0].view.show_heads, (std::vector<int>{2, 4}));

    // Capture: the heads drawn, none when every head is (the box ticked).
    EXPECT_EQ(w.lessonSession()->captureView().show_heads, (std::vector<int>{2, 4}));
    w.attentionPane()->everyHeadBox()->setChecked(true);
    settle();
    EXPECT_TRUE(w.lessonSession()->captureView().show_heads.empty());
}

}  // namespace
}  // namespace attn::app
