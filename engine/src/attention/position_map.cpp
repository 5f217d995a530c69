// Position maps and the shift test (contracts in attnlab/attention/position_map.hpp).
#include "attnlab/attention/position_map.hpp"

#include <cmath>
#include <stdexcept>

#include "attnlab/attention/evaluate.hpp"

namespace attn {

Matrix sinusoidal_similarity(int n, int d) {
    const Matrix pe = positional_encoding(n, d);
    return pe * pe.transpose();
}

Matrix position_cosines(const Matrix& table, int n) {
    if (n < 0 || n > table.rows())
        throw std::invalid_argument("position_cosines: " + std::to_string(n) +
                                    " positions; the table has " + std::to_string(table.rows()));
    Matrix rows = table.topRows(n);
    for (Eigen::Index i = 0; i < n; ++i) {
        const float norm = rows.row(i).norm();
        if (norm > 0) rows.row(i) /= norm;
    }
    return rows * rows.transpose();
}

Matrix rope_pair_scores(const Vector& q, const Vector& k, int n, double base, float scale) {
    const int dk = int(q.size());
    if (k.size() != dk)
        throw std::invalid_argument("rope_pair_scores: the query has " + std::to_string(dk) +
                                    " values, the key " + std::to_string(k.size()));
    Matrix qs = q.replicate(n, 1), ks = k.replicate(n, 1);  // row p: the vector at position p
    apply_rope(qs, dk, base);
    apply_rope(ks, dk, base);
    return (qs * ks.transpose()) * scale;
}

Matrix alibi_matrix(float slope, int n) {
    Matrix m(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) m(i, j) = alibi_bias(slope, i, j);
    return m;
}

bool ShiftedScore::unchanged(float tol) const {
    return std::abs(after - before) <= tol * std::max(1.0f, std::abs(before));
}

ShiftedScore shifted_score(const EmbeddingTable& table, std::span<const std::string> tokens,
                           const AttentionConfig& cfg, int head, int i, int j,
                           const std::string& front) {
    const int n = int(tokens.size());
    if (i < 0 || i >= n || j < 0 || j >= n)
        throw std::invalid_argument("shift test: word " + std::to_string(std::max(i, j) + 1) +
                                    " is outside a sentence of " + std::to_string(n) + " words");
    if (head < 0 || head >= cfg.heads)
        throw std::invalid_argument("shift test: head " + std::to_string(head + 1) + " outside 1…" +
                                    std::to_string(cfg.heads));
    if (cfg.causal && j > i)
        throw std::invalid_argument("shift test: under the causal mask word " +
                                    std::to_string(i + 1) + " does not see word " +
                                    std::to_string(j + 1));
    std::string sentence;
    for (const std::string& t : tokens) sentence += (sentence.empty() ? "" : " ") + t;
    const Trace now = evaluate(table, sentence, cfg);
    const Trace moved = evaluate(table, front + " " + sentence, cfg);
    if (now.n() != n || moved.n() != n + 1)
        throw std::invalid_argument("shift test: '" + front + "' is not one word");
    return {now.masked_scores(head)(i, j), moved.masked_scores(head)(i + 1, j + 1)};
}

}  // namespace attn
