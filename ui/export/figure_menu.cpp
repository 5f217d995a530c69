#include "export/figure_menu.hpp"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>
#include <QSaveFile>
#include <memory>
#include <optional>

#include "export/figure_actions.hpp"
#include "itemmodels/matrix_item_model.hpp"
#include "viewdata/matrix_text.hpp"
#include "viewdata/model_probe_figures.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {
namespace {

const QString kHolderName = QStringLiteral("attnlab-figure-source");

// Lives as a direct child of the view: its figure (empty for a data view) and
// its data (empty for a view that is not a matrix or table).
class SourceHolder : public QObject {
  public:
    SourceHolder(QWidget* view, ViewFigureSource f, ViewDataSource d)
        : QObject(view), figure(std::move(f)), data(std::move(d)) {
        setObjectName(kHolderName);
    }
    ViewFigureSource figure;
    ViewDataSource data;
    ViewActions actions;  // the view's own, before the export ones
};

const SourceHolder* holder_of(const QWidget* w) {
    for (; w; w = w->parentWidget())
        if (auto* h = dynamic_cast<const SourceHolder*>(
                w->findChild<QObject*>(kHolderName, Qt::FindDirectChildrenOnly)))
            return h;
    return nullptr;
}

// The widget the holder belongs to (the exportable view) for `w` or an ancestor.
QWidget* view_of(QWidget* w) {
    const SourceHolder* h = holder_of(w);
    return h ? static_cast<QWidget*>(h->parent()) : nullptr;
}

// A heatmap or grid needs a panel to draw (the heads grid is empty before a model exists).
bool has_content(const FigureSpec& spec) {
    if (spec.kind == FigureKind::Lens) return !spec.lens.rows.isEmpty();
    return (spec.kind != FigureKind::Heatmap && spec.kind != FigureKind::HeadGrid) ||
           !spec.panels.empty();
}

// Export… for a figure: the dialog, or a note when there is nothing to draw yet.
void export_interactively(QWidget* parent, const ViewFigure& fig) {
    if (!has_content(fig.spec)) {
        QMessageBox::information(
            parent, QObject::tr("Export"),
            QObject::tr("This view shows nothing yet, so there is nothing to export."));
        return;
    }
    export_figure_interactively(parent, fig.spec, fig.name);
}

const char* data_extension(DataFormat f) { return f == DataFormat::Csv ? "csv" : "tex"; }

// A file filter's pattern stays out of the translated text: a translation cannot break it.
QString data_filter(DataFormat f) {
    return f == DataFormat::Csv ? QObject::tr("CSV") + QStringLiteral(" (*.csv)")
                                : QObject::tr("LaTeX") + QStringLiteral(" (*.tex)");
}

// Export as CSV… / LaTeX…; without a format (Export View… on a data view) the
// file's extension, or the filter chosen, decides.
void export_data_interactively(QWidget* view, std::optional<DataFormat> format) {
    const SourceHolder* h = holder_of(view);
    if (!h || !h->data) return;
    const DataFormat first = format.value_or(DataFormat::Csv);
    QString ext = QLatin1String(data_extension(first));
    QString filter = data_filter(first);
    if (!format) filter += QStringLiteral(";;") + data_filter(DataFormat::Latex);
    QString chosen;
    QString path = QFileDialog::getSaveFileName(
        view, format ? QObject::tr("Export as %1").arg(ext.toUpper()) : QObject::tr("Export View"),
        QDir(export_folder(view)).filePath(h->data(first).name + QLatin1Char('.') + ext), filter,
        &chosen);
    if (path.isEmpty()) return;
    DataFormat f = first;
    if (!format && (path.endsWith(QLatin1String(".tex"), Qt::CaseInsensitive) ||
                    (!path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) &&
                     chosen == data_filter(DataFormat::Latex))))
        f = DataFormat::Latex;
    ext = QLatin1String(data_extension(f));
    if (!path.endsWith(QLatin1Char('.') + ext, Qt::CaseInsensitive)) path += QLatin1Char('.') + ext;
    QString error;
    if (!export_view_data(view, path, f, &error))
        QMessageBox::warning(view, QObject::tr("Export"), error);
    else
        note_export_written(path);
}

void install_menu(QWidget* view, ViewFigureSource figure, ViewDataSource data) {
    new SourceHolder(view, std::move(figure), std::move(data));
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(view, &QWidget::customContextMenuRequested, view, [view](QPoint at) {
        std::unique_ptr<QMenu> menu(make_figure_menu(view, at));
        menu->exec(view->mapToGlobal(at));  // where it was asked: the click, or the key's cell
    });
}

}  // namespace

void install_figure_menu(QWidget* view, ViewFigureSource figure, bool matrix) {
    ViewDataSource data;
    if (matrix)
        data = [figure](DataFormat format) {
            const ViewFigure f = figure();
            return ViewData{figure_data_text(f.spec, format), f.name};
        };
    install_menu(view, std::move(figure), std::move(data));
}

void install_data_menu(QWidget* view, ViewDataSource data) {
    install_menu(view, {}, std::move(data));
}

const ViewFigureSource* figure_source_of(const QWidget* w) {
    const SourceHolder* h = holder_of(w);
    return h && h->figure ? &h->figure : nullptr;
}

QWidget* exportable_view_of(QWidget* w) { return view_of(w); }

bool view_conceals_answer(const QWidget* view) {
    const auto* map = qobject_cast<const HeatmapView*>(view);
    return map && map->numbersConcealed();
}

QString concealed_export_text() {
    return QObject::tr(
        "Hidden until the question is answered: this view cannot be exported, copied or printed "
        "yet.");
}

bool figure_has_content(const FigureSpec& spec) { return has_content(spec); }

void add_view_actions(QWidget* view, ViewActions actions) {
    for (QObject* c : view->children())
        if (auto* h = dynamic_cast<SourceHolder*>(c); h && c->objectName() == kHolderName)
            h->actions = std::move(actions);
}

QMenu* make_figure_menu(QWidget* view, QPoint at) {
    auto* menu = new QMenu(view);
    const SourceHolder* h = holder_of(view);
    if (!h) return menu;
    if (h->actions) {
        h->actions(menu, at);
        if (!menu->isEmpty()) menu->addSeparator();
    }
    if (view_conceals_answer(view)) {  // the numbers are the answer: not as an image, not as CSV
        menu->addAction(concealed_export_text())->setEnabled(false);
        return menu;
    }
    QPointer<QWidget> v(view);
    if (h->figure) {
        menu->addAction(QObject::tr("Export…"), view, [v] {
            if (const auto* f = figure_source_of(v)) export_interactively(v, (*f)());
        });
        menu->addAction(QObject::tr("Copy as Image"), view, [v] {
            if (const auto* f = figure_source_of(v))
                if (const FigureSpec spec = (*f)().spec; has_content(spec))
                    copy_figure_as_image(spec);
        });
    }
    if (!h->data) return menu;
    if (h->figure) menu->addSeparator();
    for (const DataFormat format : {DataFormat::Csv, DataFormat::Latex}) {
        const QString name =
            format == DataFormat::Csv ? QStringLiteral("CSV") : QStringLiteral("LaTeX");
        menu->addAction(QObject::tr("Copy as %1").arg(name), view, [v, format] {
            if (const SourceHolder* s = holder_of(v))
                QGuiApplication::clipboard()->setText(s->data(format).text);
        });
    }
    for (const DataFormat format : {DataFormat::Csv, DataFormat::Latex}) {
        const QString name =
            format == DataFormat::Csv ? QStringLiteral("CSV") : QStringLiteral("LaTeX");
        menu->addAction(QObject::tr("Export as %1…").arg(name), view, [v, format] {
            if (v) export_data_interactively(v, format);
        });
    }
    return menu;
}

FigureSpec matrix_model_figure(const MatrixItemModel& model, const QString& row_title,
                               const QString& col_title) {
    MatrixPanel p;
    p.values = model.matrix();
    for (int r = 0; r < model.rowCount(); ++r)
        p.row_labels << model.headerData(r, Qt::Vertical, Qt::DisplayRole).toString();
    for (int c = 0; c < model.columnCount(); ++c)
        p.col_labels << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
    p.row_title = row_title;
    p.col_title = col_title;
    p.probabilities = model.scale() == MatrixItemModel::Scale::Weights;
    p.highlight = model.highlight();
    p.causal = model.causal();
    p.cut = model.cut();
    FigureSpec spec;
    if (p.values.size() > 0) spec.panels.push_back(std::move(p));
    return spec;
}

QString figure_data_text(const FigureSpec& spec, DataFormat format) {
    if (spec.kind == FigureKind::Lens)
        return lens_data_text(spec.lens, format == DataFormat::Latex, 3);
    attn::Matrix m;
    QStringList rows, cols;
    if (!figure_matrix(spec, 3, &m, &rows, &cols)) return {};
    return format == DataFormat::Csv ? matrix_to_csv(m, rows, cols, 3)
                                     : matrix_to_latex(m, rows, cols, 3);
}

bool export_view(const QWidget* view, const QString& path, const ExportOptions& options,
                 QString* error) {
    if (view_conceals_answer(view)) {
        if (error) *error = concealed_export_text();
        return false;
    }
    const ViewFigureSource* f = figure_source_of(view);
    if (!f) {
        if (error) *error = QObject::tr("This view has no figure to export.");
        return false;
    }
    const FigureSpec spec = (*f)().spec;
    if (!has_content(spec)) {
        if (error)
            *error = QObject::tr("This view shows nothing yet, so there is nothing to export.");
        return false;
    }
    return export_figure(spec, path, options, error);
}

bool export_view_data(const QWidget* view, const QString& path, DataFormat format, QString* error) {
    if (view_conceals_answer(view)) {
        if (error) *error = concealed_export_text();
        return false;
    }
    const SourceHolder* h = holder_of(view);
    if (!h || !h->data) {
        if (error)
            *error = QObject::tr("This view is not a matrix, so it has no %1 to write.")
                         .arg(QLatin1String(data_extension(format)));
        return false;
    }
    const QString text = h->data(format).text;
    if (text.isEmpty()) {
        if (error)
            *error = QObject::tr("This view shows nothing yet, so there is no %1 to write.")
                         .arg(QLatin1String(data_extension(format)));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.toUtf8()) < 0 || !file.commit()) {
        if (error) *error = QObject::tr("Cannot write '%1': %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

QAction* make_export_view_action(QWidget* window) {
    auto* action = new QAction(QObject::tr("Export &View…"), window);
    action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    action->setStatusTip(QObject::tr("Export the view that has the focus as PNG, SVG or PDF"));
    // The view last focused: opening the File menu must not forget it.
    auto last = std::make_shared<QPointer<QWidget>>();
    QObject::connect(qApp, &QApplication::focusChanged, action,
                     [window, last](QWidget*, QWidget* now) {
                         if (QWidget* v = view_of(now); v && v->window() == window) *last = v;
                     });
    QObject::connect(action, &QAction::triggered, window, [window, last] {
        QWidget* v = view_of(QApplication::focusWidget());
        if (!v || v->window() != window) v = *last;
        if (view_conceals_answer(v)) {
            QMessageBox::information(window, QObject::tr("Export View"), concealed_export_text());
            return;
        }
        if (const SourceHolder* h = holder_of(v); h && !h->figure && h->data)
            return export_data_interactively(v, std::nullopt);
        const ViewFigureSource* f = figure_source_of(v);
        if (!f) {
            QMessageBox::information(window, QObject::tr("Export View"),
                                     QObject::tr("Click the view you want to export first (a "
                                                 "heatmap, the loss chart, the heads grid…)."));
            return;
        }
        export_interactively(window, (*f)());
    });
    return action;
}

}  // namespace attn::ui
