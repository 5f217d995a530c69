// File ▸ Import Model…: a model saved from PyTorch (or by the lab) becomes a
// new, untitled lesson holding it, as `attention-lab import` does. File ▸ Open
// Model…: a real model (GPT-2 / nanoGPT) becomes a new, untitled lesson that
// points at it; the status bar says what was loaded and how far a pass is.
#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>
#include <QTimer>
#include <algorithm>
#include <map>

#include "attnlab/checkpoints/model_files.hpp"
#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/lesson/model_reference.hpp"
#include "attnlab/lesson/real_model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "hub/get_model_dialog.hpp"
#include "hub/model_store.hpp"
#include "main_window.hpp"
#include "style/plain_text.hpp"
#include "widgets/elided_label.hpp"

namespace attn::app {
bool MainWindow::importModel(const QString& path, int heads, const QString& vocabPath, bool quiet) {
    const QString name = QFileInfo(path).fileName();
    try {
        attn::TrainedModel m = attn::import_model_file(
            path.toStdString(), heads,
            vocabPath.isEmpty() ? std::vector<std::string>{}
                                : attn::read_vocabulary_file(vocabPath.toStdString()));
        attn::Lesson l = attn::lesson_from_model(
            std::move(m), {}, tr("Imported from %1").arg(name).toStdString(),
            tr("A model imported from %1. The embedding table is its token embedding; "
               "type sentences in its vocabulary to read its heads.")
                .arg(name)
                .toStdString());
        openLesson(std::move(l), {});
    } catch (const std::exception& e) {
        const QString msg =
            tr("Could not import %1 as a model:\n%2\n\nThe open lesson is unchanged.")
                .arg(QDir::toNativeSeparators(path), QString::fromUtf8(e.what()));
        if (!quiet) {
            QMessageBox box(QMessageBox::Warning, tr("Import model"), msg, QMessageBox::Ok, this);
            attn::ui::plain_message_text(box);
            box.exec();
        }
        statusBar()->showMessage(QString(msg).replace(QLatin1Char('\n'), QLatin1Char(' ')), 8000);
        return false;
    }
    statusBar()->showMessage(tr("Imported %1 — save it to keep it as a lesson").arg(name), 6000);
    return true;
}

void MainWindow::importModelDialog() {
    if (!maybeSave()) return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import model"), QFileInfo(doc_->filePath()).path(),
        tr("Safetensors models") + QStringLiteral(" (*.safetensors);;") + tr("All files") +
            QStringLiteral(" (*)"));
    if (path.isEmpty()) return;
    // What the file's metadata lacks is asked for; a file that cannot be read
    // at all, or is not a TinyGPT (no tok.weight of two dimensions), is
    // reported by importModel before any question.
    std::map<std::string, std::string> meta;
    int d = 0;
    try {
        const attn::SafetensorsFile f = attn::read_safetensors(path.toStdString());
        meta = f.metadata;
        if (auto it = f.tensors.find("tok.weight");
            it != f.tensors.end() && it->second.shape.size() == 2)
            d = it->second.shape[1];
    } catch (const std::exception&) {
    }
    if (d <= 0) {
        importModel(
            path);  // fails with the reader's or the layout's message (before heads or vocabulary)
        return;
    }
    int heads = 0;
    if (!meta.count("heads")) {
        // Only counts that divide the width are offered.
        QStringList counts;
        for (int h = 1; h <= d; ++h)
            if (d % h == 0) counts << QString::number(h);
        bool ok = false;
        const QString pick =
            QInputDialog::getItem(this, tr("Import model"),
                                  tr("The file does not say how many attention heads the model "
                                     "has.\nHeads (each a slice of the width %1):")
                                      .arg(d),
                                  counts, 0, false, &ok);
        if (!ok) return;
        heads = pick.toInt();
    }
    QString vocab;
    if (!meta.count("vocabulary")) {
        vocab =
            QFileDialog::getOpenFileName(this,
                                         tr("The file has no vocabulary: choose its words (JSON "
                                            "array or one per line, in id order)"),
                                         QFileInfo(path).path(),
                                         tr("Vocabularies") + QStringLiteral(" (*.json *.txt);;") +
                                             tr("All files") + QStringLiteral(" (*)"));
        if (vocab.isEmpty()) return;
    }
    importModel(path, heads, vocab);
}

std::optional<attn::Lesson> MainWindow::readModelLesson(
    const QString& path, int heads, bool quiet, std::shared_ptr<const attn::OpenedModel>* opened) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    // Named by the model (its hub repository, its config's name), not by its folder.
    const QString name = attn::ui::model_store::model_name(abs);
    statusBar()->showMessage(tr("Opening the model %1 …").arg(QDir::toNativeSeparators(abs)));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    // Read here whole, so that a lesson never points at a model the lab cannot
    // read; the Document takes this copy (`opened`) rather than reading it again.
    try {
        attn::ModelOpenOptions o;
        o.heads = heads;
        auto model =
            std::make_shared<const attn::OpenedModel>(attn::open_model(abs.toStdString(), o));
        const attn::OpenedModel& m = *model;
        std::vector<std::string> sentences;  // the user's, where the model reads them
        for (const std::string& text : doc_->lesson().sentences) {
            try {
                attn::real_model_ids(m, text);
                sentences.push_back(text);
            } catch (const std::invalid_argument&) {
            }
        }
        attn::Lesson l =
            attn::lesson_for_real_model(m, attn::ModelReference{abs.toStdString(), heads},
                                        std::move(sentences), name.toStdString(),
                                        tr("A lesson about the model %1 (%2). The lesson points at "
                                           "the model's files rather than holding them. "
                                           "Its embedding table is the sentences' words on the "
                                           "first two principal components (pc1, pc2) of the "
                                           "model's token embeddings.")
                                            .arg(name, QString::fromStdString(m.summary))
                                            .toStdString());
        QApplication::restoreOverrideCursor();
        if (opened) *opened = std::move(model);
        return l;
    } catch (const std::exception&
                 e) {  // ModelFileError, std::invalid_argument (no sentence it reads), bad_alloc
        QApplication::restoreOverrideCursor();
        const QString msg = tr("Could not open %1 as a model:\n%2\n\nThe open lesson is unchanged.")
                                .arg(QDir::toNativeSeparators(abs), QString::fromUtf8(e.what()));
        if (!quiet) {
            QMessageBox box(QMessageBox::Warning, tr("Open model"), msg, QMessageBox::Ok, this);
            attn::ui::plain_message_text(box);
            box.exec();
        }
        statusBar()->showMessage(QString(msg).replace(QLatin1Char('\n'), QLatin1Char(' ')), 8000);
        return std::nullopt;
    }
}

bool MainWindow::openModel(const QString& path, int heads, bool quiet) {
    std::shared_ptr<const attn::OpenedModel> opened;
    std::optional<attn::Lesson> l = readModelLesson(path, heads, quiet, &opened);
    if (!l) return false;
    doc_->resetLesson(std::move(*l), {}, std::move(opened));
    updateTitle();
    return true;
}

void MainWindow::openModelDialog() {
    if (!maybeSave()) return;
    QString path = QFileDialog::getOpenFileName(
        this,
        tr("Open model: a Hugging Face GPT-2 folder's config.json or model.safetensors, or a "
           "nanoGPT file"),
        QFileInfo(doc_->filePath()).path(),
        tr("Models (config.json *.safetensors *.pt *.pth *.ckpt *.bin);;All files (*)"));
    if (path.isEmpty()) return;
    // A Hugging Face folder is chosen by one of its files: the folder is the model.
    const QFileInfo f(path);
    if (f.fileName() == QLatin1String("config.json") ||
        (f.fileName() == QLatin1String("model.safetensors") &&
         QFileInfo::exists(f.dir().filePath(QStringLiteral("config.json")))))
        path = f.absolutePath();
    // A TinyGPT file (the lab's own or PyTorch's with TinyGPT's names) is imported.
    if (!attn::is_real_model_path(path.toStdString())) {
        importModel(path);
        return;
    }
    openModel(path);
}

void MainWindow::getModelDialog() {
    // Modeless: the window stays usable while a model downloads; one dialog at a time.
    if (!getModel_) {
        getModel_ = new attn::ui::GetModelDialog(this);
        getModel_->setAttribute(Qt::WA_DeleteOnClose);
        connect(getModel_, &attn::ui::GetModelDialog::modelChosen, this, [this](const QString& f) {
            if (maybeSave()) openModel(f);
        });
    }
    getModel_->show();
    getModel_->raise();
    getModel_->activateWindow();
}

QString MainWindow::modelStatusText() const {
    return modelStatus_ ? modelStatus_->fullText() : QString();
}

void MainWindow::setupModelStatus() {
    // A long summary is shortened with "…" rather than widening the window (or cut mid-word).
    modelStatus_ = new attn::ui::ElidedLabel(statusBar());
    modelStatus_->setObjectName(QStringLiteral("modelStatus"));
    // A normal widget: a temporary message (showMessage) takes its place for its time, then it is
    // back. The status bar shows one text at a time: the summary is hidden while a message shows.
    statusBar()->addWidget(modelStatus_, 1);
    connect(statusBar(), &QStatusBar::messageChanged, this, [this] { showModelStatusIfFree(); });
    modelProgress_ = new QProgressBar(statusBar());
    modelProgress_->setObjectName(QStringLiteral("modelProgress"));
    modelProgress_->setMaximumWidth(fontMetrics().averageCharWidth() * 24);
    modelProgress_->hide();
    statusBar()->addPermanentWidget(modelProgress_);
    progressDelay_ = new QTimer(this);
    progressDelay_->setSingleShot(true);
    progressDelay_->setInterval(kProgressDelayMs);
    connect(progressDelay_, &QTimer::timeout, this, [this] {
        if (doc_->realModelBusy()) modelProgress_->show();
    });
    using attn::ui::Document;
    connect(doc_.get(), &Document::changed, this, [this](Document::ChangeEvent event) {
        const Document::Change c = event.kind;
        if (c == Document::Change::RealModel || c == Document::Change::Everything)
            updateModelStatus();
    });
    connect(doc_.get(), &Document::realModelProgress, this,
            [this](int sentence, int done, int layers) {
                modelProgress_->setRange(0, std::max(1, layers));
                modelProgress_->setValue(std::clamp(done, 0, std::max(1, layers)));
                modelProgress_->setFormat(
                    tr("layer %1 of %2").arg(std::min(done + 1, layers)).arg(layers));
                modelProgress_->setToolTip(
                    tr("Sentence %1: the model's pass, layer by layer").arg(sentence + 1));
                if (modelProgress_->isHidden() && !progressDelay_->isActive())
                    progressDelay_->start();
            });
    connect(doc_.get(), &Document::realModelIdle, this, [this] {
        progressDelay_->stop();
        modelProgress_->hide();
    });
    updateModelStatus();
}

void MainWindow::showModelStatusIfFree() {
    // Never over a temporary message: QStatusBar hides its normal widgets when a message comes,
    // but a widget shown while one is up would be drawn over it.
    const bool free = statusBar()->currentMessage().isEmpty();
    modelStatus_->setVisible(free && !modelStatusText().isEmpty());
}

void MainWindow::updateModelStatus() {
    using State = attn::ui::Document::RealModelState;
    const State state = doc_->realModelState();
    const QString message = doc_->realModelMessage();
    QString text;
    switch (state) {
        case State::None:
            break;
        case State::Loading:
            text = message.isEmpty() ? tr("Opening the model …") : message;
            break;
        case State::Ready:
            text = tr("Model: %1").arg(message);
            break;
        case State::Failed:
            text = tr("The model could not be opened: %1").arg(message);
            break;
    }
    modelStatus_->setFullText(text);
    modelStatus_->setToolTip(attn::ui::plain_tooltip(text));
    showModelStatusIfFree();
    if (state == shownModelState_) return;
    shownModelState_ = state;
    if (state == State::Loading) {
        // Opening has no layers to count: a busy bar once it takes a while.
        modelProgress_->setRange(0, 0);
        modelProgress_->setFormat(tr("opening"));
        modelProgress_->setToolTip(text);
        progressDelay_->start();
    } else if (state == State::Ready || state == State::Failed) {
        statusBar()->showMessage(text, 10000);
    }
}

}  // namespace attn::app
