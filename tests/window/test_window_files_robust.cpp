// The window with bad files (issue 8): a dropped non-lesson or malformed file
// is reported with its path and the reader's error and the open lesson is kept;
// a save to a place that cannot be written (parent is a regular file, folder
// removed after opening) names the path and the reason, keeps the document
// modified and lets Save As keep the work. (Tests run as root: chmod would not
// stop the writes, so the failures use impossible or vanished paths.)
#include <gtest/gtest.h>

#include <QApplication>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMimeData>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUrl>

#include "attnlab/lesson/lesson_io.hpp"
#include "files/builtin_lessons.hpp"
#include "itemmodels/lesson_matrix_item_model.hpp"
#include "main_window.hpp"
#include "message_box_catcher.hpp"
#include "panes/embedding_pane.hpp"
#include "ui_test_helpers.hpp"

namespace attn::app {
namespace {

using attn::test::MessageBoxCatcher;
using attn::ui::test::module1;

void write_text(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

void edit_bank(MainWindow& w) {  // one undoable edit: the document becomes modified
    auto* table = w.embeddingPane()->model();
    ASSERT_TRUE(table->setData(table->index(3, 0), QStringLiteral("0.9"), Qt::EditRole));
    ASSERT_TRUE(w.isWindowModified());
}

// Sends drag-enter and drop of `path`; returns whether the drag was accepted.
bool drop_file(MainWindow& w, const QString& path) {
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &enter);
    QDropEvent drop(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&w, &drop);
    return enter.isAccepted();
}

TEST(WindowFiles, DroppingANonLessonFileNamesItAndKeepsTheLesson) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.txt"));
    write_text(path, "these are my notes, not a lesson\n");
    MainWindow w(module1());
    w.show();
    edit_bank(w);
    const attn::Lesson before = w.document()->lesson();
    MessageBoxCatcher box(QMessageBox::Ok);
    EXPECT_TRUE(drop_file(w, path));  // any file is taken, so that it can be explained
    EXPECT_EQ(box.count, 1);  // only the error: no "save first?" for a file that cannot open
    EXPECT_TRUE(box.text.contains(QDir::toNativeSeparators(path))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(QStringLiteral("not valid JSON"))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(QStringLiteral("The open lesson is unchanged")));
    EXPECT_EQ(w.document()->lesson(), before);
    EXPECT_TRUE(w.isWindowModified());
    EXPECT_EQ(w.document()->undoStack()->count(), 1);
    EXPECT_TRUE(w.document()->filePath().isEmpty());
}

TEST(WindowFiles, DroppingAMalformedLessonGivesTheFieldPath) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.attnlab.json"));
    write_text(path, R"({"format":"attnlab-lesson","version":1,"axes":["a","b"],
                        "embeddings":[{"word":"x","vector":[1]}],"sentences":["x"]})");
    MainWindow w(module1());
    w.show();
    MessageBoxCatcher box(QMessageBox::Ok);
    drop_file(w, path);
    EXPECT_EQ(box.count, 1);
    EXPECT_TRUE(box.text.contains(
        QStringLiteral("embeddings[0].vector: expected 2 numbers (one per axis), got 1")))
        << box.text.toStdString();
    EXPECT_EQ(w.document()->lesson(), module1());
    EXPECT_FALSE(w.isWindowModified());
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("broken.attnlab.json")));
}

TEST(WindowFiles, DroppingAGoodLessonOpensIt) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("copy.attnlab.json"));
    attn::Lesson other = module1();
    other.title = "Dropped lesson";
    other.sentences = {"river bank"};
    attn::write_lesson_file(other, path.toStdString());
    MainWindow w(module1());
    w.show();
    MessageBoxCatcher box(QMessageBox::Ok);
    EXPECT_TRUE(drop_file(w, path));
    EXPECT_EQ(box.count, 0);
    EXPECT_EQ(w.document()->lesson(), other);
    EXPECT_EQ(w.document()->filePath(), path);
    EXPECT_EQ(w.recentFiles().value(0), QFileInfo(path).absoluteFilePath());
}

TEST(WindowFiles, SaveUnderARegularFileNamesPathAndReasonAndKeepsTheWork) {
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("not-a-folder"));
    write_text(blocker, "x");
    const QString target = blocker + QStringLiteral("/lesson.attnlab.json");
    MainWindow w(module1());
    w.show();
    edit_bank(w);
    const attn::Lesson edited = w.document()->lesson();
    MessageBoxCatcher box(QMessageBox::Cancel);
    EXPECT_FALSE(w.saveTo(target));
    EXPECT_EQ(box.count, 1);
    EXPECT_TRUE(box.text.contains(QDir::toNativeSeparators(target))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(QStringLiteral("Not a directory"))) << box.text.toStdString();
    EXPECT_TRUE(box.buttons.contains(QStringLiteral("Save As…")))
        << box.buttons.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(w.isWindowModified());
    EXPECT_EQ(w.document()->lesson(), edited);
    EXPECT_TRUE(
        w.document()->filePath().isEmpty());  // not pointed at a file that was never written
    EXPECT_TRUE(w.statusBar()->currentMessage().contains(QStringLiteral("Not a directory")));
}

TEST(WindowFiles, SaveToAVanishedFolderKeepsTheWorkForSaveAs) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("usb-stick"));
    ASSERT_TRUE(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/lesson.attnlab.json");
    attn::write_lesson_file(module1(), path.toStdString());
    MainWindow w(module1());
    w.show();
    ASSERT_TRUE(w.openFile(path, true));
    edit_bank(w);
    const attn::Lesson edited = w.document()->lesson();
    ASSERT_TRUE(QDir(folder).removeRecursively());  // the stick was pulled
    EXPECT_FALSE(w.saveTo(path, /*quiet=*/true));
    const QString msg = w.statusBar()->currentMessage();
    EXPECT_TRUE(msg.contains(QDir::toNativeSeparators(path))) << msg.toStdString();
    EXPECT_TRUE(msg.contains(QStringLiteral("No such file or directory"))) << msg.toStdString();
    EXPECT_TRUE(w.isWindowModified());
    EXPECT_EQ(w.document()->filePath(), path);
    // Save As elsewhere keeps every change.
    const QString elsewhere = dir.filePath(QStringLiteral("rescued.attnlab.json"));
    ASSERT_TRUE(w.saveTo(elsewhere, true));
    EXPECT_EQ(attn::read_lesson_file(elsewhere.toStdString()), edited);
    EXPECT_FALSE(w.isWindowModified());
}

}  // namespace
}  // namespace attn::app
