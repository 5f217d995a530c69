#include "accessibility/heatmap_accessible.hpp"

#include <cmath>

#include "itemmodels/matrix_item_model.hpp"
#include "style/number_format.hpp"
#include "widgets/heatmap_view.hpp"

namespace attn::ui {

HeatmapAccessible::HeatmapAccessible(HeatmapView* view) : TableAccessible(view) {
    QObject::connect(view, &HeatmapView::cursorMoved, guard(), [this] { notifyCurrent(); });
    watchModel();
}

HeatmapView* HeatmapAccessible::view() const { return static_cast<HeatmapView*>(widget()); }

void HeatmapAccessible::watchModel() const {
    MatrixItemModel* m = view()->matrixModel();
    if (watching_ && m == watched_) return;
    auto* self = const_cast<HeatmapAccessible*>(this);
    QObject* g = self->guard();
    if (watched_) QObject::disconnect(watched_, nullptr, g, nullptr);
    watched_ = m;
    watching_ = true;
    if (!m) return;
    QObject::connect(m, &QAbstractItemModel::dataChanged, g, [self] { self->notifyValues(); });
    QObject::connect(m, &QAbstractItemModel::modelReset, g, [self] { self->notifyValues(); });
    QObject::connect(m, &QAbstractItemModel::headerDataChanged, g,
                     [self] { self->notifyValues(); });
}

int HeatmapAccessible::tableRows() const {
    watchModel();
    const MatrixItemModel* m = view()->matrixModel();
    return m ? m->rowCount() : 0;
}

int HeatmapAccessible::tableColumns() const {
    const MatrixItemModel* m = view()->matrixModel();
    return m ? m->columnCount() : 0;
}

QString HeatmapAccessible::cellName(const HeatmapView* view, int row, int col) {
    const MatrixItemModel* m = view->matrixModel();
    if (!m || row < 0 || col < 0 || row >= m->rowCount() || col >= m->columnCount()) return {};
    if (view->numbersConcealed()) return tr("hidden");
    if (m->isMasked(row, col)) return tr("masked");
    const float v = m->value(row, col);
    if (std::isnan(v)) return tr("no value");
    // The number drawn in the cell (the map's one form at this zoom), else the
    // form a cell large enough would show.
    const QString drawn = view->cellText(row, col);
    return drawn.isEmpty() ? format_cell(v) : drawn;
}

QString HeatmapAccessible::cellText(int row, int col, QAccessible::Text t) const {
    switch (t) {
        case QAccessible::Name:
        case QAccessible::Value:
            return cellName(view(), row, col);
        case QAccessible::Description:
            return view()->cellSummary(row, col);
        default:
            return {};
    }
}

QRect HeatmapAccessible::cellRect(int row, int col) const {
    // Only what the plot shows of the cell: a cell panned out of the plot is not on screen.
    return view()->cellRect(row, col).intersected(view()->plotRect());
}

QString HeatmapAccessible::headerText(Qt::Orientation o, int section) const {
    const MatrixItemModel* m = view()->matrixModel();
    return m ? m->headerData(section, o, Qt::DisplayRole).toString() : QString();
}

QPoint HeatmapAccessible::currentCell() const {
    const QPoint colRow = view()->cursorCell();  // (column, row)
    return colRow.x() < 0 || colRow.y() < 0 ? QPoint(-1, -1) : QPoint(colRow.y(), colRow.x());
}

QString HeatmapAccessible::text(QAccessible::Text t) const {
    const QString own = TableAccessible::text(t);
    if (!own.isEmpty()) return own;
    const int rows = tableRows(), cols = tableColumns();
    if (t == QAccessible::Name) return tr("Heat map of %1 × %2 cells").arg(rows).arg(cols);
    if (t == QAccessible::Description && rows > 0)
        return tr("A table of values, each cell read as shown; the arrow keys move between cells.");
    return {};
}

}  // namespace attn::ui
