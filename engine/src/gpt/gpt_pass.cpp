// The viewing pass of a GptModel (contract in attnlab/gpt/gpt_pass.hpp).
//
// Work per layer, n tokens: the four products (qkv, proj, fc, fc_proj) through
// OpenBLAS with C's rows split over the task pool; attention per head on the
// pool, in row blocks of kBlock queries so that only keys 0 … i1−1 of a block
// are multiplied (the causal triangle, not the square); LayerNorm, softmax and
// GELU vectorised with Eigen. Logits only at the rows asked for, their V
// columns split over the pool.
#include "attnlab/gpt/gpt_pass.hpp"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>

#include "attnlab/model/layers.hpp"
#include "attnlab/support/parallel.hpp"
#include "gpt_block_ops.hpp"
#include "support/blas_gemm.hpp"
#include "support/task_pool.hpp"

namespace attn {
namespace {

using detail::add_bias;
using detail::gelu_parallel;
using detail::kBlock;
using detail::layernorm;
using detail::linear_rows;
using detail::sgemm;
using detail::sgemm_rows;

// The token ids fit the model and the logit rows the sentence; returns the rows whose
// logits are computed (the last token's when none are asked for).
std::vector<int> checked_logit_rows(std::span<const int> ids, const GptPassOptions& options,
                                    const GptConfig& c) {
    const int n = int(ids.size());
    if (n < 1) throw std::invalid_argument("the sentence has no tokens");
    if (n > c.positions)
        throw std::invalid_argument("the sentence has " + std::to_string(n) +
                                    " tokens; the model's n_positions is " +
                                    std::to_string(c.positions));
    for (int i = 0; i < n; ++i)
        if (ids[std::size_t(i)] < 0 || ids[std::size_t(i)] >= c.vocab)
            throw std::invalid_argument(
                "token " + std::to_string(i) + " has id " + std::to_string(ids[std::size_t(i)]) +
                "; the vocabulary has " + std::to_string(c.vocab) + " tokens");
    std::vector<int> rows = options.logit_positions;
    if (rows.empty()) rows.push_back(n - 1);
    for (int r : rows)
        if (r < 0 || r >= n)
            throw std::invalid_argument("logit position " + std::to_string(r) +
                                        " is outside the sentence's " + std::to_string(n) +
                                        " tokens");
    return rows;
}

// The interventions fit the model and the sentence, and a patch has its clean run.
void check_pass_interventions(const GptPassOptions& o, const GptConfig& c, int n) {
    if (o.interventions.empty()) return;
    check_interventions(o.interventions, c.layers, c.heads, n, true);
    if (!needs_clean_run(o.interventions)) return;
    if (!o.patch_from || int(o.patch_from->size()) != c.layers)
        throw std::invalid_argument("a patch needs the clean prompt's run");
    for (const Matrix& m : *o.patch_from)
        if (m.rows() != n || m.cols() != c.d)
            throw std::invalid_argument("the clean prompt has " + std::to_string(m.rows()) +
                                        " tokens and the corrupted one " + std::to_string(n) +
                                        ": a patch needs prompts of the same length");
}

// The first block a pass runs: 0, or options.resume_layer once its residual fits.
// The model's numbers left 32-bit floats in block `layer` (counted from 0; the block count: in
// the next-token logits): weights finite but too large to compute with.
std::string overflow_message(int layer, int layers) {
    const std::string where =
        layer < layers ? "layer " + std::to_string(layer + 1) : "the next-token logits";
    return "the model's numbers overflow 32-bit floats in " + where +
           " (a value is no longer finite): its weights are too large to compute with";
}

int check_resume(const GptPassOptions& o, const GptConfig& c, int n) {
    if (!o.resume_from) return 0;
    if (o.resume_layer < 0 || o.resume_layer >= c.layers)
        throw std::invalid_argument("resume_layer " + std::to_string(o.resume_layer) +
                                    " is not a block of the model (0 to " +
                                    std::to_string(c.layers - 1) + ")");
    if (o.resume_from->rows() != n || o.resume_from->cols() != c.d)
        throw std::invalid_argument("the residual to resume from is " +
                                    std::to_string(o.resume_from->rows()) + " × " +
                                    std::to_string(o.resume_from->cols()) + "; the pass needs " +
                                    std::to_string(n) + " × " + std::to_string(c.d));
    if (o.keep_residual || o.keep_attention || o.head_outputs)
        throw std::invalid_argument(
            "a resumed pass computes logits only: keep_residual and keep_attention off, no "
            "head_outputs");
    return o.resume_layer;
}

}  // namespace

float GptPass::weight(int layer, int head, int i, int k) const {
    assert(layer >= 0 && layer < config.layers && head >= 0 && head < config.heads);
    assert(i >= 0 && i < n() && k >= 0 && k < n());
    if (k > i) return 0.0f;
    return attention[tri_offset(layer, head) + std::size_t(i) * (i + 1) / 2 + std::size_t(k)];
}

std::span<const float> GptPass::row(int layer, int head, int i) const {
    assert(i >= 0 && i < n());
    return {attention.data() + tri_offset(layer, head) + std::size_t(i) * (i + 1) / 2,
            std::size_t(i) + 1};
}

Matrix GptPass::attention_matrix(int layer, int head) const {
    Matrix m = Matrix::Zero(n(), n());
    for (int i = 0; i < n(); ++i) {
        const auto r = row(layer, head, i);
        std::copy(r.begin(), r.end(), m.row(i).data());
    }
    return m;
}

struct GptRunner::Scratch {
    Matrix x, a, qkv, ctx, h;
    std::vector<Matrix> scores;  // per head: kBlock × n
    RopeAngles<float> rope;      // RoPE models: cos, sin of p·θᵢ for every position p < T
};

GptRunner::GptRunner(const GptModel& model) : model_(model), s_(std::make_unique<Scratch>()) {}
GptRunner::~GptRunner() = default;

GptPass GptRunner::run(std::span<const int> ids, const GptPassOptions& options) {
    const GptConfig& c = model_.config;
    const int n = int(ids.size()), d = c.d, h = c.heads, dk = c.dk(), F = c.d_ff();
    const std::vector<int> rows = checked_logit_rows(ids, options, c);
    check_pass_interventions(options, c, n);
    if (options.head_outputs) options.head_outputs->clear();

    GptPass pass;
    pass.config = c;
    pass.ids.assign(ids.begin(), ids.end());
    pass.logit_positions = rows;
    if (options.keep_attention) pass.attention.resize(std::size_t(c.layers) * h * pass.tri_size());
    if (options.keep_residual) pass.residual.reserve(std::size_t(c.layers) + 1);

    Scratch& s = *s_;
    const int first = check_resume(options, c, n);
    if (options.resume_from) {
        s.x = *options.resume_from;
    } else {
        s.x.resize(n, d);
        for (int i = 0; i < n; ++i)
            s.x.row(i) = model_.wte.row(ids[std::size_t(i)]) + model_.wpe.row(i);
    }
    if (options.keep_residual) pass.residual.push_back(s.x);
    if (int(s.scores.size()) < h) s.scores.resize(std::size_t(h));
    for (int j = 0; j < h; ++j)
        if (s.scores[std::size_t(j)].rows() < kBlock || s.scores[std::size_t(j)].cols() < n)
            s.scores[std::size_t(j)].resize(
                kBlock, std::max<Eigen::Index>(n, s.scores[std::size_t(j)].cols()));
    s.ctx.resize(n, d);
    const float scale = 1.0f / std::sqrt(float(dk));
    const int threads = thread_budget();
    const bool rope = c.position == PositionEncoding::Rope;
    if (rope && s.rope.cos.rows() == 0) s.rope = rope_angles<float>(c.positions, dk, c.rope_base);
    std::vector<float> slopes(std::size_t(h), 0.0f);  // ALiBi's, else 0
    if (c.position == PositionEncoding::Alibi) slopes = alibi_slopes(h);

    for (int l = first; l < c.layers; ++l) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed))
            throw GptPassCancelled{};
        const GptBlock& k = model_.blocks[std::size_t(l)];
        layernorm(s.x, k.ln1_w, k.ln1_b, c.eps, s.a);
        linear_rows(s.a, k.attn_w, k.attn_b, s.qkv);
        if (rope)
            for (int part = 0; part < 2; ++part)  // Q, then K
                detail::rope_rows(s.qkv.data() + part * d, n, 3 * d, d, dk, n, 0, s.rope.cos,
                                  s.rope.sin);
        float* tri_layer =
            options.keep_attention ? pass.attention.data() + pass.tri_offset(l, 0) : nullptr;
        detail::parallel_for(h, threads, [&](int j) {
            detail::attention_head(
                s.qkv.data(), n, d, l, j, dk, scale, options.interventions,
                s.scores[std::size_t(j)].data(),
                tri_layer ? tri_layer + std::size_t(j) * pass.tri_size() : nullptr, s.ctx.data(),
                slopes[std::size_t(j)]);
        });
        if (touches_layer(options.interventions, l))
            apply_head_fates(options.interventions, l, h, dk,
                             options.patch_from ? &(*options.patch_from)[std::size_t(l)] : nullptr,
                             s.ctx);
        if (options.head_outputs) options.head_outputs->push_back(s.ctx);
        // x += ctx · proj_w + proj_b
        sgemm_rows(n, d, d, 1.0f, s.ctx.data(), d, k.proj_w.data(), d, false, 1.0f, s.x.data(), d);
        add_bias(s.x, k.proj_b);
        layernorm(s.x, k.ln2_w, k.ln2_b, c.eps, s.a);
        linear_rows(s.a, k.fc_w, k.fc_b, s.h);
        gelu_parallel(s.h, threads, c.activation);
        sgemm_rows(n, d, F, 1.0f, s.h.data(), F, k.fc_proj_w.data(), d, false, 1.0f, s.x.data(), d);
        add_bias(s.x, k.fc_proj_b);
        if (!s.x.allFinite()) throw std::invalid_argument(overflow_message(l, c.layers));
        if (options.keep_residual) pass.residual.push_back(s.x);
        if (options.layers_done && l + 1 < c.layers)
            options.layers_done->store(l + 1, std::memory_order_relaxed);
    }
    if (options.cancel && options.cancel->load(std::memory_order_relaxed)) throw GptPassCancelled{};

    Matrix picked(Eigen::Index(rows.size()), d);
    for (std::size_t r = 0; r < rows.size(); ++r) picked.row(Eigen::Index(r)) = s.x.row(rows[r]);
    pass.logits = logits_of(picked);
    if (!pass.logits.allFinite()) throw std::invalid_argument(overflow_message(c.layers, c.layers));
    if (options.layers_done) options.layers_done->store(c.layers, std::memory_order_relaxed);
    return pass;
}

Matrix GptRunner::logits_of(const Eigen::Ref<const Matrix>& x) const {
    const GptConfig& c = model_.config;
    if (x.cols() != c.d)
        throw std::invalid_argument("logits_of: rows have " + std::to_string(x.cols()) +
                                    " values; n_embd is " + std::to_string(c.d));
    Matrix a;
    layernorm(x, model_.lnf_w, model_.lnf_b, c.eps, a);
    const Matrix& W = model_.output_embedding();  // V × d
    const int rows = int(a.rows()), V = c.vocab, d = c.d;
    Matrix logits(rows, V);
    // Split V's columns over the pool: one row is a matrix–vector product that
    // reads all of W, so the rows cannot be split.
    const int bands = std::clamp(V / 4096, 1, std::max(1, thread_budget()));
    const int per = (V + bands - 1) / bands;
    detail::parallel_for(bands, bands, [&](int b) {
        const int c0 = b * per, c1 = std::min(V, c0 + per);
        if (c0 < c1)
            sgemm(false, true, rows, c1 - c0, d, 1.0f, a.data(), d,
                  W.data() + std::ptrdiff_t(c0) * d, d, 0.0f, logits.data() + c0, V);
    });
    return logits;
}

}  // namespace attn
