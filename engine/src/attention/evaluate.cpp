#include "attnlab/attention/evaluate.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "attnlab/support/parallel.hpp"
#include "attnlab/words/tokenizer.hpp"
#include "support/task_pool.hpp"

namespace attn {

namespace {

void check_input(const Matrix& X, const AttentionConfig& cfg) {
    if (X.rows() > kMaxTokens)
        throw std::invalid_argument("the sentence has " + std::to_string(X.rows()) +
                                    " tokens; at most " + std::to_string(kMaxTokens) +
                                    " are supported");
    if (!all_finite(X)) throw std::invalid_argument("the input X contains NaN or infinite values");
    validate(cfg, static_cast<int>(X.cols()));
    const long long cells = static_cast<long long>(cfg.heads) * X.rows() * X.rows();
    if (cells > kMaxScoreCells)
        throw std::invalid_argument(std::to_string(X.rows()) + " tokens with " +
                                    std::to_string(cfg.heads) + " heads need " +
                                    std::to_string(cells) + " score cells; at most " +
                                    std::to_string(kMaxScoreCells) +
                                    " are supported (use a shorter sentence or fewer heads)");
}

[[noreturn]] void overflow(const std::string& stage) {
    throw std::invalid_argument(
        "the " + stage +
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

// Row i of a head with cut lines: the softmax over the keys left (the raw
// scores stay in S), the cut ones weighted exactly 0. Returns false when the
// row has no cut (the plain softmax does it).
template <class ScoreRow, class WeightRow>
bool cut_row(const Trace& t, int head, Eigen::Index i, Eigen::Index len,
             std::span<const Intervention> cuts, const ScoreRow& srow, WeightRow& wrow) {
    bool any = false;
    float mx = -std::numeric_limits<float>::infinity();
    for (Eigen::Index k = 0; k < len; ++k) {
        if (is_cut(cuts, 0, head, int(i), int(k)))
            any = true;
        else
            mx = std::max(mx, srow(k));
    }
    if (!any) return false;
    // The kept keys' logits (S − max)·s, plus ALiBi's penalty (which moves the maximum), then
    // their softmax; without ALiBi the top logit is exactly 0.
    const float m = t.alibi.empty() ? 0.0f : t.alibi[std::size_t(head)];
    const auto logit = [&](Eigen::Index k) {
        return (srow(k) - mx) * t.scale + alibi_bias(m, i, k);
    };
    float top = -std::numeric_limits<float>::infinity();
    for (Eigen::Index k = 0; k < len; ++k)
        if (!is_cut(cuts, 0, head, int(i), int(k))) top = std::max(top, logit(k));
    for (Eigen::Index k = 0; k < len; ++k)
        wrow(k) = is_cut(cuts, 0, head, int(i), int(k)) ? 0.0f : std::exp(logit(k) - top);
    wrow.head(len) *= 1.0f / wrow.head(len).sum();
    if (len < t.n()) wrow.tail(t.n() - len).setZero();
    return true;
}

// 0, 1, …, n − 1 as floats (ALiBi's key positions); grows, never shrinks, per thread.
const Eigen::Array<float, 1, Eigen::Dynamic>& ramp(Eigen::Index n) {
    thread_local Eigen::Array<float, 1, Eigen::Dynamic> r;  // a row, as the score rows are
    if (r.size() < n) r = Eigen::Array<float, 1, Eigen::Dynamic>::LinSpaced(n, 0.0f, float(n - 1));
    return r;
}

// Rows [r0, r1) of one head, a block of rows at a time so that each block's
// scores and weights are still in cache when they are used:
//   scores  = Q_h[rows] · K_hᵀ                          rows × n
//   weights = softmax_rows(mask(scores · s))             rows × n
//   concat[rows, head block] = weights · V_h             rows × dk
// Masked entries (j > i when causal) get weight exactly 0.
void head_rows(Trace& t, int head, Eigen::Index r0, Eigen::Index r1,
               std::span<const Intervention> cuts) {
    const Eigen::Index n = t.n(), dk = t.dk, c0 = Eigen::Index(head) * dk;
    // About 1 MiB of scores per block (2 MiB with the weights): L2/L3 resident.
    const Eigen::Index block =
        std::max<Eigen::Index>(32, (Eigen::Index(1) << 18) / std::max<Eigen::Index>(n, 1));
    Matrix& S = t.scores[head];
    Matrix& W = t.weights[head];
    const float s = t.scale;
    for (Eigen::Index b0 = r0; b0 < r1; b0 += block) {
        const Eigen::Index m = std::min(block, r1 - b0);
        S.middleRows(b0, m).noalias() =
            t.q.block(b0, c0, m, dk) * t.k.middleCols(c0, dk).transpose();
        for (Eigen::Index i = b0; i < b0 + m; ++i) {
            const Eigen::Index len = t.causal ? i + 1 : n;  // visible words
            auto srow = S.row(i).head(len).array();
            auto wrow = W.row(i).array();
            if (!cuts.empty() && cut_row(t, head, i, len, cuts, srow, wrow)) continue;
            if (!t.alibi.empty()) {  // softmax(S·s − m·|i − j|), the penalty after the scale
                const float slope = t.alibi[std::size_t(head)], fi = float(i);
                const auto& k = ramp(n);                         // 0, 1, …, n − 1
                const Eigen::Index left = std::min(i + 1, len);  // keys j ≤ i: −m·(i − j)
                wrow.head(left) = srow.head(left) * s + (k.head(left) - fi) * slope;
                if (len > left)  // keys j > i (no mask): −m·(j − i)
                    wrow.segment(left, len - left) = srow.segment(left, len - left) * s -
                                                     (k.segment(left, len - left) - fi) * slope;
                wrow.head(len) = (wrow.head(len) - wrow.head(len).maxCoeff()).exp();
                wrow.head(len) *= 1.0f / wrow.head(len).sum();
                if (len < n) wrow.tail(n - len).setZero();
                continue;
            }
            const float mx = srow.maxCoeff();
            // s > 0, so max(S·s) = max(S)·s. Subtract before scaling: (S - max)·s
            // is exactly 0 at the maximum, whereas S·s - max·s may be contracted
            // into an FMA whose rounding error (huge for |S| ~ 1e12) overflows exp().
            wrow.head(len) = ((srow - mx) * s).exp();
            wrow.head(len) *= 1.0f / wrow.head(len).sum();
            if (len < n) wrow.tail(n - len).setZero();
        }
        t.concat.block(b0, c0, m, dk).noalias() = W.middleRows(b0, m) * t.v.middleCols(c0, dk);
    }
}

void check_hand_wired(std::span<const Intervention> list, const Matrix* clean,
                      const AttentionConfig& cfg, int n, int d) {
    if (list.empty()) return;
    if (fixed_weights(cfg.variant))
        throw std::invalid_argument(
            "a what-if needs attention that mixes words: this ladder step's weights are fixed "
            "(choose "
            "simple attention or a later rung)");
    check_interventions(list, 1, cfg.heads, n, cfg.causal);
    if (needs_clean_run(list) && (!clean || clean->rows() != n || clean->cols() != d))
        throw std::invalid_argument(
            "a patch needs the clean sentence's joined heads, with as many words (" +
            std::to_string(n) + ")");
}

// The fixed rungs (validate: one head, no scale), on the whole trace, whose
// q = k = v = input already:
//   scores  = 0                                          n × n
//   weights = 1 / (words row i sees) where !hidden(i, j), exactly 0 elsewhere
//   concat  = input, bit for bit (NoMixing), or row i = the mean of the input
//             rows row i sees (EqualAverage), summed in double: without the
//             causal mask every row is the same vector, bit for bit.
void fixed_rung(Trace& t) {
    const Eigen::Index n = t.n();
    Matrix& W = t.weights[0];
    t.scores[0].setZero();
    if (t.variant == Variant::NoMixing) {
        W.setIdentity();
        t.concat = t.input;
        return;
    }
    Eigen::RowVectorXd sum = Eigen::RowVectorXd::Zero(t.d());
    if (!t.causal) {
        W.setConstant(1.0f / static_cast<float>(n));
        if (n > 0) sum = t.input.cast<double>().colwise().sum();
        t.concat.rowwise() = (sum / static_cast<double>(n)).cast<float>();
        return;
    }
    for (Eigen::Index i = 0; i < n; ++i) {  // row i averages words 0..i
        sum += t.input.row(i).cast<double>();
        W.row(i).head(i + 1).setConstant(1.0f / static_cast<float>(i + 1));
        W.row(i).tail(n - i - 1).setZero();
        t.concat.row(i) = (sum / static_cast<double>(i + 1)).cast<float>();
    }
}

// Rows [r0, r1) of the projections: Q, K, V = X·W_Q, X·W_K, X·W_V.
void project_rows(const Matrix& X, const AttentionConfig& cfg, Trace& t, Eigen::Index r0,
                  Eigen::Index m) {
    const auto x = X.middleRows(r0, m);
    t.q.middleRows(r0, m).noalias() = x * cfg.wq.values;
    t.k.middleRows(r0, m).noalias() = x * cfg.wk.values;
    if (cfg.wv.values.size() == 0)
        t.v.middleRows(r0, m) = x;
    else
        t.v.middleRows(r0, m).noalias() = x * cfg.wv.values;
}

// Finite inputs can still overflow float. Each stage is checked in O(n·d)
// (the n × n scores only when a cheap bound cannot rule overflow out), so a
// result is either all finite numbers or a message naming the stage, never
// NaN in a view.
void check_no_overflow(const Trace& t) {
    // An empty trace has nothing to overflow, and its column blocks must not
    // be formed: middleCols on a 0 × d matrix offsets a null pointer (UB).
    if (t.n() == 0) return;
    if (!all_finite(t.q) || !all_finite(t.k) || !all_finite(t.v))
        overflow("queries, keys or values (X·W)");
    for (int i = 0; i < t.heads; ++i) {
        const auto qh = t.q.middleCols(i * t.dk, t.dk);
        const auto kh = t.k.middleCols(i * t.dk, t.dk);
        if (!scores_surely_finite(qh, kh) && !all_finite(t.scores[i]))
            overflow("scores of head " + std::to_string(i + 1) + " (Q·Kᵀ)");
    }
    if (!all_finite(t.output)) overflow("outputs");
}

}  // namespace

namespace {
std::atomic<std::uint64_t> g_evaluations{0};
}  // namespace

std::uint64_t evaluation_count() { return g_evaluations.load(std::memory_order_relaxed); }

namespace {

// The trace's settings, X (+ positions) and its buffers sized for n words:
// q, k, v = input on the rungs without projections (else n × d to fill),
// h × (n × n) scores and weights, n × d concat and output.
void prepare(const Matrix& X, const AttentionConfig& cfg, Trace& out) {
    const int n = static_cast<int>(X.rows());
    const int d = static_cast<int>(X.cols());
    const int h = cfg.heads;
    out.variant = cfg.variant;
    out.heads = h;
    out.dk = d / h;
    out.scale = cfg.scale ? 1.0f / std::sqrt(static_cast<float>(out.dk)) : 1.0f;
    out.causal = cfg.causal;
    // The fixed rungs compare no words: rotating queries or penalising scores changes nothing
    // there.
    const bool scores_free = fixed_weights(cfg.variant) && !adds_to_input(cfg.position);
    out.position = scores_free ? PositionEncoding::None : cfg.position;
    out.rope_base = cfg.rope_base;
    out.alibi.resize(out.position == PositionEncoding::Alibi ? std::size_t(h) : 0);
    for (int i = 1; i <= int(out.alibi.size()); ++i)
        out.alibi[std::size_t(i - 1)] = alibi_slope(i, h);
    out.embedded = X;
    out.input = X;
    if (cfg.position == PositionEncoding::Sinusoidal) out.input += positional_encoding(n, d);
    if (!uses_projections(cfg.variant)) {
        out.q = out.input;
        out.k = out.input;
        out.v = out.input;
    } else {
        out.q.resize(n, d);
        out.k.resize(n, d);
        out.v.resize(n, d);
    }
    out.scores.resize(h);
    out.weights.resize(h);
    for (int i = 0; i < h; ++i) {
        out.scores[i].resize(n, n);
        out.weights[i].resize(n, n);
    }
    out.concat.resize(n, d);
    out.output.resize(n, d);
}

}  // namespace

void evaluate_into(const Matrix& X, const AttentionConfig& cfg, Trace& out,
                   std::span<const Intervention> interventions, const Matrix* patch_from) {
    g_evaluations.fetch_add(1, std::memory_order_relaxed);
    check_input(X, cfg);
    check_hand_wired(interventions, patch_from, cfg, int(X.rows()), int(X.cols()));
    prepare(X, cfg, out);
    if (fixed_weights(cfg.variant)) {
        fixed_rung(out);
        out.output = out.concat;
        check_no_overflow(out);
        return;
    }
    const int n = static_cast<int>(X.rows());
    const int d = static_cast<int>(X.cols());
    const int h = cfg.heads;
    const bool simple = !uses_projections(cfg.variant);  // q = k = v = input, nothing to project
    const bool has_wo = cfg.variant == Variant::MultiHead && cfg.wo.values.size() != 0;
    // Without positions in X the projections read X itself (equal to out.input).
    const Matrix& x = adds_to_input(cfg.position) ? out.input : X;
    // RoPE turns each word's query and key by its position once they are made
    // (rows [r0, r0 + m): each thread turns the block it projected).
    const bool roped = out.position == PositionEncoding::Rope;
    const auto rotate = [&](Eigen::Index r0, Eigen::Index m) {
        apply_rope_rows(out.q, r0, m, out.dk, out.rope_base);
        apply_rope_rows(out.k, r0, m, out.dk, out.rope_base);
    };

    // Three phases: projection rows, (head, row range) tasks, output rows.
    // Small problems run on the calling thread; larger ones as task batches on
    // the engine's TaskPool (threads = thread_budget()).
    const bool fates = touches_layer(interventions, 0);
    auto output_rows = [&](Eigen::Index r0, Eigen::Index m) {
        if (has_wo)
            out.output.middleRows(r0, m).noalias() = out.concat.middleRows(r0, m) * cfg.wo.values;
        else
            out.output.middleRows(r0, m) = out.concat.middleRows(r0, m);
    };
    const double flops = 8.0 * n * d * d + 4.0 * n * n * d;
    const int threads = flops < 4.0e6 ? 1 : thread_budget();
    if (threads == 1) {
        if (!simple) project_rows(x, cfg, out, 0, n);
        if (roped) rotate(0, n);
        for (int head = 0; head < h; ++head) head_rows(out, head, 0, n, interventions);
        if (fates) apply_head_fates(interventions, 0, h, out.dk, patch_from, out.concat);
        output_rows(0, n);
    } else {
        // Several tasks per thread, so that a thread the OS pauses holds up little.
        const int blocks = std::min(n, 4 * threads);
        auto block = [&](int b) { return Eigen::Index(n) * b / blocks; };
        if (!simple || roped)
            detail::parallel_for(blocks, threads, [&](int b) {
                if (!simple) project_rows(x, cfg, out, block(b), block(b + 1) - block(b));
                if (roped) rotate(block(b), block(b + 1) - block(b));
            });
        const int chunks = std::min(n, std::max(1, (4 * threads + h - 1) / h));
        detail::parallel_for(h * chunks, threads, [&](int task) {
            const int head = task / chunks, c = task % chunks;
            const Eigen::Index a = Eigen::Index(n) * c / chunks,
                               b = Eigen::Index(n) * (c + 1) / chunks;
            if (b > a) head_rows(out, head, a, b, interventions);
        });
        if (fates) apply_head_fates(interventions, 0, h, out.dk, patch_from, out.concat);
        detail::parallel_for(blocks, threads,
                             [&](int b) { output_rows(block(b), block(b + 1) - block(b)); });
    }
    check_no_overflow(out);
}

Trace evaluate(const Matrix& X, const AttentionConfig& cfg,
               std::span<const Intervention> interventions, const Matrix* patch_from) {
    Trace t;
    evaluate_into(X, cfg, t, interventions, patch_from);
    return t;
}

Trace evaluate(const EmbeddingTable& table, const std::string& sentence, const AttentionConfig& cfg,
               std::span<const Intervention> interventions, const Matrix* patch_from) {
    Lookup lk = lookup(table, sentence);
    Trace t = evaluate(embed(table, lk), cfg, interventions, patch_from);
    t.tokens = std::move(lk.tokens);
    return t;
}

}  // namespace attn
