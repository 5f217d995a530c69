// Shared fixtures for the attention tests: seeded random inputs and configs,
// and an independent double-precision reference written as plain loops.
#pragma once
#include <cmath>
#include <random>
#include <vector>

#include "attnlab/attention/attention_config.hpp"
#include "attnlab/attention/evaluate.hpp"
namespace attn::test {
inline Matrix random_matrix(int rows, int cols, unsigned seed, float scale = 1.0f) {
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = normal(rng) * scale;
    return m;
}
// Multi-head config with seeded random W_Q, W_K, W_V, W_O (d × d, entries ~ N(0, 1/d)).
inline AttentionConfig random_multihead(int d, int heads, unsigned seed) {
    AttentionConfig c;
    c.variant = Variant::MultiHead;
    c.heads = heads;
    c.scale = true;
    const float s = 1.0f / std::sqrt(static_cast<float>(d));
    c.wq.values = random_matrix(d, d, seed + 1, s);
    c.wk.values = random_matrix(d, d, seed + 2, s);
    c.wv.values = random_matrix(d, d, seed + 3, s);
    c.wo.values = random_matrix(d, d, seed + 4, s);
    return c;
}
struct Reference {
    std::vector<MatrixD> weights;  // h × (n × n)
    MatrixD output;                // n × d
};
// The textbook definition, element by element in double: for head h,
//   Q_h[i][a] = Σ_j X[i][j]·W_Q[j][h·dk + a]   (likewise K, V),
//   A_h = softmax_rows(Q_h·K_hᵀ · s) with j > i masked when causal,
//   C[i][h·dk + a] = Σ_j A_h[i][j]·V_h[j][a],  Z = C·W_O.
// Missing W_V / W_O mean the identity. Positions are not applied.
inline Reference reference(const Matrix& X, const AttentionConfig& c) {
    const int n = int(X.rows()), d = int(X.cols()), h = c.heads, dk = d / h;
    const double s = c.scale ? 1.0 / std::sqrt(double(dk)) : 1.0;
    auto proj = [&](const Matrix& W, int i, int col) {
        if (W.size() == 0) return double(X(i, col));
        double acc = 0;
        for (int j = 0; j < d; ++j) acc += double(X(i, j)) * double(W(j, col));
        return acc;
    };
    Reference r;
    MatrixD C = MatrixD::Zero(n, d);
    for (int hh = 0; hh < h; ++hh) {
        MatrixD A = MatrixD::Zero(n, n);
        for (int i = 0; i < n; ++i) {
            std::vector<double> e(n, 0.0);
            double mx = -1e300, sum = 0;
            const int last = c.causal ? i : n - 1;
            for (int j = 0; j <= last; ++j) {
                double dot = 0;
                for (int a = 0; a < dk; ++a)
                    dot += proj(c.wq.values, i, hh * dk + a) * proj(c.wk.values, j, hh * dk + a);
                e[j] = dot * s;
                mx = std::max(mx, e[j]);
            }
            for (int j = 0; j <= last; ++j) sum += (e[j] = std::exp(e[j] - mx));
            for (int j = 0; j <= last; ++j) A(i, j) = e[j] / sum;
        }
        for (int i = 0; i < n; ++i)
            for (int a = 0; a < dk; ++a)
                for (int j = 0; j < n; ++j)
                    C(i, hh * dk + a) += A(i, j) * proj(c.wv.values, j, hh * dk + a);
        r.weights.push_back(A);
    }
    r.output = C;
    if (c.variant == Variant::MultiHead && c.wo.values.size() != 0)
        r.output = C * c.wo.values.cast<double>();
    return r;
}
inline double max_abs_diff(const Matrix& a, const MatrixD& b) {
    return (a.cast<double>() - b).cwiseAbs().maxCoeff();
}
}  // namespace attn::test
