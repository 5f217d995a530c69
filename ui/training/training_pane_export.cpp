// The Training pane's "Export for PyTorch…": the run goes to a folder that
// train.py continues (attnlab/pytorch_export.hpp); the session writes it on
// the training thread, between steps.
#include <QDir>
#include <QFileDialog>

#include "training_pane.hpp"
#include "training_session.hpp"

namespace attn::ui {

void TrainingPane::exportPyTorch(const QString& dir) { session_->exportPyTorch(dir); }

void TrainingPane::exportPyTorchDialog() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export for PyTorch: choose or create a folder"), QDir::homePath());
    if (!dir.isEmpty()) exportPyTorch(dir);
}

void TrainingPane::reportExport(const QString& dir, const QString& error) {
    if (error.isEmpty())
        emit message(tr("Wrote a PyTorch training folder to %1 — run: python3 %2 --steps N")
                         .arg(QDir::toNativeSeparators(dir), QDir::toNativeSeparators(QDir(dir).filePath(QStringLiteral("train.py")))));
    else
        emit message(tr("Could not export for PyTorch: %1").arg(error));
}

}  // namespace attn::ui
