// Writing a GptModel as a Hugging Face GPT-2 folder that open_model reads back:
// for benchmarks and tests that need a GPT-2-shaped model (random weights,
// GptModel::random) without downloading one.
#pragma once

#include <string>

#include "attnlab/gpt/gpt_model.hpp"

namespace attn {

// Writes into `folder` (created if missing): config.json (model_type gpt2,
// the config's sizes, eps and activation), model.safetensors (F32, GPT-2's
// names without the "transformer." prefix, Conv1D in × out, lm_head.weight
// only when the head is not tied) and a made-up byte-level BPE of exactly V
// tokens: ids 0…255 the 256 byte symbols, then V − 257 merges of two byte
// symbols (pairs of letters and the space first, so English reads as tokens of
// two characters, some with a leading space), then "<|endoftext|>". Needs V ≥ 257 and config.bias
// (nanoGPT's bias-free layout is not GPT-2's). Throws std::invalid_argument
// for those, std::runtime_error naming the file that cannot be written.
void write_huggingface_gpt2(const GptModel& m, const std::string& folder);

}  // namespace attn
