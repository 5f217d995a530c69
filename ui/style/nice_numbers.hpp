// "Nice" axis numbers: steps of 1, 2 or 5 × 10^k, so tick labels read 0, 50,
// 100 rather than 0, 37, 75. One rule for the window's charts (the Vectors
// plot, the loss chart) and the exported figures.
#pragma once

#include <vector>

namespace attn::ui {

// The nice step that splits [lo, hi] into at most about `count` intervals
// (the smallest 1, 2, 5 × 10^k at least (hi − lo) / count). 1 when hi ≤ lo or count < 1.
double nice_step(double lo, double hi, int count);

// The tick values k · step inside [lo, hi] (step = nice_step(lo, hi, count));
// {lo} when hi ≤ lo. A tick within rounding of 0 is exactly 0.
std::vector<double> nice_ticks(double lo, double hi, int count);

// [lo, hi] widened outward to whole steps of nice_step(lo, hi, count).
struct NiceRange {
    double lo = 0, hi = 1, step = 1;
    int ticks() const;  // tick marks from lo to hi inclusive
};
NiceRange nice_range(double lo, double hi, int count);

}  // namespace attn::ui
