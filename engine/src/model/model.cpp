// ModelT: forward keeps every activation; backward walks the same lines in
// reverse, calling the layer backward functions of layers.cpp.
#include "attnlab/model/model.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "attnlab/support/parallel.hpp"
#include "support/seeded_random.hpp"
#include "support/task_pool.hpp"

namespace attn {

// Data parallelism without locks: a batch of B sequences is cut into
// K = min(B, kShards) shards of whole sequences (shard s holds sequences
// B·s/K … B·(s+1)/K − 1). Every layer but attention works row by row and
// attention works within a sequence, so each shard runs the whole forward and
// backward pass on its own rows, on its own thread, against the shared
// read-only weights. Shard 0 accumulates parameter gradients into the model's
// buffer, shard s > 0 into its own; backward() then adds them in shard order.
// K depends only on B, never on the thread count, so results are the same
// bits whether one thread or several run the shards.
constexpr int kShards = 2;  // the two cores this lab targets; more shards only shrink the products

template <typename S>
struct ModelT<S>::Activations {
    struct Block {
        MatS a, a_hat;      // n × d   LN1 output, normalised input
        RowVec<S> a_rstd;   // n
        MatS qkv;           // n × 3d
        MatS probs;         // (b·h·t) × t attention weights
        MatS dscores;       // (b·h·t) × t ∂loss/∂score (keep_score_gradients only)
        MatS ctx;           // n × d   heads concatenated
        MatS m, m_hat;      // n × d   LN2 output, normalised input
        RowVec<S> m_rstd;   // n
        MatS f_pre, f_act;  // n × F   before / after GELU
    };
    // One shard: nb sequences from sequence b0, n = nb·t rows.
    struct Shard {
        int b0 = 0, nb = 0;
        std::vector<Block> blocks;  // L
        MatS x;                     // n × d  residual stream (after the last block: x_out)
        MatS branch;                // n × d  output of an attention or MLP branch
        MatS y, y_hat;              // n × d  final LN output, normalised input
        RowVec<S> y_rstd;           // n
        MatS logits, probs;         // n × V
        S loss = 0;                 // mean cross-entropy over the shard's counted rows
        Eigen::Index counted = 0;   // rows whose target is not kIgnoreTarget
        // Backward scratch.
        MatS dx, dtmp, dlogits, dy, df, dqkv, dctx;
        // Gradient accumulator of shards s > 0 (P scalars) and its named views.
        std::vector<S, Eigen::aligned_allocator<S>> grad;
        std::unique_ptr<Views> gv;
    };
    std::vector<int> ids;       // N
    std::vector<int> targets;   // N (after loss())
    Eigen::Index counted = 0;   // targets that are not kIgnoreTarget
    std::vector<Shard> shards;  // K
    MatS logits;                // N × V, gathered from the shards when K > 1
    RowVec<S> no_bias;
};

namespace {

// Runs f(s) for s in [0, k) on the task pool, with as many threads as the
// caller's thread budget allows (one inside a pool task).
template <typename F>
void for_each_shard(int k, F f) {
    detail::parallel_for(k, std::min(k, thread_budget()), f);
}

}  // namespace

template <typename S>
ModelT<S>::ModelT(const ModelConfig& config) : config_(config) {
    validate(config_);
    params_.assign(parameter_count(config_), S(0));
    grads_.assign(params_.size(), S(0));
    act_ = std::make_unique<Activations>();
    build_views();
    build_position_terms();
}

template <typename S>
ModelT<S>::ModelT(const ModelT& o)
    : config_(o.config_),
      params_(o.params_),
      grads_(o.grads_),
      act_(std::make_unique<Activations>()),
      score_bias_(o.score_bias_),
      keep_score_gradients_(o.keep_score_gradients_) {
    build_views();
    build_position_terms();
}

template <typename S>
ModelT<S>& ModelT<S>::operator=(const ModelT& o) {
    if (this == &o) return *this;
    const bool same = config_ == o.config_;
    config_ = o.config_;
    params_ = o.params_;
    grads_ = o.grads_;
    score_bias_ = o.score_bias_;
    keep_score_gradients_ = o.keep_score_gradients_;
    have_score_gradients_ = false;
    if (!same) {
        act_ = std::make_unique<Activations>();
        batch_ = t_ = 0;
    }
    build_views();
    build_position_terms();
    return *this;
}

template <typename S>
ModelT<S>::~ModelT() = default;

template <typename S>
typename ModelT<S>::Views ModelT<S>::views_of(S* base, const ModelConfig& c) {
    std::size_t off = 0;
    auto mat = [&](int r, int k) {
        MapMat m(base + off, r, k);
        off += std::size_t(r) * k;
        return m;
    };
    auto row = [&](int k) {
        MapRow m(base + off, k);
        off += std::size_t(k);
        return m;
    };
    auto tok = mat(c.vocab, c.d);
    auto pos = mat(c.position == PositionEncoding::Learned ? c.context : 0, c.d);
    std::vector<BlockViews> blocks;
    blocks.reserve(std::size_t(c.layers));
    // Attention only: the feed-forward views are empty (no LN2, no MLP in the layout).
    const int d2 = c.mlp ? c.d : 0, f = c.mlp ? c.d_ff : 0;
    for (int i = 0; i < c.layers; ++i) {
        // Member order is the layout order; braces evaluate left to right.
        blocks.push_back(BlockViews{row(c.d), row(c.d), mat(3 * c.d, c.d), row(3 * c.d),
                                    mat(c.d, c.d), row(c.d), row(d2), row(d2), mat(f, d2), row(f),
                                    mat(d2, f), row(d2)});
    }
    auto ln_w = row(c.d);
    auto ln_b = row(c.d);
    auto head = mat(c.vocab, c.d);
    return Views{tok, pos, std::move(blocks), ln_w, ln_b, head};
}

template <typename S>
void ModelT<S>::build_views() {
    wv_ = std::make_unique<Views>(views_of(params_.data(), config_));
    gv_ = std::make_unique<Views>(views_of(grads_.data(), config_));
}

template <typename S>
void ModelT<S>::build_position_terms() {
    const ModelConfig& c = config_;
    const int T = c.context, h = c.heads;
    fixed_pos_.resize(0, 0);
    alibi_.resize(0, 0);
    rope_ = {};
    if (c.position == PositionEncoding::Sinusoidal)
        fixed_pos_ = positional_encoding(T, c.d).template cast<S>();
    if (c.position == PositionEncoding::Rope) rope_ = rope_angles<S>(T, c.dk(), c.rope_base);
    if (c.position == PositionEncoding::Alibi) {
        alibi_ = MatS::Zero(Eigen::Index(h) * T, T);
        for (int j = 0; j < h; ++j) {
            const S m = S(alibi_slope(j + 1, h));
            for (int i = 0; i < T; ++i)
                for (int k = 0; k <= i; ++k) alibi_(Eigen::Index(j) * T + i, k) = -m * S(i - k);
        }
    }
    layer_bias_.assign(std::size_t(c.layers), MatS());
    for (int l = 0; l < c.layers; ++l) combine_score_bias(l);
}

template <typename S>
void ModelT<S>::combine_score_bias(int l) {
    const MatS* user = score_bias_.empty() || score_bias_[std::size_t(l)].size() == 0
                           ? nullptr
                           : &score_bias_[std::size_t(l)];
    MatS& out = layer_bias_[std::size_t(l)];
    out.resize(0, 0);
    if (!user || alibi_.size() == 0) return;  // one term or none: score_bias_of reads it directly
    // Both: the user's (h·T') × T' and ALiBi's (h·T) × T over the positions both cover.
    const Eigen::Index Tu = user->cols(), Ta = alibi_.cols(), T = std::min(Tu, Ta);
    out.resize(Eigen::Index(config_.heads) * T, T);
    for (int j = 0; j < config_.heads; ++j)
        out.middleRows(j * T, T) = user->block(j * Tu, 0, T, T) + alibi_.block(j * Ta, 0, T, T);
}

template <typename S>
const typename ModelT<S>::MatS* ModelT<S>::score_bias_of(int l) const {
    if (layer_bias_[std::size_t(l)].size() != 0) return &layer_bias_[std::size_t(l)];
    if (!score_bias_.empty() && score_bias_[std::size_t(l)].size() != 0)
        return &score_bias_[std::size_t(l)];
    return alibi_.size() != 0 ? &alibi_ : nullptr;
}

template <typename S>
void ModelT<S>::init(std::uint64_t seed) {
    // The project's own generator: the same weights for a seed on every platform.
    detail::SeededRandom gen(seed);
    auto normal = [&](auto&& m) {
        for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = S(gen.normal());
    };
    auto uniform = [&](auto&& m, double bound) {
        for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = S(gen.uniform(-bound, bound));
    };
    Views& w = *wv_;
    const ModelConfig& c = config_;
    normal(w.tok);
    normal(w.pos);
    for (auto& b : w.blocks) {
        b.ln1_w.setOnes();
        b.ln1_b.setZero();
        uniform(b.in_w, std::sqrt(6.0 / (c.d + 3.0 * c.d)));  // xavier_uniform on 3d × d
        b.in_b.setZero();
        uniform(b.out_w, 1.0 / std::sqrt(double(c.d)));
        b.out_b.setZero();
        b.ln2_w.setOnes();
        b.ln2_b.setZero();
        if (!c.mlp) continue;
        uniform(b.ff0_w, 1.0 / std::sqrt(double(c.d)));
        uniform(b.ff0_b, 1.0 / std::sqrt(double(c.d)));
        uniform(b.ff2_w, 1.0 / std::sqrt(double(c.d_ff)));
        uniform(b.ff2_b, 1.0 / std::sqrt(double(c.d_ff)));
    }
    w.ln_w.setOnes();
    w.ln_b.setZero();
    uniform(w.head, 1.0 / std::sqrt(double(c.d)));
}

template <typename S>
const typename ModelT<S>::MatS& ModelT<S>::forward(std::span<const int> ids, int t) {
    const ModelConfig& c = config_;
    if (t < 1 || t > c.context)
        throw std::invalid_argument("Model::forward: length " + std::to_string(t) + " outside 1…" +
                                    std::to_string(c.context));
    if (ids.empty() || ids.size() % std::size_t(t) != 0)
        throw std::invalid_argument("Model::forward: " + std::to_string(ids.size()) +
                                    " ids are not a whole number of sequences of " +
                                    std::to_string(t));
    for (int id : ids)
        if (id < 0 || id >= c.vocab)
            throw std::invalid_argument("Model::forward: token id " + std::to_string(id) +
                                        " outside the vocabulary 0…" + std::to_string(c.vocab - 1));
    for (int l = 0; l < c.layers; ++l)
        if (const MatS* bias = score_bias_of(l); bias && bias->cols() < t)
            throw std::invalid_argument("Model::forward: the score bias covers " +
                                        std::to_string(bias->cols()) + " positions, not " +
                                        std::to_string(t));
    Activations& A = *act_;
    const Views& w = *wv_;
    have_score_gradients_ = false;
    batch_ = static_cast<int>(ids.size() / std::size_t(t));
    t_ = t;
    A.ids.assign(ids.begin(), ids.end());
    A.no_bias.resize(0);
    const int K = std::min(batch_, kShards);
    A.shards.resize(std::size_t(K));
    for (int k = 0; k < K; ++k) {
        auto& sh = A.shards[std::size_t(k)];
        sh.b0 = batch_ * k / K;
        sh.nb = batch_ * (k + 1) / K - sh.b0;
        sh.blocks.resize(std::size_t(c.layers));
    }

    for_each_shard(K, [&](int k) {
        auto& sh = A.shards[std::size_t(k)];
        const auto my_ids =
            std::span<const int>(A.ids).subspan(std::size_t(sh.b0) * t, std::size_t(sh.nb) * t);
        // The residual stream x is updated in place: backward needs only the
        // LayerNorm outputs and the branches' inner activations.
        embedding_forward<S>(my_ids, t, w.tok, fixed_pos_.size() != 0 ? fixed_pos_ : w.pos,
                             sh.x);  // (F1) x = tok[ids] + pos
        for (int l = 0; l < c.layers; ++l) {
            auto& B = sh.blocks[std::size_t(l)];
            const auto& p = w.blocks[std::size_t(l)];
            layernorm_forward<S>(sh.x, p.ln1_w, p.ln1_b, B.a, B.a_hat,
                                 B.a_rstd);                 // (F2) a = LN1(x)
            linear_forward<S>(B.a, p.in_w, p.in_b, B.qkv);  // (F3) qkv = a W_inᵀ + b_in
            if (rope_.cos.size() != 0)
                rope_turn_qk<S>(B.qkv, t, c.heads, rope_, false);  // (F3r) RoPE on Q, K
            attention_forward<S>(B.qkv, t, c.heads, B.probs, B.ctx,
                                 score_bias_of(l));                 // (F4) ctx = causal MHA core
            linear_forward<S>(B.ctx, p.out_w, p.out_b, sh.branch);  // (F5) x ← x + ctx W_oᵀ + b_o
            sh.x += sh.branch;
            if (!c.mlp) continue;  // attention only
            layernorm_forward<S>(sh.x, p.ln2_w, p.ln2_b, B.m, B.m_hat,
                                 B.m_rstd);                           // (F6) m = LN2(x)
            linear_forward<S>(B.m, p.ff0_w, p.ff0_b, B.f_pre);        // (F7) f = m W0ᵀ + b0
            gelu_forward<S>(B.f_pre, B.f_act);                        // (F8) g = GELU(f)
            linear_forward<S>(B.f_act, p.ff2_w, p.ff2_b, sh.branch);  // (F9) x ← x + g W2ᵀ + b2
            sh.x += sh.branch;
        }
        layernorm_forward<S>(sh.x, w.ln_w, w.ln_b, sh.y, sh.y_hat,
                             sh.y_rstd);                        // (F10) y = LN(x_out)
        linear_forward<S>(sh.y, w.head, A.no_bias, sh.logits);  // (F11) logits = y Hᵀ
    });
    return logits();
}

template <typename S>
S ModelT<S>::loss(std::span<const int> targets) {
    Activations& A = *act_;
    if (targets.size() != A.ids.size())
        throw std::invalid_argument("Model::loss: " + std::to_string(targets.size()) +
                                    " targets for " + std::to_string(A.ids.size()) + " positions");
    for (int id : targets)
        if ((id < 0 && id != kIgnoreTarget) || id >= config_.vocab)
            throw std::invalid_argument("Model::loss: target id outside the vocabulary");
    A.targets.assign(targets.begin(), targets.end());
    A.counted = static_cast<Eigen::Index>(
        std::count_if(targets.begin(), targets.end(), [](int id) { return id != kIgnoreTarget; }));
    const int K = static_cast<int>(A.shards.size());
    for_each_shard(K, [&](int k) {
        auto& sh = A.shards[std::size_t(k)];
        const auto my = std::span<const int>(A.targets).subspan(std::size_t(sh.b0) * t_,
                                                                std::size_t(sh.nb) * t_);
        sh.loss = cross_entropy_forward<S>(sh.logits, my, sh.probs);  // (F12) loss
        sh.counted = static_cast<Eigen::Index>(
            std::count_if(my.begin(), my.end(), [](int id) { return id != kIgnoreTarget; }));
    });
    S total = 0;  // mean over the counted rows, summed in shard order
    if (A.counted == static_cast<Eigen::Index>(A.targets.size())) {
        for (const auto& sh : A.shards) total += sh.loss * S(sh.nb);
        return total / S(batch_);
    }
    for (const auto& sh : A.shards) total += sh.loss * S(sh.counted);
    return A.counted == 0 ? S(0) : total / S(A.counted);
}

template <typename S>
void ModelT<S>::backward() {
    Activations& A = *act_;
    const ModelConfig& c = config_;
    const Views& w = *wv_;
    const int K = static_cast<int>(A.shards.size());
    const Eigen::Index N = std::max<Eigen::Index>(1, A.counted);  // the mean's row count

    for_each_shard(K, [&](int k) {
        auto& sh = A.shards[std::size_t(k)];
        if (k > 0 && sh.grad.size() != grads_.size()) {
            sh.grad.assign(grads_.size(), S(0));
            sh.gv = std::make_unique<Views>(views_of(sh.grad.data(), c));
        }
        auto& buf = k == 0 ? grads_ : sh.grad;
        std::fill(buf.begin(), buf.end(), S(0));
        Views& g = k == 0 ? *gv_ : *sh.gv;
        const auto my_ids =
            std::span<const int>(A.ids).subspan(std::size_t(sh.b0) * t_, std::size_t(sh.nb) * t_);
        const auto my_targets =
            std::span<const int>(A.targets).subspan(std::size_t(sh.b0) * t_, my_ids.size());

        cross_entropy_backward<S>(sh.probs, my_targets, sh.dlogits,
                                  N);  // d(F12), mean over the counted rows
        linear_backward<S>(sh.dlogits, sh.y, w.head, &sh.dy, g.head, A.no_bias);  // d(F11)
        sh.dx.setZero(sh.x.rows(), c.d);
        layernorm_backward_add<S>(sh.dy, sh.y_hat, sh.y_rstd, w.ln_w, sh.dx, g.ln_w,
                                  g.ln_b);  // d(F10)
        for (int l = c.layers - 1; l >= 0; --l) {
            auto& B = sh.blocks[std::size_t(l)];
            const auto& p = w.blocks[std::size_t(l)];
            auto& q = g.blocks[std::size_t(l)];
            if (c.mlp) {
                // d(F9): the residual passes dx through to x_mid; the branch gets dx too.
                linear_backward<S>(sh.dx, B.f_act, p.ff2_w, &sh.df, q.ff2_w, q.ff2_b);
                gelu_backward<S>(sh.df, B.f_pre, sh.dtmp);                            // d(F8)
                linear_backward<S>(sh.dtmp, B.m, p.ff0_w, &sh.dy, q.ff0_w, q.ff0_b);  // d(F7)
                layernorm_backward_add<S>(sh.dy, B.m_hat, B.m_rstd, p.ln2_w, sh.dx, q.ln2_w,
                                          q.ln2_b);  // d(F6), dx = d x_mid
            }
            linear_backward<S>(sh.dx, B.ctx, p.out_w, &sh.dctx, q.out_w, q.out_b);  // d(F5)
            attention_backward<S>(sh.dctx, B.qkv, B.probs, t_, c.heads, sh.dqkv,
                                  keep_score_gradients_ ? &B.dscores : nullptr);  // d(F4)
            if (rope_.cos.size() != 0)
                rope_turn_qk<S>(sh.dqkv, t_, c.heads, rope_, true);            // d(F3r): turn back
            linear_backward<S>(sh.dqkv, B.a, p.in_w, &sh.dy, q.in_w, q.in_b);  // d(F3)
            layernorm_backward_add<S>(sh.dy, B.a_hat, B.a_rstd, p.ln1_w, sh.dx, q.ln1_w,
                                      q.ln1_b);  // d(F2), dx = d x_in
        }
        embedding_backward<S>(my_ids, t_, sh.dx, g.tok, g.pos);  // d(F1)
    });
    have_score_gradients_ = keep_score_gradients_;
    // Sum the shards' gradients in shard order, each thread over its own slice.
    if (K > 1) {
        const auto P = static_cast<Eigen::Index>(grads_.size());
        for_each_shard(kShards, [&](int part) {
            const Eigen::Index i0 = P * part / kShards, i1 = P * (part + 1) / kShards;
            Eigen::Map<Eigen::Array<S, Eigen::Dynamic, 1>> total(grads_.data() + i0, i1 - i0);
            for (int k = 1; k < K; ++k)
                total += Eigen::Map<const Eigen::Array<S, Eigen::Dynamic, 1>>(
                    A.shards[std::size_t(k)].grad.data() + i0, i1 - i0);
        });
    }
}

template <typename S>
const typename ModelT<S>::MatS& ModelT<S>::logits() const {
    Activations& A = *act_;
    if (A.shards.size() == 1) return A.shards.front().logits;
    // Gather (N × V): only callers that read the logits pay for the copy.
    A.logits.resize(static_cast<Eigen::Index>(A.ids.size()), config_.vocab);
    for (const auto& sh : A.shards)
        A.logits.middleRows(Eigen::Index(sh.b0) * t_, sh.logits.rows()) = sh.logits;
    return A.logits;
}

template <typename S>
Eigen::Map<const typename ModelT<S>::MatS> ModelT<S>::attention(int layer, int head, int b) const {
    if (t_ == 0 || layer < 0 || layer >= config_.layers || head < 0 || head >= config_.heads ||
        b < 0 || b >= batch_)
        throw std::invalid_argument(
            "Model::attention: no such layer/head/sequence in the last forward pass");
    const auto& shards = act_->shards;
    const auto& sh =
        *std::find_if(shards.begin(), shards.end(), [&](const auto& s) { return b < s.b0 + s.nb; });
    const MatS& P = sh.blocks[std::size_t(layer)].probs;
    const std::size_t off = (std::size_t(b - sh.b0) * config_.heads + std::size_t(head)) *
                            std::size_t(t_) * std::size_t(t_);
    return Eigen::Map<const MatS>(P.data() + off, t_, t_);
}

template <typename S>
void ModelT<S>::set_score_bias(int layer, MatS bias) {
    if (layer < 0 || layer >= config_.layers)
        throw std::invalid_argument("Model::set_score_bias: no layer " + std::to_string(layer));
    if (bias.size() != 0 && (bias.rows() != Eigen::Index(config_.heads) * bias.cols()))
        throw std::invalid_argument("Model::set_score_bias: expected (heads·T) × T");
    if (score_bias_.empty()) score_bias_.resize(std::size_t(config_.layers));
    score_bias_[std::size_t(layer)] = std::move(bias);
    combine_score_bias(layer);
}

template <typename S>
Eigen::Map<const typename ModelT<S>::MatS> ModelT<S>::score_gradient(int layer, int head,
                                                                     int b) const {
    if (!have_score_gradients_)
        throw std::logic_error(
            "Model::score_gradient: call keep_score_gradients(true) before "
            "backward()");
    attention(layer, head, b);  // the same checks of layer, head and sequence
    const auto& shards = act_->shards;
    const auto& sh =
        *std::find_if(shards.begin(), shards.end(), [&](const auto& s) { return b < s.b0 + s.nb; });
    const MatS& D = sh.blocks[std::size_t(layer)].dscores;
    const std::size_t off = (std::size_t(b - sh.b0) * config_.heads + std::size_t(head)) *
                            std::size_t(t_) * std::size_t(t_);
    return Eigen::Map<const MatS>(D.data() + off, t_, t_);
}

template class ModelT<float>;
template class ModelT<double>;

}  // namespace attn
