#include "attnlab/gpt/gpt_lens.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>

#include "attnlab/attention/softmax.hpp"

namespace attn {
namespace {

std::string token_range(const char* what, const char* name, int value, int n) {
    return std::string(what) + ": " + name + " " + std::to_string(value) +
           " does not exist; the sentence has " + std::to_string(n) + " tokens (" + name +
           "s 0 to " + std::to_string(n - 1) + ")";
}

// Ã = 0.5 · A + 0.5 · I with each row divided by its sum, in place (m × m).
void mix_identity(Matrix& a) {
    a *= 0.5f;
    a.diagonal().array() += 0.5f;
    const Eigen::VectorXf sums = a.rowwise().sum();
    a.array().colwise() /= sums.array();
}

// Rows of the rollout on m × m corners: `corner(k)` gives layer k's head-averaged
// corner (called once per layer, from the last down, so only one is held).
// L × m: row l = e_tᵀ Ã_l ⋯ Ã_0. All the chains advance together: going down
// through layer k, chains l ≥ k (rows k…L−1) are multiplied by Ã_k, and chain k
// starts there as row t of Ã_k.
template <typename Corner>
Matrix rollout_rows(int layers, int m, int token, Corner&& corner) {
    Matrix rows = Matrix::Zero(layers, m);  // L × m
    for (int k = layers - 1; k >= 0; --k) {
        Matrix a = corner(k);  // m × m
        mix_identity(a);
        if (k + 1 < layers)
            rows.middleRows(k + 1, layers - k - 1) = rows.middleRows(k + 1, layers - k - 1) * a;
        rows.row(k) = a.row(token);
    }
    return rows;
}

// The first m rows and columns of layer `layer`'s head-averaged weights (m × m).
Matrix averaged_corner(const GptPass& pass, int layer, int m) {
    const int h = pass.config.heads;
    Matrix a = Matrix::Zero(m, m);
    for (int i = 0; i < m; ++i) {
        auto row = a.row(i).head(i + 1);
        for (int j = 0; j < h; ++j)
            row += Eigen::Map<const Vector>(pass.row(layer, j, i).data(), i + 1);
        row /= float(h);
    }
    return a;
}

}  // namespace

Matrix head_averaged_attention(const GptPass& pass, int layer) {
    const int L = pass.config.layers;
    if (layer < 0 || layer >= L)
        throw std::invalid_argument("head_averaged_attention: layer " + std::to_string(layer) +
                                    " does not exist; the model has " + std::to_string(L) +
                                    " layers (0 to " + std::to_string(L - 1) + ")");
    return averaged_corner(pass, layer, pass.n());
}

Matrix attention_rollout(const GptPass& pass, int token) {
    const int L = pass.config.layers, h = pass.config.heads, n = pass.n();
    if (token < 0 || token >= n)
        throw std::invalid_argument(token_range("attention_rollout", "token", token, n));
    if (pass.attention.size() != std::size_t(L) * std::size_t(h) * pass.tri_size())
        throw std::invalid_argument(
            "attention_rollout: the pass holds " + std::to_string(pass.attention.size()) +
            " weights; its config needs " + std::to_string(std::size_t(L) * h * pass.tri_size()));
    // Causal: Ã_l's first t + 1 rows and columns are closed under the product,
    // so only that corner is built and multiplied.
    const int m = token + 1;
    const Matrix rows =
        rollout_rows(L, m, token, [&](int layer) { return averaged_corner(pass, layer, m); });
    Matrix out = Matrix::Zero(L, n);
    out.leftCols(m) = rows;
    return out;
}

Matrix attention_rollout(const std::vector<Matrix>& averaged, int token) {
    if (averaged.empty()) throw std::invalid_argument("attention_rollout: no layers given");
    const Eigen::Index n = averaged.front().rows();
    for (std::size_t l = 0; l < averaged.size(); ++l) {
        const Matrix& a = averaged[l];
        if (a.rows() != n || a.cols() != n)
            throw std::invalid_argument("attention_rollout: layer " + std::to_string(l) +
                                        "'s matrix is " + std::to_string(a.rows()) + " × " +
                                        std::to_string(a.cols()) + "; expected " +
                                        std::to_string(n) + " × " + std::to_string(n));
        if (!all_finite(a))
            throw std::invalid_argument("attention_rollout: layer " + std::to_string(l) +
                                        "'s matrix holds a NaN or infinity");
    }
    if (n < 1) throw std::invalid_argument("attention_rollout: the matrices have no tokens");
    if (token < 0 || token >= n)
        throw std::invalid_argument(token_range("attention_rollout", "token", token, int(n)));
    return rollout_rows(int(averaged.size()), int(n), token,
                        [&](int layer) { return averaged[std::size_t(layer)]; });
}

Matrix head_average(const std::vector<Matrix>& heads) {
    if (heads.empty()) throw std::invalid_argument("head_average: no heads given");
    Matrix sum = heads.front();
    for (std::size_t j = 1; j < heads.size(); ++j) {
        if (heads[j].rows() != sum.rows() || heads[j].cols() != sum.cols())
            throw std::invalid_argument(
                "head_average: head " + std::to_string(j) + " is " +
                std::to_string(heads[j].rows()) + " × " + std::to_string(heads[j].cols()) +
                "; head 0 is " + std::to_string(sum.rows()) + " × " + std::to_string(sum.cols()));
        sum += heads[j];
    }
    return sum / float(heads.size());
}

Matrix lens_probabilities(const GptRunner& runner, const GptPass& pass, int position) {
    const int L = pass.config.layers, n = pass.n();
    if (int(pass.residual.size()) != L + 1)
        throw std::invalid_argument("logit_lens: the pass kept " +
                                    std::to_string(pass.residual.size()) +
                                    " residual matrices; it needs " + std::to_string(L + 1) +
                                    " (run it with GptPassOptions::keep_residual)");
    if (position < 0 || position >= n)
        throw std::invalid_argument(token_range("logit_lens", "position", position, n));
    Matrix x(L + 1, pass.residual.front().cols());  // (L + 1) × d
    for (int l = 0; l <= L; ++l) {
        if (pass.residual[std::size_t(l)].rows() != n ||
            pass.residual[std::size_t(l)].cols() != x.cols())
            throw std::invalid_argument("logit_lens: residual " + std::to_string(l) + " is not " +
                                        std::to_string(n) + " × " + std::to_string(x.cols()));
        x.row(l) = pass.residual[std::size_t(l)].row(position);
    }
    Matrix p = runner.logits_of(x);  // (L + 1) × V; throws when d is not the model's
    softmax_rows(p);                 // each layer's guess as probabilities
    return p;
}

std::vector<std::vector<LensGuess>> logit_lens(const GptRunner& runner, const GptPass& pass,
                                               int position, int top_k) {
    if (top_k < 1)
        throw std::invalid_argument("logit_lens: top_k " + std::to_string(top_k) +
                                    " must be at least 1");
    const Matrix p = lens_probabilities(runner, pass, position);
    const int V = int(p.cols()), k = std::min(top_k, V);
    std::vector<std::vector<LensGuess>> out(std::size_t(p.rows()));
    std::vector<int> ids(static_cast<std::size_t>(V));
    for (Eigen::Index r = 0; r < p.rows(); ++r) {
        std::iota(ids.begin(), ids.end(), 0);
        const float* row = p.row(r).data();
        std::partial_sort(ids.begin(), ids.begin() + k, ids.end(), [row](int a, int b) {
            return row[a] > row[b] || (row[a] == row[b] && a < b);
        });
        auto& guesses = out[std::size_t(r)];
        guesses.reserve(std::size_t(k));
        for (int i = 0; i < k; ++i)
            guesses.push_back({ids[std::size_t(i)], row[ids[std::size_t(i)]]});
    }
    return out;
}

}  // namespace attn
