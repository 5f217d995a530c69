// Making a view exportable. install_figure_menu(view, figure, matrix) gives
// the view a context menu — Export…, Copy as Image and, for matrix views,
// Copy as CSV / Copy as LaTeX / Export as CSV… / Export as LaTeX… — built from
// what the view shows at that moment (`figure` is asked each time), and lets
// File ▸ Export View… (make_export_view_action) find the view when it, or a
// widget inside it, has the focus. install_data_menu does the same for a
// table of words that is no figure (the CSV / LaTeX actions only; Export
// View… then asks for a .csv or .tex file). The menu opens on a right click
// (or the menu key) only. Errors are shown in a message box naming the file;
// nothing throws into the event loop.
#pragma once

#include <QPoint>
#include <QString>
#include <functional>

#include "figures/figure_export.hpp"

class QAction;
class QMenu;
class QWidget;

namespace attn::ui {

// What a view shows now, as a figure.
struct ViewFigure {
    FigureSpec spec;
    QString name;  // suggested file name without extension, e.g. "training-loss-step-600"
};
using ViewFigureSource = std::function<ViewFigure()>;

enum class DataFormat { Csv, Latex };

class MatrixItemModel;
// A MatrixItemModel's matrix as a heatmap figure: its values, labels, scale
// (weights 0…1 or centred on 0) and highlighted word, with axis titles.
FigureSpec matrix_model_figure(const MatrixItemModel& model, const QString& row_title,
                               const QString& col_title);

void install_figure_menu(QWidget* view, ViewFigureSource figure, bool matrix);

// What a data view holds now, as CSV or LaTeX text (empty: nothing yet), and its file name.
struct ViewData {
    QString text;
    QString name;  // without extension, e.g. "training-next-words-step-600"
};
using ViewDataSource = std::function<ViewData(DataFormat)>;
void install_data_menu(QWidget* view, ViewDataSource data);

// Actions a view offers before its export ones (a head's what-ifs): `actions`
// adds them to the menu, given the point asked at in the view's coordinates (a
// right click's; the menu key's is the view's focus point). Installed after
// install_figure_menu on the same view; the view owns it.
using ViewActions = std::function<void(QMenu*, QPoint)>;
void add_view_actions(QWidget* view, ViewActions actions);

// The figure source installed on `w` or on its nearest ancestor, else nullptr
// (also for a data view, which has no figure).
const ViewFigureSource* figure_source_of(const QWidget* w);
// Whether `view` keeps back what a pending question asks (a heatmap whose numbers
// or cells are concealed): then it is neither exported, copied nor printed,
// as image or as data, until the question is answered.
bool view_conceals_answer(const QWidget* view);
// What the menus and Export / Print View say of such a view.
QString concealed_export_text();

// The view (the widget install_figure_menu / install_data_menu was given) that
// `w` is or is inside, else nullptr: what Export View… and Print View… act on.
QWidget* exportable_view_of(QWidget* w);
// Whether the figure has anything to draw (a heatmap or heads grid needs a
// panel, a lens its rows): Export… and Print View… say so when it has not.
bool figure_has_content(const FigureSpec& spec);
// The view's context menu (what a right click at `at` opens: its own actions,
// then the export ones); the caller owns it.
QMenu* make_figure_menu(QWidget* view, QPoint at = {});

// The figure's matrix as CSV or a LaTeX tabular (3 decimals), or an empty
// string when the figure is not a matrix.
QString figure_data_text(const FigureSpec& spec, DataFormat format);
// Writes the view's figure / data to `path` without asking (the actions call
// these after their dialog). False with *error naming the path on failure.
// export_view_data serves matrix views and data views.
bool export_view(const QWidget* view, const QString& path, const ExportOptions& options,
                 QString* error);
bool export_view_data(const QWidget* view, const QString& path, DataFormat format, QString* error);

// File ▸ Export View…: exports the view that has (or last had) the focus (a
// data view: asks for a .csv or .tex file).
QAction* make_export_view_action(QWidget* window);

}  // namespace attn::ui
