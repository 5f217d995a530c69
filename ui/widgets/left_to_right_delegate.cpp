#include "widgets/left_to_right_delegate.hpp"

namespace attn::ui {

void LeftToRightDelegate::initStyleOption(QStyleOptionViewItem* option,
                                          const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    option->direction = Qt::LeftToRight;
}

}  // namespace attn::ui
