// How fast this machine trains a model of a given size: tokens per second of
// whole training steps (forward, loss, backward, AdamW) on random tokens.
#pragma once

#include "attnlab/model/model_config.hpp"

namespace attn {

// Times `steps` training steps of `batch` sequences of min(T, 32) tokens after
// one warm-up step, on the calling thread's budget. Returns tokens per second (> 0).
double measure_training_rate(const ModelConfig& c, int batch = 16, int steps = 8);

}  // namespace attn
