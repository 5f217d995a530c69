// The grids of heads shown to a screen reader as tables of heads: row = layer,
// column = head, each cell named with its layer, its head and what the head
// does (or that it is hidden while a pending question conceals it).
//
// HeadGridAccessible: the Training dock's HeadGrid (training/head_grid.hpp).
//   Its cells are its MiniHeatmap widgets (MiniHeatmapAccessible, role Cell):
//   "layer 1, head 2: strongest, ball → matzah 0.612"; the "head k" and
//   "layer l" labels are the headers and follow the cells as children. The
//   selected map (the one the large view shows) is the selected cell.
// HeadTileGridAccessible: the Model pane's HeadTileGrid (modeldock/
//   head_tile_grid.hpp): L × h cells painted as tiles, named with the tile's
//   pattern ("layer 1, head 2: previous token"), described by the tile's tooltip;
//   a head the filters leave out reads "not shown"; the chosen head is the
//   current and selected cell and gets a Focus event when the keys choose it.
#pragma once

#include <QCoreApplication>

#include "accessibility/table_accessible.hpp"

namespace attn::ui {

class HeadGrid;
class HeadTileGrid;
class MiniHeatmap;

class HeadGridAccessible : public TableAccessible {
    Q_DECLARE_TR_FUNCTIONS(HeadGridAccessible)
  public:
    explicit HeadGridAccessible(HeadGrid* grid);
    HeadGrid* grid() const;

    int tableRows() const override;
    int tableColumns() const override;
    QString cellText(int row, int col, QAccessible::Text t) const override;
    QRect cellRect(int row, int col) const override;
    QString headerText(Qt::Orientation o, int section) const override;
    QPoint currentCell() const override;
    bool isCellSelected(int row, int col) const override;
    QList<QAccessibleInterface*> extraChildren() const override;
    QAccessibleInterface* cellAt(int row, int column) const override;
    QString text(QAccessible::Text t) const override;

    // "strongest, ball → matzah 0.612": the largest weight of a word other
    // than the first (which can only look at itself); "" for a map of one word.
    static QString strongestLook(const MiniHeatmap* map);
};

// A MiniHeatmap as its HeadGrid's cell.
class MiniHeatmapAccessible : public QAccessibleWidget, public QAccessibleTableCellInterface {
    Q_DECLARE_TR_FUNCTIONS(MiniHeatmapAccessible)
  public:
    explicit MiniHeatmapAccessible(MiniHeatmap* map);
    MiniHeatmap* map() const;

    QString text(QAccessible::Text t) const override;
    QAccessible::State state() const override;
    void* interface_cast(QAccessible::InterfaceType t) override;

    bool isSelected() const override;
    QList<QAccessibleInterface*> columnHeaderCells() const override;
    QList<QAccessibleInterface*> rowHeaderCells() const override;
    int columnIndex() const override { return place().y(); }
    int rowIndex() const override { return place().x(); }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override;

  private:
    HeadGrid* grid() const;
    QPoint place() const;  // (layer, head) in its grid, (-1, -1) outside one
};

class HeadTileGridAccessible : public TableAccessible {
    Q_DECLARE_TR_FUNCTIONS(HeadTileGridAccessible)
  public:
    explicit HeadTileGridAccessible(HeadTileGrid* grid);
    HeadTileGrid* grid() const;

    int tableRows() const override;
    int tableColumns() const override;
    QString cellText(int row, int col, QAccessible::Text t) const override;
    QRect cellRect(int row, int col) const override;
    QString headerText(Qt::Orientation o, int section) const override;
    QPoint currentCell() const override;
    bool isCellSelected(int row, int col) const override;
    QString text(QAccessible::Text t) const override;
};

}  // namespace attn::ui
