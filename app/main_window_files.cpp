// MainWindow: files (new, open, save, recent, drop), the title and its
// modified mark, the unsaved-changes prompt, and persisted settings.
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>
#include <optional>

#include "attnlab/lesson/lesson_io.hpp"
#include "attnlab/lesson/lesson_texts.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "i18n/language.hpp"
#include "main_window.hpp"
#include "style/plain_text.hpp"

namespace attn::app {
namespace {

constexpr int kMaxRecent = 8;
// The lesson files' filter: the words translated, the patterns never.
QString lesson_filter() {
    return MainWindow::tr("Attention Lab lessons") + QStringLiteral(" (*.attnlab.json *.json);;") +
           MainWindow::tr("All files") + QStringLiteral(" (*)");
}

// The lesson File ▸ New starts from: two axes, two words, one sentence.
attn::Lesson blank_lesson() {
    attn::Lesson l;
    l.title = "Untitled lesson";
    attn::Matrix values(2, 2);
    values << 1.0f, 0.0f, 0.0f, 1.0f;
    l.table = attn::EmbeddingTable({"x", "y"}, {"a", "b"}, values);
    l.sentences = {"a b"};
    return l;
}

}  // namespace

void MainWindow::updateTitle() {
    const QString path = doc_->filePath();
    const QString name =
        path.isEmpty() ? QString::fromStdString(
                             attn::lesson_texts(doc_->lesson(), attn::ui::lesson_language()).title)
                       : QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — Attention Lab").arg(name.isEmpty() ? tr("Untitled") : name));
    setWindowFilePath(path);  // export dialogs start in the lesson's folder (export_folder)
    setWindowModified(doc_->isModified());
}

bool MainWindow::maybeSave() {
    if (!doc_->isModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"),
        tr("The lesson has changes that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::openLesson(attn::Lesson lesson, const QString& path) {
    doc_->resetLesson(std::move(lesson), path);
    updateTitle();
}

std::optional<attn::Lesson> MainWindow::readLesson(const QString& path, bool quiet) {
    try {
        return attn::read_lesson_file(path.toStdString());
    } catch (const std::exception& e) {
        const QString msg =
            tr("Could not open %1 as a lesson:\n%2\n\nThe open lesson is unchanged.")
                .arg(QDir::toNativeSeparators(path), QString::fromUtf8(e.what()));
        if (!quiet) {
            QMessageBox box(QMessageBox::Warning, tr("Open lesson"), msg, QMessageBox::Ok, this);
            attn::ui::plain_message_text(
                box);  // the path and the reader's error may quote the file
            box.exec();
        }
        statusBar()->showMessage(QString(msg).replace(QLatin1Char('\n'), QLatin1Char(' ')), 8000);
        return std::nullopt;
    }
}

void MainWindow::adoptFile(attn::Lesson lesson, const QString& path, bool quiet) {
    const std::optional<attn::ModelReference> real = lesson.real_model;
    openLesson(std::move(lesson), path);
    addRecent(path);
    const QString opened = tr("Opened %1").arg(QDir::toNativeSeparators(path));
    if (!real) {
        statusBar()->showMessage(opened, 4000);
        return;
    }
    // A real model (GPT-2 / nanoGPT) the lesson points at: named when there, the file to put where
    // when not.
    const attn::ModelReferenceCheck check = attn::check_model_reference(*real);
    const QString uses = QString::fromStdString(check.lesson_message());
    statusBar()->showMessage(opened + QStringLiteral("; ") + uses, check.present() ? 8000 : 20000);
    if (check.present() || quiet) return;
    QMessageBox box(
        QMessageBox::Warning, tr("Open lesson"),
        tr("%1 is open, but %2.\n\nPut the missing file there to use the model; the lesson's own "
           "views work without it.")
            .arg(QDir::toNativeSeparators(path), uses),
        QMessageBox::Ok, this);
    attn::ui::plain_message_text(box);  // paths may hold anything
    box.exec();
}

bool MainWindow::openFile(const QString& path, bool quiet) {
    std::optional<attn::Lesson> lesson = readLesson(path, quiet);
    if (!lesson) return false;
    adoptFile(std::move(*lesson), path, quiet);
    return true;
}

bool MainWindow::saveTo(const QString& path, bool quiet) {
    try {
        attn::write_lesson_file(doc_->lesson(),
                                path.toStdString());  // atomic: temporary file, then rename
    } catch (const std::exception& e) {
        // Nothing is lost: the document stays as it is (and modified); offer another place.
        const QString msg =
            tr("Could not save the lesson to %1:\n%2\n\nYour changes are still open here. "
               "Choose Save As to keep them in another place.")
                .arg(QDir::toNativeSeparators(path), QString::fromUtf8(e.what()));
        statusBar()->showMessage(QString(msg).replace(QLatin1Char('\n'), QLatin1Char(' ')), 8000);
        if (quiet) return false;
        QMessageBox box(QMessageBox::Warning, tr("Save lesson"), msg, QMessageBox::Cancel, this);
        attn::ui::plain_message_text(box);
        QPushButton* other = box.addButton(tr("Save As…"), QMessageBox::AcceptRole);
        box.setDefaultButton(other);
        box.exec();
        return box.clickedButton() == other && saveAs();
    }
    doc_->setFilePath(path);
    doc_->undoStack()->setClean();
    addRecent(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

void MainWindow::newLesson() {
    if (maybeSave()) openLesson(blank_lesson(), {});
}

void MainWindow::openDialog() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open lesson"), QFileInfo(doc_->filePath()).path(), lesson_filter());
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::save() { return doc_->filePath().isEmpty() ? saveAs() : saveTo(doc_->filePath()); }

bool MainWindow::saveAs() {
    QString path =
        QFileDialog::getSaveFileName(this, tr("Save lesson as"), doc_->filePath(), lesson_filter());
    if (path.isEmpty()) return false;
    if (!path.endsWith(QLatin1String(".json"))) path += QStringLiteral(".attnlab.json");
    return saveTo(path);
}

void MainWindow::addRecent(const QString& path) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    recent_.removeAll(abs);
    recent_.prepend(abs);
    while (recent_.size() > kMaxRecent) recent_.removeLast();
    fillRecentMenu();
    if (persist_) QSettings().setValue(QStringLiteral("recentFiles"), recent_);
}

void MainWindow::fillRecentMenu() {
    recentMenu_->clear();
    for (const QString& path : std::as_const(recent_))
        recentMenu_
            ->addAction(attn::ui::plain_action_text(QFileInfo(path).fileName()), this,
                        [this, path] {
                            if (maybeSave()) openFile(path);
                        })
            ->setToolTip(attn::ui::plain_tooltip(path));
    recentMenu_->setEnabled(!recent_.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* e) {
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    saveSettings();
    e->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
    const auto urls = e->mimeData()->urls();
    // Any one local file: one that is not a lesson gets the reader's message on drop.
    if (urls.size() == 1 && urls[0].isLocalFile()) e->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* e) {
    const auto urls = e->mimeData()->urls();
    if (urls.size() != 1 || !urls[0].isLocalFile()) return;
    e->acceptProposedAction();
    const QString path = urls[0].toLocalFile();
    // Read first: a bad file is reported without asking to save the open lesson.
    // A real model (a folder, a nanoGPT file, GPT-2's safetensors) opens as a
    // lesson about it, as File ▸ Open Model…; anything else is read as a lesson.
    if (attn::is_real_model_path(path.toStdString())) {
        std::shared_ptr<const attn::OpenedModel> opened;
        std::optional<attn::Lesson> lesson = readModelLesson(path, 0, false, &opened);
        if (lesson && maybeSave()) {
            doc_->resetLesson(std::move(*lesson), {}, std::move(opened));
            updateTitle();
        }
        return;
    }
    std::optional<attn::Lesson> lesson = readLesson(path, false);
    if (lesson && maybeSave()) adoptFile(std::move(*lesson), path);
}

void MainWindow::restoreSettings() {
    persist_ = true;
    QSettings s;
    recent_ = s.value(QStringLiteral("recentFiles")).toStringList();
    fillRecentMenu();
    setZoom(s.value(QStringLiteral("zoom"), 1.0).toDouble());
    if (s.contains(QStringLiteral("geometry"))) {
        restoreGeometry(s.value(QStringLiteral("geometry")).toByteArray());
    } else if (QScreen* sc = screen()) {
        // First start: fill a laptop screen, leave a margin on a large one.
        const QRect avail = sc->availableGeometry();
        const double f = avail.width() > 1600 ? 0.92 : 1.0;
        resize(int(avail.width() * f), int(avail.height() * f));
        move(avail.topLeft() +
             QPoint(int(avail.width() * (1 - f) / 2), int(avail.height() * (1 - f) / 2)));
        resetLayout();
    }
    if (s.contains(QStringLiteral("windowState")))
        restoreState(s.value(QStringLiteral("windowState")).toByteArray());
    // A size saved on a larger screen, or by an older version that let zoom widen the window, is
    // clamped to this one.
    fitToScreen();
    if (zoom_ != 1.0) {
        const QSize normal = s.value(QStringLiteral("normalZoomSize")).toSize();
        normalZoomSize_ = normal.isValid() ? normal : size();
    }
}

void MainWindow::saveSettings() const {
    if (!persist_) return;
    QSettings s;
    s.setValue(QStringLiteral("geometry"), saveGeometry());
    s.setValue(QStringLiteral("windowState"), saveState());
    s.setValue(QStringLiteral("zoom"), zoom_);
    if (normalZoomSize_.isValid())
        s.setValue(QStringLiteral("normalZoomSize"), normalZoomSize_);
    else
        s.remove(QStringLiteral("normalZoomSize"));
    s.setValue(QStringLiteral("recentFiles"), recent_);
}

}  // namespace attn::app
