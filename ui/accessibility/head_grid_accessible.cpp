#include "accessibility/head_grid_accessible.hpp"

#include <QLabel>
#include <QTextDocumentFragment>

#include "modeldock/head_tile_grid.hpp"
#include "modeldock/model_heads.hpp"
#include "style/number_format.hpp"
#include "training/head_grid.hpp"

namespace attn::ui {

// ---- HeadGridAccessible (the Training dock's maps)

HeadGridAccessible::HeadGridAccessible(HeadGrid* grid) : TableAccessible(grid) {
    QObject::connect(grid, &HeadGrid::headClicked, guard(), [this] { notifyCurrent(); });
}

HeadGrid* HeadGridAccessible::grid() const { return static_cast<HeadGrid*>(widget()); }

int HeadGridAccessible::tableRows() const { return grid()->layers(); }
int HeadGridAccessible::tableColumns() const { return grid()->heads(); }

QString HeadGridAccessible::strongestLook(const MiniHeatmap* map) {
    const attn::Matrix& m = map->matrix();
    const auto& tokens = map->tokens();
    const int n = int(std::min<std::size_t>(tokens.size(), std::size_t(m.rows())));
    if (n < 2 || m.cols() < n) return {};
    int bestRow = -1, bestCol = -1;
    float best = -1;
    for (int r = 1; r < n; ++r)
        for (int c = 0; c <= r;
             ++c)  // the model's causal mask: a word sees itself and the words before
            if (m(r, c) > best) best = m(r, c), bestRow = r, bestCol = c;
    if (bestRow < 0) return {};
    return tr("strongest, %1 → %2 %3")
        .arg(QString::fromStdString(tokens[std::size_t(bestRow)]),
             QString::fromStdString(tokens[std::size_t(bestCol)]), format_value(best));
}

QString HeadGridAccessible::cellText(int row, int col, QAccessible::Text t) const {
    const QAccessibleInterface* cell = cellAt(row, col);
    return cell ? cell->text(t) : QString();
}

QRect HeadGridAccessible::cellRect(int row, int col) const {
    const MiniHeatmap* m = grid()->map(row, col);
    return m ? m->geometry() : QRect();
}

QString HeadGridAccessible::headerText(Qt::Orientation o, int section) const {
    return o == Qt::Vertical ? tr("layer %1").arg(section + 1) : tr("head %1").arg(section + 1);
}

QPoint HeadGridAccessible::currentCell() const {
    return grid()->layers() > 0 ? QPoint(grid()->selectedLayer(), grid()->selectedHead())
                                : QPoint(-1, -1);
}

bool HeadGridAccessible::isCellSelected(int row, int col) const {
    const MiniHeatmap* m = grid()->map(row, col);
    return m && m->isSelected();
}

QList<QAccessibleInterface*> HeadGridAccessible::extraChildren() const {
    QList<QAccessibleInterface*> labels;
    for (QLabel* l : grid()->findChildren<QLabel*>(QString(), Qt::FindDirectChildrenOnly))
        if (QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(l)) labels << iface;
    return labels;
}

QAccessibleInterface* HeadGridAccessible::cellAt(int row, int column) const {
    syncShape();
    return QAccessible::queryAccessibleInterface(grid()->map(row, column));
}

QString HeadGridAccessible::text(QAccessible::Text t) const {
    const QString own = TableAccessible::text(t);
    if (!own.isEmpty() || t != QAccessible::Name) return own;
    return tr("Attention of every layer and head: %1 × %2 maps")
        .arg(grid()->layers())
        .arg(grid()->heads());
}

// ---- MiniHeatmapAccessible

MiniHeatmapAccessible::MiniHeatmapAccessible(MiniHeatmap* map)
    : QAccessibleWidget(map, QAccessible::Cell) {}

MiniHeatmap* MiniHeatmapAccessible::map() const { return static_cast<MiniHeatmap*>(widget()); }

HeadGrid* MiniHeatmapAccessible::grid() const {
    return qobject_cast<HeadGrid*>(map()->parentWidget());
}

QPoint MiniHeatmapAccessible::place() const {
    if (const HeadGrid* g = grid())
        for (int l = 0; l < g->layers(); ++l)
            for (int h = 0; h < g->heads(); ++h)
                if (g->map(l, h) == map()) return {l, h};
    return {-1, -1};
}

QString MiniHeatmapAccessible::text(QAccessible::Text t) const {
    const QString own = QAccessibleWidget::text(t);
    if (!own.isEmpty() || (t != QAccessible::Name && t != QAccessible::Description)) return own;
    const QPoint at = place();
    const QString where =
        at.x() < 0 ? tr("attention map") : tr("layer %1, head %2").arg(at.x() + 1).arg(at.y() + 1);
    if (t == QAccessible::Description)
        return tr(
            "Rows: the word looking; columns: the word looked at. Click it to show it large.");
    if (map()->isConcealed()) return tr("%1: hidden").arg(where);
    if (map()->matrix().size() == 0) return tr("%1: no map yet").arg(where);
    const QString look = HeadGridAccessible::strongestLook(map());
    return look.isEmpty() ? where : tr("%1: %2").arg(where, look);
}

QAccessible::State MiniHeatmapAccessible::state() const {
    QAccessible::State s = QAccessibleWidget::state();
    s.selectable = true;
    s.selected = map()->isSelected();
    s.readOnly = true;
    return s;
}

void* MiniHeatmapAccessible::interface_cast(QAccessible::InterfaceType t) {
    if (t == QAccessible::TableCellInterface)
        return static_cast<QAccessibleTableCellInterface*>(this);
    return QAccessibleWidget::interface_cast(t);
}

bool MiniHeatmapAccessible::isSelected() const { return map()->isSelected(); }

QAccessibleInterface* MiniHeatmapAccessible::table() const {
    return grid() ? QAccessible::queryAccessibleInterface(grid()) : nullptr;
}

QList<QAccessibleInterface*> MiniHeatmapAccessible::columnHeaderCells() const {
    auto* t = dynamic_cast<TableAccessible*>(table());
    auto* h = t ? t->headerCell(Qt::Horizontal, columnIndex()) : nullptr;
    return h ? QList<QAccessibleInterface*>{h} : QList<QAccessibleInterface*>{};
}

QList<QAccessibleInterface*> MiniHeatmapAccessible::rowHeaderCells() const {
    auto* t = dynamic_cast<TableAccessible*>(table());
    auto* h = t ? t->headerCell(Qt::Vertical, rowIndex()) : nullptr;
    return h ? QList<QAccessibleInterface*>{h} : QList<QAccessibleInterface*>{};
}

// ---- HeadTileGridAccessible (the Model pane's All heads)

HeadTileGridAccessible::HeadTileGridAccessible(HeadTileGrid* grid) : TableAccessible(grid) {
    QObject::connect(grid, &HeadTileGrid::headClicked, guard(), [this] { notifyCurrent(); });
}

HeadTileGrid* HeadTileGridAccessible::grid() const { return static_cast<HeadTileGrid*>(widget()); }

int HeadTileGridAccessible::tableRows() const { return grid()->layers(); }
int HeadTileGridAccessible::tableColumns() const { return grid()->heads(); }

QString HeadTileGridAccessible::cellText(int row, int col, QAccessible::Text t) const {
    const QString where = tr("layer %1, head %2").arg(row + 1).arg(col + 1);
    if (t == QAccessible::Description) {
        const QString tip = QTextDocumentFragment::fromHtml(grid()->tip(row, col)).toPlainText();
        return tip.simplified();
    }
    if (t != QAccessible::Name) return {};
    if (!grid()->isDrawn(row, col)) return tr("%1: not shown (left out by the filters)").arg(where);
    // The title is "1·2 previous token": the short place, then the pattern's name.
    QString pattern = grid()->title(row, col);
    const QString at = ModelHeads::shortTitle(row, col);
    if (pattern.startsWith(at)) pattern = pattern.mid(at.size()).trimmed();
    return pattern.isEmpty() ? where : tr("%1: %2").arg(where, pattern);
}

QRect HeadTileGridAccessible::cellRect(int row, int col) const {
    return grid()->isDrawn(row, col) ? grid()->tileRect(row, col) : QRect();
}

QString HeadTileGridAccessible::headerText(Qt::Orientation o, int section) const {
    return o == Qt::Vertical ? tr("layer %1").arg(section + 1) : tr("head %1").arg(section + 1);
}

QPoint HeadTileGridAccessible::currentCell() const {
    const int l = grid()->selectedLayer(), h = grid()->selectedHead();
    return l >= 0 && h >= 0 && l < grid()->layers() && h < grid()->heads() ? QPoint(l, h)
                                                                           : QPoint(-1, -1);
}

bool HeadTileGridAccessible::isCellSelected(int row, int col) const {
    return currentCell() == QPoint(row, col);
}

QString HeadTileGridAccessible::text(QAccessible::Text t) const {
    const QString own = TableAccessible::text(t);
    if (!own.isEmpty()) return own;
    if (t == QAccessible::Name)
        return tr("Every head of the model: %1 layers × %2 heads")
            .arg(grid()->layers())
            .arg(grid()->heads());
    if (t == QAccessible::Description)
        return tr("The arrow keys choose a head; its map shows large beside the grid.");
    return {};
}

}  // namespace attn::ui
