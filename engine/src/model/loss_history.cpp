#include "attnlab/model/loss_history.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

namespace attn {

bool LossSample::operator==(const LossSample& o) const {
    return step == o.step && train == o.train &&
           (val == o.val || (std::isnan(val) && std::isnan(o.val)));
}

LossHistory thin_loss_history(const LossHistory& h, std::size_t max) {
    if (max < 2) throw std::invalid_argument("thin_loss_history: max must be at least 2");
    const std::size_t n = h.size();
    if (n <= max) return h;
    std::vector<bool> keep(n, false);
    keep.front() = keep.back() = true;
    std::size_t kept = 2;
    // Validation samples first (up to a quarter of the budget), evenly spaced.
    std::size_t nv = 0;
    for (const auto& s : h) nv += std::isfinite(s.val) ? 1 : 0;
    const std::size_t val_budget = max / 4;
    const std::size_t val_stride = nv <= val_budget ? 1 : (nv + val_budget - 1) / val_budget;
    for (std::size_t i = 0, v = 0; i < n && kept < max; ++i) {
        if (!std::isfinite(h[i].val)) continue;
        if (v++ % val_stride == 0 && !keep[i]) keep[i] = true, ++kept;
    }
    // Then what remains of the budget, evenly spaced (fractional stride) over the run.
    const std::size_t room = max - kept;
    for (std::size_t k = 1; k <= room && kept < max; ++k) {
        const std::size_t i = k * (n - 1) / (room + 1);
        if (!keep[i]) keep[i] = true, ++kept;
    }
    LossHistory out;
    out.reserve(kept);
    for (std::size_t i = 0; i < n; ++i)
        if (keep[i]) out.push_back(h[i]);
    return out;
}

void check_loss_history(const LossHistory& h) {
    if (h.size() > kMaxLossSamplesRead)
        throw std::invalid_argument(": has " + std::to_string(h.size()) + " samples; at most " +
                                    std::to_string(kMaxLossSamplesRead) + " are supported");
    for (std::size_t i = 0; i < h.size(); ++i) {
        std::string at =
            std::to_string(i);  // "[i]" (built by appending: GCC 12 warns falsely on "[" + …)
        at.insert(at.begin(), '[');
        at.push_back(']');
        if (h[i].step < 0)
            throw std::invalid_argument(at + ".step: expected a whole number ≥ 0, got " +
                                        std::to_string(h[i].step));
        if (i > 0 && h[i].step <= h[i - 1].step)
            throw std::invalid_argument(at + ".step: steps must increase (" +
                                        std::to_string(h[i].step) + " after " +
                                        std::to_string(h[i - 1].step) + ")");
        if (!std::isfinite(h[i].train))
            throw std::invalid_argument(at + ".train: expected a finite number");
        if (std::isinf(h[i].val))
            throw std::invalid_argument(at + ".val: expected a finite number or none");
    }
}

void LossRecorder::add(int step, float train, float val) {
    if (step < 0 || !std::isfinite(train) || (!h_.empty() && step <= h_.back().step)) return;
    h_.push_back({step, train, std::isinf(val) ? std::nanf("") : val});
    if (h_.size() >= 4 * kMaxLossSamples) h_ = thin_loss_history(h_, 2 * kMaxLossSamples);
}

LossHistory LossRecorder::history(int up_to) const {
    if (up_to < 0) return thin_loss_history(h_);
    LossHistory part;
    for (const auto& s : h_)
        if (s.step <= up_to) part.push_back(s);
    return thin_loss_history(part);
}

}  // namespace attn
