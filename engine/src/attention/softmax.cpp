#include "attnlab/attention/softmax.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

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

std::vector<double> probabilities(std::span<const float> logits, double temperature) {
    if (!(temperature > 0) || !std::isfinite(temperature))
        throw std::invalid_argument("temperature: expected a positive number, got " +
                                    std::to_string(temperature));
    if (logits.empty()) throw std::invalid_argument("logits: the row is empty");
    double top = -std::numeric_limits<double>::infinity();
    for (std::size_t j = 0; j < logits.size(); ++j) {
        const float x = logits[j];
        if (std::isnan(x) || x == std::numeric_limits<float>::infinity())
            throw std::invalid_argument("logits: entry " + std::to_string(j) + " is " +
                                        (std::isnan(x) ? "nan" : "inf"));
        top = std::max(top, double(x));
    }
    if (top == -std::numeric_limits<double>::infinity())
        throw std::invalid_argument("logits: every entry is -inf");
    std::vector<double> p(logits.size());
    double sum = 0;
    for (std::size_t j = 0; j < p.size(); ++j)
        sum += p[j] = std::exp((double(logits[j]) - top) / temperature);
    for (double& x : p) x /= sum;
    return p;
}

Matrix softmax_rows_copy(const Matrix& m) {
    Matrix out = m;
    softmax_rows(out);
    return out;
}

}  // namespace attn
