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

#include <string>

#include "attnlab/trace.hpp"

namespace attn {

std::string trace_to_json(const Trace& t);

}  // namespace attn
