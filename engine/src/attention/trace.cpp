#include "attnlab/trace.hpp"

#include <limits>

namespace attn {

Matrix Trace::masked_scores(int h) const {
    Matrix m = scaled_scores(h);
    if (causal) {
        const float neg_inf = -std::numeric_limits<float>::infinity();
        for (Eigen::Index i = 0; i + 1 < m.rows(); ++i) m.row(i).tail(m.cols() - i - 1).setConstant(neg_inf);
    }
    return m;
}

}  // namespace attn
