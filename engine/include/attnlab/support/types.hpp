// Attention Lab engine — shared numeric types and the dimension legend.
//
// Legend used in every public header:
//   n   tokens in a sentence          d   model width (number of named axes)
//   h   heads                         dk  d / h, width of one head
//   V   vocabulary size               T   context length (training)
//
// All matrices are row-major: one row per token (or per vocabulary word).
#pragma once

#include <Eigen/Core>

namespace attn {

using Matrix = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using Vector = Eigen::Matrix<float, 1, Eigen::Dynamic, Eigen::RowMajor>;  // a row
using MatrixD = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

// True when every entry is finite (no NaN, no ±Inf). x·0 is 0 for finite x and
// NaN for NaN or ±Inf, so one vectorised sum decides (Eigen's allFinite()
// compares element by element and is several times slower; this check runs
// on every evaluate() call).
template <typename Derived>
bool all_finite(const Eigen::MatrixBase<Derived>& m) {
    using Scalar = typename Derived::Scalar;
    return m.size() == 0 || (m.array() * Scalar(0)).sum() == Scalar(0);
}

}  // namespace attn
