// The PyTorch bridge in the window: File ▸ Import Model… opens a PyTorch-saved
// TinyGPT as a new lesson whose attention views show the model; a bad file
// leaves the open lesson as it was; the Training dock's "Export for PyTorch…"
// writes the run's folder between steps, and says why not while idle.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "document/document.hpp"
#include "document/view_state.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "style/number_format.hpp"
#include "training/settings_form.hpp"
#include "training/training_pane.hpp"
#include "training/training_session.hpp"
#include "training_test_helpers.hpp"

namespace attn::app {
namespace {

using namespace attn::ui;
using namespace attn::ui::testing;

const QString kFixture = QStringLiteral(ATTNLAB_SOURCE_DIR "/tests/data/torch-fixture/");

TEST(PyTorchBridgeWindow, ImportModelOpensANewLessonShowingTheModel) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(w.importModel(kFixture + QStringLiteral("model.safetensors"), 2,
                              kFixture + QStringLiteral("vocab.txt"), true));
    const attn::Lesson& l = w.document()->lesson();
    ASSERT_TRUE(l.model.has_value());
    EXPECT_EQ(l.model->config.heads, 2);
    EXPECT_EQ(l.title, "Imported from model.safetensors");
    EXPECT_EQ(l.sentences.front(), "the bubbe made matzah ball soup again");
    EXPECT_EQ(w.viewState()->source(), ViewState::Source::Trained);
    EXPECT_EQ(w.viewState()->modelLayers(), 2);
    EXPECT_TRUE(w.document()->filePath().isEmpty()) << "an import is a new, untitled lesson";
}

TEST(PyTorchBridgeWindow, ABadModelFileLeavesTheOpenLessonAsItWas) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    const attn::Lesson before = w.document()->lesson();
    EXPECT_FALSE(w.importModel(kFixture + QStringLiteral("model.safetensors"), 0,
                               kFixture + QStringLiteral("vocab.txt"), true));  // no heads
    EXPECT_FALSE(
        w.importModel(kFixture + QStringLiteral("vocab.txt"), 2, {}, true));  // not safetensors
    EXPECT_FALSE(w.importModel(kFixture + QStringLiteral("model.safetensors"), 2,
                               kFixture + QStringLiteral("absent.txt"), true));
    EXPECT_EQ(w.document()->lesson(), before);
}

TEST(PyTorchBridgeWindow, ExportForPyTorchWritesTheRunBetweenSteps) {
    MainWindow w(load_builtin_lesson(QStringLiteral("module1")));
    TrainingPane* p = w.trainingPane();
    auto* button = p->findChild<QPushButton*>(QStringLiteral("exportPyTorch"));
    ASSERT_NE(button, nullptr);
    EXPECT_FALSE(button->isEnabled()) << "nothing to export before a run";
    QTemporaryDir dir;
    QSignalSpy said(p, &TrainingPane::message);
    p->exportPyTorch(dir.path());
    ASSERT_EQ(said.count(), 1);
    EXPECT_TRUE(said.last().at(0).toString().contains(QStringLiteral("no training run")))
        << said.last().at(0).toString().toStdString();
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("train.py"))));

    p->form()->setSettings(tinySettings(4));
    p->start();
    ASSERT_TRUE(waitFor([&] { return p->session()->state() == TrainingSession::State::Finished; }));
    EXPECT_TRUE(button->isEnabled());
    const QString out = dir.filePath(QStringLiteral("run"));
    QSignalSpy exported(p->session(), &TrainingSession::exported);
    p->exportPyTorch(out);
    ASSERT_TRUE(waitFor([&] { return exported.count() == 1; }));
    EXPECT_EQ(exported.last().at(1).toString(), QString()) << "no error";
    EXPECT_EQ(exported.last().at(2).toInt(), 4);
    EXPECT_TRUE(said.last().at(0).toString().contains(
        QStringLiteral("validation loss %1").arg(number_text(exported.last().at(3).toDouble(), 4))))
        << said.last().at(0).toString().toStdString();
    EXPECT_TRUE(said.last().at(0).toString().contains(QStringLiteral("python3 ")))
        << said.last().at(0).toString().toStdString();
    for (const char* name : {"train.py", "model.safetensors", "optimizer.safetensors",
                             "corpus.json", "vocab.json", "settings.json"})
        EXPECT_TRUE(QFile::exists(QDir(out).filePath(QLatin1String(name)))) << name;
    const attn::TrainedModel m = attn::import_model_file(
        QDir(out).filePath(QStringLiteral("model.safetensors")).toStdString(), 0, {});
    EXPECT_EQ(m.steps, 4);
    EXPECT_EQ(m.config.heads, 2);
}

}  // namespace
}  // namespace attn::app
