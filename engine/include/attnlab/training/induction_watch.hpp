// Watching induction heads form (issue 39): at each snapshot of a run on the
// repeated-sequences task, the loss on first occurrences and on repeated
// tokens (InductionEval) and every head's four head-role scores
// (attnlab/gpt/head_roles.hpp) on one fixed sequence of the task's symbols;
// over the run, the phase change. What `train --report heads` prints and the
// Training pane charts.
//
//   InductionWatch watch(corpus, T, seed);
//   watch.measure(step, model);          // at every snapshot, steps ascending
//   watch.phase_change_step();           // −1 until the repeat loss has fallen
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/training/induction_task.hpp"

namespace attn {

struct InductionPoint {
    int step = 0;
    InductionLosses losses;  // first-occurrence and repeated-token loss (nats)
    HeadRoles roles;         // every head's scores on sequence() read twice
};

// phase_change_step (induction_task.hpp) over points, steps ascending (−1: none).
int phase_change_step(std::span<const InductionPoint> points);

class InductionWatch {
  public:
    // `task`: the run's corpus (induction_corpus); `context`: the model's T. The
    // losses are measured on 64 fixed sequences and the roles on one of R = T / 2
    // symbols, all drawn from `seed`.
    InductionWatch(const Corpus& task, int context, std::uint64_t seed);

    // Measures `model` (copied: the caller's activations stay its own), keeps and
    // returns the point. Steps must ascend.
    const InductionPoint& measure(int step, const Model& model);
    const std::vector<InductionPoint>& points() const { return points_; }
    // phase_change_step over the points so far (−1: none yet).
    int phase_change_step() const;
    const std::vector<int>& sequence() const { return sequence_; }

  private:
    Vocabulary vocabulary_;  // the task corpus's
    InductionEval eval_;
    std::vector<int> sequence_;  // R symbols' ids
    std::vector<InductionPoint> points_;
};

}  // namespace attn
