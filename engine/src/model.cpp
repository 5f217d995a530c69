// ModelT: forward keeps every activation; backward walks the same lines in
// reverse, calling the layer backward functions of layers.cpp.
#include "attnlab/model.hpp"

#include <cmath>
#include <random>
#include <stdexcept>

namespace attn {

template <typename S>
struct ModelT<S>::Activations {
    struct Block {
        MatS a, a_hat;        // N × d   LN1 output, normalised input
        RowVec<S> a_rstd;     // N
        MatS qkv;             // N × 3d
        MatS probs;           // (B·h·t) × t attention weights
        MatS ctx;             // N × d   heads concatenated
        MatS m, m_hat;        // N × d   LN2 output, normalised input
        RowVec<S> m_rstd;     // N
        MatS f_pre, f_act;    // N × F   before / after GELU
    };
    std::vector<int> ids;          // N
    std::vector<int> targets;      // N (after loss())
    std::vector<Block> blocks;     // L
    MatS x;                        // N × d  residual stream (after the last block: x_out)
    MatS branch;                   // N × d  output of an attention or MLP branch
    MatS y, y_hat;                 // N × d  final LN output, normalised input
    RowVec<S> y_rstd;              // N
    MatS logits, probs;            // N × V
    // Backward scratch.
    MatS dx, dtmp, dlogits, dy, df, dqkv, dctx;
    RowVec<S> no_bias;
};

template <typename S>
ModelT<S>::ModelT(const ModelConfig& config) : config_(config) {
    validate(config_);
    params_.assign(parameter_count(config_), S(0));
    grads_.assign(params_.size(), S(0));
    act_ = std::make_unique<Activations>();
    build_views();
}

template <typename S>
ModelT<S>::ModelT(const ModelT& o)
    : config_(o.config_), params_(o.params_), grads_(o.grads_), act_(std::make_unique<Activations>()) {
    build_views();
}

template <typename S>
ModelT<S>& ModelT<S>::operator=(const ModelT& o) {
    if (this == &o) return *this;
    const bool same = config_ == o.config_;
    config_ = o.config_;
    params_ = o.params_;
    grads_ = o.grads_;
    if (!same) {
        act_ = std::make_unique<Activations>();
        batch_ = t_ = 0;
    }
    build_views();
    return *this;
}

template <typename S>
ModelT<S>::~ModelT() = default;

template <typename S>
typename ModelT<S>::Views ModelT<S>::views_of(S* base, const ModelConfig& c) {
    std::size_t off = 0;
    auto mat = [&](int r, int k) { MapMat m(base + off, r, k); off += std::size_t(r) * k; return m; };
    auto row = [&](int k) { MapRow m(base + off, k); off += std::size_t(k); return m; };
    auto tok = mat(c.vocab, c.d);
    auto pos = mat(c.context, c.d);
    std::vector<BlockViews> blocks;
    blocks.reserve(std::size_t(c.layers));
    for (int i = 0; i < c.layers; ++i) {
        // Member order is the layout order; braces evaluate left to right.
        blocks.push_back(BlockViews{row(c.d), row(c.d), mat(3 * c.d, c.d), row(3 * c.d), mat(c.d, c.d), row(c.d),
                                    row(c.d), row(c.d), mat(c.d_ff, c.d), row(c.d_ff), mat(c.d, c.d_ff), row(c.d)});
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
void ModelT<S>::init(std::uint64_t seed) {
    std::mt19937_64 gen(seed);
    auto normal = [&](auto&& m) {
        std::normal_distribution<double> nd(0.0, 1.0);
        for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = S(nd(gen));
    };
    auto uniform = [&](auto&& m, double bound) {
        std::uniform_real_distribution<double> ud(-bound, bound);
        for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = S(ud(gen));
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
        throw std::invalid_argument("Model::forward: length " + std::to_string(t) + " outside 1…" + std::to_string(c.context));
    if (ids.empty() || ids.size() % std::size_t(t) != 0)
        throw std::invalid_argument("Model::forward: " + std::to_string(ids.size()) + " ids are not a whole number of sequences of " +
                                    std::to_string(t));
    for (int id : ids)
        if (id < 0 || id >= c.vocab)
            throw std::invalid_argument("Model::forward: token id " + std::to_string(id) + " outside the vocabulary 0…" +
                                        std::to_string(c.vocab - 1));
    Activations& A = *act_;
    const Views& w = *wv_;
    batch_ = static_cast<int>(ids.size() / std::size_t(t));
    t_ = t;
    A.ids.assign(ids.begin(), ids.end());
    A.blocks.resize(std::size_t(c.layers));
    A.no_bias.resize(0);

    // The residual stream x is updated in place: backward needs only the
    // LayerNorm outputs and the branches' inner activations.
    embedding_forward<S>(ids, t, w.tok, w.pos, A.x);                              // (F1) x = tok[ids] + pos
    for (int l = 0; l < c.layers; ++l) {
        auto& B = A.blocks[std::size_t(l)];
        const auto& p = w.blocks[std::size_t(l)];
        layernorm_forward<S>(A.x, p.ln1_w, p.ln1_b, B.a, B.a_hat, B.a_rstd);      // (F2) a = LN1(x)
        linear_forward<S>(B.a, p.in_w, p.in_b, B.qkv);                           // (F3) qkv = a W_inᵀ + b_in
        attention_forward<S>(B.qkv, t, c.heads, B.probs, B.ctx);                  // (F4) ctx = causal MHA core
        linear_forward<S>(B.ctx, p.out_w, p.out_b, A.branch);                     // (F5) x ← x + ctx W_oᵀ + b_o
        A.x += A.branch;
        layernorm_forward<S>(A.x, p.ln2_w, p.ln2_b, B.m, B.m_hat, B.m_rstd);      // (F6) m = LN2(x)
        linear_forward<S>(B.m, p.ff0_w, p.ff0_b, B.f_pre);                        // (F7) f = m W0ᵀ + b0
        gelu_forward<S>(B.f_pre, B.f_act);                                        // (F8) g = GELU(f)
        linear_forward<S>(B.f_act, p.ff2_w, p.ff2_b, A.branch);                   // (F9) x ← x + g W2ᵀ + b2
        A.x += A.branch;
    }
    layernorm_forward<S>(A.x, w.ln_w, w.ln_b, A.y, A.y_hat, A.y_rstd);      // (F10) y = LN(x_out)
    linear_forward<S>(A.y, w.head, A.no_bias, A.logits);                          // (F11) logits = y Hᵀ
    return A.logits;
}

template <typename S>
S ModelT<S>::loss(std::span<const int> targets) {
    Activations& A = *act_;
    if (targets.size() != A.ids.size())
        throw std::invalid_argument("Model::loss: " + std::to_string(targets.size()) + " targets for " +
                                    std::to_string(A.ids.size()) + " positions");
    for (int id : targets)
        if (id < 0 || id >= config_.vocab) throw std::invalid_argument("Model::loss: target id outside the vocabulary");
    A.targets.assign(targets.begin(), targets.end());
    return cross_entropy_forward<S>(A.logits, targets, A.probs);                 // (F12) loss
}

template <typename S>
void ModelT<S>::backward() {
    Activations& A = *act_;
    const ModelConfig& c = config_;
    const Views& w = *wv_;
    Views& g = *gv_;
    std::fill(grads_.begin(), grads_.end(), S(0));

    cross_entropy_backward<S>(A.probs, A.targets, A.dlogits);                     // d(F12)
    linear_backward<S>(A.dlogits, A.y, w.head, &A.dy, g.head, A.no_bias);         // d(F11)
    A.dx.setZero(A.x.rows(), c.d);
    layernorm_backward_add<S>(A.dy, A.y_hat, A.y_rstd, w.ln_w, A.dx, g.ln_w, g.ln_b);  // d(F10)
    for (int l = c.layers - 1; l >= 0; --l) {
        auto& B = A.blocks[std::size_t(l)];
        const auto& p = w.blocks[std::size_t(l)];
        auto& q = g.blocks[std::size_t(l)];
        // d(F9): the residual passes dx through to x_mid; the branch gets dx too.
        linear_backward<S>(A.dx, B.f_act, p.ff2_w, &A.df, q.ff2_w, q.ff2_b);
        gelu_backward<S>(A.df, B.f_pre, A.dtmp);                                  // d(F8)
        linear_backward<S>(A.dtmp, B.m, p.ff0_w, &A.dy, q.ff0_w, q.ff0_b);        // d(F7)
        layernorm_backward_add<S>(A.dy, B.m_hat, B.m_rstd, p.ln2_w, A.dx, q.ln2_w, q.ln2_b);  // d(F6), dx = d x_mid
        linear_backward<S>(A.dx, B.ctx, p.out_w, &A.dctx, q.out_w, q.out_b);      // d(F5)
        attention_backward<S>(A.dctx, B.qkv, B.probs, t_, c.heads, A.dqkv);       // d(F4)
        linear_backward<S>(A.dqkv, B.a, p.in_w, &A.dy, q.in_w, q.in_b);           // d(F3)
        layernorm_backward_add<S>(A.dy, B.a_hat, B.a_rstd, p.ln1_w, A.dx, q.ln1_w, q.ln1_b);  // d(F2), dx = d x_in
    }
    embedding_backward<S>(A.ids, t_, A.dx, g.tok, g.pos);                         // d(F1)
}

template <typename S>
const typename ModelT<S>::MatS& ModelT<S>::logits() const {
    return act_->logits;
}

template <typename S>
Eigen::Map<const typename ModelT<S>::MatS> ModelT<S>::attention(int layer, int head, int b) const {
    if (t_ == 0 || layer < 0 || layer >= config_.layers || head < 0 || head >= config_.heads || b < 0 || b >= batch_)
        throw std::invalid_argument("Model::attention: no such layer/head/sequence in the last forward pass");
    const MatS& P = act_->blocks[std::size_t(layer)].probs;
    const std::size_t off = (std::size_t(b) * config_.heads + std::size_t(head)) * std::size_t(t_) * std::size_t(t_);
    return Eigen::Map<const MatS>(P.data() + off, t_, t_);
}

template class ModelT<float>;
template class ModelT<double>;

}  // namespace attn
