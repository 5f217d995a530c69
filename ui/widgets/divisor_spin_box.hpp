// DivisorSpinBox: a spin box whose arrows (and Up/Down, PgUp/PgDn) step from one
// divisor of a number to the next — the head count, which must divide the
// model's width d: 1, 2, 4, 8, 16 for d = 16, never 3. A typed value is kept as
// typed (the command that applies it says why a non-divisor is refused).
#pragma once

#include <QSpinBox>

namespace attn::ui {

class DivisorSpinBox : public QSpinBox {
    Q_OBJECT
  public:
    using QSpinBox::QSpinBox;
    void setDividend(int n);  // n ≥ 1; the arrows stop at 1 and at n (within the range)
    int dividend() const { return n_; }
    void stepBy(int steps) override;

  protected:
    StepEnabled stepEnabled() const override;

  private:
    int next(int from, int direction) const;  // the next divisor past `from`, or `from` when none
    int n_ = 1;
};

}  // namespace attn::ui
