// One scene (attnlab/scene/scene.hpp): what the window shows is one value, a step
// never writes the lesson, and no edit, undo or step change leaves the lesson,
// its steps and the views disagreeing.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QUndoStack>
#include <random>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "attnlab/scene/scene.hpp"
#include "commands/sentence_commands.hpp"
#include "commands/set_values_command.hpp"
#include "commands/try_push.hpp"
#include "commands/vocabulary_commands.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "lesson/lesson_session.hpp"
#include "main_window.hpp"
#include "panes/attention_toolbar.hpp"
#include "panes/lesson_pane.hpp"
#include "ui_test_helpers.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;

using attn::ui::test::settle;

struct Win {
    explicit Win(attn::Lesson lesson, int step = -1) : w(std::move(lesson)) {
        w.show();
        settle();
        if (step >= 0) {
            w.lessonSession()->go(step);
            settle();
        }
    }
    Document* doc() { return w.document(); }
    LessonSession* session() { return w.lessonSession(); }
    MainWindow w;
};

attn::Lesson with_rungs(std::vector<attn::Variant> rungs) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    l.steps.clear();
    for (size_t i = 0; i < rungs.size(); ++i) {
        attn::LessonStep s;
        s.title = "Step " + std::to_string(i);
        s.text = "bank gives river {{weight 0 bank river}}";
        s.view.variant = rungs[i];
        l.steps.push_back(s);
    }
    return l;
}

attn::Variant toolbar_variant(Win& f) {
    QComboBox* box = f.w.attentionToolbar()->variantBox();
    return attn::Variant(box->currentData().toInt());
}

// The toolbar, the traces and the step text all say what the scene says.
void expect_views_agree(Win& f) {
    const attn::Lesson& shown = f.doc()->shownLesson();
    EXPECT_EQ(shown.attention,
              attn::scene_attention(f.doc()->lesson(), f.w.viewState()->scene().switches));
    EXPECT_EQ(toolbar_variant(f), shown.attention.variant);
    for (size_t i = 0; i < shown.sentences.size(); ++i) {
        const auto& r = f.doc()->results()[i];
        if (!r.ok()) continue;
        const attn::Trace t = attn::evaluate(shown.table, shown.sentences[i], shown.attention,
                                             shown.what_if.over(attn::Source::HandWired));
        ASSERT_EQ(r.trace.weights.size(), t.weights.size());
        EXPECT_TRUE(r.trace.weights[0].isApprox(t.weights[0])) << "sentence " << i;
    }
    if (const attn::LessonStep* s = f.session()->step()) {
        EXPECT_EQ(f.session()->text().toStdString(), attn::fill_quantities(shown, s->text));
    }
}

// A fresh window opened on the same lesson at the same step shows the same.
void expect_like_fresh(Win& f) {
    Win fresh(f.doc()->lesson(), f.session()->current());
    EXPECT_EQ(f.w.viewState()->scene(), fresh.w.viewState()->scene());
    EXPECT_EQ(f.doc()->shownLesson().attention, fresh.doc()->shownLesson().attention);
    EXPECT_EQ(f.doc()->shownLesson().what_if, fresh.doc()->shownLesson().what_if);
    EXPECT_EQ(toolbar_variant(f), toolbar_variant(fresh));
}

TEST(OneScene, UndoAfterAStepChangeRestoresOnlyTheEdit) {
    const attn::Lesson l = with_rungs({attn::Variant::Simple, attn::Variant::NoMixing});
    Win f(l);
    ASSERT_EQ(f.session()->current(), 0);
    ASSERT_EQ(try_push(f.doc(), [&] { return add_word_command(f.doc(), QStringLiteral("shore")); }),
              QString());
    f.session()->go(1);
    settle();
    EXPECT_EQ(f.doc()->undoStack()->count(), 1);  // the step change is no edit
    f.doc()->undoStack()->undo();
    settle();
    EXPECT_EQ(f.doc()->lesson(), l);  // the file's own attention: the steps wrote nothing into it
    EXPECT_EQ(f.doc()->shownLesson().attention.variant,
              attn::Variant::NoMixing);  // step 1 still shows No mixing
    EXPECT_EQ(toolbar_variant(f), attn::Variant::NoMixing);
    EXPECT_FALSE(f.doc()->isModified());
    expect_views_agree(f);
    expect_like_fresh(f);
    // What would be saved is the lesson as opened.
    EXPECT_EQ(attn::lesson_to_json(f.doc()->lesson()), attn::lesson_to_json(l));
}

TEST(OneScene, UndoOfDeleteStepLeavesToolbarViewsAndTextTogether) {
    Win f(
        with_rungs({attn::Variant::Simple, attn::Variant::NoMixing, attn::Variant::EqualAverage}));
    f.session()->go(2);
    settle();
    ASSERT_EQ(toolbar_variant(f), attn::Variant::EqualAverage);
    f.w.lessonPane()->deleteStep(2);
    settle();
    expect_views_agree(f);
    f.doc()->undoStack()->undo();
    settle();
    ASSERT_EQ(f.session()->count(), 3);
    expect_views_agree(f);
    expect_like_fresh(f);
    f.session()->resetStep();
    settle();
    expect_views_agree(f);
}

TEST(OneScene, TheToolbarTakesTheSwitchesOverAsAnEdit) {
    const attn::Lesson l = with_rungs({attn::Variant::NoMixing, attn::Variant::Simple});
    Win f(l);
    ASSERT_EQ(toolbar_variant(f), attn::Variant::NoMixing);
    QComboBox* box = f.w.attentionToolbar()->variantBox();
    box->setCurrentIndex(box->findData(int(attn::Variant::EqualAverage)));
    settle();
    EXPECT_EQ(f.doc()->lesson().attention.variant, attn::Variant::EqualAverage);
    EXPECT_EQ(f.doc()->shownLesson().attention.variant, attn::Variant::EqualAverage);
    EXPECT_EQ(f.doc()->undoStack()->count(), 1);
    expect_views_agree(f);
    // Undo gives the step its rung back, and the lesson its own.
    f.doc()->undoStack()->undo();
    settle();
    EXPECT_EQ(f.doc()->lesson(), l);
    EXPECT_EQ(toolbar_variant(f), attn::Variant::NoMixing);
    expect_views_agree(f);
    expect_like_fresh(f);
    // Redo takes them over again.
    f.doc()->undoStack()->redo();
    settle();
    EXPECT_EQ(toolbar_variant(f), attn::Variant::EqualAverage);
    expect_views_agree(f);
    // After another step was entered, undo restores the lesson only: that step's scene stands.
    f.session()->go(1);
    settle();
    f.doc()->undoStack()->undo();
    settle();
    EXPECT_EQ(f.doc()->lesson(), l);
    EXPECT_EQ(toolbar_variant(f), attn::Variant::Simple);
    expect_views_agree(f);
    expect_like_fresh(f);
}

TEST(OneScene, AddStepFromCurrentViewEntersAsItWasTaken) {
    Win f(load_builtin_lesson(QStringLiteral("course-1-attention")), 3);
    ViewState* v = f.w.viewState();
    v->showSentences({1});
    v->setHighlightedWord(QStringLiteral("money"));
    v->setStage(ViewState::Stage::Raw);
    v->setPlane({"water", "place"});
    settle();
    const attn::Scene taken = v->scene();
    f.w.lessonPane()->addStepFromView();
    settle();
    const int at = f.session()->current();
    ASSERT_EQ(at, 4);
    const attn::Scene entered = v->scene();
    f.session()->go(0);
    settle();
    f.session()->go(at);
    settle();
    EXPECT_EQ(v->scene(), entered);
    EXPECT_EQ(entered.sentences, taken.sentences);
    EXPECT_EQ(entered.highlight, taken.highlight);
    EXPECT_EQ(entered.stage, taken.stage);
    EXPECT_EQ(entered.plane, taken.plane);
    EXPECT_EQ(entered.source, taken.source);
    EXPECT_EQ(attn::scene_attention(f.doc()->lesson(), entered.switches),
              attn::scene_attention(f.doc()->lesson(), taken.switches));
    EXPECT_EQ(entered.panes, f.doc()->lesson().steps[size_t(at)].view.panes);
}

TEST(OneScene, HandoutAndPresentationShowTheWindowsSceneAtEveryCourseStep) {
    for (const QString& part : builtin_course_parts()) {
        Win f(load_builtin_lesson(part));
        const attn::Lesson l = f.doc()->lesson();
        for (int i = 0; i < int(l.steps.size()); ++i) {
            f.session()->go(i);
            settle();
            // The handout's page and the presentation's slide are drawn from step_scene
            // (handout.cpp) and from the window's own scene (presentation_window.cpp): the same
            // value.
            EXPECT_EQ(f.w.viewState()->scene(), attn::step_scene(l, i))
                << part.toStdString() << " step " << i;
        }
    }
}

TEST(OneScene, RenamingAWordKeepsTheStepsAndTheBlendTrue) {
    Win f(load_builtin_lesson(QStringLiteral("course-1-attention")), 6);
    const int bank = *f.doc()->lesson().table.word_index("bank");
    ASSERT_EQ(try_push(f.doc(),
                       [&] { return rename_word_command(f.doc(), bank, QStringLiteral("shore")); }),
              QString());
    settle();
    for (int i = 0; i < f.session()->count(); ++i)
        EXPECT_EQ(attn::step_problems(f.doc()->lesson(), i), std::vector<std::string>{});
    EXPECT_NE(f.w.viewState()->highlightedWord(), QStringLiteral("bank"));
    expect_views_agree(f);
    const std::string before =
        attn::lesson_to_json(load_builtin_lesson(QStringLiteral("course-1-attention")));
    f.doc()->undoStack()->undo();
    settle();
    EXPECT_EQ(attn::lesson_to_json(f.doc()->lesson()), before);  // byte for byte
}

// Random step changes, edits, undo and redo: after each, the window equals a
// fresh one opened on the same lesson at the same step, and the undo stack
// holds only the edits.
TEST(OneScene, SeededWalksOfStepsEditsUndoAndRedo) {
    for (unsigned seed = 1; seed <= 3; ++seed) {
        std::mt19937 rng(seed);
        const auto pick = [&](int n) { return n > 0 ? int(rng() % unsigned(n)) : 0; };
        Win f(load_builtin_lesson(QStringLiteral("course-1-attention")));
        QUndoStack* undo = f.doc()->undoStack();
        for (int action = 0; action < 40; ++action) {
            const attn::Lesson& l = f.doc()->lesson();
            const int before = undo->count();
            bool edit = false;
            switch (pick(9)) {
                case 0:
                    f.session()->go(pick(f.session()->count()));
                    break;
                case 1:
                    f.session()->next();
                    break;
                case 2:
                    f.session()->back();
                    break;
                case 3: {
                    const int w = pick(l.table.word_count()), a = pick(l.table.axis_count());
                    undo->push(new SetValuesCommand(f.doc(), ValueTarget::Embedding,
                                                    {{w, a, float(pick(20)) / 10.0f}}));
                    edit = true;
                    break;
                }
                case 4:
                    edit = try_push(f.doc(), [&] {
                               return add_word_command(f.doc(), unused_word_name(f.doc()));
                           }).isEmpty();
                    break;
                case 5:
                    edit = try_push(f.doc(), [&] {
                               return rename_word_command(f.doc(), pick(l.table.word_count()),
                                                          unused_word_name(f.doc()));
                           }).isEmpty();
                    break;
                case 6:
                    undo->undo();
                    break;
                case 7:
                    undo->redo();
                    break;
                case 8:
                    if (l.sentences.size() > 1)
                        edit = try_push(f.doc(), [&] {
                                   return remove_sentence_command(f.doc(),
                                                                  pick(int(l.sentences.size())));
                               }).isEmpty();
                    break;
            }
            settle();
            SCOPED_TRACE("seed " + std::to_string(seed) + " action " + std::to_string(action));
            if (edit) {
                EXPECT_EQ(undo->count(), undo->index());  // one command, on top
            } else {
                EXPECT_LE(undo->count(), before);  // a step change, undo or redo pushes nothing
            }
            expect_views_agree(f);
            expect_like_fresh(f);
            if (HasFailure()) return;
        }
    }
}

}  // namespace
}  // namespace attn::app
