#include "attnlab/attention/trace.hpp"

#include <limits>

namespace attn {

Matrix Trace::position_bias(int h) const {
    const Eigen::Index n = this->n();
    Matrix b = Matrix::Zero(n, n);
    if (position != PositionEncoding::Alibi || std::size_t(h) >= alibi.size()) return b;
    for (Eigen::Index i = 0; i < n; ++i)
        for (Eigen::Index j = 0; j < n; ++j) b(i, j) = alibi_bias(alibi[std::size_t(h)], i, j);
    return b;
}

Matrix Trace::masked_scores(int h) const {
    Matrix m = scaled_scores(h);
    if (position == PositionEncoding::Alibi) m += position_bias(h);
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
