// LeftToRightDelegate: an item delegate that lays its cells' text out left to right whatever the
// view's direction — for cells holding a model's tokens ("␣river", "\xED"), which a
// right-to-left window would otherwise reorder ("river␣": the leading ␣ is neutral and takes the
// paragraph's direction). The cells themselves stay where the view puts them.
#pragma once

#include <QStyledItemDelegate>

namespace attn::ui {

class LeftToRightDelegate : public QStyledItemDelegate {
    Q_OBJECT
  public:
    using QStyledItemDelegate::QStyledItemDelegate;

  protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

}  // namespace attn::ui
