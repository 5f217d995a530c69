// Autosave (issue 8): a recovery copy is written on the timer while the lesson
// is modified, removed when it is clean again (save, undo to the saved state)
// and on an orderly close; a copy left by a "crashed" run is offered at the
// next start and restored as a modified document over the file it came from.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <memory>

#include "attnlab/lesson/lesson_io.hpp"
#include "commands/lesson_edit_command.hpp"
#include "commands/sentence_commands.hpp"
#include "document/document.hpp"
#include "files/autosave.hpp"
#include "files/builtin_lessons.hpp"
#include "main_window.hpp"
#include "ui_test_helpers.hpp"

using attn::ui::load_builtin_lesson;  // (not through another file's using in a unity batch)

namespace attn::ui {
namespace {

using attn::ui::test::module1;

attn::Lesson edited(attn::Lesson l) {
    l.sentences.push_back("bank river the");
    return l;
}

void edit(Document& doc) {
    doc.undoStack()->push(new LessonEditCommand(
        &doc, edited(doc.lesson()), Document::Change::Sentences, QStringLiteral("add")));
    ASSERT_TRUE(doc.isModified());
}

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Copies the recovery files as a crashed run would have left them.
void copy_recovery(const Autosave& from, const QString& to) {
    ASSERT_TRUE(QDir().mkpath(to));
    for (const QString& name :
         {QStringLiteral("recovery.attnlab.json"), QStringLiteral("recovery.origin")})
        ASSERT_TRUE(
            QFile::copy(from.folder() + QLatin1Char('/') + name, to + QLatin1Char('/') + name))
            << name.toStdString();
}

// A run that edited module1 (from `origin`) and crashed after its recovery
// copy was written: the copy is left in `folder`.
void crashed_run(const QTemporaryDir& dir, const QString& origin, const QString& folder) {
    Document doc(module1(), origin);
    Autosave a(&doc, dir.filePath(QStringLiteral("rec")));
    edit(doc);
    ASSERT_TRUE(a.writeNow());
    copy_recovery(a, folder);
}  // (an orderly end removes a's own copy)

TEST(Autosave, DefaultsToSecondsAfterTheLastChangeInTheAppDataFolder) {
    Document doc(module1());
    qunsetenv("ATTNLAB_RECOVERY_DIR");
    EXPECT_TRUE(Autosave::defaultFolder().endsWith(QStringLiteral("/recovery")));
    QTemporaryDir dir;
    Autosave a(&doc, dir.path());
    EXPECT_EQ(a.intervalMs(), 10'000);
    EXPECT_EQ(a.quietMs(), 2'000);
    EXPECT_FALSE(a.isActive());  // clean: nothing to protect
    qputenv("ATTNLAB_RECOVERY_DIR", dir.path().toUtf8());
    EXPECT_EQ(Autosave::defaultFolder(), dir.path());
    qunsetenv("ATTNLAB_RECOVERY_DIR");
}

TEST(Autosave, WritesWhileModifiedOnlyWhenChangedAndRemovesWhenClean) {
    QTemporaryDir dir;
    Document doc(module1(), QStringLiteral("/lessons/m1.attnlab.json"));
    Autosave a(&doc, dir.filePath(QStringLiteral("rec")), 20);
    QSignalSpy written(&a, &Autosave::written);
    edit(doc);
    EXPECT_TRUE(a.isActive());
    ASSERT_TRUE(written.wait(2000));
    EXPECT_EQ(written.at(0).at(0).toString(), a.recoveryPath());
    EXPECT_EQ(attn::read_lesson_file(a.recoveryPath().toStdString()), doc.lesson());
    EXPECT_EQ(read_all(a.folder() + QStringLiteral("/recovery.origin")),
              QByteArray("/lessons/m1.attnlab.json"));
    EXPECT_FALSE(written.wait(150));  // no change since: no rewrite
    EXPECT_EQ(written.count(), 1);
    doc.undoStack()->undo();  // back to the saved state
    EXPECT_FALSE(a.isActive());
    EXPECT_FALSE(QFile::exists(a.recoveryPath()));
    EXPECT_FALSE(QFile::exists(a.folder() + QStringLiteral("/recovery.origin")));
}

TEST(Autosave, CleanSaveAndOrderlyCloseRemoveTheCopy) {
    QTemporaryDir dir;
    const QString lessonPath = dir.filePath(QStringLiteral("m1.attnlab.json"));
    QString recovery;
    {
        attn::app::MainWindow w(module1());
        Autosave a(w.document(), dir.filePath(QStringLiteral("rec")), 60'000);
        recovery = a.recoveryPath();
        edit(*w.document());
        ASSERT_TRUE(a.writeNow());
        ASSERT_TRUE(QFile::exists(recovery));
        ASSERT_TRUE(w.saveTo(lessonPath, true));
        EXPECT_FALSE(QFile::exists(recovery));
        edit(*w.document());
        ASSERT_TRUE(a.writeNow());
        EXPECT_TRUE(QFile::exists(recovery));
    }  // closed with changes discarded: an orderly end
    EXPECT_FALSE(QFile::exists(recovery));
}

TEST(Autosave, AfterACrashTheNextStartRestoresAModifiedDocument) {
    QTemporaryDir dir;
    const QString lessonPath = dir.filePath(QStringLiteral("m1.attnlab.json"));
    attn::write_lesson_file(module1(), lessonPath.toStdString());
    const QString crashed = dir.filePath(QStringLiteral("crashed"));
    crashed_run(dir, lessonPath, crashed);
    const attn::Lesson lost = edited(module1());
    attn::app::MainWindow w(module1(), lessonPath);  // the next start, on the same file
    Autosave next(w.document(), crashed);
    QString asked;
    EXPECT_TRUE(next.offerRestore([&](const Autosave::Recovery& r) {
        asked = r.originPath;
        return true;
    }));
    EXPECT_EQ(asked, lessonPath);
    EXPECT_EQ(w.document()->lesson(), lost);
    EXPECT_EQ(w.document()->filePath(), lessonPath);
    EXPECT_TRUE(w.isWindowModified());
    EXPECT_EQ(attn::read_lesson_file(lessonPath.toStdString()), module1());  // nothing overwritten
    EXPECT_TRUE(QFile::exists(next.recoveryPath()));                         // kept until saved
    w.document()->undoStack()->undo();  // one step back: the file as it was
    EXPECT_EQ(w.document()->lesson(), module1());
}

TEST(Autosave, UnsavedOrVanishedOriginsRestoreTheLessonAlone) {
    QTemporaryDir dir;
    for (const QString& origin : {QString(), dir.filePath(QStringLiteral("gone.attnlab.json"))}) {
        const QString crashed = dir.filePath(QStringLiteral("crashed"));
        crashed_run(dir, origin, crashed);
        Document doc(module1());
        Autosave next(&doc, crashed);
        EXPECT_TRUE(next.offerRestore([](const Autosave::Recovery&) { return true; }));
        EXPECT_EQ(doc.lesson(), edited(module1()));
        EXPECT_EQ(doc.filePath(), origin);
        EXPECT_TRUE(doc.isModified()) << origin.toStdString();
        next.discard();
    }
}

TEST(Autosave, DeclinedCopyIsRemovedAndNothingChanges) {
    QTemporaryDir dir;
    const QString crashed = dir.filePath(QStringLiteral("crashed"));
    crashed_run(dir, QString(), crashed);
    Document doc(module1());
    Autosave next(&doc, crashed);
    int asked = 0;
    EXPECT_FALSE(next.offerRestore([&](const Autosave::Recovery&) { return ++asked, false; }));
    EXPECT_EQ(asked, 1);
    EXPECT_EQ(doc.lesson(), module1());
    EXPECT_FALSE(doc.isModified());
    EXPECT_FALSE(QFile::exists(next.recoveryPath()));
    EXPECT_FALSE(next.offerRestore(
        [&](const Autosave::Recovery&) { return ++asked, true; }));  // nothing left
    EXPECT_EQ(asked, 1);
}

TEST(Autosave, UnwritableFolderIsReportedAndTheDocumentUntouched) {
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("file")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    Document doc(module1());
    Autosave a(&doc, blocker.fileName() + QStringLiteral("/rec"));
    QSignalSpy failed(&a, &Autosave::failed);
    edit(doc);
    const attn::Lesson before = doc.lesson();
    EXPECT_FALSE(a.writeNow());
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains(QDir::toNativeSeparators(a.folder())));
    EXPECT_EQ(doc.lesson(), before);
    EXPECT_TRUE(doc.isModified());
}

TEST(Autosave, UnreadableCopyIsReportedNotOffered) {
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("recovery.attnlab.json")));
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write("{ truncated");
    f.close();
    Document doc(module1());
    Autosave a(&doc, dir.path());
    QString error;
    EXPECT_FALSE(a.pending(&error).has_value());
    EXPECT_TRUE(error.contains(QStringLiteral("not valid JSON"))) << error.toStdString();
    QSignalSpy failed(&a, &Autosave::failed);
    EXPECT_FALSE(a.offerRestore([](const Autosave::Recovery&) { return true; }));
    ASSERT_EQ(failed.count(), 1);
    EXPECT_TRUE(failed.at(0).at(0).toString().contains(QStringLiteral("cannot be read")))
        << failed.at(0).at(0).toString().toStdString();
    EXPECT_FALSE(doc.isModified());
}

TEST(Autosave, TwoInstancesKeepSeparateCopies) {
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("rec"));
    Document first(module1()), second(module1());
    auto a = std::make_unique<Autosave>(&first, folder);
    Autosave b(&second, folder);
    EXPECT_EQ(a->slotName(), QStringLiteral("recovery"));
    EXPECT_EQ(b.slotName(), QStringLiteral("recovery-1"));
    edit(first);
    edit(second);
    second.undoStack()->push(new LessonEditCommand(
        &second, edited(second.lesson()), Document::Change::Sentences, QStringLiteral("again")));
    ASSERT_TRUE(a->writeNow());
    ASSERT_TRUE(b.writeNow());
    EXPECT_EQ(attn::read_lesson_file(a->recoveryPath().toStdString()), first.lesson());
    EXPECT_EQ(attn::read_lesson_file(b.recoveryPath().toStdString()), second.lesson());
    const QString firstCopy = a->recoveryPath();
    a.reset();  // the first window closes in order: only its own copy goes
    EXPECT_FALSE(QFile::exists(firstCopy));
    EXPECT_EQ(attn::read_lesson_file(b.recoveryPath().toStdString()), second.lesson());
    // A third start while the second still runs: the second's copy is live, not offered.
    Document third(module1());
    Autosave c(&third, folder);
    EXPECT_EQ(c.slotName(), QStringLiteral("recovery"));
    EXPECT_FALSE(c.pending().has_value());
}

TEST(Autosave, ACopyLeftInAnotherSlotIsOfferedAtTheNextStart) {
    QTemporaryDir dir;
    const QString crashed = dir.filePath(QStringLiteral("crashed"));
    crashed_run(dir, QString(), crashed);
    // As a crashed second instance would have left it: renamed to its slot, no lock.
    for (const QString& ext : {QStringLiteral(".attnlab.json"), QStringLiteral(".origin")})
        ASSERT_TRUE(QFile::rename(crashed + QStringLiteral("/recovery") + ext,
                                  crashed + QStringLiteral("/recovery-3") + ext));
    Document doc(module1());
    Autosave next(&doc, crashed);
    EXPECT_EQ(next.slotName(), QStringLiteral("recovery-3"));
    EXPECT_TRUE(next.offerRestore([](const Autosave::Recovery&) { return true; }));
    EXPECT_EQ(doc.lesson(), edited(module1()));
}

}  // namespace
}  // namespace attn::ui

namespace attn::ui {
namespace {

// A burst of edits is written once, shortly after the last one, with the
// lesson as it is then; the ceiling interval does not fire first.
TEST(Autosave, DebouncesToTheLastChange) {
    QTemporaryDir dir;
    Document doc(load_builtin_lesson(QStringLiteral("module1")));
    Autosave a(&doc, dir.filePath(QStringLiteral("rec")), 60'000, nullptr, 150);
    QSignalSpy written(&a, &Autosave::written);
    for (int i = 0; i < 5; ++i) {
        doc.undoStack()->push(
            add_sentence_command(&doc, QStringLiteral("the bank %1").arg(i)).release());
        QTest::qWait(40);  // shorter than the quiet time: no copy yet
    }
    EXPECT_EQ(written.count(), 0);
    ASSERT_TRUE(written.wait(2000));
    EXPECT_EQ(written.count(), 1);
    EXPECT_EQ(attn::read_lesson_file(a.recoveryPath().toStdString()), doc.lesson());
}

}  // namespace
}  // namespace attn::ui
