// Position maps: how position alone shapes a score under each encoding, and
// the shift test — does a score between two words change when every word
// moves one place on? (Issue 41: the seed text's open problem, answered five
// ways.) Pure functions of the encoding and a few vectors; n positions 0 … n−1.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/attention/position_encoding.hpp"
#include "attnlab/support/types.hpp"
#include "attnlab/words/embedding_table.hpp"

namespace attn {

// Sinusoidal: PE_i · PE_j for positions i, j < n of width d (n × n, symmetric;
// the diagonal is d/2 when d is even: each sin² + cos² pair adds 1).
Matrix sinusoidal_similarity(int n, int d);

// Learned: the cosine of the angle between rows i and j of a position table
// (T × d, e.g. GPT-2's wpe), i, j < n ≤ T (n × n, symmetric, diagonal 1; a
// zero row's cosines are 0).
Matrix position_cosines(const Matrix& table, int n);

// RoPE: one query q and one key k (dk values each, before the turn) placed at
// every pair of positions — entry (i, j) = (R_i q) · (R_j k) · scale, R_p the
// turn by p·θ (pairs (2i, 2i+1), θᵢ = base^(−2i/dk)). Depends only on i − j:
// constant along every diagonal.
Matrix rope_pair_scores(const Vector& q, const Vector& k, int n, double base, float scale);

// ALiBi: one head's penalty −m·|i − j| (n × n, 0 on the diagonal).
Matrix alibi_matrix(float slope, int n);

// The shift test for one pair of words: the score the softmax reads
// (Trace::masked_scores) of query word i on key word j in `tokens`, and of
// the same two words after `front` is put before the first word (positions
// i + 1, j + 1). With the causal mask a key after its query has no score:
// j must not exceed i then.
struct ShiftedScore {
    float before = 0, after = 0;
    bool unchanged(float tol = 1e-4f) const;  // |after − before| ≤ tol · max(1, |before|)
};
// Throws std::invalid_argument naming an unknown word, a position outside the
// sentence, a head outside 1 … h (0-based here: 0 … h−1), or a masked pair.
ShiftedScore shifted_score(const EmbeddingTable& table, std::span<const std::string> tokens,
                           const AttentionConfig& cfg, int head, int i, int j,
                           const std::string& front);

}  // namespace attn
