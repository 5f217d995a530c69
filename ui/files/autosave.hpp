// Autosave: while the Document is modified, writes a recovery copy of its
// lesson `quietMs` (2 s) after the last change — debounced, so a crash costs
// seconds of work — and, during edits that never pause (a long drag), at
// least every `intervalMs` (10 s by default), to
//   FOLDER/SLOT.attnlab.json   (atomically, with attn::write_lesson_file)
//   FOLDER/SLOT.origin         (UTF-8: the lesson's file path, may be empty)
// SLOT is "recovery" for the first running instance and "recovery-K" for the
// K-th one at the same time: each instance holds FOLDER/SLOT.lock (a QLockFile)
// for its lifetime, so two windows never overwrite each other's copy. At
// construction an instance prefers a slot whose copy was left by a crashed run
// (its lock is free), so every leftover copy is offered to the next start.
// and removes both as soon as the document is clean again (saved, undone to
// the saved state, another lesson opened) and when the Autosave is destroyed
// (an orderly close). A copy found at the next start therefore means the
// previous run crashed: pending() reads it and restore() puts it back as a
// *modified* document (one undo step over the file it came from), so nothing
// is lost and nothing is overwritten until the user saves.
#pragma once

#include <QLockFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>
#include <memory>
#include <optional>

#include "attnlab/lesson/lesson.hpp"

class QWidget;

namespace attn::ui {

class Document;

class Autosave : public QObject {
    Q_OBJECT
  public:
    static constexpr int kDefaultIntervalMs =
        10'000;                             // the longest a change waits while edits go on
    static constexpr int kQuietMs = 2'000;  // a change is written this long after the last one
    static constexpr int kSlots = 16;       // instances that can autosave at once

    // A recovery copy left by a previous run.
    struct Recovery {
        attn::Lesson lesson;
        QString originPath;  // the file it was edited from; empty for an unsaved lesson
    };
    // Asked whether to restore a copy; true restores it, false discards it.
    using Decide = std::function<bool(const Recovery&)>;

    // The folder for recovery copies: $ATTNLAB_RECOVERY_DIR when set (tests,
    // scripted runs), else AppDataLocation/recovery.
    static QString defaultFolder();

    Autosave(Document* doc, QString folder = defaultFolder(), int intervalMs = kDefaultIntervalMs,
             QObject* parent = nullptr, int quietMs = kQuietMs);
    ~Autosave() override;  // removes the recovery copy: the close was orderly

    QString folder() const { return folder_; }
    QString slotName() const { return slot_; }  // "recovery", "recovery-1", …
    QString recoveryPath() const;
    int intervalMs() const { return timer_.interval(); }
    int quietMs() const { return quiet_.interval(); }
    bool isActive() const {
        return timer_.isActive();
    }  // the timer runs while the lesson is modified

    // Writes the recovery copy now (the timer calls this). False, with failed()
    // emitted, when it cannot be written; the document is never touched.
    bool writeNow();
    // Removes the recovery copy, if any.
    void discard();

    // The copy a previous run left, if one exists and reads back; an unreadable
    // copy is reported through `error` (when given) and left on disk.
    std::optional<Recovery> pending(QString* error = nullptr) const;
    // When a copy is pending, asks `decide`; on yes puts it into the document
    // (restore()) and returns true. A declined copy is removed.
    bool offerRestore(const Decide& decide);
    // Opens the origin file (when it still reads) as the clean base, then
    // applies the recovered lesson as one undo step: the document is modified.
    void restore(const Recovery& r);

  signals:
    void written(const QString& path);
    void failed(const QString& message);

  private:
    void claimSlot();
    void onCleanChanged(bool clean);
    QString originPath() const;

    Document* doc_;
    QString folder_;
    QString slot_ = QStringLiteral("recovery");
    std::unique_ptr<QLockFile> lock_;  // held while this instance owns slot_
    QTimer timer_;                     // the ceiling: runs while modified
    QTimer quiet_;                     // single shot, restarted by every change
    bool dirty_ = false;               // changed since the last recovery copy
    bool owns_ = false;                // this run wrote or was offered the copy: it may remove it
};

// The start-up question: a message box naming the file the copy came from;
// true when the user chooses Restore.
bool ask_restore(QWidget* parent, const Autosave::Recovery& r);

}  // namespace attn::ui
