// LossHistory: the loss curve of a training run, as a lesson file keeps it
// (docs/lesson-format.md, field model.loss_history). One sample per kept step,
// steps strictly increasing; `val` is NaN where no validation loss was
// measured. Long runs are thinned to at most kMaxLossSamples samples.
#pragma once

#include <cstddef>
#include <vector>

namespace attn {

struct LossSample {
    int step = 0;        // ≥ 0, optimisation steps done
    float train = 0.0f;  // mean cross-entropy of that step (nats), finite
    float val = 0.0f;    // validation loss (nats), finite, or NaN when not measured

    bool operator==(const LossSample& o) const;  // NaN val compares equal to NaN val
};

using LossHistory = std::vector<LossSample>;

// What `train --save` and the window's "Use this model" keep of a run.
inline constexpr std::size_t kMaxLossSamples = 2000;
// What a lesson file may hold (a hand-edited file may keep more than the writers do).
inline constexpr std::size_t kMaxLossSamplesRead = 1'000'000;

// At most `max` (≥ 2) samples of `h` spread evenly over the run: the first and
// the last are always kept, samples are evenly spaced, and validation samples
// are kept in preference (up to a quarter of `max`, thinned evenly beyond
// that). A history of at most `max` samples is returned unchanged.
LossHistory thin_loss_history(const LossHistory& h, std::size_t max = kMaxLossSamples);

// Throws std::invalid_argument naming the first bad sample ("[3].step: …")
// for a negative or non-increasing step, a non-finite train loss or an
// infinite validation loss, or more than kMaxLossSamplesRead samples.
void check_loss_history(const LossHistory& h);

// Collects a run's losses step by step for a lesson file: keeps memory bounded
// by thinning as it goes (never more than 4·kMaxLossSamples held) and skips
// what a lesson cannot hold (a non-finite train loss, a step not after the last).
class LossRecorder {
  public:
    void add(int step, float train, float val);
    // thin_loss_history of everything added with step ≤ up_to (default: all).
    LossHistory history(int up_to = -1) const;
    bool empty() const { return h_.empty(); }

  private:
    LossHistory h_;
};

}  // namespace attn
