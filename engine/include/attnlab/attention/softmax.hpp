// Numerically stable row-wise softmax: each row has its maximum subtracted
// before exponentiation, so rows like [1e4, -1e4, 0] give finite weights that
// sum to 1. Entries equal to -infinity (masked) get weight exactly 0; a row
// that is entirely -infinity becomes all zeros.
#pragma once

#include "attnlab/support/types.hpp"

namespace attn {

// In place: m (rows × cols) becomes its row-wise softmax.
void softmax_rows(Eigen::Ref<Matrix> m);

// Returns softmax of a copy.
Matrix softmax_rows_copy(const Matrix& m);

}  // namespace attn
