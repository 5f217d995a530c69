#include "accessibility/table_accessible.hpp"

#include <QWidget>
#include <functional>
#include <utility>

#include "accessibility/accessible_events.hpp"

namespace attn::ui {
namespace {

// Keys of made_: a cell (row, col), or a header (orientation, section) in a range of its own.
constexpr quint64 kHeaderBit = quint64(1) << 63;
quint64 cell_key(int row, int col) { return (quint64(quint32(row)) << 32) | quint32(col); }
quint64 header_key(Qt::Orientation o, int section) {
    return kHeaderBit | (quint64(o == Qt::Horizontal ? 1 : 0) << 32) | quint32(section);
}

QAccessibleInterface* made_or(QHash<quint64, QAccessible::Id>& made, quint64 key,
                              const std::function<QAccessibleInterface*()>& make) {
    if (const auto it = made.constFind(key); it != made.cend())
        if (QAccessibleInterface* iface = QAccessible::accessibleInterface(*it)) return iface;
    QAccessibleInterface* iface = make();
    made.insert(key, QAccessible::registerAccessibleInterface(iface));
    return iface;
}

}  // namespace

TableAccessible::TableAccessible(QWidget* widget, const QString& fallbackName)
    : QAccessibleWidget(widget, QAccessible::Table), fallbackName_(fallbackName) {}

TableAccessible::~TableAccessible() { resetCells(); }

QString TableAccessible::headerText(Qt::Orientation, int) const { return {}; }

bool TableAccessible::isCellSelected(int, int) const { return false; }

void TableAccessible::syncShape() const {
    const int rows = tableRows(), cols = tableColumns();
    if (rows == shapeRows_ && cols == shapeCols_) return;
    resetCells();
    shapeRows_ = rows;
    shapeCols_ = cols;
}

void TableAccessible::resetCells() const {
    const auto made = std::exchange(made_, {});
    for (const QAccessible::Id id : made) QAccessible::deleteAccessibleInterface(id);
}

int TableAccessible::rowCount() const {
    syncShape();
    return shapeRows_;
}

int TableAccessible::columnCount() const {
    syncShape();
    return shapeCols_;
}

QAccessibleInterface* TableAccessible::cellAt(int row, int column) const {
    if (row < 0 || column < 0 || row >= rowCount() || column >= columnCount()) return nullptr;
    return made_or(made_, cell_key(row, column),
                   [&] { return new TableCellAccessible(this, row, column); });
}

QAccessibleInterface* TableAccessible::headerCell(Qt::Orientation o, int section) const {
    const int count = o == Qt::Horizontal ? columnCount() : rowCount();
    if (section < 0 || section >= count || headerText(o, section).isEmpty()) return nullptr;
    return made_or(made_, header_key(o, section),
                   [&] { return new TableHeaderAccessible(this, o, section); });
}

void* TableAccessible::interface_cast(QAccessible::InterfaceType t) {
    if (t == QAccessible::TableInterface) return static_cast<QAccessibleTableInterface*>(this);
    return QAccessibleWidget::interface_cast(t);
}

QString TableAccessible::text(QAccessible::Text t) const {
    const QString own = QAccessibleWidget::text(t);
    return own.isEmpty() && t == QAccessible::Name ? fallbackName_ : own;
}

int TableAccessible::childCount() const {
    return rowCount() * columnCount() + int(extraChildren().size());
}

QAccessibleInterface* TableAccessible::child(int index) const {
    const int cells = rowCount() * columnCount();
    if (index < 0) return nullptr;
    if (index < cells) return cellAt(index / columnCount(), index % columnCount());
    const QList<QAccessibleInterface*> extra = extraChildren();
    return index - cells < extra.size() ? extra[index - cells] : nullptr;
}

int TableAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (!child) return -1;
    if (auto* cell = const_cast<QAccessibleInterface*>(child)->tableCellInterface();
        cell && cell->table() == this) {
        const int r = cell->rowIndex(), c = cell->columnIndex();
        return r >= 0 && c >= 0 && r < rowCount() && c < columnCount() ? r * columnCount() + c : -1;
    }
    const int at = int(extraChildren().indexOf(const_cast<QAccessibleInterface*>(child)));
    return at < 0 ? -1 : rowCount() * columnCount() + at;
}

QAccessibleInterface* TableAccessible::childAt(int x, int y) const {
    const QPoint at = widget()->mapFromGlobal(QPoint(x, y));
    // Only the cells on screen can be under a point: the current one first, then a search.
    const QPoint cur = currentCell();
    if (cur.x() >= 0 && cellRect(cur.x(), cur.y()).contains(at)) return cellAt(cur.x(), cur.y());
    constexpr int kMostSearched =
        200'000;  // a map of thousands of words: no point search past this
    if (double(rowCount()) * columnCount() <= kMostSearched)
        for (int r = 0; r < rowCount(); ++r)
            for (int c = 0; c < columnCount(); ++c)
                if (cellRect(r, c).contains(at)) return cellAt(r, c);
    return QAccessibleWidget::childAt(x, y);
}

QAccessibleInterface* TableAccessible::focusChild() const {
    const QPoint cur = currentCell();
    if (widget()->hasFocus() && cur.x() >= 0) return cellAt(cur.x(), cur.y());
    return QAccessibleWidget::focusChild();
}

int TableAccessible::selectedCellCount() const { return int(selectedCells().size()); }

QList<QAccessibleInterface*> TableAccessible::selectedCells() const {
    // The one selected cell is the current one, where a widget has a selection at all.
    const QPoint cur = currentCell();
    if (cur.x() >= 0 && isCellSelected(cur.x(), cur.y()))
        if (QAccessibleInterface* cell = cellAt(cur.x(), cur.y())) return {cell};
    return {};
}

void TableAccessible::modelChange(QAccessibleTableModelChangeEvent* event) {
    if (event->modelChangeType() == QAccessibleTableModelChangeEvent::DataChanged)
        return;  // cells read live
    resetCells();
    shapeRows_ = shapeCols_ = -1;  // read again when next asked
}

void TableAccessible::notifyCurrent() const {
    const QPoint cur = currentCell();
    if (!widget()->hasFocus() || cur.x() < 0) return;
    if (QAccessibleInterface* cell = cellAt(cur.x(), cur.y())) {
        QAccessibleEvent focus(cell, QAccessible::Focus);
        tell_accessibility(&focus);
    }
}

void TableAccessible::notifyValues() const {
    const int rows = tableRows(), cols = tableColumns();
    const bool reshaped = rows != shapeRows_ || cols != shapeCols_;
    auto* self = const_cast<TableAccessible*>(this);
    QAccessibleTableModelChangeEvent change(
        self, reshaped ? QAccessibleTableModelChangeEvent::ModelReset
                       : QAccessibleTableModelChangeEvent::DataChanged);
    if (!reshaped && rows > 0 && cols > 0) {
        change.setFirstRow(0);
        change.setLastRow(rows - 1);
        change.setFirstColumn(0);
        change.setLastColumn(cols - 1);
    }
    syncShape();  // a new shape: the cells made for the old one are gone before anyone asks
    tell_accessibility(&change);
    // The cell the keyboard is on reads its new value (a screen reader speaks
    // a name change of the focused object).
    const QPoint cur = currentCell();
    if (!widget()->hasFocus() || cur.x() < 0) return;
    if (QAccessibleInterface* cell = cellAt(cur.x(), cur.y())) {
        QAccessibleEvent named(cell, QAccessible::NameChanged);
        tell_accessibility(&named);
    }
}

// ---- TableCellAccessible

bool TableCellAccessible::isValid() const {
    return table_->isValid() && row_ < table_->tableRows() && col_ < table_->tableColumns();
}

QWindow* TableCellAccessible::window() const { return table_->window(); }

QAccessibleInterface* TableCellAccessible::parent() const {
    return const_cast<TableAccessible*>(table_);
}

QAccessibleInterface* TableCellAccessible::table() const {
    return const_cast<TableAccessible*>(table_);
}

QString TableCellAccessible::text(QAccessible::Text t) const {
    return isValid() ? table_->cellText(row_, col_, t) : QString();
}

QRect TableCellAccessible::rect() const {
    if (!isValid()) return {};
    const QRect r = table_->cellRect(row_, col_);
    return r.isEmpty() ? QRect() : QRect(table_->tableWidget()->mapToGlobal(r.topLeft()), r.size());
}

QAccessible::State TableCellAccessible::state() const {
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    const QWidget* w = table_->tableWidget();
    const QRect r = table_->cellRect(row_, col_);
    s.readOnly = true;
    s.focusable = w->focusPolicy() != Qt::NoFocus;
    s.selectable = s.focusable;
    const QPoint cur = table_->currentCell();
    s.active = cur == QPoint(row_, col_);
    s.focused = s.active && w->hasFocus();
    s.selected = isSelected();
    s.invisible = !w->isVisible() || r.isEmpty() || !r.intersects(w->rect());
    s.offscreen = s.invisible;
    return s;
}

void* TableCellAccessible::interface_cast(QAccessible::InterfaceType t) {
    return t == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface*>(this)
                                                : nullptr;
}

bool TableCellAccessible::isSelected() const {
    return isValid() && table_->isCellSelected(row_, col_);
}

QList<QAccessibleInterface*> TableCellAccessible::columnHeaderCells() const {
    QAccessibleInterface* h = table_->headerCell(Qt::Horizontal, col_);
    return h ? QList<QAccessibleInterface*>{h} : QList<QAccessibleInterface*>{};
}

QList<QAccessibleInterface*> TableCellAccessible::rowHeaderCells() const {
    QAccessibleInterface* h = table_->headerCell(Qt::Vertical, row_);
    return h ? QList<QAccessibleInterface*>{h} : QList<QAccessibleInterface*>{};
}

// ---- TableHeaderAccessible

bool TableHeaderAccessible::isValid() const {
    return table_->isValid() && section_ < (orientation_ == Qt::Horizontal ? table_->tableColumns()
                                                                           : table_->tableRows());
}

QWindow* TableHeaderAccessible::window() const { return table_->window(); }

QAccessibleInterface* TableHeaderAccessible::parent() const {
    return const_cast<TableAccessible*>(table_);
}

QString TableHeaderAccessible::text(QAccessible::Text t) const {
    return t == QAccessible::Name && isValid() ? table_->headerText(orientation_, section_)
                                               : QString();
}

QAccessible::State TableHeaderAccessible::state() const {
    QAccessible::State s;
    s.invalid = !isValid();
    s.readOnly = true;
    return s;
}

}  // namespace attn::ui
