// trace_to_json: a whole Trace as one JSON object (the output of
// `attention-lab trace`, docs/cli.md). Matrices are row-major nested arrays
// (one inner array per token); floats use the shortest text that reads back
// to the same 32-bit value.
//
//   { "variant", "n", "d", "h", "dk", "scale", "causal", "positions",
//     "tokens": [n strings], "embedded": n×d, "input": n×d,
//     "heads": [h × { "q", "k", "v": n×dk, "scores", "weights": n×n, "output": n×dk }],
//     "concat": n×d, "output": n×d }
//
// "scores" are raw Q_h·K_hᵀ; the weights are softmax(mask(scores · scale)).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/attention/trace.hpp"
#include "attnlab/model/next_word.hpp"
#include "attnlab/model/trained_model.hpp"

namespace attn {

// With `interventions` (those the trace ran under), an "interventions" list
// echoing them (interventions_to_json, the hand-wired heads as layer 1).
std::string trace_to_json(const Trace& t, std::span<const Intervention> interventions = {});

// A JSON array of what was laid over a pass, as given: [{"kind": "ablate" |
// "keep-only" | "cut" | "patch", "layer", "head" (from 1, or "*": every),
// "ablation": "zero" | "mean" (ablate, keep-only), "query" and "key" (cut,
// positions from 0), "position" (patch; -1 every), "description": the words of
// describe()}]. `one_layer`: descriptions without the layer (hand-wired).
std::string interventions_to_json(std::span<const Intervention> list, bool one_layer = false);

// A trained model's own pass on one sentence (`attention-lab trace` of a
// lesson holding a model):
//   { "source": "model", "corpus", "steps",
//     "config": {vocab, context, d, heads, layers, d_ff},
//     "tokens": [n words], "ids": [n ids],
//     "layers": [L × trace_to_json object (model_layer_traces: "embedded" is
//                the residual stream entering the block, "input" its LayerNorm,
//                "output" the attention branch concat·W_Oᵀ + b_O)],
//     "next": [n × [k × {"word", "id", "p"}]]  the likeliest next words after each
//              position, likeliest first (read_probe) }
// With `interventions` (those the pass ran under), an "interventions" list last.
std::string model_trace_to_json(const TrainedModel& m, std::span<const int> ids,
                                const std::vector<Trace>& layers,
                                const std::vector<std::vector<WordChance>>& next,
                                std::span<const Intervention> interventions = {});

}  // namespace attn
