// Window hooks for figures, ready for each view's context menu and the File
// menu:  Export… (the ExportDialog, then export_figure), Copy as Image (PNG
// at 2× on the clipboard), and Export figure set… (every view of the lesson
// into a chosen folder, named predictably). Errors are shown in a message
// box naming the file; nothing throws into the event loop.
#pragma once

#include <QString>
#include <functional>

#include "attnlab/lesson/lesson.hpp"
#include "figures/figure_export.hpp"
#include "viewdata/figure_specs.hpp"

class QAction;
class QWidget;

namespace attn::ui {

// Where export dialogs start: the folder the last export in this session wrote into (while it
// exists), else the folder of the lesson file the window holds (its windowFilePath), else the
// home folder for a lesson never saved.
QString export_folder(const QWidget* from);
// Records the folder of `written` (a file just exported, or a folder written into) as where
// the next export dialog starts.
void note_export_written(const QString& written);

// Opens the Export… dialog for `spec` (suggested file name `name`.png, its caption field
// holding spec.caption) and writes the file.
// Returns the path written, or an empty string when cancelled or failed (failure is shown).
QString export_figure_interactively(QWidget* parent, const FigureSpec& spec, const QString& name);

// Puts the figure on the clipboard as an image (2× for sharp slides), captioned with
// spec.caption unless `look` gives one.
void copy_figure_as_image(const FigureSpec& spec, const FigureOptions& look = {});

// Writes `set` ("all" or "module1") of `lesson`, then the `extra` figures (the
// window's training run), into `folder` as `format` files; returns the paths
// written. On failure returns what was written so far and sets *error.
QStringList write_figure_set(const attn::Lesson& lesson, const QString& set, const QString& folder,
                             ExportFormat format, const ExportOptions& options, QString* error,
                             const std::vector<NamedFigure>& extra = {});

// "Export figure set…": asks for a folder, writes every view of the lesson
// (the "all" set) and `extra()` (when given) as PNG, and reports the result.
QAction* make_export_figure_set_action(QWidget* parent, std::function<attn::Lesson()> lesson,
                                       std::function<std::vector<NamedFigure>()> extra = {});

}  // namespace attn::ui
