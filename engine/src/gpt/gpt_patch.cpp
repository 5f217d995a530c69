// Activation patching (contract in attnlab/gpt/gpt_patch.hpp).
//
// The corrupted run keeps, per block l, the residual entering it (x_l) and the
// attention's output before c_proj (z_l). A head tile of layer l starts from
// x_l + z_l·W_O + b_O with head j's share replaced: + (z_clean − z_l)[:, j]·W_O[j rows],
// then runs l's MLP and every later block. A residual tile starts from x_l with
// row p replaced by the clean run's, and runs block l and every later block.
// Variants of one layer are stacked B at a time (B·n rows ≤ kStackRows).
#include "attnlab/gpt/gpt_patch.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/model/layers.hpp"
#include "attnlab/support/parallel.hpp"
#include "gpt_block_ops.hpp"
#include "support/blas_gemm.hpp"
#include "support/task_pool.hpp"

namespace attn {
namespace {

using Over = PatchRequest::Over;

constexpr int kStackRows = 4096;  // rows of a stacked batch (memory: ≈ rows · (3d + 4d) floats)

// Scratch of one stacked batch: B sequences of n tokens.
struct Stack {
    Matrix X, a, qkv, ctx, hidden;            // B·n rows
    Matrix kv;                                // B·n × 2d (the last block's keys and values)
    Matrix x_last, a_last, q_last, ctx_last;  // B rows: the last positions
    Matrix h_last;
    std::vector<float> S;    // per (sequence, head) task: kBlock × n floats
    RopeAngles<float> rope;  // RoPE models: positions 0 … n−1
};

void check_cancel(const PatchRequest& r) {
    if (r.cancel && r.cancel->load(std::memory_order_relaxed)) throw GptPassCancelled{};
}

void check_request(const GptModel& m, const PatchRequest& r) {
    const GptConfig& c = m.config;
    if (r.clean.empty() || r.corrupt.empty())
        throw std::invalid_argument("both prompts need at least one token");
    if (r.clean.size() != r.corrupt.size())
        throw std::invalid_argument("the clean prompt has " + std::to_string(r.clean.size()) +
                                    " tokens and the corrupted one " +
                                    std::to_string(r.corrupt.size()) +
                                    ": patching needs prompts of the same token length");
    for (int id : {r.answer, r.foil})
        if (id < 0 || id >= c.vocab)
            throw std::invalid_argument("token id " + std::to_string(id) +
                                        " is outside the vocabulary of " + std::to_string(c.vocab) +
                                        " tokens");
    if (r.answer == r.foil)
        throw std::invalid_argument("the answer and the foil are the same token");
}

// Block k's (layer l, not the last) attention over every stacked row: s.X (B·n × d)
// += c_proj(attn(LN1(s.X))). s.a (B·n × d), s.qkv (B·n × 3d), s.ctx (B·n × d), s.S:
// scratch; s.rope: RoPE's angles for n positions (RoPE models); slopes: h (ALiBi's, else 0).
void stacked_attention(const GptModel& m, const GptBlock& k, int l, int B, int n,
                       const std::vector<float>& slopes, int threads, Stack& s) {
    const GptConfig& c = m.config;
    const int d = c.d, h = c.heads, dk = c.dk(), rows = B * n;
    const float scale = 1.0f / std::sqrt(float(dk));
    detail::layernorm(s.X, k.ln1_w, k.ln1_b, c.eps, s.a);
    detail::linear_rows(s.a, k.attn_w, k.attn_b, s.qkv);
    if (c.position == PositionEncoding::Rope)
        for (int part = 0; part < 2; ++part)  // Q, then K of every sequence
            detail::rope_rows(s.qkv.data() + part * d, rows, 3 * d, d, dk, n, 0, s.rope.cos,
                              s.rope.sin);
    s.ctx.resize(rows, d);
    detail::parallel_for(B * h, threads, [&](int t) {
        const int b = t / h, j = t % h;
        detail::attention_head(s.qkv.data() + std::ptrdiff_t(b) * n * 3 * d, n, d, l, j, dk, scale,
                               {}, s.S.data() + std::size_t(t) * detail::kBlock * n, nullptr,
                               s.ctx.data() + std::ptrdiff_t(b) * n * d, slopes[std::size_t(j)]);
    });
    detail::sgemm_rows(rows, d, d, 1.0f, s.ctx.data(), d, k.proj_w.data(), d, false, 1.0f,
                       s.X.data(), d);
    detail::add_bias(s.X, k.proj_b);
}

// Block k's (the last layer's) attention for each sequence's last row only: s.x_last
// (B × d) += c_proj(attn(LN1)) of that row, with keys and values from every row of s.X
// (B·n × d). s.a (B·n × d), s.kv (B·n × 2d), s.a_last, s.q_last, s.ctx_last (B × d),
// s.S: scratch; s.rope as in stacked_attention; slopes: h (ALiBi's, else 0).
void last_attention(const GptModel& m, const GptBlock& k, int B, int n,
                    const std::vector<float>& slopes, int threads, Stack& s) {
    const GptConfig& c = m.config;
    const int d = c.d, h = c.heads, dk = c.dk(), rows = B * n;
    const float scale = 1.0f / std::sqrt(float(dk));
    detail::layernorm(s.X, k.ln1_w, k.ln1_b, c.eps, s.a);
    // keys and values of every row: a · attn_w[:, d:3d] + attn_b[d:3d]
    s.kv.resize(rows, 2 * d);
    detail::sgemm_rows(rows, 2 * d, d, 1.0f, s.a.data(), d, k.attn_w.data() + d, 3 * d, false, 0.0f,
                       s.kv.data(), 2 * d);
    if (k.attn_b.size() > 0) s.kv.rowwise() += k.attn_b.segment(d, 2 * d);
    // the last rows' queries: a_last · attn_w[:, 0:d] + attn_b[0:d]
    s.a_last.resize(B, d);
    for (int b = 0; b < B; ++b) s.a_last.row(b) = s.a.row(std::ptrdiff_t(b) * n + n - 1);
    s.q_last.resize(B, d);
    detail::sgemm_rows(B, d, d, 1.0f, s.a_last.data(), d, k.attn_w.data(), 3 * d, false, 0.0f,
                       s.q_last.data(), d);
    if (k.attn_b.size() > 0) s.q_last.rowwise() += k.attn_b.head(d);
    if (c.position == PositionEncoding::Rope) {  // keys at their positions, each query at n − 1
        detail::rope_rows(s.kv.data(), rows, 2 * d, d, dk, n, 0, s.rope.cos, s.rope.sin);
        detail::rope_rows(s.q_last.data(), B, d, d, dk, 1, n - 1, s.rope.cos, s.rope.sin);
    }
    s.ctx_last.resize(B, d);
    detail::parallel_for(B * h, threads, [&](int t) {
        const int b = t / h, j = t % h;
        detail::attention_last_query(s.q_last.data() + std::ptrdiff_t(b) * d + j * dk,
                                     s.kv.data() + std::ptrdiff_t(b) * n * 2 * d, 2 * d, n, d, j,
                                     dk, scale, s.S.data() + std::size_t(t) * detail::kBlock * n,
                                     s.ctx_last.data() + std::ptrdiff_t(b) * d,
                                     slopes[std::size_t(j)]);
    });
    detail::sgemm_rows(B, d, d, 1.0f, s.ctx_last.data(), d, k.proj_w.data(), d, false, 1.0f,
                       s.x_last.data(), d);
    detail::add_bias(s.x_last, k.proj_b);
}

// Block k's MLP on the first `rows` rows of x (rows × d): x += fc_proj(GELU(fc(LN2(x)))).
// a (rows × d) and hidden (rows × F): scratch.
void mlp_rows(const GptConfig& c, const GptBlock& k, int rows, int threads, Matrix& x, Matrix& a,
              Matrix& hidden) {
    const int d = c.d, F = c.d_ff();
    detail::layernorm(x, k.ln2_w, k.ln2_b, c.eps, a);
    detail::linear_rows(a, k.fc_w, k.fc_b, hidden);
    detail::gelu_parallel(hidden, threads, c.activation);
    detail::sgemm_rows(rows, d, F, 1.0f, hidden.data(), F, k.fc_proj_w.data(), d, false, 1.0f,
                       x.data(), d);
    detail::add_bias(x, k.fc_proj_b);
}

// Blocks `first` … L−1 over the B sequences stacked in s.X (B·n × d), starting at block
// first's MLP when `from_mlp`. Leaves each sequence's final residual at its last
// position in s.x_last (B × d). The last block computes keys and values for every
// row but the query, c_proj and the MLP only for the last row.
void run_from(const GptModel& m, int B, int n, int first, bool from_mlp, Stack& s) {
    const GptConfig& c = m.config;
    const int d = c.d, h = c.heads, dk = c.dk(), L = c.layers;
    const int threads = thread_budget();
    s.S.resize(std::size_t(B) * h * detail::kBlock * std::size_t(n));
    const bool rope = c.position == PositionEncoding::Rope;
    if (rope && s.rope.cos.rows() < n) s.rope = rope_angles<float>(n, dk, c.rope_base);
    std::vector<float> slopes(std::size_t(h), 0.0f);  // ALiBi's, else 0
    if (c.position == PositionEncoding::Alibi) slopes = alibi_slopes(h);
    for (int l = first; l < L; ++l) {
        const GptBlock& k = m.blocks[std::size_t(l)];
        const bool attention = !(l == first && from_mlp);
        if (l + 1 < L) {
            if (attention) stacked_attention(m, k, l, B, n, slopes, threads, s);
            mlp_rows(c, k, B * n, threads, s.X, s.a, s.hidden);
            continue;
        }
        s.x_last.resize(B, d);
        for (int b = 0; b < B; ++b) s.x_last.row(b) = s.X.row(std::ptrdiff_t(b) * n + n - 1);
        if (attention) last_attention(m, k, B, n, slopes, threads, s);
        mlp_rows(c, k, B, threads, s.x_last, s.a_last, s.h_last);
    }
}

// The two plain runs: residuals entering each block and each block's head outputs.
struct Run {
    GptPass pass;
    std::vector<Matrix> heads;  // per layer: n × d, before c_proj
};

Run plain_run(GptRunner& runner, const std::vector<int>& ids) {
    Run r;
    GptPassOptions o;
    o.keep_attention = false;
    o.head_outputs = &r.heads;
    r.pass = runner.run(ids, o);
    return r;
}

// Fills s.X with variants [v0, v0 + B) of layer l (heads: head v's output from
// clean; residual: row v of x_l from clean) and runs them to the end.
void run_variants(const GptModel& m, const Run& clean, const Run& corrupt, Over over, int l, int v0,
                  int B, Stack& s) {
    const GptConfig& c = m.config;
    const int n = corrupt.pass.n(), d = c.d, dk = c.dk();
    const Matrix& x_l = corrupt.pass.residual[std::size_t(l)];
    s.X.resize(std::ptrdiff_t(B) * n, d);
    if (over == Over::Residual) {
        for (int b = 0; b < B; ++b) {
            s.X.middleRows(std::ptrdiff_t(b) * n, n) = x_l;
            s.X.row(std::ptrdiff_t(b) * n + v0 + b) =
                clean.pass.residual[std::size_t(l)].row(v0 + b);
        }
        run_from(m, B, n, l, false, s);
        return;
    }
    const GptBlock& k = m.blocks[std::size_t(l)];
    // mid = x_l + z_l · W_O + b_O: the corrupted residual after l's attention
    Matrix mid = x_l;
    const Matrix& z = corrupt.heads[std::size_t(l)];
    detail::sgemm_rows(n, d, d, 1.0f, z.data(), d, k.proj_w.data(), d, false, 1.0f, mid.data(), d);
    detail::add_bias(mid, k.proj_b);
    const Matrix dz = clean.heads[std::size_t(l)] - z;  // n × d
    for (int b = 0; b < B; ++b) {
        const int j = v0 + b;
        auto rows = s.X.middleRows(std::ptrdiff_t(b) * n, n);
        rows = mid;
        // + (z_clean − z)[:, head j] · W_O[head j's dk rows]
        detail::sgemm(false, false, n, d, dk, 1.0f, dz.data() + j * dk, d,
                      k.proj_w.data() + std::ptrdiff_t(j) * dk * d, d, 1.0f, rows.data(), d);
    }
    run_from(m, B, n, l, true, s);
}

// logit(answer) − logit(foil) of final residual rows: LN_f(x) · (W[answer] − W[foil]).
Eigen::VectorXd metric(const GptModel& m, const Matrix& x, int answer, int foil) {
    Matrix a;
    detail::layernorm(x, m.lnf_w, m.lnf_b, m.config.eps, a);
    const Matrix& W = m.output_embedding();
    const Vector dir = W.row(answer) - W.row(foil);
    return (a * dir.transpose()).cast<double>();
}

int variants(const GptModel& m, Over over, int n) {
    return over == Over::Heads ? m.config.heads : n;
}

}  // namespace

PatchMap patch_map(const GptModel& model, const PatchRequest& request) {
    check_request(model, request);
    GptRunner runner(model);
    const Run clean = plain_run(runner, request.clean);
    const Run corrupt = plain_run(runner, request.corrupt);
    const int n = corrupt.pass.n(), L = model.config.layers;
    PatchMap out;
    out.over = request.over;
    const auto last = [&](const Run& r) { return r.pass.residual.back().bottomRows(1); };
    out.clean_diff = metric(model, last(clean), request.answer, request.foil)(0);
    out.corrupt_diff = metric(model, last(corrupt), request.answer, request.foil)(0);
    const double span = out.clean_diff - out.corrupt_diff;
    if (!(std::abs(span) > 1e-6 * std::max(1.0, std::abs(out.clean_diff))))
        throw std::invalid_argument(
            "the clean and the corrupted prompt give the same logit difference (" +
            std::to_string(out.clean_diff) + "): there is nothing for a patch to restore");
    const int V = variants(model, request.over, n);
    out.patched_diff.resize(L, V);
    Stack s;
    const int per = std::max(1, kStackRows / n);
    for (int l = 0; l < L; ++l) {
        for (int v0 = 0; v0 < V; v0 += per) {
            check_cancel(request);
            const int B = std::min(per, V - v0);
            run_variants(model, clean, corrupt, request.over, l, v0, B, s);
            const Eigen::VectorXd diff = metric(model, s.x_last, request.answer, request.foil);
            for (int b = 0; b < B; ++b) out.patched_diff(l, v0 + b) = float(diff(b));
        }
        if (request.layers_done) request.layers_done->store(l + 1, std::memory_order_relaxed);
    }
    out.restored = ((out.patched_diff.cast<double>().array() - out.corrupt_diff) / span)
                       .cast<float>()
                       .matrix();
    return out;
}

Matrix patched_logits(const GptModel& model, const PatchRequest& request, int layer, int index) {
    check_request(model, request);
    const int n = int(request.corrupt.size());
    if (layer < 0 || layer >= model.config.layers)
        throw std::invalid_argument("layer " + std::to_string(layer + 1) + ": the model has " +
                                    std::to_string(model.config.layers) + " layers");
    const int V = variants(model, request.over, n);
    if (index < 0 || index >= V)
        throw std::invalid_argument(
            (request.over == Over::Heads
                 ? "head " + std::to_string(index + 1) + ": a layer has "
                 : "position " + std::to_string(index) + ": the prompt has ") +
            std::to_string(V) + (request.over == Over::Heads ? " heads" : " tokens"));
    GptRunner runner(model);
    const Run clean = plain_run(runner, request.clean);
    const Run corrupt = plain_run(runner, request.corrupt);
    Stack s;
    run_variants(model, clean, corrupt, request.over, layer, index, 1, s);
    return runner.logits_of(s.x_last);
}

}  // namespace attn
