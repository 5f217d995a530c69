#include "widgets/divisor_spin_box.hpp"

#include <algorithm>

namespace attn::ui {

void DivisorSpinBox::setDividend(int n) { n_ = std::max(1, n); }

int DivisorSpinBox::next(int from, int direction) const {
    const int hi = std::min(maximum(), n_), lo = std::max(minimum(), 1);
    for (int v = from + direction; v >= lo && v <= hi; v += direction)
        if (n_ % v == 0) return v;
    return from;
}

void DivisorSpinBox::stepBy(int steps) {
    int v = value();
    for (int i = 0; i < std::abs(steps); ++i) v = next(v, steps > 0 ? 1 : -1);
    setValue(v);
}

QAbstractSpinBox::StepEnabled DivisorSpinBox::stepEnabled() const {
    StepEnabled e = StepNone;
    if (next(value(), 1) != value()) e |= StepUpEnabled;
    if (next(value(), -1) != value()) e |= StepDownEnabled;
    return e;
}

}  // namespace attn::ui
