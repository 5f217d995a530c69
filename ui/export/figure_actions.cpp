#include "export/figure_actions.hpp"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <stdexcept>
#include <vector>

#include "export/export_dialog.hpp"

namespace attn::ui {

namespace {
QString& last_export_folder() {
    static QString folder;  // the GUI thread's only
    return folder;
}
}  // namespace

QString export_folder(const QWidget* from) {
    if (const QString& last = last_export_folder(); !last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString file = from && from->window() ? from->window()->windowFilePath() : QString();
    return file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
}

void note_export_written(const QString& written) {
    const QFileInfo info(written);
    last_export_folder() = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
}

QString export_figure_interactively(QWidget* parent, const FigureSpec& spec, const QString& name) {
    ExportDialog dialog(QDir(export_folder(parent)).filePath(name + QStringLiteral(".png")),
                        parent);
    dialog.setFigureKind(spec.kind);
    // The figure's own caption (its sentence, layer, what it shows), as the command line
    // writes it when none is given; the user may change or clear it.
    ExportOptions prefilled = dialog.options();
    prefilled.look.caption = spec.caption;
    dialog.setOptions(prefilled);
    if (dialog.exec() != QDialog::Accepted) return {};
    QString error;
    if (!export_figure(spec, dialog.path(), dialog.options(), &error)) {
        QMessageBox box(QMessageBox::Warning, QObject::tr("Export Figure"), error, QMessageBox::Ok,
                        parent);
        box.setTextFormat(Qt::PlainText);  // the error names the user's path
        box.exec();
        return {};
    }
    note_export_written(dialog.path());
    return dialog.path();
}

void copy_figure_as_image(const FigureSpec& spec, const FigureOptions& look) {
    ExportOptions o;
    o.look = look;
    if (o.look.caption.isEmpty()) o.look.caption = spec.caption;  // as Export… offers it
    o.scale = 2;
    QGuiApplication::clipboard()->setImage(figure_to_image(spec, o));
}

QStringList write_figure_set(const attn::Lesson& lesson, const QString& set, const QString& folder,
                             ExportFormat format, const ExportOptions& options, QString* error,
                             const std::vector<NamedFigure>& extra) {
    QStringList written;
    std::vector<NamedFigure> figures;
    try {
        figures = build_figure_set(lesson, set);
    } catch (const std::invalid_argument& e) {
        if (error) *error = QString::fromStdString(e.what());
        return written;
    }
    figures.insert(figures.end(), extra.begin(), extra.end());
    ExportOptions o = options;
    for (const auto& f : figures) {
        if (options.look.title.isEmpty()) o.look.title = f.title;
        if (options.look.caption.isEmpty())
            o.look.caption = f.spec.caption;  // only trained models' figures carry one
        const QString path = QDir(folder).filePath(f.name + QLatin1Char('.') +
                                                   QLatin1String(export_format_extension(format)));
        if (!export_figure(f.spec, path, o, error)) return written;
        written << path;
    }
    return written;
}

QAction* make_export_figure_set_action(QWidget* parent, std::function<attn::Lesson()> lesson,
                                       std::function<std::vector<NamedFigure>()> extra) {
    auto* action = new QAction(QObject::tr("Export &Figure Set…"), parent);
    action->setStatusTip(
        QObject::tr("Write every view of the lesson into a folder as PNG figures"));
    QObject::connect(action, &QAction::triggered, parent,
                     [parent, lesson = std::move(lesson), extra = std::move(extra)] {
                         const QString folder = QFileDialog::getExistingDirectory(
                             parent, QObject::tr("Export Figure Set Into"), export_folder(parent));
                         if (folder.isEmpty()) return;
                         note_export_written(folder);
                         QString error;
                         const QStringList written = write_figure_set(
                             lesson(), QStringLiteral("all"), folder, ExportFormat::Png, {}, &error,
                             extra ? extra() : std::vector<NamedFigure>{});
                         if (!error.isEmpty())
                             QMessageBox::warning(
                                 parent, QObject::tr("Export Figure Set"),
                                 QObject::tr("%1\n\n%n figure(s) were written before the problem.",
                                             nullptr, int(written.size()))
                                     .arg(error));
                         else
                             QMessageBox::information(parent, QObject::tr("Export Figure Set"),
                                                      QObject::tr("Wrote %n figure(s) into %1.",
                                                                  nullptr, int(written.size()))
                                                          .arg(folder));
                     });
    return action;
}

}  // namespace attn::ui
