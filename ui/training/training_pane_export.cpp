// The Training pane's "Export for PyTorch…": the run goes to a folder that
// train.py continues (attnlab/exchange/pytorch_export.hpp); the session writes it on
// the training thread, between steps.
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

#include "style/number_format.hpp"
#include "training/training_pane.hpp"
#include "training/training_session.hpp"

namespace attn::ui {

void TrainingPane::exportPyTorch(const QString& dir) { session_->exportPyTorch(dir); }

void TrainingPane::exportPyTorchDialog() {
    // A folder is named like a file: a new name creates it (a folder chooser cannot).
    const QString start = lastExportDir_.isEmpty()
                              ? QDir::home().filePath(QStringLiteral("attention-lab-run"))
                              : lastExportDir_;
    const QString dir =
        QFileDialog::getSaveFileName(this, tr("Export for PyTorch: name the folder to write"),
                                     start, QString(), nullptr, QFileDialog::DontConfirmOverwrite);
    if (dir.isEmpty()) return;
    const QFileInfo info(dir);
    if (info.exists() && !info.isDir()) {
        QMessageBox::warning(this, tr("Export for PyTorch"),
                             tr("%1 is a file, not a folder. Choose a new name.")
                                 .arg(QDir::toNativeSeparators(dir)));
        return;
    }
    if (info.isDir() && !QDir(dir).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot) &&
        QMessageBox::question(this, tr("Export for PyTorch"),
                              tr("%1 already holds files. Replace the export in it (train.py, the "
                                 "weights, the optimiser's state, "
                                 "corpus, vocabulary, settings; an old continued.safetensors is "
                                 "removed)? Other files stay.")
                                  .arg(QDir::toNativeSeparators(dir))) != QMessageBox::Yes)
        return;
    lastExportDir_ = dir;
    exportPyTorch(dir);
}

void TrainingPane::reportExport(const QString& dir, const QString& error, int step,
                                double valLoss) {
    if (error.isEmpty())
        emit message(
            tr("Wrote a PyTorch training folder to %1 (step %2, validation loss %3, which train.py "
               "prints before its "
               "first update) — run: python3 %4 --steps N")
                .arg(QDir::toNativeSeparators(dir))
                .arg(step)
                .arg(number_text(valLoss, 4))
                .arg(QDir::toNativeSeparators(QDir(dir).filePath(QStringLiteral("train.py")))));
    else
        emit message(tr("Could not export for PyTorch: %1").arg(error));
}

}  // namespace attn::ui
