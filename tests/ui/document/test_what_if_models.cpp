// A what-if laid over a model in the window (issue 38): the real model's passes
// run under it on the worker with the plain logits kept beside them, equal to
// the engine's pass; the Model dock's What if tab compares the two predictions
// of a trained model and of a real one.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <cmath>

#include "attnlab/attention/softmax.hpp"
#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/gpt/gpt_of_trained.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/gpt_patch.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/lesson/step_quantity.hpp"
#include "commands/what_if_commands.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "modeldock/patch_view.hpp"
#include "modeldock/what_if_view.hpp"
#include "ui_test_helpers.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

const std::string kNanoModel =
    std::string(ATTNLAB_SOURCE_DIR) + "/tests/data/gpt/nanogpt-tiny/ckpt.pt";

TEST(WhatIfModels, ARealModelsPassRunsUnderTheWhatIfAndKeepsThePlainLogits) {
    const attn::OpenedModel m = attn::open_model(kNanoModel);
    Document doc(attn::lesson_for_real_model(m, attn::ModelReference{kNanoModel, 0},
                                             {"the cat sat on"}, "t", ""));
    ViewState view(&doc);
    ASSERT_TRUE(doc.waitForRealModel(30000));
    const auto off = attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 1, 2);
    doc.undoStack()->push(
        toggle_intervention_command(&doc, attn::Source::Real, off, 2, 4, 4, true).release());
    ASSERT_TRUE(doc.waitForRealModel(30000));
    const Document::SentenceResult& r = doc.results()[0];
    ASSERT_TRUE(r.realCurrent()) << r.realError.toStdString();
    ASSERT_EQ(r.real->interventions, std::vector<attn::Intervention>{off});
    attn::GptRunner runner(m.model);
    attn::GptPassOptions o;
    const std::vector<int> ids = attn::real_model_ids(m, "the cat sat on");
    o.logit_positions = {int(ids.size()) - 1};
    const attn::GptPass plain = runner.run(ids, o);
    const std::vector<attn::Intervention> list{off};
    o.interventions = list;
    const attn::GptPass cut = runner.run(ids, o);
    EXPECT_EQ((r.real->pass.logits - cut.logits).cwiseAbs().maxCoeff(), 0.0f);
    EXPECT_EQ((r.real->plain_logits - plain.logits).cwiseAbs().maxCoeff(), 0.0f);
    EXPECT_GT((plain.logits - cut.logits).cwiseAbs().maxCoeff(), 0.0f);

    WhatIfView tab(&doc, &view);
    ASSERT_FALSE(tab.rows().empty()) << tab.message().toStdString();
    const std::vector<double> pb = attn::probabilities(
        std::span<const float>(plain.logits.data(), size_t(plain.logits.cols())));
    const std::vector<double> pa =
        attn::probabilities(std::span<const float>(cut.logits.data(), size_t(cut.logits.cols())));
    for (const TokenShift& t : tab.rows()) {
        EXPECT_DOUBLE_EQ(t.before, pb[size_t(t.id)]);
        EXPECT_DOUBLE_EQ(t.after, pa[size_t(t.id)]);
    }
    EXPECT_FALSE(tab.positionChooser()->isEnabled());  // the last position's logits only
    // and says why in words, not in a tooltip alone (a walk found the box greyed unexplained)
    auto* note = tab.findChild<QLabel*>(QStringLiteral("whatIfPositionNote"));
    ASSERT_NE(note, nullptr);
    EXPECT_FALSE(note->isHidden());
    EXPECT_TRUE(note->text().contains(QStringLiteral("last token"))) << note->text().toStdString();

    doc.undoStack()->undo();  // the model's own passes again
    ASSERT_TRUE(doc.waitForRealModel(30000));
    EXPECT_TRUE(doc.results()[0].real->interventions.empty());
    EXPECT_EQ((doc.results()[0].real->pass.logits - plain.logits).cwiseAbs().maxCoeff(), 0.0f);
}

TEST(WhatIfModels, TheTabComparesATrainedModelsPredictionAndLoss) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-3-training"));
    const int step = test::step_index(l, "Switch the matzah head off");
    ASSERT_GE(step, 0);
    Document doc(l);
    ViewState view(&doc);
    view.setScene(attn::step_scene(doc.lesson(), step, true));  // answered: the numbers shown
    WhatIfView tab(&doc, &view);
    tab.show();  // a tab out of sight refreshes once it is shown (LazyRefresh)
    test::settle();
    ASSERT_FALSE(tab.rows().empty()) << tab.message().toStdString();
    // It opens after the lesson's focus word, "ball": where the step's question looks.
    EXPECT_EQ(tab.positionChooser()->currentIndex(), 4);
    // Its choosers show the head the step's what-if switches off (they stood at 1 · 1).
    const auto step_what_if = view.whatIf().over(attn::Source::Trained);
    ASSERT_FALSE(step_what_if.empty());
    EXPECT_EQ(tab.layerChooser()->value(), step_what_if.back().layer + 1);
    EXPECT_EQ(tab.headChooser()->value(), step_what_if.back().head + 1);
    EXPECT_NE(tab.layerChooser()->value() * 10 + tab.headChooser()->value(), 11)
        << "the step's head is 1 · 1: the test cannot tell following from not";
    // Probabilities as percents in every row (it printed "0.14" beside "0.0707"), the exact
    // value in the tooltip.
    for (int r = 0; r < tab.table()->rowCount(); ++r)
        for (int c : {1, 2}) {
            const QTableWidgetItem* item = tab.table()->item(r, c);
            EXPECT_TRUE(item->text().endsWith(QLatin1Char('%'))) << item->text().toStdString();
            EXPECT_FALSE(item->toolTip().isEmpty());
        }
    EXPECT_TRUE(tab.findChild<QLabel*>(QStringLiteral("whatIfPositionNote"))->isHidden());
    const attn::Lesson shown = doc.shownLesson();
    tab.tokenField()->setText(QStringLiteral("soup"));
    bool found = false;
    for (const TokenShift& t : tab.rows())
        if (t.token == QStringLiteral("soup")) {
            found = true;
            EXPECT_NEAR(t.before, attn::quantity(shown, "before prob 0 4 soup"), 1e-6);
            EXPECT_NEAR(t.after, attn::quantity(shown, "prob 0 4 soup"), 1e-6);
            EXPECT_LT(t.after, t.before);
        }
    EXPECT_TRUE(found);
    EXPECT_TRUE(tab.tokenText().contains(QStringLiteral("soup"))) << tab.tokenText().toStdString();
    EXPECT_TRUE(tab.lossText().contains(QStringLiteral("→")));
    // While the step's question is pending, its numbers are kept back here too.
    view.setScene(attn::step_scene(doc.lesson(), step, false));
    test::settle();
    EXPECT_TRUE(tab.rows().empty());
    EXPECT_TRUE(tab.message().contains(QStringLiteral("kept back"))) << tab.message().toStdString();
    // Without the what-if both columns are the model's own.
    view.setScene(attn::step_scene(doc.lesson(), 0));
    test::settle();
    for (const TokenShift& t : tab.rows()) EXPECT_EQ(t.before, t.after);
}

// The tab's own control: a layer, a head and What if… (a menu: switch it off, mean-ablate,
// keep only it), by keys alone; the switched-off head is the one chosen (the tab had no control
// of its own: only a map's context menu made a what-if).
TEST(WhatIfModels, TheTabSwitchesTheChosenHeadOffFromItsOwnMenu) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("course-3-training"));
    ASSERT_TRUE(l.model.has_value());
    l.what_if = {};
    l.steps.clear();
    Document doc(l);
    ViewState view(&doc);
    WhatIfView tab(&doc, &view);
    tab.show();
    test::settle();
    ASSERT_TRUE(tab.headButton()->isEnabled()) << tab.message().toStdString();
    EXPECT_EQ(tab.layerChooser()->maximum(), l.model->config.layers);
    EXPECT_EQ(tab.headChooser()->maximum(), l.model->config.heads);
    tab.layerChooser()->setValue(2);
    tab.headChooser()->setValue(3);
    QMenu* menu = tab.headButton()->menu();
    ASSERT_NE(menu, nullptr);
    emit menu->aboutToShow();
    QAction* off = nullptr;
    for (QAction* a : menu->actions())
        if (a->text() == QStringLiteral("Switch off layer 2 · head 3")) off = a;
    ASSERT_NE(off, nullptr) << "menu: " << menu->actions().size();
    off->trigger();
    test::settle();
    const auto what_if = doc.lesson().what_if.over(attn::Source::Trained);
    ASSERT_EQ(what_if.size(), 1u);
    EXPECT_EQ(what_if[0], attn::Intervention::on_head(attn::Intervention::Kind::Ablate, 1, 2));
    EXPECT_TRUE(tab.message().contains(QStringLiteral("with and without the what-if")))
        << tab.message().toStdString();
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

// Waits (the event loop running) until the Patching tab's map lands or 60 s pass.
bool wait_for_patch(PatchView& tab) {
    QElapsedTimer t;
    t.start();
    while (tab.running() && t.elapsed() < 60000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    test::settle();
    return !tab.running();
}

TEST(PatchingTab, ATrainedModelsMapIsTheEnginesAndATileShowsItsRun) {
    Document doc(load_builtin_lesson(QStringLiteral("course-3-training")));
    ViewState view(&doc);
    PatchView tab(&doc, &view);
    tab.cleanField()->setText(QStringLiteral("the bubbe made matzah ball"));
    tab.corruptField()->setText(QStringLiteral("the bubbe made soup ball"));
    tab.answerField()->setText(QStringLiteral("soup"));
    tab.foilField()->setText(QStringLiteral("again"));
    tab.runButton()->click();
    ASSERT_TRUE(wait_for_patch(tab));
    ASSERT_TRUE(tab.map()) << tab.message().toStdString();
    // The same numbers as the engine's patch_map on the lesson's model in GPT-2's layout.
    const attn::TrainedModel& tm = *doc.lesson().model;
    attn::PatchRequest r;
    r.clean = tm.vocabulary.encode("the bubbe made matzah ball");
    r.corrupt = tm.vocabulary.encode("the bubbe made soup ball");
    r.answer = tm.vocabulary.id("soup");
    r.foil = tm.vocabulary.id("again");
    const attn::PatchMap want = attn::patch_map(attn::gpt_model_of(tm), r);
    ASSERT_EQ(tab.map()->restored.rows(), 2);
    ASSERT_EQ(tab.map()->restored.cols(), 4);
    EXPECT_EQ((tab.map()->restored - want.restored).cwiseAbs().maxCoeff(), 0.0f);
    EXPECT_EQ(tab.map()->clean_diff, want.clean_diff);
    tab.showTile(1, 0);
    EXPECT_TRUE(tab.tileTable()->isVisibleTo(&tab));
    EXPECT_EQ(tab.tileTable()->rowCount(), 8);
    EXPECT_TRUE(tab.figure().panels.size() == 1);
}

TEST(PatchingTab, BadInputIsSaidAndNothingRuns) {
    Document doc(load_builtin_lesson(QStringLiteral("course-3-training")));
    ViewState view(&doc);
    PatchView tab(&doc, &view);
    tab.cleanField()->setText(QStringLiteral("the bubbe made matzah ball"));
    tab.corruptField()->setText(QStringLiteral("the bubbe made soup"));
    tab.answerField()->setText(QStringLiteral("soup"));
    tab.foilField()->setText(QStringLiteral("again"));
    tab.runButton()->click();
    ASSERT_TRUE(wait_for_patch(tab));
    EXPECT_FALSE(tab.map());
    EXPECT_TRUE(tab.message().contains(QStringLiteral("5"))) << tab.message().toStdString();
    EXPECT_TRUE(tab.message().contains(QStringLiteral("4"))) << tab.message().toStdString();
    tab.corruptField()->setText(QStringLiteral("the bubbe made soup ball"));
    tab.answerField()->setText(QStringLiteral("soup again"));
    tab.runButton()->click();
    EXPECT_FALSE(tab.running());  // said at once: two tokens
    EXPECT_TRUE(tab.message().contains(QStringLiteral("not one token")))
        << tab.message().toStdString();
}

}  // namespace
}  // namespace attn::ui
