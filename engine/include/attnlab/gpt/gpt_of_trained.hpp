// A model trained in the lab (TinyGPT, attnlab/model/) in GPT-2's inference
// layout, so that every real-model tool — the viewing pass with its
// interventions, activation patching, the logit lens — runs on it unchanged.
// TinyGPT is GPT-2's architecture with the exact (erf) GELU, an untied head
// without bias and a feed-forward width of its own: the weights are the same
// numbers, nn.Linear's out × in transposed to in × out.
#pragma once

#include <span>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn {

// Throws std::invalid_argument when the trained model does not check().
GptModel gpt_model_of(const TrainedModel& trained);

// The next-token logits after each of the n positions of `ids` (n × V) with
// `interventions` laid over the pass (none: the model's own), checked as the
// pass checks them (std::invalid_argument naming what does not fit).
Matrix logits_under(const TrainedModel& trained, std::span<const int> ids,
                    std::span<const Intervention> interventions);

// The top_k likeliest next words after each of the n positions of `ids` (each
// a valid id, n ≤ T) with `interventions` laid over the pass (checked against
// the model: std::invalid_argument naming what does not fit), as read_probe's
// `next` holds them. What the lab's trained model predicts under a what-if.
std::vector<std::vector<WordChance>> next_words_under(const TrainedModel& trained,
                                                      std::span<const int> ids,
                                                      std::span<const Intervention> interventions,
                                                      int top_k);

}  // namespace attn
