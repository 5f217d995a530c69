// Model: the decoder-only transformer of tests/reference/tiny_gpt.py (TinyGPT),
// with a hand-written backward pass.
//
//   x   = tok[ids] + pos[0..t−1]                                  N × d
//         (pos: learned, or the fixed sinusoidal table, or nothing; see
//         ModelConfig::position — RoPE turns Q and K after in_proj, ALiBi
//         adds −mₕ·(i − j) to head h's scores)
//   per block:  a = LN1(x);  x += out_proj(attn(in_proj(a)))       causal MHA, biases
//               x += ff2(GELU(ff0(LN2(x))))                        exact erf GELU (unless
//                                                                  config.mlp is false)
//   logits = head(LN(x))                                           N × V, head without bias
//
// Parameters, gradients (and the optimiser's moments, see adamw.hpp) are flat
// buffers of P scalars in parameter_layout() order; weights() / gradients()
// give named Eigen::Map views into them. A forward pass keeps every
// activation the backward pass needs, including each layer's and head's
// attention weights (see attention()).
//
// Usage:
//   ModelT<float> m(config);  m.init(seed);
//   m.forward(ids, t);                  // ids: B × t row-major, B = ids.size() / t
//   float loss = m.loss(targets);       // mean cross-entropy, same shape as ids
//   m.backward();                       // gradients of that loss
//
// A batch runs as min(B, 2) shards of whole sequences, on the engine's task pool
// with up to thread_budget() threads (attnlab/support/parallel.hpp); results do not depend on the
// count.
//
// Copyable (copies weights and gradients; activations are recomputed by forward).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "attnlab/model/layers.hpp"
#include "attnlab/model/model_config.hpp"

namespace attn {

template <typename S>
class ModelT {
  public:
    using MatS = Mat<S>;
    using MapMat = Eigen::Map<MatS>;
    using MapRow = Eigen::Map<RowVec<S>>;

    // Named views into one flat buffer (weights or gradients).
    struct BlockViews {
        MapRow ln1_w, ln1_b;  // d
        MapMat in_w;          // 3d × d: rows W_Q, W_K, W_V
        MapRow in_b;          // 3d
        MapMat out_w;         // d × d
        MapRow out_b;         // d
        MapRow ln2_w, ln2_b;  // d
        MapMat ff0_w;         // F × d
        MapRow ff0_b;         // F
        MapMat ff2_w;         // d × F
        MapRow ff2_b;         // d
    };
    struct Views {
        MapMat tok;                      // V × d
        MapMat pos;                      // T × d
        std::vector<BlockViews> blocks;  // L
        MapRow ln_w, ln_b;               // d
        MapMat head;                     // V × d
    };

    // All parameters zero. Throws std::invalid_argument (validate(config)).
    explicit ModelT(const ModelConfig& config);
    ModelT(const ModelT& o);
    ModelT& operator=(const ModelT& o);
    ~ModelT();

    // PyTorch's default initialisation of TinyGPT, from a seeded generator:
    // embeddings N(0, 1); in_proj Xavier-uniform, its bias 0; out_proj bias 0;
    // other Linear weights and biases U(−1/√in, 1/√in); LayerNorm w = 1, b = 0.
    void init(std::uint64_t seed);

    const ModelConfig& config() const { return config_; }
    std::span<S> parameters() { return params_; }  // P
    std::span<const S> parameters() const { return params_; }
    std::span<S> gradient() { return grads_; }  // P, valid after backward()
    std::span<const S> gradient() const { return grads_; }
    Views& weights() { return *wv_; }
    const Views& weights() const { return *wv_; }
    Views& gradients() { return *gv_; }

    // Named views over any flat buffer of P scalars in parameter_layout order,
    // e.g. AdamW's moments:  ModelT<float>::views_of(adamw.first_moment().data(), config).
    static Views views_of(S* base, const ModelConfig& config);

    // Forward on B = ids.size() / t sequences of t tokens (1 ≤ t ≤ T, ids < V;
    // throws std::invalid_argument otherwise). Returns the logits, N × V.
    const MatS& forward(std::span<const int> ids, int t);
    // Mean cross-entropy of the last forward's logits against targets (N ids;
    // kIgnoreTarget leaves a position out of the mean, as PyTorch's ignore_index).
    S loss(std::span<const int> targets);
    // Gradient of the last loss() with respect to every parameter (overwrites gradient()).
    void backward();

    // N × V of the last forward (gathered from the batch shards into a cache on first read).
    const MatS& logits() const;
    int batch() const { return batch_; }  // B of the last forward
    int length() const { return t_; }     // t of the last forward
    // Attention weights of the last forward: layer l, head j, sequence b;
    // t × t, row i = query token i, entries above the diagonal 0, rows sum to 1.
    Eigen::Map<const MatS> attention(int layer, int head, int b = 0) const;

    // A fixed term added to the attention scores of layer `layer` (before the
    // softmax and the mask): bias (h·T') × T', T' ≥ every forward's t, head j's
    // block at rows j·T' (see attention_forward). An empty matrix removes it.
    void set_score_bias(int layer, MatS bias);
    // When on, backward() keeps ∂loss/∂score of every layer and head (Z = Q Kᵀ / √dk,
    // before the softmax), read with score_gradient(). Off by default (training
    // does not pay for it).
    void keep_score_gradients(bool on) { keep_score_gradients_ = on; }
    // ∂loss/∂Z of the last backward(): layer l, head j, sequence b; t × t, entries
    // above the diagonal 0, each row sums to 0. Throws std::logic_error unless
    // keep_score_gradients(true) preceded that backward().
    Eigen::Map<const MatS> score_gradient(int layer, int head, int b = 0) const;

  private:
    struct Activations;
    void build_views();
    // The fixed position terms of config_.position: the sinusoidal table, RoPE's
    // angles, ALiBi's bias; then every layer's score bias (ALiBi + set_score_bias).
    void build_position_terms();
    void combine_score_bias(int layer);
    // Layer l's score bias for attention_forward, or null when there is none.
    const MatS* score_bias_of(int layer) const;

    ModelConfig config_;
    // 64-byte aligned, so Eigen's vectorised reductions split the same way on
    // every run (an unaligned base changes the summation order, hence the bits).
    std::vector<S, Eigen::aligned_allocator<S>> params_, grads_;
    std::unique_ptr<Views> wv_, gv_;
    std::unique_ptr<Activations> act_;
    std::vector<MatS> score_bias_;  // L, or empty: none (as set_score_bias gave it)
    std::vector<MatS> layer_bias_;  // L: score_bias_ + ALiBi, where both are present
    MatS fixed_pos_;                // T × d sinusoidal table (Sinusoidal), else empty
    MatS alibi_;          // (h·T) × T: −mₕ·(i − j) for j ≤ i (Alibi), else empty
    RopeAngles<S> rope_;  // T × dk/2 (Rope), else empty
    bool keep_score_gradients_ = false, have_score_gradients_ = false;
    int batch_ = 0, t_ = 0;
};

using Model = ModelT<float>;

}  // namespace attn
