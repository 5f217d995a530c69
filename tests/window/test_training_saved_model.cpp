// The Training dock on a lesson that holds a trained model, with no run: the
// chart holds exactly the saved loss history (captioned as the saved run), the
// probe shows the stored model's heads on the lesson's sentence (the engine's
// forward pass, number for number); a lesson without a model leaves the chart
// empty; a new run replaces the saved curve and Reset brings it back; undo and
// redo of "Use this model" and opening another lesson update the dock.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QTemporaryDir>
#include <QUndoStack>
#include <cmath>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/model/next_word.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "training/head_grid.hpp"
#include "training/loss_chart.hpp"
#include "training/next_word_item_model.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"
#include "viewdata/figure_spec.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

const QString kSecondSentence = QStringLiteral("the money bank");  // Module 1's second sentence

// Module 1 holding a tiny model (2 layers × 2 heads, d 8, T 8) of `steps`
// steps with a made-up loss curve (validation every 10th step), `first` (one
// of Module 1's two sentences) first.
attn::Lesson saved_lesson(const QString& first, int steps = 30) {
    attn::Lesson l = load_builtin_lesson(QStringLiteral("module1"));
    if (first != QString::fromStdString(l.sentences.front()))
        std::swap(l.sentences[0], l.sentences[1]);
    attn::Model m(attn::ModelConfig{10, 8, 8, 2, 2, 16});
    m.init(5);
    l.model = attn::TrainedModel::from_model(
        m, attn::Vocabulary({"<unk>", "the", "money", "bank", "bubbe", "made", "matzah", "ball",
                             "soup", "again"}));
    l.model->corpus = "tiny";
    l.model->steps = steps;
    for (int s = 1; s <= steps; ++s)
        l.model->loss_history.push_back({s, 3.0f / (1.0f + 0.1f * float(s)),
                                         s % 10 == 0 ? 3.3f / (1.0f + 0.1f * float(s)) : NAN});
    return l;
}

QString write(const QTemporaryDir& dir, const attn::Lesson& l) {
    const QString path = dir.filePath(QStringLiteral("trained.attnlab.json"));
    attn::write_lesson_file(l, path.toStdString());
    return path;
}

// The chart's curve is exactly `h`: every sample, in order, validation where measured.
void expect_chart_holds(LossChart* chart, const attn::LossHistory& h) {
    const FigureSpec f = chart->figure();
    ASSERT_EQ(f.loss.points.size(), h.size());
    for (std::size_t i = 0; i < h.size(); ++i) {
        EXPECT_EQ(f.loss.points[i].step, h[i].step) << i;
        EXPECT_EQ(f.loss.points[i].train, double(h[i].train)) << i;
        EXPECT_EQ(std::isnan(f.loss.points[i].val), std::isnan(h[i].val)) << i;
        if (!std::isnan(h[i].val)) {
            EXPECT_EQ(f.loss.points[i].val, double(h[i].val)) << i;
        }
    }
    int val = 0;
    for (const auto& s : h) val += std::isfinite(s.val) ? 1 : 0;
    EXPECT_EQ(chart->trainPointCount(), int(h.size()));
    EXPECT_EQ(chart->validationPointCount(), val);
}

// The grid and the large map show `m`'s attention on `probe` (the engine's forward pass).
void expect_heads_of(ProbePanel* panel, const attn::TrainedModel& tm, const QString& probe) {
    ASSERT_EQ(panel->probe(), probe);
    attn::Model m = tm.to_model();
    const attn::ProbeReading want = attn::read_probe(m, tm.vocabulary, probe.toStdString());
    HeadGrid* grid = panel->grid();
    ASSERT_EQ(grid->layers(), tm.config.layers);
    ASSERT_EQ(grid->heads(), tm.config.heads);
    for (int l = 0; l < tm.config.layers; ++l)
        for (int h = 0; h < tm.config.heads; ++h) {
            const attn::Matrix& got = grid->map(l, h)->matrix();
            ASSERT_EQ(got.rows(), Eigen::Index(want.ids.size()));
            EXPECT_TRUE(got.isApprox(want.attention.at(l, h), 1e-6f))
                << "layer " << l << " head " << h;
        }
    panel->selectHead(1, 1);
    EXPECT_TRUE(panel->largeModel()->matrix().isApprox(want.attention.at(1, 1), 1e-6f));
    NextWordItemModel* next = panel->nextWords();
    ASSERT_EQ(next->rowCount(), int(want.ids.size()));
    EXPECT_EQ(next->data(next->index(1, 1), NextWordItemModel::WordRole).toString(),
              QString::fromStdString(want.next[1][0].word));
}

TEST(TrainingSavedModel, OpeningATrainedLessonShowsItsSavedCurveAndHeads) {
    QTemporaryDir dir;
    const attn::Lesson saved = saved_lesson(kSecondSentence);
    const QString path = write(dir, saved);
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    TrainingPane* p = w.trainingPane();
    EXPECT_EQ(p->chart()->trainPointCount(), 0);
    ASSERT_TRUE(w.openFile(path, true));
    EXPECT_FALSE(p->session()->hasRun());
    expect_chart_holds(p->chart(), saved.model->loss_history);
    EXPECT_EQ(p->chart()->caption(), QStringLiteral("saved run: 30 steps on tiny"));
    EXPECT_EQ(p->chart()->cursorStep(), 30.0);
    expect_heads_of(p->probePanel(), *saved.model,
                    kSecondSentence);           // the lesson's first sentence became the probe
    EXPECT_FALSE(p->useButton()->isEnabled());  // it is the lesson's model already

    // Started on the file (`attention-lab trained.attnlab.json`): the same.
    MainWindow again(attn::read_lesson_file(path.toStdString()), path);
    expect_chart_holds(again.trainingPane()->chart(), saved.model->loss_history);
    expect_heads_of(again.trainingPane()->probePanel(), *saved.model, kSecondSentence);
}

TEST(TrainingSavedModel, AnUnreadableFirstSentenceFallsBackToTheDefaultProbe) {
    const attn::Lesson saved =
        saved_lesson(QStringLiteral("the river bank"));  // river, bank: not in its vocabulary
    MainWindow w(saved);
    expect_heads_of(w.trainingPane()->probePanel(), *saved.model, ProbePanel::defaultProbe());
}

TEST(TrainingSavedModel, AModelWithoutHistorySaysSoAndALessonWithoutAModelLeavesTheChartEmpty) {
    attn::Lesson old = saved_lesson(kSecondSentence, 12);
    old.model->loss_history.clear();
    MainWindow w(old);
    TrainingPane* p = w.trainingPane();
    EXPECT_EQ(p->chart()->trainPointCount(), 0);
    EXPECT_TRUE(p->chart()->caption().contains(QStringLiteral("keeps no loss curve")))
        << p->chart()->caption().toStdString();
    expect_heads_of(p->probePanel(), *old.model, kSecondSentence);

    const attn::Lesson saved = saved_lesson(kSecondSentence);
    w.openLesson(saved, {});
    expect_chart_holds(p->chart(), saved.model->loss_history);

    w.openLesson(load_builtin_lesson(QStringLiteral("module1")), {});
    EXPECT_EQ(p->chart()->trainPointCount(), 0);
    EXPECT_EQ(p->chart()->validationPointCount(), 0);
    EXPECT_TRUE(p->chart()->caption().isEmpty());
    EXPECT_TRUE(std::isnan(p->chart()->cursorStep()));
    EXPECT_NE(p->probePanel()->grid()->layers(),
              0);  // the untrained model of the settings, as before
    EXPECT_NE(p->probePanel()->grid()->map(0, 0)->matrix().rows(), 0);
}

TEST(TrainingSavedModel, ANewRunReplacesTheSavedCurveAndResetBringsItBack) {
    const attn::Lesson saved = saved_lesson(kSecondSentence);
    MainWindow w(saved);
    TrainingPane* p = w.trainingPane();
    p->form()->setSettings(tinySettings(12));
    expect_chart_holds(p->chart(), saved.model->loss_history);  // settings edits keep it
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
    p->refreshNow();
    EXPECT_EQ(p->chart()->trainPointCount(), 12);
    EXPECT_TRUE(p->chart()->caption().isEmpty());
    EXPECT_EQ(p->probePanel()->grid()->heads(), 2);
    EXPECT_EQ(p->shownModel()->steps, 12);  // the run's model, on the same probe
    p->reset();
    expect_chart_holds(p->chart(), saved.model->loss_history);
    EXPECT_EQ(p->chart()->caption(), QStringLiteral("saved run: 30 steps on tiny"));
    expect_heads_of(p->probePanel(), *saved.model, kSecondSentence);
}

TEST(TrainingSavedModel, UndoAndRedoOfUseThisModelUpdateTheDock) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    TrainingPane* p = w.trainingPane();
    p->form()->setSettings(tinySettings(20));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
    p->refreshNow();
    p->useShownModel();
    ASSERT_TRUE(w.document()->lesson().model.has_value());
    const attn::TrainedModel used = *w.document()->lesson().model;
    ASSERT_EQ(used.loss_history.size(), 20u);
    p->reset();  // no run: the dock shows the lesson's model
    expect_chart_holds(p->chart(), used.loss_history);
    EXPECT_EQ(p->chart()->caption(), QStringLiteral("saved run: 20 steps on bubbe"));
    expect_heads_of(p->probePanel(), used, ProbePanel::defaultProbe());

    QUndoStack* undo = w.document()->undoStack();
    undo->undo();
    ASSERT_FALSE(w.document()->lesson().model.has_value());
    EXPECT_EQ(p->chart()->trainPointCount(), 0);
    EXPECT_TRUE(p->chart()->caption().isEmpty());
    EXPECT_TRUE(std::isnan(p->chart()->cursorStep()));
    const attn::Matrix untrained = p->probePanel()->grid()->map(1, 1)->matrix();
    attn::Model m = used.to_model();
    const attn::ProbeReading trained =
        attn::read_probe(m, used.vocabulary, ProbePanel::defaultProbe().toStdString());
    EXPECT_FALSE(untrained.isApprox(trained.attention.at(1, 1), 1e-3f));
    undo->redo();
    expect_chart_holds(p->chart(), used.loss_history);
    expect_heads_of(p->probePanel(), used, ProbePanel::defaultProbe());
}

}  // namespace
}  // namespace attn::app
