// File ▸ Import Model…: a model saved from PyTorch (or by the lab) becomes a
// new, untitled lesson holding it, as `attention-lab import` does.
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QStatusBar>
#include <algorithm>
#include <map>

#include "attnlab/lesson/model_lesson.hpp"
#include "attnlab/model/safetensors.hpp"
#include "main_window.hpp"
#include "style/plain_text.hpp"

namespace attn::app {
bool MainWindow::importModel(const QString& path, int heads, const QString& vocabPath, bool quiet) {
    const QString name = QFileInfo(path).fileName();
    try {
        attn::TrainedModel m = attn::import_model_file(path.toStdString(), heads, vocabPath.isEmpty() ? std::vector<std::string>{} : attn::read_vocabulary_file(vocabPath.toStdString()));
        attn::Lesson l = attn::lesson_from_model(std::move(m), {}, tr("Imported from %1").arg(name).toStdString(),
                                                 tr("A model imported from %1. The embedding table is its token embedding; "
                                                    "type sentences in its vocabulary to read its heads.")
                                                     .arg(name)
                                                     .toStdString());
        openLesson(std::move(l), {});
    } catch (const std::exception& e) {
        const QString msg = tr("Could not import %1 as a model:\n%2\n\nThe open lesson is unchanged.")
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
    const QString path = QFileDialog::getOpenFileName(this, tr("Import model"), QFileInfo(doc_->filePath()).path(),
                                                      tr("Safetensors models (*.safetensors);;All files (*)"));
    if (path.isEmpty()) return;
    // What the file's metadata lacks is asked for; a file that cannot be read
    // at all, or is not a TinyGPT (no tok.weight of two dimensions), is
    // reported by importModel before any question.
    std::map<std::string, std::string> meta;
    int d = 0;
    try {
        const attn::SafetensorsFile f = attn::read_safetensors(path.toStdString());
        meta = f.metadata;
        if (auto it = f.tensors.find("tok.weight"); it != f.tensors.end() && it->second.shape.size() == 2) d = it->second.shape[1];
    } catch (const std::exception&) {
    }
    if (d <= 0) {
        importModel(path);  // fails with the reader's or the layout's message (before heads or vocabulary)
        return;
    }
    int heads = 0;
    if (!meta.count("heads")) {
        // Only counts that divide the width are offered.
        QStringList counts;
        for (int h = 1; h <= d; ++h)
            if (d % h == 0) counts << QString::number(h);
        bool ok = false;
        const QString pick = QInputDialog::getItem(
            this, tr("Import model"),
            tr("The file does not say how many attention heads the model has.\nHeads (each a slice of the width %1):").arg(d),
            counts, 0, false, &ok);
        if (!ok) return;
        heads = pick.toInt();
    }
    QString vocab;
    if (!meta.count("vocabulary")) {
        vocab = QFileDialog::getOpenFileName(this, tr("The file has no vocabulary: choose its words (JSON array or one per line, in id order)"),
                                             QFileInfo(path).path(), tr("Vocabularies (*.json *.txt);;All files (*)"));
        if (vocab.isEmpty()) return;
    }
    importModel(path, heads, vocab);
}

}  // namespace attn::app
