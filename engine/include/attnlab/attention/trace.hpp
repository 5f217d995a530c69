// Trace: every intermediate of one evaluation, immutable once returned.
// Views read from it; they never recompute attention.
//
// Shapes (n tokens, d width, h heads, dk = d / h):
//   embedded, input, q, k, v, concat, output   n × d
//   scores[h], weights[h]                       n × n   (raw Q_h·K_hᵀ; softmax weights)
// With RoPE, q and k are the rotated ones (the scores read them); with ALiBi,
// weights = softmax(scores·s + position_bias(h)).
// Head h's Q/K/V/output are the column block [h·dk, (h+1)·dk) of q/k/v/concat.
// Scaled and masked scores are derived on demand, not stored.
//
// The fixed rungs (NoMixing, EqualAverage) compare no words: q = k = v = input,
// every raw score is exactly 0 and scale is 1. Their weights come from the
// mask alone: NoMixing hides every word but the word itself (weights = I,
// output = input exactly); EqualAverage hides only what the causal mask hides
// (weight 1/visible, output row i = the mean of the visible input rows).
#pragma once

#include <string>
#include <vector>

#include "attnlab/attention/attention_config.hpp"

namespace attn {

struct Trace {
    std::vector<std::string> tokens;  // n
    Variant variant = Variant::Simple;
    int heads = 1;       // h
    int dk = 0;          // d / h
    float scale = 1.0f;  // s applied to raw scores
    bool causal = false;
    PositionEncoding position = PositionEncoding::None;
    double rope_base = kRopeBase;  // Rope: the base its q and k were rotated with
    std::vector<float> alibi;      // Alibi: each head's slope mₕ (else empty)

    Matrix embedded;              // n × d  lookup rows
    Matrix input;                 // n × d  X = embedded (+ positional encoding)
    Matrix q, k, v;               // n × d  (Simple, NoMixing, EqualAverage: all equal to input)
    std::vector<Matrix> scores;   // h × (n × n) raw
    std::vector<Matrix> weights;  // h × (n × n) rows sum to 1
    Matrix concat;                // n × d  per-head outputs side by side
    Matrix output;                // n × d  concat · W_O (or concat when there is no W_O)

    int n() const { return static_cast<int>(input.rows()); }
    int d() const { return static_cast<int>(input.cols()); }

    Matrix head_q(int h) const { return q.middleCols(h * dk, dk); }            // n × dk
    Matrix head_k(int h) const { return k.middleCols(h * dk, dk); }            // n × dk
    Matrix head_v(int h) const { return v.middleCols(h * dk, dk); }            // n × dk
    Matrix head_output(int h) const { return concat.middleCols(h * dk, dk); }  // n × dk
    Matrix scaled_scores(int h) const { return scores.at(h) * scale; }         // n × n
    // True when word i does not see word j (0 <= i, j < n): j > i under the
    // causal mask, or j != i on the no-mixing rung. A hidden cell's masked
    // score is -infinity and its weight exactly 0.
    bool hidden(Eigen::Index i, Eigen::Index j) const {
        return (causal && j > i) || (variant == Variant::NoMixing && j != i);
    }
    // Head h's ALiBi penalty −mₕ·|i − j| (n × n), added after scaling; zeros without ALiBi.
    Matrix position_bias(int h) const;
    // What the softmax reads: scaled scores (+ the ALiBi penalty), -infinity in every hidden cell.
    Matrix masked_scores(int h) const;
};

}  // namespace attn
