// Opening a lesson that points at a real model (Lesson::real_model) in the
// window: the lesson opens either way; the status bar names the model when it
// is there, and the file to put where when it is not.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QStatusBar>
#include <QTemporaryDir>

#include "attnlab/lesson/lesson_io.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"

namespace attn::app {
namespace {

void touch(const QString& path) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly)) << path.toStdString();
    f.write("x");
}

TEST(WindowRealModel, OpeningALessonWhoseModelIsMissingNamesTheFileAndAPresentOneIsNamed) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString model = QDir(dir.path()).canonicalPath() + QStringLiteral("/models/gpt2");
    ASSERT_TRUE(QDir().mkpath(model));
    for (const char* f : {"config.json", "vocab.json", "merges.txt"})
        touch(model + QLatin1Char('/') + QLatin1String(f));
    attn::Lesson l = attn::ui::load_builtin_lesson(QStringLiteral("module1"));
    l.real_model = attn::ModelReference{model.toStdString(), 0};
    const QString path = QDir(dir.path()).canonicalPath() + QStringLiteral("/gpt2.attnlab.json");
    attn::write_lesson_file(l, path.toStdString());

    MainWindow w(attn::ui::load_builtin_lesson(QStringLiteral("module1")));
    ASSERT_TRUE(w.openFile(path, true));  // the lesson opens without its model
    ASSERT_TRUE(w.document()->lesson().real_model);
    EXPECT_EQ(w.document()->lesson().real_model->path, model.toStdString());
    EXPECT_EQ(w.statusBar()->currentMessage(),
              QStringLiteral("Opened %1; this lesson uses the model in %2 (config.json, "
                             "model.safetensors, vocab.json + "
                             "merges.txt); %2/model.safetensors is missing")
                  .arg(QDir::toNativeSeparators(path), model));

    touch(model + QStringLiteral("/model.safetensors"));
    ASSERT_TRUE(w.openFile(path, true));
    EXPECT_EQ(w.statusBar()->currentMessage(),
              QStringLiteral("Opened %1; this lesson uses the model in %2 (config.json, "
                             "model.safetensors, vocab.json + merges.txt)")
                  .arg(QDir::toNativeSeparators(path), model));
}

}  // namespace
}  // namespace attn::app
