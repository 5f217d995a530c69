#include "attnlab/model/model_scores.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "attnlab/attention/position_map.hpp"
#include "attnlab/attention/softmax.hpp"
#include "attnlab/model/layers.hpp"

namespace attn {

namespace {

// Head j of one layer again with its cut lines: −∞ on those scores (and above
// the diagonal) before the softmax, then P·V into the head's concat columns.
void recut_head(Trace& t, std::span<const Intervention> list, int l, int j, Matrix& ctx) {
    const int n = int(t.tokens.size()), dk = t.dk;
    Matrix P = t.scores[std::size_t(j)] * t.scale + t.position_bias(j);
    for (int i = 0; i < n; ++i)
        for (int k = 0; k < n; ++k)
            if (k > i || is_cut(list, l, j, i, k))
                P(i, k) = -std::numeric_limits<float>::infinity();
    softmax_rows(P);
    ctx.middleCols(j * dk, dk).noalias() = P * t.v.middleCols(j * dk, dk);
    t.weights[std::size_t(j)] = std::move(P);
}

// The request model_layer_traces checks, in its order: 1 ≤ n ≤ T ids, each
// < V; tokens (n labels, or filled here with the ids as text when empty);
// interventions valid and without a Patch. Throws std::invalid_argument.
void check_trace_request(const ModelConfig& c, std::span<const int> ids,
                         std::vector<std::string>& tokens,
                         std::span<const Intervention> interventions) {
    const int n = static_cast<int>(ids.size());
    if (n < 1 || n > c.context)
        throw std::invalid_argument("model_layer_traces: " + std::to_string(n) +
                                    " tokens; expected 1…" + std::to_string(c.context));
    for (int id : ids)
        if (id < 0 || id >= c.vocab)
            throw std::invalid_argument("model_layer_traces: token id " + std::to_string(id) +
                                        " outside the vocabulary");
    if (tokens.empty())
        for (int id : ids) tokens.push_back(std::to_string(id));
    if (static_cast<int>(tokens.size()) != n)
        throw std::invalid_argument("model_layer_traces: " + std::to_string(tokens.size()) +
                                    " token labels for " + std::to_string(n) + " ids");
    if (!interventions.empty()) {
        check_interventions(interventions, c.layers, c.heads, n, true);
        if (needs_clean_run(interventions))
            throw std::invalid_argument("a patch needs a clean run: the trace has none");
    }
}

// ALiBi's score bias for n tokens: (h·n) × n, head j's penalty at rows j·n
// (slopes: h); empty without slopes (no ALiBi).
Matrix alibi_bias(const std::vector<float>& slopes, int heads, int n) {
    Matrix alibi;  // (h·n) × n, each head's penalty (above the diagonal the causal mask hides it)
    if (!slopes.empty()) {
        alibi.resize(Eigen::Index(heads) * n, n);
        for (int j = 0; j < heads; ++j)
            alibi.middleRows(Eigen::Index(j) * n, n) = alibi_matrix(slopes[std::size_t(j)], n);
    }
    return alibi;
}

// The fixed fields of one layer's Trace: labels (n), MultiHead, causal, scale
// 1/√dk, the model's positions and ALiBi slopes (h, or empty).
void set_trace_header(Trace& t, const std::vector<std::string>& tokens, const ModelConfig& c,
                      int dk, const std::vector<float>& slopes) {
    t.tokens = tokens;
    t.variant = Variant::MultiHead;
    t.heads = c.heads;
    t.dk = dk;
    t.scale = 1.0f / std::sqrt(float(dk));
    t.causal = true;
    t.position = c.position;
    t.rope_base = c.rope_base;
    t.alibi = slopes;
}

// Each head's raw scores Q_j·K_jᵀ (n × n) and its weights, block j of probs
// ((h·n) × n), appended to t.scores and t.weights; t.q, t.k: n × d.
void keep_head_scores(Trace& t, const Matrix& probs, int n, int heads, int dk) {
    for (int j = 0; j < heads; ++j) {
        t.scores.emplace_back(n, n);
        t.scores.back().noalias() =
            t.q.middleCols(j * dk, dk) * t.k.middleCols(j * dk, dk).transpose();
        t.weights.push_back(probs.middleRows(Eigen::Index(j) * n, n));
    }
}

// The block's MLP branch (F6–F9) added to the residual stream x (n × d);
// branch, mm, m_hat, f_pre, f_act, m_rstd: scratch (n × d, n × F, n).
void add_mlp_branch(const Model::BlockViews& p, Matrix& x, Matrix& branch, Matrix& mm,
                    Matrix& m_hat, Matrix& f_pre, Matrix& f_act, Vector& m_rstd) {
    layernorm_forward<float>(x, p.ln2_w, p.ln2_b, mm, m_hat, m_rstd);  // F6–F8
    linear_forward<float>(mm, p.ff0_w, p.ff0_b, f_pre);
    gelu_forward<float>(f_pre, f_act);
    linear_forward<float>(f_act, p.ff2_w, p.ff2_b, branch);
    x += branch;
}

}  // namespace

std::vector<Trace> model_layer_traces(const Model& m, std::span<const int> ids,
                                      std::vector<std::string> tokens,
                                      std::span<const Intervention> interventions) {
    const ModelConfig& c = m.config();
    const int n = static_cast<int>(ids.size());
    check_trace_request(c, ids, tokens, interventions);
    const auto& w = m.weights();
    const int dk = c.d / c.heads;
    std::vector<Trace> out(static_cast<std::size_t>(c.layers));
    Matrix x, a_hat, qkv, probs, ctx, branch, mm, m_hat, f_pre,
        f_act;  // n × (d, 3d, F); probs (h·n) × n
    Vector rstd, m_rstd;
    const Matrix table = c.position == PositionEncoding::Sinusoidal
                             ? positional_encoding(n, c.d)
                             : Matrix(w.pos);           // learned: T × d; else no rows
    embedding_forward<float>(ids, n, w.tok, table, x);  // F1
    const RopeAngles<float> rope = c.position == PositionEncoding::Rope
                                       ? rope_angles<float>(n, dk, c.rope_base)
                                       : RopeAngles<float>{};
    const std::vector<float> slopes =
        c.position == PositionEncoding::Alibi ? alibi_slopes(c.heads) : std::vector<float>{};
    const Matrix alibi = alibi_bias(slopes, c.heads, n);
    for (int l = 0; l < c.layers; ++l) {
        const auto& p = w.blocks[std::size_t(l)];
        Trace& t = out[std::size_t(l)];
        set_trace_header(t, tokens, c, dk, slopes);
        t.embedded = x;
        layernorm_forward<float>(x, p.ln1_w, p.ln1_b, t.input, a_hat, rstd);  // F2
        linear_forward<float>(t.input, p.in_w, p.in_b, qkv);                  // F3: Q | K | V
        if (rope.cos.size() != 0) rope_turn_qk<float>(qkv, n, c.heads, rope, false);
        t.q = qkv.leftCols(c.d);
        t.k = qkv.middleCols(c.d, c.d);
        t.v = qkv.rightCols(c.d);
        attention_forward<float>(qkv, n, c.heads, probs, ctx,
                                 alibi.size() != 0 ? &alibi : nullptr);  // F4
        keep_head_scores(t, probs, n, c.heads, dk);
        for (int j = 0; j < c.heads; ++j)
            if (has_cut(interventions, l, j)) recut_head(t, interventions, l, j, ctx);
        if (touches_layer(interventions, l))
            apply_head_fates(interventions, l, c.heads, dk, nullptr, ctx);
        t.concat = ctx;
        linear_forward<float>(ctx, p.out_w, p.out_b, branch);  // F5
        // Weights too large to read with (a run's last good step before it diverged) overflow
        // to ±∞ and NaN here: refused, as a real model's pass is, never printed as numbers.
        if (!qkv.allFinite() || !probs.allFinite() || !branch.allFinite())
            throw std::invalid_argument(
                "the trained model's numbers overflow in layer " + std::to_string(l + 1) +
                " on this sentence (a value is not finite): its weights are too large — "
                "train again with a smaller learning rate");
        t.output = branch;
        if (l + 1 == c.layers) break;  // the last block's MLP is not needed
        x += branch;
        if (!c.mlp) continue;  // attention only
        add_mlp_branch(p, x, branch, mm, m_hat, f_pre, f_act, m_rstd);
    }
    return out;
}

ModelScores model_attention_scores(const Model& m, std::span<const int> ids) {
    const ModelConfig& c = m.config();
    ModelScores out;
    out.layers = c.layers;
    out.heads = c.heads;
    out.dk = c.d / c.heads;
    for (Trace& t : model_layer_traces(m, ids))
        for (Matrix& z : t.scores) out.raw.push_back(std::move(z));
    return out;
}

}  // namespace attn
