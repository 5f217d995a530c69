#include "attnlab/attention/random_keys.hpp"

#include <cmath>
#include <stdexcept>
#include <string>

#include "support/seeded_random.hpp"

namespace attn {
namespace {

// One row's softmax, the largest subtracted first.
Eigen::RowVectorXf softmax_row(const Eigen::RowVectorXd& z) {
    const Eigen::RowVectorXd e = (z.array() - z.maxCoeff()).exp().matrix();
    return (e / e.sum()).cast<float>();
}

}  // namespace

RandomKeys random_keys(int d, int n, std::uint64_t seed) {
    if (d < 1 || d > kMaxRandomKeysDim)
        throw std::invalid_argument("d must be from 1 to 4096, got " + std::to_string(d));
    if (n < 1 || n > kMaxRandomKeysCount)
        throw std::invalid_argument("the keys must number from 1 to 64, got " + std::to_string(n));
    detail::SeededRandom rng(seed);
    Eigen::VectorXd q(d);
    for (int i = 0; i < d; ++i) q(i) = rng.normal();
    Eigen::RowVectorXd z(n);
    for (int j = 0; j < n; ++j) {
        double s = 0;
        for (int i = 0; i < d; ++i) s += q(i) * rng.normal();
        z(j) = s;
    }
    RandomKeys out;
    out.scores = z.cast<float>();
    out.shares.resize(2, n);
    out.shares.row(0) = softmax_row(z);
    out.shares.row(1) = softmax_row(z / std::sqrt(double(d)));
    out.spread = std::sqrt(z.squaredNorm() / n);
    return out;
}

}  // namespace attn
