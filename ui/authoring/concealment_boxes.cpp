#include "authoring/concealment_boxes.hpp"

#include <QCheckBox>
#include <QGridLayout>

namespace attn::ui {

ConcealmentBoxes::ConcealmentBoxes(int perRow, QWidget* parent)
    : QWidget(parent),
      numbers_(new QCheckBox(tr("numbers"), this)),
      cells_(new QCheckBox(tr("map colours"), this)),
      outputs_(new QCheckBox(tr("output points"), this)),
      later_(new QCheckBox(tr("later stages"), this)) {
    later_->setToolTip(
        tr("Offer only this step's stage and those before it; the Blend table "
           "and the output points wait too"));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    int k = 0;
    for (QCheckBox* c : {numbers_, cells_, outputs_, later_}) {
        grid->addWidget(c, k / perRow, k % perRow);
        ++k;
        connect(c, &QCheckBox::toggled, this, &ConcealmentBoxes::edited);
    }
    grid->setColumnStretch(perRow, 1);
}

attn::Concealment ConcealmentBoxes::value() const {
    return {numbers_->isChecked(), cells_->isChecked(), outputs_->isChecked(), later_->isChecked()};
}

void ConcealmentBoxes::setValue(const attn::Concealment& c) {
    numbers_->setChecked(c.numbers);
    cells_->setChecked(c.cells);
    outputs_->setChecked(c.outputs);
    later_->setChecked(c.later_stages);
}

}  // namespace attn::ui
