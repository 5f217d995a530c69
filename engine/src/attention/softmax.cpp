#include "attnlab/attention/softmax.hpp"

#include <limits>

namespace attn {

void softmax_rows(Eigen::Ref<Matrix> m) {
    if (m.size() == 0) return;
    constexpr float kNegInf = -std::numeric_limits<float>::infinity();
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        auto row = m.row(r).array();
        const float mx = row.maxCoeff();
        if (mx == kNegInf) {  // fully masked row
            row.setZero();
            continue;
        }
        row = (row - mx).exp();  // exp(-inf) = 0 exactly
        row /= row.sum();
    }
}

Matrix softmax_rows_copy(const Matrix& m) {
    Matrix out = m;
    softmax_rows(out);
    return out;
}

}  // namespace attn
