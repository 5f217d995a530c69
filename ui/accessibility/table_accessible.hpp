// TableAccessible: a widget that paints a grid (a heatmap, a grid of heads)
// shown to a screen reader as a table (QAccessible::Table with
// QAccessibleTableInterface). The widget's interface says how many rows and
// columns it has, what each cell reads and where it is; the cells themselves
// (TableCellAccessible, role Cell) and the header cells (role ColumnHeader /
// RowHeader) are made here when first asked for, registered with
// QAccessible, and kept until the table's shape changes or it is deleted.
//
// Children: the cells row by row (child r · columns + c is cell (r, c)), then
// extraChildren() (widgets the table holds besides its cells). A cell reads
// its text live from the subclass, so a value change needs no new cell; a
// shape change (syncShape) forgets every cell made so far.
#pragma once

#include <QAccessibleWidget>
#include <QHash>
#include <QObject>
#include <QPoint>
#include <QRect>

namespace attn::ui {

// What every painted item (a cell, a header, a plot's point) is alike: no
// QObject of its own, no children, text that cannot be set.
class LeafAccessible : public QAccessibleInterface {
  public:
    QObject* object() const override { return nullptr; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}
};

class TableAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
  public:
    explicit TableAccessible(QWidget* widget, const QString& fallbackName = {});
    ~TableAccessible() override;
    QWidget* tableWidget() const { return widget(); }

    // What the subclass tells. Rows and columns as shown now.
    virtual int tableRows() const = 0;
    virtual int tableColumns() const = 0;
    // Cell (row, col)'s Name (its value as shown), Description (what the cell
    // is: which word looks at which) and Value; rows and columns in range.
    virtual QString cellText(int row, int col, QAccessible::Text t) const = 0;
    // The cell's rectangle in widget coordinates (empty: not on screen now).
    virtual QRect cellRect(int row, int col) const = 0;
    // A row's (Qt::Vertical) or column's (Qt::Horizontal) header text; empty: none.
    virtual QString headerText(Qt::Orientation o, int section) const;
    // The cell the keyboard is on, as QPoint(row, col) (x is the row); (-1, -1) when none.
    virtual QPoint currentCell() const { return {-1, -1}; }
    virtual bool isCellSelected(int row, int col) const;
    // Interfaces of child widgets listed after the cells.
    virtual QList<QAccessibleInterface*> extraChildren() const { return {}; }

    // The cell interface at (row, col), made and registered when first asked
    // for; nullptr out of range. Subclasses whose cells are widgets override it.
    QAccessibleInterface* cellAt(int row, int column) const override;
    // A row's or column's header cell, or nullptr when it has no text.
    virtual QAccessibleInterface* headerCell(Qt::Orientation o, int section) const;

    // QAccessibleInterface
    void* interface_cast(QAccessible::InterfaceType t) override;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    // QAccessibleTableInterface: no caption or summary; cells may be selected
    // one at a time (the grid's chosen head), rows and columns are not.
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    int selectedCellCount() const override;
    QList<QAccessibleInterface*> selectedCells() const override;
    QString columnDescription(int column) const override {
        return headerText(Qt::Horizontal, column);
    }
    QString rowDescription(int row) const override { return headerText(Qt::Vertical, row); }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    int columnCount() const override;
    int rowCount() const override;
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent* event) override;

  protected:
    // Forgets the cells made so far when the shape differs from theirs.
    void syncShape() const;
    // Deletes every cell and header made so far (they are made afresh when asked for).
    void resetCells() const;
    // Tells the screen reader that the keyboard is on the current cell (a
    // Focus event on it), when the widget has the focus.
    void notifyCurrent() const;
    // Tells that values changed: a table-model event over the whole table
    // (a reset when the shape changed), and the current cell's new name.
    void notifyValues() const;
    // A QObject for connections that end with this interface.
    QObject* guard() { return &guard_; }

  private:
    QString fallbackName_;
    QObject guard_;
    mutable QHash<quint64, QAccessible::Id> made_;  // cells and headers by key (cellKey, headerKey)
    mutable int shapeRows_ = -1, shapeCols_ = -1;
};

// One cell of a TableAccessible: reads its table's subclass for everything.
class TableCellAccessible : public LeafAccessible, public QAccessibleTableCellInterface {
  public:
    TableCellAccessible(const TableAccessible* table, int row, int col)
        : table_(table), row_(row), col_(col) {}

    bool isValid() const override;
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QString text(QAccessible::Text t) const override;
    QRect rect() const override;
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType t) override;

    // QAccessibleTableCellInterface
    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override;
    int columnIndex() const override { return col_; }
    int rowIndex() const override { return row_; }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override;

  private:
    const TableAccessible* table_;
    int row_, col_;
};

// A row's or column's header: its text, nothing else.
class TableHeaderAccessible : public LeafAccessible {
  public:
    TableHeaderAccessible(const TableAccessible* table, Qt::Orientation o, int section)
        : table_(table), orientation_(o), section_(section) {}

    bool isValid() const override;
    QWindow* window() const override;
    QAccessibleInterface* parent() const override;
    QString text(QAccessible::Text t) const override;
    QRect rect() const override { return {}; }
    QAccessible::Role role() const override {
        return orientation_ == Qt::Horizontal ? QAccessible::ColumnHeader : QAccessible::RowHeader;
    }
    QAccessible::State state() const override;

  private:
    const TableAccessible* table_;
    Qt::Orientation orientation_;
    int section_;
};

}  // namespace attn::ui
