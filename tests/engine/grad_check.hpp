// Central finite differences in double for the gradient tests.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <random>

#include "attnlab/model/layers.hpp"

namespace attn::test {

using MatD = Mat<double>;
using RowD = RowVec<double>;

inline MatD random_mat(int r, int c, std::mt19937_64& g, double scale = 1.0) {
    std::normal_distribution<double> nd(0.0, scale);
    MatD m(r, c);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = nd(g);
    return m;
}

inline RowD random_row(int c, std::mt19937_64& g, double scale = 1.0) {
    return random_mat(1, c, g, scale);
}

// Checks analytic[i] against (f(x+h) − f(x−h)) / 2h for every entry of x.
// rel: tolerance relative to max(1, |numeric|).
inline void expect_gradient(double* x, Eigen::Index n, const double* analytic,
                            const std::function<double()>& f, const char* what, double rel = 1e-6,
                            double h = 1e-5) {
    int failures = 0;
    for (Eigen::Index i = 0; i < n && failures < 5; ++i) {
        const double keep = x[i];
        x[i] = keep + h;
        const double up = f();
        x[i] = keep - h;
        const double down = f();
        x[i] = keep;
        const double numeric = (up - down) / (2 * h);
        const double tol = rel * std::max(1.0, std::fabs(numeric));
        if (std::fabs(analytic[i] - numeric) > tol) {
            ADD_FAILURE() << what << "[" << i << "]: analytic " << analytic[i] << ", numeric "
                          << numeric;
            ++failures;
        }
    }
}

// Σ G ⊙ y: a scalar whose gradient with respect to y is G.
inline double dot(const MatD& G, const MatD& y) { return (G.array() * y.array()).sum(); }

}  // namespace attn::test
