// A model trained in the lab (TinyGPT, attnlab/model/) in GPT-2's inference
// layout, so that every real-model tool — the viewing pass with its
// interventions, activation patching, the logit lens — runs on it unchanged.
// TinyGPT is GPT-2's architecture with the exact (erf) GELU, an untied head
// without bias and a feed-forward width of its own: the weights are the same
// numbers, nn.Linear's out × in transposed to in × out.
#pragma once

#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn {

// Throws std::invalid_argument when the trained model does not check().
GptModel gpt_model_of(const TrainedModel& trained);

}  // namespace attn
