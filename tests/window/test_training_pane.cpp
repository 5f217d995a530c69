// The Training pane in the window: settings are checked as typed, a run
// fills the chart and the timeline, scrubbing shows snapshot k's model,
// "use this model" is one undo step and survives a save and reopen, the
// next-word model passes QAbstractItemModelTester, and closing mid-run is clean.
#include <gtest/gtest.h>

#include <QAbstractItemModelTester>
#include <QAbstractScrollArea>
#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>
#include <cmath>

#include "attnlab/lesson/lesson_io.hpp"
#include "files/builtin_lessons.hpp"
#include "i18n/language.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "main_window.hpp"
#include "training/head_grid.hpp"
#include "training/loss_chart.hpp"
#include "training/next_word_item_model.hpp"
#include "training/probe_panel.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training_test_helpers.hpp"
#include "ui_test_helpers.hpp"
#include "widgets/folding_section.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;
using State = TrainingSession::State;

using attn::ui::test::module1;

void type(QLineEdit* e, const QString& text) {
    e->setText(text);
    emit e->textEdited(text);
}

// Trains the tiny settings to the end in the window's pane.
void trainTiny(TrainingPane* p, int steps) {
    p->form()->setSettings(tinySettings(steps));
    ASSERT_TRUE(p->startButton()->isEnabled());
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    p->refreshNow();
}

TEST(TrainingPane, InvalidSettingsAreMarkedAndDisableStartWithTheReason) {
    MainWindow w(module1());
    TrainingPane* p = w.trainingPane();
    EXPECT_TRUE(p->form()->isValid());
    EXPECT_TRUE(p->startButton()->isEnabled());
    EXPECT_TRUE(p->corpusLabel()->text().contains(QStringLiteral("bubbe")));
    type(p->form()->field(SettingField::Heads), QStringLiteral("3"));  // d = 32
    EXPECT_FALSE(p->startButton()->isEnabled());
    EXPECT_FALSE(p->stepButton()->isEnabled());
    EXPECT_TRUE(p->form()->field(SettingField::Heads)->property("invalid").toBool());
    EXPECT_TRUE(p->reasonLabel()->text().contains(QStringLiteral("does not divide")))
        << p->reasonLabel()->text().toStdString();
    type(p->form()->field(SettingField::Heads), QStringLiteral("4"));
    EXPECT_TRUE(p->startButton()->isEnabled());
    type(p->form()->field(SettingField::LearningRate), QStringLiteral("fast"));
    EXPECT_FALSE(p->startButton()->isEnabled());
    EXPECT_TRUE(p->reasonLabel()->text().contains(QStringLiteral("Learning rate")))
        << p->reasonLabel()->text().toStdString();
    type(p->form()->field(SettingField::LearningRate), QStringLiteral("0.01"));
    type(p->form()->field(SettingField::Context), QStringLiteral("100000"));
    EXPECT_FALSE(p->startButton()->isEnabled());
    EXPECT_TRUE(p->form()->field(SettingField::Context)->property("invalid").toBool());
}

TEST(TrainingPane, AnUnusableCorpusSaysWhyAndKeepsTheLastOne) {
    QTemporaryDir dir;
    const QString bad = dir.filePath(QStringLiteral("latin1.txt"));
    QFile f(bad);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("caf\xe9 au lait\n");
    f.close();
    MainWindow w(module1());
    TrainingPane* p = w.trainingPane();
    const QString error = p->openCorpus(bad);
    EXPECT_TRUE(error.contains(QStringLiteral("UTF-8"))) << error.toStdString();
    EXPECT_TRUE(p->corpusLabel()->text().contains(QStringLiteral("bubbe")));
    const QString good = dir.filePath(QStringLiteral("story.txt"));
    QFile g(good);
    ASSERT_TRUE(g.open(QIODevice::WriteOnly));
    g.write("the cat sat . the dog ran !\nthe cat ran ?\n");
    g.close();
    EXPECT_TRUE(p->openCorpus(good).isEmpty());
    EXPECT_TRUE(p->corpusLabel()->text().contains(QStringLiteral("story.txt")));
    EXPECT_TRUE(p->corpusLabel()->text().contains(QStringLiteral("3 sentences")))
        << p->corpusLabel()->text().toStdString();
    EXPECT_FALSE(p->startButton()->isEnabled());  // 12 tokens cannot fill a context of 16
}

// The Repeated sequences button (issue 39): the induction task's corpus, its
// settings and a probe that repeats; a run trains on the task's sequences, and
// the bubbe corpus afterwards trains on text again.
TEST(TrainingPane, TheRepeatedSequencesTaskTrainsOnItsOwnSequences) {
    MainWindow w(module1());
    TrainingPane* p = w.trainingPane();
    p->useInductionTask();
    EXPECT_TRUE(p->corpusLabel()->text().contains(QStringLiteral("repeated sequences")));
    const TrainingSettings s = p->form()->settings();
    EXPECT_EQ(s.steps, 4000);
    EXPECT_EQ(s.batch, 32);
    EXPECT_EQ(s.heads, 2);
    EXPECT_EQ(s.context, 32);
    const QStringList probe = p->probePanel()->probe().split(QLatin1Char(' '));
    ASSERT_EQ(probe.size(), 16);
    EXPECT_EQ(probe.mid(0, 8), probe.mid(8, 8));  // its second half repeats its first
    TrainingSettings quick = s;
    quick.steps = 30;
    p->form()->setSettings(quick);
    // Attention only, as the papers train it: ticked, the run's model has no feed-forward layers.
    p->form()->attentionOnly()->click();
    EXPECT_FALSE(p->form()->settings().mlp);
    ASSERT_TRUE(p->startButton()->isEnabled());
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    EXPECT_EQ(p->session()->options().task, attn::TrainTask::Induction);
    EXPECT_FALSE(p->session()->options().model.mlp);
    EXPECT_EQ(p->session()->corpusName(), QStringLiteral("induction"));  // the task corpus
    p->reset();
    p->useBuiltinCorpus();
    p->form()->setSettings(tinySettings(3));
    EXPECT_FALSE(p->form()->attentionOnly()->isChecked());  // the settings carry mlp back on
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    EXPECT_EQ(p->session()->options().task, attn::TrainTask::Text);
    EXPECT_TRUE(p->session()->options().model.mlp);
}

TEST(TrainingPane, ARunFillsTheChartAndScrubbingShowsSnapshotKsModel) {
    MainWindow w(module1());
    w.show();
    TrainingPane* p = w.trainingPane();
    trainTiny(p, 30);
    const auto& snaps = p->session()->snapshots();
    ASSERT_EQ(snaps.size(), 31u);
    EXPECT_EQ(p->chart()->trainPointCount(), 30);
    EXPECT_GE(p->chart()->validationPointCount(), 1);
    EXPECT_EQ(p->timeline()->maximum(), 30);
    EXPECT_EQ(p->timeline()->value(), 30);  // followed the newest snapshot
    QAbstractItemModelTester t1(p->probePanel()->nextWords(),
                                QAbstractItemModelTester::FailureReportingMode::Fatal);
    QAbstractItemModelTester t2(p->probePanel()->largeModel(),
                                QAbstractItemModelTester::FailureReportingMode::Fatal);

    const int k = 7;
    const int computedBefore = p->probePanel()->computedReadings();
    p->timeline()->setValue(k);
    EXPECT_EQ(p->shownSnapshot(), k);
    EXPECT_EQ(p->chart()->cursorStep(), double(snaps[k].step));
    EXPECT_EQ(p->shownModel()->weights, *snaps[k].weights);
    EXPECT_EQ(p->shownModel()->steps, snaps[k].step);
    // Its loss history is the run's curve up to that step, validation where measured.
    const attn::LossHistory hist = p->shownModel()->loss_history;
    ASSERT_EQ(hist.size(), std::size_t(snaps[k].step));
    for (std::size_t i = 0; i < hist.size(); ++i) {
        const StepLoss& l = p->session()->losses()[i];
        EXPECT_EQ(hist[i], (attn::LossSample{l.step, l.train, l.val})) << i;
    }
    // The views show what snapshot k's weights do with the probe.
    attn::Model m(p->session()->config());
    std::copy(snaps[k].weights->begin(), snaps[k].weights->end(), m.parameters().begin());
    const attn::ProbeReading want =
        attn::read_probe(m, p->session()->vocabulary(), ProbePanel::defaultProbe().toStdString());
    const attn::ProbeReading& got = p->probePanel()->reading();
    ASSERT_EQ(got.attention.weights.size(), 4u);  // 2 layers × 2 heads
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_TRUE(got.attention.weights[i].isApprox(want.attention.weights[i]));
    // …and what the window shows is the engine's reading made on the training
    // thread, bit for bit: the panel computed nothing again.
    ASSERT_TRUE(snaps[k].probe);
    EXPECT_EQ(p->probePanel()->computedReadings(), computedBefore);
    for (std::size_t i = 0; i < 4; ++i)
        EXPECT_TRUE(got.attention.weights[i] == snaps[k].probe->attention.weights[i]);
    EXPECT_EQ(got.next[4][0].word, snaps[k].probe->next[4][0].word);
    HeadGrid* grid = p->probePanel()->grid();
    ASSERT_EQ(grid->layers(), 2);
    ASSERT_EQ(grid->heads(), 2);
    EXPECT_TRUE(grid->map(1, 0)->matrix().isApprox(want.attention.at(1, 0)));
    p->probePanel()->selectHead(1, 1);
    EXPECT_TRUE(p->probePanel()->largeModel()->matrix().isApprox(want.attention.at(1, 1)));
    NextWordItemModel* next = p->probePanel()->nextWords();
    ASSERT_EQ(next->rowCount(), 7);
    EXPECT_EQ(next->data(next->index(4, 1), NextWordItemModel::WordRole).toString(),
              QString::fromStdString(want.next[4][0].word));
    EXPECT_NEAR(next->data(next->index(4, 1), NextWordItemModel::ValueRole).toDouble(),
                want.next[4][0].p, 1e-6);
    // Generating is seeded: the same twice.
    p->probePanel()->generateButton()->click();
    const QString once = p->probePanel()->generated();
    p->probePanel()->generateButton()->click();
    EXPECT_EQ(once.split(QLatin1Char(' ')).size(), 12);
    EXPECT_EQ(once, p->probePanel()->generated());
    // Scrubbing to the start shows static: snapshot 0 is the untrained model.
    p->timeline()->setValue(0);
    EXPECT_EQ(p->chart()->cursorStep(), 0.0);
    EXPECT_FALSE(p->probePanel()->largeModel()->matrix().isApprox(want.attention.at(1, 1)));
    // A new probe updates the views at once.
    const int computedBeforeNewProbe = p->probePanel()->computedReadings();
    p->probePanel()->setProbe(QStringLiteral("uncle shimon"));
    EXPECT_EQ(p->probePanel()->computedReadings(),
              computedBeforeNewProbe + 1);  // a sentence the run never read
    EXPECT_EQ(next->rowCount(), 2);
    EXPECT_EQ(grid->map(0, 0)->matrix().rows(), 2);
    // A word the model never saw is named, with where it is (it is read as <unk>).
    p->probePanel()->setProbe(QStringLiteral("the zebra"));
    EXPECT_TRUE(p->probePanel()->unknownText().contains(QStringLiteral("‘zebra’ (at position 1)")))
        << p->probePanel()->unknownText().toStdString();
    p->probePanel()->setProbe(QStringLiteral("the bubbe"));
    EXPECT_TRUE(p->probePanel()->unknownText().isEmpty());
}

// Stepping past the session's snapshot capacity thins the history; the
// snapshot the teacher scrubbed to stays on screen, or, if it was dropped, the
// nearest earlier one — and "use this model" takes the one shown.
TEST(TrainingPane, ThinningTheHistoryKeepsTheScrubbedStep) {
    MainWindow w(module1());
    w.show();
    TrainingPane* p = w.trainingPane();
    TrainingSession* s = p->session();
    const int cap = s->snapshotCapacity();
    p->form()->setSettings(tinySettings(4 * cap));
    const auto stepTo = [&](int n) {
        while (int(s->losses().size()) < n) {
            p->step();  // one step, one snapshot
            const int want = int(s->losses().size()) + 1;
            ASSERT_TRUE(waitFor(
                [&] { return s->state() == State::Paused && int(s->losses().size()) == want; }));
        }
        p->refreshNow();
    };
    stepTo(41);
    ASSERT_EQ(s->snapshots().size(), 42u);  // steps 0…41
    p->timeline()->setValue(37);            // the teacher looks at step 37
    ASSERT_EQ(p->shownModel()->steps, 37);
    stepTo(cap + 1);  // cap + 2 snapshots offered: thinned to the even steps and the newest
    ASSERT_LE(s->snapshots().size(), std::size_t(cap));
    EXPECT_EQ(s->snapshots().front().step, 0);
    EXPECT_EQ(s->snapshots().back().step, cap + 1);
    const int shown = p->shownSnapshot();
    EXPECT_EQ(s->snapshots().at(std::size_t(shown)).step, 36);  // 37 was dropped
    EXPECT_EQ(p->timeline()->value(), shown);
    EXPECT_EQ(p->timeline()->maximum(), int(s->snapshots().size()) - 1);
    EXPECT_EQ(p->chart()->cursorStep(), 36.0);
    EXPECT_EQ(p->shownModel()->steps, 36);
    EXPECT_EQ(p->shownModel()->weights, *s->snapshots().at(std::size_t(shown)).weights);
    // Following the newest still follows after a thinning.
    p->timeline()->setValue(p->timeline()->maximum());
    stepTo(cap + 3);
    EXPECT_EQ(p->shownModel()->steps, cap + 3);
}

TEST(TrainingPane, UseThisModelIsOneUndoStepAndSurvivesSaveAndReopen) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trained.attnlab.json"));
    attn::Matrix before;
    {
        MainWindow w(module1());
        TrainingPane* p = w.trainingPane();
        trainTiny(p, 20);
        QUndoStack* undo = w.document()->undoStack();
        const int count = undo->count();
        p->useShownModel();
        ASSERT_EQ(undo->count(), count + 1);
        ASSERT_TRUE(w.document()->lesson().model.has_value());
        EXPECT_EQ(w.document()->lesson().model->weights, *p->session()->snapshots().back().weights);
        EXPECT_EQ(w.document()->lesson().model->steps, 20);
        undo->undo();
        EXPECT_FALSE(w.document()->lesson().model.has_value());
        undo->redo();
        ASSERT_TRUE(w.document()->lesson().model.has_value());
        before = p->probePanel()->grid()->map(1, 1)->matrix();
        ASSERT_TRUE(w.saveTo(path, true));
    }
    const attn::Lesson read = attn::read_lesson_file(path.toStdString());
    ASSERT_TRUE(read.model.has_value());
    EXPECT_EQ(read.model->steps, 20);
    ASSERT_EQ(read.model->loss_history.size(), 20u);  // the curve came along
    EXPECT_EQ(read.model->loss_history.front().step, 1);
    EXPECT_EQ(read.model->loss_history.back().step, 20);
    EXPECT_TRUE(std::isfinite(read.model->loss_history.back().val));  // validated at the end
    MainWindow again(read, path);
    TrainingPane* p = again.trainingPane();
    EXPECT_FALSE(p->session()->hasRun());
    ASSERT_EQ(p->probePanel()->grid()->layers(), 2);
    EXPECT_TRUE(p->probePanel()->grid()->map(1, 1)->matrix().isApprox(before));  // the same heads
}

TEST(TrainingPane, ADivergingRunShowsTheStepAndMessage) {
    MainWindow w(module1());
    TrainingPane* p = w.trainingPane();
    TrainingSettings s = tinySettings(40);
    s.lr = 10;  // the largest the form accepts
    p->form()->setSettings(s);
    ASSERT_TRUE(p->startButton()->isEnabled());
    // An absurd rate the form refuses reaches the session only directly.
    attn::TrainOptions o = tinyOptions(40);
    o.adamw.lr = 1e30f;
    o.warmup = 1000;
    p->session()->start(bubbeCorpus(), o);
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Diverged; }));
    p->refreshNow();
    bool found = false;
    for (QLabel* l : p->findChildren<QLabel*>())
        found = found || l->text().contains(
                             QStringLiteral("diverged at step %1").arg(p->session()->badStep()));
    EXPECT_TRUE(found);
    EXPECT_TRUE(p->startButton()->isEnabled());  // a new run can start
    ASSERT_TRUE(p->shownModel().has_value());
    EXPECT_EQ(p->shownModel()->steps, p->session()->badStep() - 1);
}

TEST(TrainingPane, ClosingTheWindowMidRunIsClean) {
    auto w = std::make_unique<MainWindow>(module1());
    w->show();
    TrainingPane* p = w->trainingPane();
    p->form()->setSettings(tinySettings(100000));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->losses().size() >= 3; }));
    p->probePanel()->setProbe(QStringLiteral("the bubbe"));  // a probe change mid-run
    QElapsedTimer t;
    t.start();
    w.reset();
    EXPECT_LT(t.elapsed(), 15000);
}

// "Use this model" says which snapshot it takes, and offers the run's last one while the
// timeline stands earlier.
TEST(TrainingPane, UseSaysWhichSnapshotAndOffersTheLast) {
    MainWindow w(module1());
    TrainingPane* p = w.trainingPane();
    trainTiny(p, 20);
    const auto& snaps = p->session()->snapshots();
    ASSERT_GE(snaps.size(), 2u);
    EXPECT_EQ(p->useButton()->text(), QStringLiteral("Use step 20's model"));
    EXPECT_TRUE(p->useLastButton()->isHidden());
    p->timeline()->setValue(0);
    const int first = snaps.front().step;
    EXPECT_EQ(p->useButton()->text(), QStringLiteral("Use step %1's model").arg(first));
    EXPECT_FALSE(p->useLastButton()->isHidden());
    EXPECT_EQ(p->useLastButton()->text(), QStringLiteral("Use the last (step 20)"));
    p->useLastButton()->click();
    ASSERT_TRUE(w.document()->lesson().model.has_value());
    EXPECT_EQ(w.document()->lesson().model->steps, 20);
}

// A lesson opened anew shows its own model, not a run of the lesson before.
TEST(TrainingPane, AReopenedLessonShowsItsOwnModelNotTheOldRun) {
    MainWindow w(load_builtin_lesson(QStringLiteral("course-3-training")));
    TrainingPane* p = w.trainingPane();
    trainTiny(p, 5);
    ASSERT_TRUE(p->session()->hasRun());
    w.document()->resetLesson(load_builtin_lesson(QStringLiteral("course-3-training")), {});
    EXPECT_FALSE(p->session()->hasRun());
    const attn::TrainedModel& m = *w.document()->lesson().model;
    EXPECT_EQ(p->probePanel()->grid()->layers(), m.config.layers);
    EXPECT_TRUE(p->timeLabel()->text().contains(QStringLiteral("lesson's saved model")))
        << p->timeLabel()->text().toStdString();
}

// Issue 41: the Positions choice trains the model it names, a RoPE model needs an
// even head width, and a reset keeps the run's validation curve beside the next.
TEST(TrainingPane, APositionsChoiceTrainsThatModelAndTheLastRunStaysToCompare) {
    MainWindow w(module1());
    TrainingPane* p = w.trainingPane();
    QComboBox* positions = p->form()->positions();
    ASSERT_EQ(positions->count(), 5);
    EXPECT_EQ(positions->currentData().toInt(), int(attn::PositionEncoding::Learned));
    trainTiny(p, 6);
    EXPECT_EQ(p->session()->options().model.position, attn::PositionEncoding::Learned);
    EXPECT_TRUE(p->chart()->earlierRunName().isEmpty());
    p->reset();
    EXPECT_EQ(p->chart()->earlierRunName(),
              QStringLiteral("earlier run, validation: learned positions"));
    EXPECT_GT(p->chart()->earlierPointCount(), 0);

    positions->setCurrentIndex(positions->findData(int(attn::PositionEncoding::Rope)));
    EXPECT_EQ(p->form()->settings().position, attn::PositionEncoding::Rope);
    TrainingSettings odd = p->form()->settings();
    odd.d = 12;
    odd.heads = 4;  // 3 numbers a head: no pairs to turn
    p->form()->setSettings(odd);
    EXPECT_FALSE(p->startButton()->isEnabled());
    EXPECT_TRUE(p->reasonLabel()->text().contains(QStringLiteral("RoPE")))
        << p->reasonLabel()->text().toStdString();
    TrainingSettings even = tinySettings(6);
    even.position = attn::PositionEncoding::Rope;
    p->form()->setSettings(even);
    EXPECT_EQ(positions->currentData().toInt(), int(attn::PositionEncoding::Rope));
    ASSERT_TRUE(p->startButton()->isEnabled());
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    EXPECT_EQ(p->session()->options().model.position, attn::PositionEncoding::Rope);
    // The earlier run stays on the chart while the RoPE run draws its own curves.
    p->refreshNow();
    EXPECT_EQ(p->chart()->earlierRunName(),
              QStringLiteral("earlier run, validation: learned positions"));
    p->reset();
    EXPECT_EQ(p->chart()->earlierRunName(), QStringLiteral("earlier run, validation: RoPE"));
}

// In Hebrew at 1366 px, with both "use" buttons shown, every button of the Training dock stands
// inside its column (the row under the chart wraps): "Use the model of step 600" ran past the
// column's edge, its focus ring out of sight. The run's last words are in the window's language.
TEST(TrainingPane, InHebrewEveryButtonStandsInsideItsColumn) {
    ASSERT_TRUE(apply_language(QStringLiteral("he")));
    MainWindow w(module1());
    w.resize(1366, 740);
    w.show();
    w.showTraining(false);
    TrainingPane* p = w.trainingPane();
    trainTiny(p, 20);
    p->timeline()->setValue(0);
    QTest::qWait(50);
    ASSERT_FALSE(p->useLastButton()->isHidden());
    int checked = 0;
    for (QPushButton* b : p->findChildren<QPushButton*>()) {
        if (!b->isVisible()) continue;
        QWidget* area = b->parentWidget();
        while (area && !qobject_cast<QAbstractScrollArea*>(area->parentWidget()))
            area = area->parentWidget();
        ASSERT_NE(area, nullptr) << b->text().toStdString();
        const int x = b->mapTo(area, QPoint(0, 0)).x();
        const int viewport = area->parentWidget()->width();
        EXPECT_GE(x, 0) << b->text().toStdString();
        EXPECT_LE(x + b->width(), viewport) << b->text().toStdString();
        ++checked;
    }
    EXPECT_GE(checked, 6);
    bool hebrew = false;
    for (QLabel* l : p->findChildren<QLabel*>())
        hebrew = hebrew || (l->text().contains(QStringLiteral("20")) &&
                            l->text().contains(QString::fromUtf8("צעדים")));
    // The corpus's Latin name is isolated: its token count stood apart from "tokens".
    const QString corpus = p->corpusLabel()->text();
    apply_language(QStringLiteral("en"));
    EXPECT_TRUE(hebrew) << "the run's last words in Hebrew";
    EXPECT_TRUE(corpus.contains(QChar(0x2068)) && corpus.contains(QChar(0x2069)))
        << corpus.toStdString();
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;
using State = TrainingSession::State;

// `w` at 1366 × 768, active, its Training dock raised.
void show_training(MainWindow& w) {
    w.resize(1366, 768);
    w.show();
    w.showTraining(false);
    QApplication::setActiveWindow(&w);
    attn::ui::test::settle(5);
}

// Start pressed by Space: the button is disabled as the run starts, so the keys went on to
// whatever followed it, and after the run to nowhere (a keyboard walk). They go to Pause while
// the run goes and back to Start when it ends.
TEST(TrainingPane, TheKeysStayOnTheRunsButtonsThroughARun) {
    MainWindow w(attn::ui::test::module1());
    show_training(w);
    TrainingPane* p = w.trainingPane();
    p->form()->setSettings(tinySettings(200));
    p->startButton()->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(p->startButton()->hasFocus());
    QTest::keyClick(p->startButton(), Qt::Key_Space);
    ASSERT_TRUE(waitFor([&] { return p->session()->state() != State::Idle; }));
    if (p->session()->state() == State::Running)
        EXPECT_TRUE(p->pauseButton()->hasFocus())
            << (QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                            : "nothing");
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    p->refreshNow();
    EXPECT_TRUE(p->startButton()->hasFocus())
        << (QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                        : "nothing");
}

}  // namespace
}  // namespace attn::app

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;
using State = TrainingSession::State;

// Where the loss chart stands in the run column's view: its top and foot in viewport pixels.
std::pair<int, int> chart_in_view(TrainingPane* p) {
    const int top = p->chart()->mapTo(p->runArea()->viewport(), QPoint(0, 0)).y();
    return {top, top + p->chart()->height()};
}

// At 1366 × 768 the Training dock is about 330 pixels high: the corpus and the settings stood
// above the loss chart, which a run then drew out of view (a walk saw its legend only). A run
// folds them into one line, the chart stands whole in view, and the keys stay on the run's
// buttons; the header opens them (by keys too), and Reset opens them for the next run.
TEST(TrainingPane, ARunInAShortDockFoldsTheSettingsSoTheLossChartIsInView) {
    MainWindow w(attn::ui::test::module1());
    show_training(w);
    TrainingPane* p = w.trainingPane();
    FoldingSection* settings = p->settingsSection();
    const int room = p->runArea()->viewport()->height();
    ASSERT_GT(chart_in_view(p).second, room) << "the chart fits already: no short dock";
    EXPECT_FALSE(settings->isFolded());
    p->form()->setSettings(tinySettings(30));
    p->startButton()->setFocus(Qt::TabFocusReason);
    QTest::mouseClick(p->startButton(), Qt::LeftButton);  // (a click: the keys stay too)
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == State::Finished; }));
    p->refreshNow();
    attn::ui::test::settle(5);
    EXPECT_TRUE(settings->isFolded());
    EXPECT_FALSE(settings->body()->isVisible());
    EXPECT_TRUE(settings->summary().contains(QStringLiteral("bubbe")));
    EXPECT_TRUE(settings->summary().contains(QStringLiteral("Steps") + QChar(0x00A0) +
                                             QStringLiteral("30")))
        << settings->summary().toStdString();
    const auto [top, foot] = chart_in_view(p);
    EXPECT_GE(top, 0);
    EXPECT_LE(foot, p->runArea()->viewport()->height());
    // From the column's top: the summary and the run's buttons stay in view (the first run
    // scrolled them out though everything fitted).
    EXPECT_EQ(p->runArea()->verticalScrollBar()->value(), 0);
    // The header comes before the corpus's buttons in the Tab order (it came after the chart).
    settings->header()->click();  // open: its body's first stop follows the header
    QWidget* next = settings->header()->nextInFocusChain();
    while (next && !(next->isVisible() && (next->focusPolicy() & Qt::TabFocus)))
        next = next->nextInFocusChain();
    ASSERT_NE(next, nullptr);
    EXPECT_TRUE(settings->body()->isAncestorOf(next)) << next->metaObject()->className();
    settings->header()->click();
    EXPECT_TRUE(p->startButton()->hasFocus())
        << (QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                        : "nothing");
    // The header opens them, and by keys folds them again.
    settings->header()->click();
    EXPECT_FALSE(settings->isFolded());
    EXPECT_TRUE(p->form()->isVisible());
    settings->header()->setFocus(Qt::TabFocusReason);
    QTest::keyClick(settings->header(), Qt::Key_Space);
    EXPECT_TRUE(settings->isFolded());
    p->reset();
    EXPECT_FALSE(settings->isFolded());
    EXPECT_TRUE(p->form()->isVisible());
}

}  // namespace
}  // namespace attn::app
