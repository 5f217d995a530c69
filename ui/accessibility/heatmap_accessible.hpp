// HeatmapAccessible: a HeatmapView shown to a screen reader as the table it
// paints. Rows and columns are the matrix's; their headers are the words
// (the model's header labels); a cell's name is its value as the map shows it
// (the number drawn in the cell, else the app's cell form, format_cell),
// "masked" above a causal mask's diagonal, and "hidden" while a pending
// question conceals the numbers (HeatmapView::numbersConcealed); its
// description is the hover's summary (word, position → word, position).
//
// The current cell is the view's keyboard cursor: when it moves the cell gets
// a Focus event. A value change (the model's dataChanged) is a table-model
// event, and the focused cell's name change; a new shape (modelReset) resets
// the cells.
#pragma once

#include <QCoreApplication>
#include <QPointer>

#include "accessibility/table_accessible.hpp"

namespace attn::ui {

class HeatmapView;
class MatrixItemModel;

class HeatmapAccessible : public TableAccessible {
    Q_DECLARE_TR_FUNCTIONS(HeatmapAccessible)
  public:
    explicit HeatmapAccessible(HeatmapView* view);

    HeatmapView* view() const;

    int tableRows() const override;
    int tableColumns() const override;
    QString cellText(int row, int col, QAccessible::Text t) const override;
    QRect cellRect(int row, int col) const override;
    QString headerText(Qt::Orientation o, int section) const override;
    QPoint currentCell() const override;
    QString text(QAccessible::Text t) const override;

    // A cell's name: its value as shown, or "masked", "hidden", "no value".
    static QString cellName(const HeatmapView* view, int row, int col);

  private:
    // Follows the view's model (it may be set after the interface is made).
    void watchModel() const;
    mutable QPointer<MatrixItemModel> watched_;
    mutable bool watching_ = false;
};

}  // namespace attn::ui
