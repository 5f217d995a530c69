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
//   DIR/settings.json          {"model": {vocab, context, d, heads, layers, d_ff, mlp},
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

#include "attnlab/training/trainer.hpp"

namespace attn {

// The text of train.py, as compiled in.
const std::string& pytorch_training_script();

// Writes the folder (created when missing; files of these names are
// replaced, a continued.safetensors left by an earlier export is removed,
// nothing else in it is touched) and returns the paths written.
// settings.json's lab.val_loss is measured on the exported weights (a
// forward pass; the weights are not changed): after a pause it may differ
// from the last value the run reported, which was measured at an earlier step. An untrained model
// exports too (step 0, no moments). Throws std::runtime_error naming the file or folder that could
// not be written.
struct PyTorchExport {
    std::vector<std::string> files;  // the paths written
    int steps = 0;                   // the run's steps in the exported weights
    float val_loss = 0.0f;  // settings.json's lab.val_loss (NaN without validation windows)
};
PyTorchExport export_pytorch(Trainer& trainer, const std::string& dir);

}  // namespace attn
