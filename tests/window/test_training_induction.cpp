// Watching induction heads form in the Training pane (issue 39): on the
// repeated-sequences task every snapshot carries both losses and every head's
// role scores; the induction chart stands where the pair chart does, marks the
// phase change (on the loss chart too) and says it in the timeline's line; the
// heads grid names the induction and previous-token heads; a text run brings
// the pair chart back.
#include <gtest/gtest.h>

#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QTabWidget>

#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "modeldock/head_roles_view.hpp"
#include "modeldock/model_overview.hpp"
#include "modeldock/model_pane.hpp"
#include "training/head_grid.hpp"
#include "training/induction_chart.hpp"
#include "training/loss_chart.hpp"
#include "training/pair_chart.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"
#include "ui_test_helpers.hpp"

namespace attn::ui {
namespace {

using State = TrainingSession::State;
using test::module1;
using testing::tinySettings;
using testing::waitFor;

TEST(TrainingInduction, TheChartFollowsEverySnapshotAndATextRunBringsThePairChartBack) {
    attn::app::MainWindow w(module1());
    w.show();
    TrainingPane* p = w.trainingPane();
    p->useInductionTask();
    TrainingSettings s = p->form()->settings();
    s.steps = 30;
    p->form()->setSettings(s);
    p->start();
    // Every snapshot is measured (losses and head roles): slow under the sanitizers.
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }, 180000));
    p->refreshNow();
    const auto& snaps = p->session()->snapshots();
    ASSERT_GE(snaps.size(), 2u);
    for (const TrainingSnapshot& t : snaps) {
        ASSERT_TRUE(t.induction) << "step " << t.step;
        EXPECT_EQ(t.induction->step, t.step);
        EXPECT_EQ(t.induction->roles.scores.size(), 4u);  // 2 layers × 2 heads
    }
    InductionChart* c = p->inductionChart();
    EXPECT_TRUE(c->isVisible());
    EXPECT_FALSE(p->pairChart()->isVisible());
    EXPECT_EQ(c->pointCount(), int(snaps.size()));
    EXPECT_EQ(c->headLineCount(), 4);
    c->setRole(InductionChart::Role::PreviousToken);
    EXPECT_TRUE(c->title().contains(QStringLiteral("previous-token"))) << c->title().toStdString();
    EXPECT_NE(p->timeLabel()->text().indexOf(QStringLiteral("repeated tokens")), -1)
        << p->timeLabel()->text().toStdString();
    // A run on text: the pair chart again, no phase-change mark.
    p->reset();
    p->useBuiltinCorpus();
    p->form()->setSettings(tinySettings(5));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    p->refreshNow();
    EXPECT_FALSE(c->isVisible());
    EXPECT_TRUE(p->pairChart()->isVisible());
    EXPECT_EQ(p->chart()->marker(), -1);
}

// The whole task, attention only: the phase change is marked and the heads are named.
TEST(TrainingInduction, AnAttentionOnlyRunMarksThePhaseChangeAndNamesItsHeads) {
    attn::app::MainWindow w(module1());
    w.show();
    TrainingPane* p = w.trainingPane();
    p->useInductionTask();
    p->form()->attentionOnly()->click();
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }, 120000));
    p->refreshNow();
    const int phase = p->inductionChart()->phaseChangeStep();
    EXPECT_GT(phase, 0);
    EXPECT_EQ(p->chart()->marker(), phase);
    EXPECT_TRUE(p->inductionChart()->title().contains(QString::number(phase)));
    p->timeline()->setValue(p->timeline()->maximum());
    EXPECT_NE(p->timeLabel()->text().indexOf(QStringLiteral("after the phase change")), -1);
    HeadGrid* g = p->probePanel()->grid();
    int induction = 0, previous = 0;
    for (int l = 0; l < g->layers(); ++l)
        for (int h = 0; h < g->heads(); ++h) {
            induction += g->map(l, h)->role() == QStringLiteral("induction");
            previous += g->map(l, h)->role() == QStringLiteral("previous token");
        }
    EXPECT_GE(induction, 1);
    EXPECT_GE(previous, 1);
    // Before training nothing is named.
    p->timeline()->setValue(0);
    for (int l = 0; l < g->layers(); ++l)
        for (int h = 0; h < g->heads(); ++h) EXPECT_TRUE(g->map(l, h)->role().isEmpty());
}

}  // namespace
}  // namespace attn::ui

namespace attn::app {
namespace {

// The Head roles tab's test names the heads in the All heads grid too (issue 39),
// and another lesson's model clears the names.
TEST(AllHeadsRoles, TheHeadRolesTestNamesTheInductionAndPreviousTokenHeads) {
    attn::Lesson l = attn::ui::load_builtin_lesson(QStringLiteral("course-4-heads"));
    l.steps.clear();  // no pending question keeps the weights back
    MainWindow w(l);
    w.show();
    w.showModelPane();
    attn::ui::test::settle(3);
    attn::ui::ModelOverview* all = w.modelPane()->overview();
    attn::ui::HeadRolesView* roles = w.modelPane()->headRoles();
    w.modelPane()->showTab(all);
    attn::ui::test::settle(3);
    ASSERT_FALSE(all->tileTitle(1, 1).isEmpty());
    EXPECT_FALSE(all->tileTitle(1, 1).contains(QStringLiteral("induction")));
    w.modelPane()->showTab(roles);
    attn::ui::test::settle(2);
    roles->runButton()->click();
    ASSERT_TRUE(attn::ui::testing::waitFor([&] { return !roles->running(); }, 60000));
    attn::ui::test::settle(2);
    ASSERT_NE(roles->roles(), nullptr) << roles->message().toStdString();
    EXPECT_TRUE(all->tileTitle(1, 1).contains(QStringLiteral("induction")))
        << all->tileTitle(1, 1).toStdString();
    EXPECT_TRUE(all->tileTitle(0, 0).contains(QStringLiteral("previous token")))
        << all->tileTitle(0, 0).toStdString();
    w.document()->resetLesson(attn::ui::load_builtin_lesson(QStringLiteral("course-3-training")),
                              QString());
    attn::ui::test::settle(3);
    for (int j = 0; j < 4; ++j)
        EXPECT_FALSE(all->tileTitle(1, j).contains(QStringLiteral("induction")));
}

}  // namespace
}  // namespace attn::app
