// Where a word sits: the ways attention learns a word's position.
//
//   None        nothing: attention is permutation-equivariant (shuffle the
//               words and every matrix is permuted with them, nothing else);
//   Sinusoidal  PE[p, 2i] = sin(p / 10000^(2i/d)), PE[p, 2i+1] = cos(…) added
//               to X before anything else (Vaswani et al. 2017);
//   Learned     a trained or real model's own position vectors (wpe), added to
//               X; never a hand-wired lesson's;
//   Rope        rotary: in each head, query and key dimensions (2i, 2i+1) of
//               the word at position p rotated by the angle p·θᵢ,
//               θᵢ = base^(−2i/dk) (Su et al. 2021); a score then depends on
//               the two words and their offset only;
//   Alibi       a penalty −mₕ·|i − j| added to head h's scaled score of query
//               i on key j (causal: j ≤ i, so −mₕ·(i − j)), slopes
//               mₕ = 2^(−8h/H) for h = 1 … H (Press et al. 2022).
#pragma once

#include <string>
#include <vector>

#include "attnlab/support/types.hpp"

namespace attn {

enum class PositionEncoding { None, Sinusoidal, Learned, Rope, Alibi };

inline constexpr double kRopeBase = 10000.0;

// "none", "sinusoidal", "learned", "rope", "alibi" (lesson files, the command line, trace JSON).
const char* position_encoding_name(PositionEncoding e);
// Throws std::invalid_argument listing the names (`hand_wired`: without "learned").
PositionEncoding position_encoding_from_name(const std::string& name, bool hand_wired = true);
// "none, sinusoidal, rope or alibi" (with learned unless `hand_wired`); `quoted`: in double quotes.
std::string position_encoding_names(bool hand_wired = true, bool quoted = false);
// Whether positions change X itself (Sinusoidal, Learned) rather than the scores.
inline bool adds_to_input(PositionEncoding e) {
    return e == PositionEncoding::Sinusoidal || e == PositionEncoding::Learned;
}

// Sinusoidal positional encoding, n × d (positions from `first`):
//   PE[p, 2i] = sin(p / 10000^(2i/d)),  PE[p, 2i+1] = cos(p / 10000^(2i/d)).
Matrix positional_encoding(int n, int d, int first = 0);

// RoPE's angle step of pair i in a head of width dk: θᵢ = base^(−2i/dk).
double rope_theta(int i, int dk, double base);
// Rotates every row p of m (n × d: heads of dk columns side by side) by RoPE:
// in each head, columns (2i, 2i+1) by the angle (first + p)·θᵢ. An odd dk
// leaves each head's last column as it is. No allocation once the process has
// seen this n, dk and base (a table per thread).
void apply_rope(Matrix& m, int dk, double base, int first = 0);
// The same turn on rows [r0, r0 + rows) of m only, row p at position p (so
// that threads can each turn their own block of rows).
void apply_rope_rows(Matrix& m, Eigen::Index r0, Eigen::Index rows, int dk, double base);

// ALiBi's slope of head h (1 … H): mₕ = 2^(−8h/H).
float alibi_slope(int h, int heads);
// Every head's: mₕ for h = 1 … H (heads ≥ 1).
std::vector<float> alibi_slopes(int heads);
// ALiBi's bias of query i on key j for a head of slope m: −m·|i − j|.
inline float alibi_bias(float slope, long i, long j) {
    return -slope * static_cast<float>(i > j ? i - j : j - i);
}

}  // namespace attn
