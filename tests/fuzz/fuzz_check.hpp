// Shared helpers of the fuzz entry points: a broken contract aborts with a
// message (libFuzzer then saves the input as a crash).
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "attnlab/attention/trace.hpp"
#include "attnlab/support/types.hpp"

namespace attn::fuzz {

[[noreturn]] inline void broken(const char* target, const std::string& what) {
    std::fprintf(stderr, "%s fuzz contract broken: %s\n", target, what.c_str());
    std::abort();
}

// A successful evaluation holds only finite numbers, one n × n score and
// weight matrix per head, and weight rows that are distributions.
inline void check_trace(const char* target, const Trace& t) {
    if (!all_finite(t.input) || !all_finite(t.q) || !all_finite(t.k) || !all_finite(t.v) ||
        !all_finite(t.concat) || !all_finite(t.output))
        broken(target, "non-finite vectors in a successful evaluation");
    if (static_cast<int>(t.weights.size()) != t.heads ||
        static_cast<int>(t.scores.size()) != t.heads)
        broken(target, "one score and weight matrix per head expected");
    if (t.output.rows() != t.n() || t.concat.rows() != t.n() ||
        static_cast<int>(t.tokens.size()) != t.n())
        broken(target, "outputs and tokens do not have n rows");
    for (int h = 0; h < t.heads; ++h) {
        const Matrix& w = t.weights[static_cast<std::size_t>(h)];
        if (!all_finite(t.scores[static_cast<std::size_t>(h)]) || !all_finite(w))
            broken(target, "non-finite scores or weights in head " + std::to_string(h));
        if (w.rows() != t.n() || w.cols() != t.n()) broken(target, "weights are not n × n");
        for (Eigen::Index i = 0; i < w.rows(); ++i) {
            if (std::fabs(w.row(i).sum() - 1.0f) > 1e-3f || w.row(i).minCoeff() < 0.0f)
                broken(target, "a weight row does not sum to 1");
            if (t.causal && i + 1 < w.cols() && w.row(i).tail(w.cols() - i - 1).maxCoeff() != 0.0f)
                broken(target, "a causal weight row looks at a later word");
        }
    }
}

}  // namespace attn::fuzz
