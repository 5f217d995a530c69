#include "style/nice_numbers.hpp"

#include <cmath>

namespace attn::ui {

double nice_step(double lo, double hi, int count) {
    if (!(hi > lo) || count < 1 || !std::isfinite(hi - lo)) return 1;
    const double raw = (hi - lo) / count;
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0})
        if (m * mag >= raw * (1 - 1e-12)) return m * mag;
    return 10 * mag;
}

std::vector<double> nice_ticks(double lo, double hi, int count) {
    if (!(hi > lo) || count < 1) return {lo};
    const double step = nice_step(lo, hi, count);
    std::vector<double> out;
    for (double k = std::ceil(lo / step - 1e-9); k * step <= hi + step * 1e-9; k += 1) {
        const double t = k * step;  // k · step, not a running sum: no drift
        out.push_back(std::abs(t) < step * 1e-9 ? 0.0 : t);
    }
    return out;
}

int NiceRange::ticks() const { return step > 0 ? int(std::lround((hi - lo) / step)) + 1 : 2; }

NiceRange nice_range(double lo, double hi, int count) {
    if (!(hi > lo)) return {lo, lo + 1, 1};
    const double step = nice_step(lo, hi, count);
    return {std::floor(lo / step + 1e-9) * step, std::ceil(hi / step - 1e-9) * step, step};
}

}  // namespace attn::ui
