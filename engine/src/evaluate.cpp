#include "attnlab/evaluate.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

#include "attnlab/softmax.hpp"
#include "attnlab/tokenizer.hpp"

namespace attn {

Matrix positional_encoding(int n, int d) {
    Matrix pe(n, d);
    if (n == 0 || d == 0) return pe;
    // Column j uses frequency 1 / 10000^(2⌊j/2⌋/d); even columns sin, odd cos.
    Eigen::Array<float, 1, Eigen::Dynamic> freq(d);
    for (int j = 0; j < d; ++j) freq(j) = std::pow(10000.0f, -static_cast<float>(2 * (j / 2)) / d);
    for (int p = 0; p < n; ++p) {
        Eigen::Array<float, 1, Eigen::Dynamic> angle = freq * static_cast<float>(p);
        for (int j = 0; j < d; ++j) pe(p, j) = (j % 2 == 0) ? std::sin(angle(j)) : std::cos(angle(j));
    }
    return pe;
}

namespace {

void check_input(const Matrix& X, const AttentionConfig& cfg) {
    if (X.rows() > kMaxTokens)
        throw std::invalid_argument("[evaluate] the sentence has " + std::to_string(X.rows()) +
                                    " tokens; at most " + std::to_string(kMaxTokens) + " are supported");
    if (!X.allFinite()) throw std::invalid_argument("[evaluate] input X contains NaN or infinite values");
    validate(cfg, static_cast<int>(X.cols()));
    const long long cells = static_cast<long long>(cfg.heads) * X.rows() * X.rows();
    if (cells > kMaxScoreCells)
        throw std::invalid_argument("[evaluate] " + std::to_string(X.rows()) + " tokens with " +
                                    std::to_string(cfg.heads) + " heads need " + std::to_string(cells) +
                                    " score cells; at most " + std::to_string(kMaxScoreCells) +
                                    " are supported (use a shorter sentence or fewer heads)");
}

[[noreturn]] void overflow(const std::string& stage) {
    throw std::invalid_argument("[evaluate] the " + stage +
                                " overflow 32-bit floats (beyond ±3.4e38): the embedding or projection values "
                                "are too large; keep them within about ±1e6");
}

// True when no entry of Q_h·K_hᵀ can overflow: by Cauchy–Schwarz every score
// is at most max‖q_i‖·max‖k_j‖ (computed in double, no allocation). Only when
// this bound fails are the n × n scores scanned.
bool scores_surely_finite(const Eigen::Ref<const Matrix>& qh, const Eigen::Ref<const Matrix>& kh) {
    if (qh.rows() == 0) return true;
    const double q2 = static_cast<double>(qh.rowwise().squaredNorm().maxCoeff());
    const double k2 = static_cast<double>(kh.rowwise().squaredNorm().maxCoeff());
    return std::isfinite(q2) && std::isfinite(k2) && q2 * k2 < 1e76;  // (1e38)²
}

// Applies the scale and causal mask to raw scores, then softmaxes: weights = softmax(mask(S·s)).
void scores_to_weights(const Matrix& scores, float s, bool causal, Matrix& weights) {
    weights.noalias() = scores * s;
    if (causal) {
        const float neg_inf = -std::numeric_limits<float>::infinity();
        for (Eigen::Index i = 0; i + 1 < weights.rows(); ++i)
            weights.row(i).tail(weights.cols() - i - 1).setConstant(neg_inf);
    }
    softmax_rows(weights);
}

}  // namespace

void evaluate_into(const Matrix& X, const AttentionConfig& cfg, Trace& out) {
    check_input(X, cfg);
    const int n = static_cast<int>(X.rows());
    const int d = static_cast<int>(X.cols());
    const int h = cfg.heads;
    const int dk = d / h;

    out.variant = cfg.variant;
    out.heads = h;
    out.dk = dk;
    out.scale = cfg.scale ? 1.0f / std::sqrt(static_cast<float>(dk)) : 1.0f;
    out.causal = cfg.causal;
    out.positions = cfg.positions;
    out.embedded = X;
    out.input = X;
    if (cfg.positions) out.input += positional_encoding(n, d);

    if (cfg.variant == Variant::Simple) {
        out.q = out.input;
        out.k = out.input;
        out.v = out.input;
    } else {
        out.q.noalias() = out.input * cfg.wq.values;
        out.k.noalias() = out.input * cfg.wk.values;
        if (cfg.wv.values.size() == 0) out.v = out.input;
        else out.v.noalias() = out.input * cfg.wv.values;
    }

    // Finite inputs can still overflow float: check each stage in O(n·d) so a
    // result is either all finite numbers or a message, never NaN in a view.
    if (!out.q.allFinite() || !out.k.allFinite() || !out.v.allFinite()) overflow("queries, keys or values (X·W)");

    out.scores.resize(h);
    out.weights.resize(h);
    out.concat.resize(n, d);
    for (int i = 0; i < h; ++i) {
        const auto qh = out.q.middleCols(i * dk, dk);
        const auto kh = out.k.middleCols(i * dk, dk);
        out.scores[i].resize(n, n);
        out.scores[i].noalias() = qh * kh.transpose();
        if (!scores_surely_finite(qh, kh) && !out.scores[i].allFinite())
            overflow("scores of head " + std::to_string(i + 1) + " (Q·Kᵀ)");
        out.weights[i].resize(n, n);
        scores_to_weights(out.scores[i], out.scale, cfg.causal, out.weights[i]);
        out.concat.middleCols(i * dk, dk).noalias() = out.weights[i] * out.v.middleCols(i * dk, dk);
    }

    if (cfg.variant == Variant::MultiHead && cfg.wo.values.size() != 0) {
        out.output.resize(n, d);
        out.output.noalias() = out.concat * cfg.wo.values;
    } else {
        out.output = out.concat;
    }
    if (!out.output.allFinite()) overflow("outputs");
}

Trace evaluate(const Matrix& X, const AttentionConfig& cfg) {
    Trace t;
    evaluate_into(X, cfg, t);
    return t;
}

Trace evaluate(const EmbeddingTable& table, const std::string& sentence, const AttentionConfig& cfg) {
    Lookup lk = lookup(table, sentence);
    Trace t = evaluate(embed(table, lk), cfg);
    t.tokens = std::move(lk.tokens);
    return t;
}

}  // namespace attn
