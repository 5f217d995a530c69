// The bridge to PyTorch, outward: a training run's state as a folder that
// `python3 DIR/train.py --steps N` (or torchrun) continues from.
//
//   DIR/model.safetensors      weights, TinyGPT state_dict names (to_safetensors)
//   DIR/optimizer.safetensors  AdamW moments "exp_avg.NAME", "exp_avg_sq.NAME";
//                              metadata "step" = updates taken
//   DIR/corpus.json            {"name", "train": ids, "validation": ids,
//                               "validation_windows": {"length": t,
//                                 "inputs": w × t ids, "targets": w × t ids}}
//   DIR/vocab.json             the words in id order (a JSON array)
//   DIR/settings.json          {"model": {vocab, context, d, heads, layers, d_ff},
//                               "adamw": {lr, beta1, beta2, eps, weight_decay, clip,
//                                         warmup, cosine, min_lr_fraction, last_lr},
//                               "batch", "seed",
//                               "lab": {steps, train_loss, val_loss, corpus}}
//   DIR/train.py               resources/pytorch/train.py
//   DIR/README.md              how to run it
//
// train.py's validation loss before its first update equals lab.val_loss:
// the same weights on the same windows (to float rounding, well under 1e-4).
#pragma once

#include <string>
#include <vector>

#include "attnlab/trainer.hpp"

namespace attn {

// The text of train.py, as compiled in.
const std::string& pytorch_training_script();

// Writes the folder (created when missing; files of these names are
// replaced, nothing else in it is touched) and returns the paths written.
// Computes the validation loss when the run has not (a forward pass; the
// weights are not changed). An untrained model exports too (step 0, no
// moments). Throws std::runtime_error naming the file or folder that could
// not be written.
std::vector<std::string> export_pytorch(Trainer& trainer, const std::string& dir);

}  // namespace attn
