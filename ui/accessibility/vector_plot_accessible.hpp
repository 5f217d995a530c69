// VectorPlotAccessible: the Vectors plot shown to a screen reader as a list
// (QAccessible::List) of the points it draws: first every word's lookup point
// in the table's order ("river (lookup): water 0.900, money 0.000"), then
// each shown sentence's output points ("bank′ (output of word 3 in “the river
// bank”): water 0.435, money 0.149") — the words and the coordinates the plot
// shows, read from VectorPlot::data() (what the exported figure draws too), on
// the plotted axes (or principal components). Outputs a pending question hides
// are not listed, as they are not drawn.
//
// The list's current item is the point the keys select (VectorPlot::
// selectedPoint): selecting one sends it a Focus event. When the number of
// points changes the list says its children changed.
#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QHash>
#include <QObject>

#include "accessibility/table_accessible.hpp"

namespace attn::ui {

class VectorPlot;

class VectorPlotAccessible : public QAccessibleWidget {
    Q_DECLARE_TR_FUNCTIONS(VectorPlotAccessible)
  public:
    explicit VectorPlotAccessible(VectorPlot* plot);
    ~VectorPlotAccessible() override;

    VectorPlot* plot() const;
    // The points listed now (lookups, then outputs) and point k's name, or "" past the end.
    int pointCount() const;
    QString pointName(int k) const;
    QRect pointRect(int k) const;  // screen coordinates, a marker's square around the point
    bool isSelectedPoint(int k) const;

    QString text(QAccessible::Text t) const override;
    int childCount() const override { return pointCount(); }
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

  private:
    void notifySelected() const;
    void notifyIfRecounted() const;  // after a repaint: the points may have come or gone
    QObject guard_;                  // connections that end with this interface
    mutable QHash<int, QAccessible::Id> made_;
    mutable int lastCount_ = -1;
};

// One point of the plot, read live from the plot by its index in the list.
class VectorPointAccessible : public LeafAccessible {
  public:
    VectorPointAccessible(const VectorPlotAccessible* list, int index)
        : list_(list), index_(index) {}

    bool isValid() const override;
    QWindow* window() const override;
    QAccessibleInterface* parent() const override {
        return const_cast<VectorPlotAccessible*>(list_);
    }
    QString text(QAccessible::Text t) const override;
    QRect rect() const override { return list_->pointRect(index_); }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override;

  private:
    const VectorPlotAccessible* list_;
    int index_;
};

}  // namespace attn::ui
