// Naming what an attention head does, where it is clear: the four patterns
// that many heads of GPT-2 and of small trained models show, read from the
// head's causal weights on one sentence.
//
//   previous token   query i puts its weight on key i − 1
//   first token      query i puts its weight on key 0 (an "attention sink")
//   self             query i puts its weight on key i (itself)
//   uniform          query i spreads its weight evenly: 1 / (i + 1) on each key
//
// The rule (n tokens, w the n × n causal weights, rows sum to 1):
//   Rows 0 and 1 are left out: in row 0 the first token is the row itself, in
//   row 1 it is also the previous token, so these rows cannot tell the
//   patterns apart. The rows used are i = 2 … n − 1 (m = n − 2 of them); with
//   none (n ≤ 2) the head is None, strength 0.
//   previous = mean over used rows of w[i][i − 1]
//   first    = mean over used rows of w[i][0]
//   self     = mean over used rows of w[i][i]
//   distance = mean over used rows of the total-variation distance to the
//              uniform row, ½ Σ_k≤i |w[i][k] − 1/(i + 1)|   (0 … 1 − 1/(i + 1))
//   A key pattern (previous, first, self) is named when its mean is ≥ 0.5
//   (kKeyPatternThreshold) and strictly larger than the other two means; its
//   strength is that mean. In the used rows the three keys are distinct, so
//   the three means sum to at most 1 and only a tie at 0.5 can stop a mean
//   ≥ 0.5 from being the largest: such a head is None.
//   Otherwise uniform is named when distance ≤ 0.1 (kUniformMaxDistance); its
//   strength is 1 − distance. (A key mean ≥ 0.5 implies distance ≥ 0.5 − 1/3,
//   so the two kinds of pattern never both hold.)
//   Otherwise the head is None, strength 0.
//
// Shapes: n tokens, L layers, h heads. Cost: one pass over the head's causal
// triangle (n(n+1)/2 weights) — all 144 heads of GPT-2 small at n = 1024 read
// 75 M weights.
#pragma once

#include <string_view>
#include <vector>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/support/types.hpp"

namespace attn {

enum class HeadPattern { None, PreviousToken, FirstToken, Self, Uniform };

inline constexpr double kKeyPatternThreshold = 0.5;  // mean weight on the pattern's key
inline constexpr double kUniformMaxDistance = 0.1;   // mean total-variation distance to uniform
inline constexpr int kPatternFirstRow = 2;           // rows 0 and 1 are left out

// The four measures of one head (over rows 2 … n − 1; all 0 when rows == 0).
struct HeadPatternScores {
    double previous = 0;  // mean w[i][i − 1]
    double first = 0;     // mean w[i][0]
    double self = 0;      // mean w[i][i]
    double distance = 0;  // mean total-variation distance to the uniform row
    int rows = 0;         // rows used: max(0, n − 2)
};

struct HeadPatternResult {
    HeadPattern pattern = HeadPattern::None;
    double strength = 0;  // key pattern: its mean weight; uniform: 1 − distance; None: 0
    HeadPatternScores scores;
};

// "previous token", "first token", "self", "uniform", "none".
std::string_view head_pattern_name(HeadPattern p);

// The rule above, applied to measured scores.
HeadPatternResult name_head_pattern(const HeadPatternScores& s);

// One head given as a plain n × n causal weights matrix (a model trained here:
// Trace::weights[j]). Throws std::invalid_argument when the matrix is not
// square, has a non-finite entry, or has a weight above the diagonal beyond
// 1e-6 ("head patterns read causal weights: row 0 puts 0.25 on key 2, after it").
HeadPatternResult head_pattern(const Matrix& weights);

// Head (layer, head) of a real model's pass, read from its stored triangle.
// Throws std::invalid_argument for a layer or head the pass lacks.
HeadPatternResult head_pattern(const GptPass& pass, int layer, int head);

// Every head of the pass: L · h results, head (l, j) at l · h + j.
std::vector<HeadPatternResult> head_patterns(const GptPass& pass);

}  // namespace attn
