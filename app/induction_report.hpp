// `train --task induction --report heads` (issue 39): one JSON line per
// snapshot on stdout — the loss on first occurrences and on repeated tokens
// (InductionEval) and every head's four head-role scores (attnlab/gpt/head_roles.hpp)
// on a fixed sequence of the task's symbols — then {"phase_change_step": K}.
#pragma once

#include <QString>
#include <memory>
#include <vector>

#include "attnlab/training/induction_watch.hpp"
#include "attnlab/training/trainer.hpp"

namespace attn::app {

class InductionReport {
  public:
    // `task`: the trainer's corpus (induction_corpus); `context`: the model's T.
    InductionReport(const Corpus& task, int context, std::uint64_t seed);
    // The line of the model at `step` (printed by the caller).
    QString line(int step, float train_loss, const Model& model);
    // {"phase_change_step": K} or null: the snapshot where the repeat loss fell fastest.
    QString last_line() const;

  private:
    InductionWatch watch_;
};

}  // namespace attn::app
