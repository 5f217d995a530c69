#include "attnlab/attention/trace.hpp"

#include <limits>

namespace attn {

Matrix Trace::masked_scores(int h) const {
    Matrix m = scaled_scores(h);
    const float neg_inf = -std::numeric_limits<float>::infinity();
    if (variant == Variant::NoMixing) {  // only the diagonal stays
        const Eigen::VectorXf diagonal = m.diagonal();
        m.setConstant(neg_inf);
        m.diagonal() = diagonal;
    } else if (causal) {
        for (Eigen::Index i = 0; i + 1 < m.rows(); ++i)
            m.row(i).tail(m.cols() - i - 1).setConstant(neg_inf);
    }
    return m;
}

}  // namespace attn
