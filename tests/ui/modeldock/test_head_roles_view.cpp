// The Model dock's Head roles tab (issue 39): the test run on a thread shows
// exactly the engine's scores on the same seeded sequence, one 0 … 1 map per
// score; its figure has the four maps; another model clears them; a question
// that keeps the weights back keeps the test back too; a lesson without a
// model says so.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "commands/what_if_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "lesson/lesson_session.hpp"
#include "modeldock/head_roles_view.hpp"
#include "ui_test_helpers.hpp"
#include "whatif/what_if_bar.hpp"
#include "widgets/heatmap_view.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

bool wait_for_roles(HeadRolesView& tab) {
    QElapsedTimer t;
    t.start();
    while (tab.running() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    test::settle();
    return !tab.running();
}

// Runs the test on 8 random tokens of seed 3 and waits for it.
bool run_seeded(HeadRolesView& tab) {
    tab.lengthBox()->setValue(8);
    tab.seedBox()->setValue(3);
    tab.runButton()->click();
    return wait_for_roles(tab);
}

attn::Lesson trained_without_steps() {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-3-training"));
    l.steps.clear();
    return l;
}

TEST(HeadRolesTab, ShowsTheEnginesScoresOnTheSeededSequence) {
    Document doc(trained_without_steps());
    ViewState view(&doc);
    HeadRolesView tab(&doc, &view);
    ASSERT_TRUE(run_seeded(tab));
    ASSERT_NE(tab.roles(), nullptr) << tab.message().toStdString();
    const attn::TrainedModel& m = *doc.lesson().model;
    const attn::HeadRoles want =
        attn::head_roles(attn::gpt_model_of(m), attn::random_token_sequence(m.config.vocab, 8, 3));
    EXPECT_EQ(tab.roles()->sequence, want.sequence);
    EXPECT_EQ(tab.roles()->scores, want.scores);
    const MatrixItemModel* induction = tab.map(1)->matrixModel();
    ASSERT_EQ(induction->rowCount(), want.layers);
    ASSERT_EQ(induction->columnCount(), want.heads);
    for (int l = 0; l < want.layers; ++l)
        for (int j = 0; j < want.heads; ++j)
            EXPECT_FLOAT_EQ(induction->value(l, j), float(want.at(l, j).induction));
    EXPECT_FLOAT_EQ(induction->limit(), 1.0f);  // one 0 … 1 scale for every map
    EXPECT_TRUE(tab.message().contains(QStringLiteral("Strongest induction")));
    const FigureSpec f = tab.figure();
    ASSERT_EQ(f.panels.size(), 4u);
    EXPECT_EQ(f.panels[3].values(1, 2), float(want.at(1, 2).first_token));

    // A length past the model's context is brought down to half of it.
    tab.lengthBox()->setValue(500);
    tab.runButton()->click();
    ASSERT_TRUE(wait_for_roles(tab));
    EXPECT_EQ(tab.lengthBox()->value(), m.config.context / 2);
    EXPECT_TRUE(tab.message().contains(QStringLiteral("At most half the model's context")))
        << tab.message().toStdString();

    doc.resetLesson(load_builtin_lesson(QStringLiteral("module1")), QString());  // no model now
    test::settle();
    EXPECT_EQ(tab.roles(), nullptr);
    EXPECT_EQ(tab.map(0)->matrixModel()->rowCount(), 0);
    tab.runButton()->click();
    EXPECT_TRUE(tab.message().contains(QStringLiteral("no model"))) << tab.message().toStdString();
}

TEST(HeadRolesTab, APendingQuestionKeepsTheTestBack) {
    Document doc(load_builtin_lesson(QStringLiteral("course-3-training")));
    ViewState view(&doc);
    LessonSession session(&doc, &view);
    session.go(0);  // step 1 keeps its maps back until answered
    test::settle();
    ASSERT_TRUE(view.weightsKeptBack());
    HeadRolesView tab(&doc, &view);
    tab.runButton()->click();
    EXPECT_FALSE(tab.running());
    EXPECT_EQ(tab.roles(), nullptr);
    EXPECT_TRUE(tab.message().contains(QStringLiteral("Hidden until you answer")));
}

// Under a what-if on the lesson's model the test runs with its heads switched off or kept (a
// class switches the previous-token head off and measures the induction heads after it); the
// bar says so and that its cut lines are left out (they name a sentence's tokens); the figure
// carries the label; another what-if clears the maps measured under the first.
TEST(HeadRolesTab, RunsUnderTheWhatIfsHeadsAndSaysSo) {
    attn::Lesson l = trained_without_steps();
    using K = attn::Intervention::Kind;
    attn::Intervention cut;
    cut.kind = K::Cut;
    cut.layer = 0;
    cut.head = 0;
    cut.query = 2;
    cut.key = 1;
    const attn::Intervention off = attn::Intervention::on_head(K::Ablate, 0, 1);
    l.what_if = attn::WhatIf{attn::Source::Trained, {off, cut}};
    Document doc(l);
    ViewState view(&doc);
    HeadRolesView tab(&doc, &view);
    tab.resize(500, 700);
    tab.show();
    test::settle();
    const auto* bar = tab.findChild<WhatIfBar*>();
    ASSERT_NE(bar, nullptr);
    EXPECT_TRUE(bar->text().contains(QStringLiteral("The test runs under it.")))
        << bar->text().toStdString();
    EXPECT_TRUE(bar->text().contains(QStringLiteral("left out"))) << bar->text().toStdString();
    ASSERT_TRUE(run_seeded(tab));
    ASSERT_NE(tab.roles(), nullptr) << tab.message().toStdString();
    const attn::TrainedModel& m = *doc.lesson().model;
    const std::vector<attn::Intervention> heads = {off};
    const attn::HeadRoles want = attn::head_roles(
        attn::gpt_model_of(m), attn::random_token_sequence(m.config.vocab, 8, 3), nullptr, heads);
    EXPECT_EQ(tab.roles()->scores, want.scores);
    EXPECT_EQ(tab.roles()->interventions, heads);
    const attn::HeadRoles plain =
        attn::head_roles(attn::gpt_model_of(m), attn::random_token_sequence(m.config.vocab, 8, 3));
    EXPECT_NE(want.scores, plain.scores);  // the what-if reached the later layer
    EXPECT_EQ(tab.figure().what_if, QStringLiteral("What if: layer 1 · head 2 switched off"));
    // The bar keeps all its words at a narrow width (they were cut top and bottom at 1024 px).
    tab.resize(tab.minimumSizeHint().width(), 700);
    test::settle();
    const QLabel* words = bar->findChild<QLabel*>();
    ASSERT_NE(words, nullptr);
    EXPECT_GE(words->height(), words->heightForWidth(words->width()));
    // A cut line more leaves the maps: the test does not read it.
    attn::Intervention another = cut;
    another.query = 3;
    doc.undoStack()->push(toggle_intervention_command(&doc, attn::Source::Trained, another,
                                                      m.config.layers, m.config.heads, 8, true)
                              .release());
    test::settle();
    ASSERT_EQ(doc.lesson().what_if.interventions.size(), 3u);
    EXPECT_NE(tab.roles(), nullptr);
    // The what-if taken back: the maps of the switched-off head's test go.
    attn::Lesson none = doc.lesson();
    none.what_if = {};
    doc.resetLesson(none, QString());
    test::settle();
    EXPECT_EQ(tab.roles(), nullptr);
    EXPECT_TRUE(bar->text().isEmpty());
}

}  // namespace
}  // namespace attn::ui
