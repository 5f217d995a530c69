// Numerically stable row-wise softmax: each row has its maximum subtracted
// before exponentiation, so rows like [1e4, -1e4, 0] give finite weights that
// sum to 1. Entries equal to -infinity (masked) get weight exactly 0; a row
// that is entirely -infinity becomes all zeros.
#pragma once

#include <span>
#include <vector>

#include "attnlab/support/types.hpp"

namespace attn {

// In place: m (rows × cols) becomes its row-wise softmax.
void softmax_rows(Eigen::Ref<Matrix> m);

// Returns softmax of a copy.
Matrix softmax_rows_copy(const Matrix& m);

// A model's next-token probabilities from one row of logits (V):
// softmax(logits / temperature) in double, the maximum subtracted first so the
// largest term is exp(0) = 1 and nothing overflows. The one such function: the
// trained model's next words, a real model's generation and the step quantities
// all call it. Throws std::invalid_argument for a temperature that is not a
// positive finite number, an empty row, a NaN or +inf entry, or a row of -inf only.
std::vector<double> probabilities(std::span<const float> logits, double temperature = 1.0);

}  // namespace attn
