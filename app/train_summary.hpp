// Text for `attention-lab train`: the progress line and the closing summary.
#pragma once

#include <QString>

#include "attnlab/training/trainer.hpp"

namespace attn::app {

// "step  120/300  loss 2.134  val 2.201  48210 tok/s  2.1 s left"
QString progress_line(const StepReport& r);

// Per layer and head, each probe word's strongest attention, 1-based labels:
//   "L1 H3: the → the 1.00, bubbe → the 0.83, …, ball → matzah 0.81, …"
QString strongest_attention_lines(const AttentionSnapshot& s);

// The closing summary: corpus, model, time, final losses next to the unigram
// entropy, and strongest_attention_lines of the final snapshot.
QString training_summary(const Trainer& tr, const TrainResult& r);

}  // namespace attn::app
