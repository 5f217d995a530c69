#include "files/autosave.hpp"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>
#include <algorithm>
#include <exception>
#include <stdexcept>

#include "attnlab/lesson/lesson_io.hpp"
#include "commands/lesson_edit_command.hpp"
#include "document/document.hpp"
#include "style/plain_text.hpp"

namespace attn::ui {

QString Autosave::defaultFolder() {
    const QString env = qEnvironmentVariable("ATTNLAB_RECOVERY_DIR");
    if (!env.isEmpty()) return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

Autosave::Autosave(Document* doc, QString folder, int intervalMs, QObject* parent, int quietMs)
    : QObject(parent), doc_(doc), folder_(std::move(folder)) {
    claimSlot();
    timer_.setInterval(intervalMs);
    quiet_.setInterval(std::min(quietMs, intervalMs));
    quiet_.setSingleShot(true);
    for (QTimer* t : {&timer_, &quiet_})
        connect(t, &QTimer::timeout, this, [this] {
            if (dirty_ && doc_->isModified()) writeNow();
        });
    connect(doc_->undoStack(), &QUndoStack::cleanChanged, this, &Autosave::onCleanChanged);
    connect(doc_, &Document::changed, this, [this] {
        dirty_ = true;
        if (doc_->isModified()) quiet_.start();  // (re)starts the debounce
    });
    if (doc_->isModified()) onCleanChanged(false);
}

Autosave::~Autosave() {
    if (owns_) discard();
}

QString Autosave::recoveryPath() const {
    return folder_ + QLatin1Char('/') + slot_ + QStringLiteral(".attnlab.json");
}
QString Autosave::originPath() const {
    return folder_ + QLatin1Char('/') + slot_ + QStringLiteral(".origin");
}

// Two passes over the slots: first a free slot holding a crashed run's copy,
// then any free slot. A folder that cannot hold a lock file leaves slot 0
// unlocked; writeNow() then reports the folder as it would anyway.
void Autosave::claimSlot() {
    QDir().mkpath(folder_);
    auto name = [](int k) {
        return k == 0 ? QStringLiteral("recovery") : QStringLiteral("recovery-%1").arg(k);
    };
    for (const bool wantCopy : {true, false}) {
        for (int k = 0; k < kSlots; ++k) {
            const QString base = folder_ + QLatin1Char('/') + name(k);
            if (wantCopy && !QFileInfo::exists(base + QStringLiteral(".attnlab.json"))) continue;
            auto lock = std::make_unique<QLockFile>(base + QStringLiteral(".lock"));
            lock->setStaleLockTime(0);  // stale only when its process is gone, never by age
            if (!lock->tryLock(0)) continue;
            slot_ = name(k);
            lock_ = std::move(lock);
            return;
        }
    }
}

void Autosave::onCleanChanged(bool clean) {
    if (clean) {
        timer_.stop();
        quiet_.stop();
        dirty_ = false;
        if (owns_) discard();
    } else {
        dirty_ = true;
        timer_.start();
        quiet_.start();
    }
}

bool Autosave::writeNow() {
    try {
        if (!QDir().mkpath(folder_)) throw std::runtime_error("cannot create the folder");
        // The origin first: a copy on disk always has its origin beside it.
        QSaveFile origin(originPath());
        if (!origin.open(QIODevice::WriteOnly) || origin.write(doc_->filePath().toUtf8()) < 0 ||
            !origin.commit())
            throw std::runtime_error(origin.errorString().toStdString());
        attn::write_lesson_file(doc_->lesson(), recoveryPath().toStdString());  // atomic
    } catch (const std::exception& e) {
        emit failed(tr("Could not write the recovery copy to %1: %2")
                        .arg(QDir::toNativeSeparators(folder_), QString::fromUtf8(e.what())));
        return false;
    }
    owns_ = true;
    dirty_ = false;
    emit written(recoveryPath());
    return true;
}

void Autosave::discard() {
    QFile::remove(recoveryPath());
    QFile::remove(originPath());
}

std::optional<Autosave::Recovery> Autosave::pending(QString* error) const {
    if (!QFileInfo::exists(recoveryPath())) return std::nullopt;
    Recovery r;
    try {
        r.lesson = attn::read_lesson_file(recoveryPath().toStdString());
    } catch (const std::exception& e) {
        if (error) *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    QFile origin(originPath());
    if (origin.open(QIODevice::ReadOnly)) r.originPath = QString::fromUtf8(origin.readAll());
    return r;
}

bool Autosave::offerRestore(const Decide& decide) {
    owns_ = true;  // from here on the copy is this run's to keep or remove
    QString error;
    const std::optional<Recovery> r = pending(&error);
    if (!r) {
        if (!error.isEmpty())
            emit failed(tr("A recovery copy was found at %1 but cannot be read: %2")
                            .arg(QDir::toNativeSeparators(recoveryPath()), error));
        return false;
    }
    if (!decide(*r)) {
        discard();
        return false;
    }
    restore(*r);
    return true;
}

void Autosave::restore(const Recovery& r) {
    std::optional<attn::Lesson> base;
    if (!r.originPath.isEmpty()) {
        try {
            base = attn::read_lesson_file(r.originPath.toStdString());
        } catch (const std::exception&) {
            // The origin vanished or broke: the recovered lesson stands alone.
        }
    }
    if (base && !(*base == r.lesson)) {
        doc_->resetLesson(std::move(*base), r.originPath);
        doc_->undoStack()->push(new LessonEditCommand(doc_, r.lesson, Document::Change::Everything,
                                                      tr("Restore recovered changes")));
    } else {
        doc_->resetLesson(r.lesson, r.originPath);
        doc_->undoStack()->resetClean();  // modified: the user decides whether to save it
    }
    writeNow();  // keep the copy until the user saves or closes
}

bool ask_restore(QWidget* parent, const Autosave::Recovery& r) {
    const QString what = r.originPath.isEmpty() ? QObject::tr("the unsaved lesson \u201c%1\u201d")
                                                      .arg(QString::fromStdString(r.lesson.title))
                                                : QDir::toNativeSeparators(r.originPath);
    QMessageBox box(
        QMessageBox::Question, QObject::tr("Restore unsaved changes?"),
        QObject::tr("Attention Lab did not close normally last time. A recovery copy of %1 "
                    "with unsaved changes was found.\n\nRestore it? (Nothing is overwritten "
                    "until you save.) Discard removes the copy.")
            .arg(what),
        QMessageBox::NoButton, parent);
    QPushButton* restore = box.addButton(QObject::tr("Restore"), QMessageBox::AcceptRole);
    box.addButton(QMessageBox::Discard);
    plain_message_text(box);
    box.setDefaultButton(restore);
    box.exec();
    return box.clickedButton() == restore;
}

}  // namespace attn::ui
