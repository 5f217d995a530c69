// ConcealmentBoxes: the four check boxes of what a step keeps hidden (attn::Concealment) —
// numbers, map colours, output points, later stages — `perRow` to a row. The step's view
// editor ("Keep back (for a later question)") and its question editor ("Hidden until
// answered") both use it.
#pragma once

#include <QWidget>

#include "attnlab/lesson/view_types.hpp"

class QCheckBox;

namespace attn::ui {

class ConcealmentBoxes : public QWidget {
    Q_OBJECT
  public:
    explicit ConcealmentBoxes(int perRow, QWidget* parent = nullptr);
    attn::Concealment value() const;
    void setValue(const attn::Concealment& c);  // emits edited() for each box that changes
    QCheckBox* numbers() const { return numbers_; }
    QCheckBox* cells() const { return cells_; }
    QCheckBox* outputs() const { return outputs_; }
    QCheckBox* laterStages() const { return later_; }

  signals:
    void edited();  // a box was ticked or cleared

  private:
    QCheckBox *numbers_, *cells_, *outputs_, *later_;
};

}  // namespace attn::ui
