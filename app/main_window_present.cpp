// MainWindow's part of teaching to a room and on paper: View ▸ Present (F5),
// the presentation window over the current lesson step, and File ▸ Export
// Handout…, the lesson's steps as a PDF (export/handout.hpp).
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

#include "document/what_if_readings.hpp"
#include "export/figure_actions.hpp"
#include "export/handout.hpp"
#include "main_window.hpp"
#include "panes/vectors_pane.hpp"
#include "presentation_window.hpp"
#include "viewdata/figure_specs.hpp"
#include "widgets/vector_plot.hpp"

namespace attn::app {

using namespace attn::ui;

void MainWindow::addHandoutAction(QMenu* file) {
    QAction* a = file->addAction(tr("Export &Handout…"), this, &MainWindow::exportHandoutDialog);
    a->setStatusTip(tr(
        "Write the lesson's steps as a PDF: text, figures, questions, and the answers at the end"));
}

void MainWindow::addPresentAction(QMenu* view) {
    view->addSeparator();
    QAction* a = view->addAction(tr("&Present"), this, &MainWindow::present);
    a->setShortcut(QKeySequence(Qt::Key_F5));
    a->setStatusTip(
        tr("Show the current step full screen for a room (arrows move, R reveals, Esc leaves)"));
}

QStringList MainWindow::vectorsPlane() const {
    if (vectors_->plot()->isPrincipal()) return {QStringLiteral("principal")};
    return {vectors_->xBox()->currentText(), vectors_->yBox()->currentText()};
}

PresentationWindow* MainWindow::presentation() const { return presentation_; }

void MainWindow::present() {
    if (!presentation_)
        presentation_ = new PresentationWindow(
            doc_.get(), view_, session_, [this] { return vectorsPlane(); }, this);
    presentation_->present(screen());
}

attn::ui::RealModelReading MainWindow::handoutModel() {
    // A lesson about a real model: its steps' figures are drawn from the model the window
    // opened (waited for while it is still being read).
    if (!doc_->lesson().real_model) return {};
    QApplication::setOverrideCursor(Qt::WaitCursor);
    doc_->waitForRealModel(120000);
    QApplication::restoreOverrideCursor();
    // Each step read under its own scene's what-if (the window shows one step's at a time).
    const std::shared_ptr<const attn::OpenedModel> model = doc_->realModel();
    if (!model || !model->tokenizer) return {};
    handoutReadings_ = std::make_shared<attn::ui::WhatIfReadings>(model, doc_->lesson().sentences);
    return handoutReadings_->reading();
}

bool MainWindow::exportHandout(const QString& path, bool quiet) {
    QString error;
    if (export_handout(doc_->lesson(), path, &error, handoutModel())) {
        attn::ui::note_export_written(path);
        showMessage(tr("Handout written to %1").arg(QDir::toNativeSeparators(path)));
        return true;
    }
    if (!quiet)
        QMessageBox::warning(this, tr("Export Handout"),
                             tr("The handout was not written.\n\n%1").arg(error));
    return false;
}

void MainWindow::exportHandoutDialog() {
    const QStringList problems = handout_problems(doc_->lesson(), doc_->modelReadings());
    if (!problems.isEmpty()) {
        QMessageBox::warning(this, tr("Export Handout"),
                             tr("This lesson cannot be handed out yet:\n\n%1")
                                 .arg(problems.join(QLatin1Char('\n'))));
        return;
    }
    const QString file = doc_->filePath();
    const QString folder = attn::ui::export_folder(this);
    const QString base =
        file.isEmpty() ? file_slug(QString::fromStdString(doc_->lesson().title))
                       : QFileInfo(file).completeBaseName().remove(QStringLiteral(".attnlab"));
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Handout"), QDir(folder).filePath(base + QStringLiteral("-handout.pdf")),
        tr("PDF") + QStringLiteral(" (*.pdf)"));
    if (path.isEmpty()) return;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".pdf");
    exportHandout(path);
}

}  // namespace attn::app
