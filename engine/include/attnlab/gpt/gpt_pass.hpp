// One inference pass of a GptModel for viewing: every layer's and head's
// attention weights, the residual stream after every layer, and logits only
// at the positions asked for. A plain value (the window hands it across threads).
//
// Memory: the weights are kept as each (layer, head)'s causal lower triangle,
// row i holding its i + 1 entries — L · h · n(n+1)/2 floats (302 MB for GPT-2
// small at n = 1024, half the 604 MB of full n × n maps); entries above the
// diagonal are exactly 0 and not stored.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <span>
#include <vector>

#include "attnlab/attention/intervention.hpp"
#include "attnlab/gpt/gpt_model.hpp"

namespace attn {

struct GptPassOptions {
    // Positions whose next-token logits are computed (each in [0, n)); empty: the last.
    std::vector<int> logit_positions;
    bool keep_residual = true;   // false: residual stays empty (the benchmark)
    bool keep_attention = true;  // false: attention stays empty (patching needs no weights)
    // Polled between layers; when it turns true the pass throws GptPassCancelled.
    const std::atomic<bool>* cancel = nullptr;
    // Set to the number of blocks done (0 … L) as the pass goes, for a
    // progress indicator on another thread; L once the logits are computed too.
    std::atomic<int>* layers_done = nullptr;
    // What-ifs laid over this pass (attnlab/attention/intervention.hpp), checked
    // against the model and the sentence (std::invalid_argument). A cut changes
    // the weights kept; an ablation or patch the head's output before c_proj.
    std::span<const Intervention> interventions;
    // Patch: the clean run's head outputs, one n × d matrix per layer (what
    // `head_outputs` recorded on it); required when an intervention patches.
    const std::vector<Matrix>* patch_from = nullptr;
    // Resume: when given, the residual entering block `resume_layer` (n × d, e.g.
    // another pass of the same ids, whose blocks before it were the same); the
    // blocks before it are not run. For logits only: keep_residual and
    // keep_attention must be false, and head_outputs unset (std::invalid_argument).
    const Matrix* resume_from = nullptr;
    int resume_layer = 0;
    // When given, filled with every layer's head outputs (n × d, head j's dk
    // columns at j·dk: the attention's output before c_proj), after interventions.
    std::vector<Matrix>* head_outputs = nullptr;
};

struct GptPassCancelled {};

struct GptPass {
    GptConfig config;
    std::vector<int> ids;          // n token ids
    std::vector<float> attention;  // L · h · n(n+1)/2; (l, j) block at tri_offset(l, j)
    std::vector<Matrix> residual;  // L + 1 matrices n × d: x_0 (embeddings), then after each block
    std::vector<int> logit_positions;  // rows of logits
    Matrix logits;                     // logit_positions.size() × V

    int n() const { return int(ids.size()); }
    std::size_t tri_size() const { return std::size_t(n()) * (n() + 1) / 2; }
    std::size_t tri_offset(int layer, int head) const {
        return (std::size_t(layer) * config.heads + head) * tri_size();
    }
    // Weight of query i on key k in layer l, head j (0 for k > i). Bounds: assert.
    float weight(int layer, int head, int i, int k) const;
    // Row i of (l, j): its i + 1 stored weights (they sum to 1).
    std::span<const float> row(int layer, int head, int i) const;
    // The full n × n map of (l, j), zeros above the diagonal.
    Matrix attention_matrix(int layer, int head) const;
};

// Reusable scratch for passes of one model: no per-call allocation beyond the
// result itself once it has seen the longest sentence. Not thread-safe: one
// runner per thread. The model must outlive the runner.
class GptRunner {
  public:
    explicit GptRunner(const GptModel& model);
    ~GptRunner();
    GptRunner(const GptRunner&) = delete;
    GptRunner& operator=(const GptRunner&) = delete;

    // ids: 1 ≤ n ≤ T tokens, each < V. Throws std::invalid_argument naming the
    // token index or the limit ("sentence has 1100 tokens; the model's
    // n_positions is 1024"), GptPassCancelled when options.cancel turns true.
    GptPass run(std::span<const int> ids, const GptPassOptions& options = {});

    // Next-token logits of arbitrary residual rows (the logit lens):
    // LN_f(x) · output_embedding()ᵀ, rows × V.
    Matrix logits_of(const Eigen::Ref<const Matrix>& x) const;

  private:
    struct Scratch;
    const GptModel& model_;
    std::unique_ptr<Scratch> s_;
};

}  // namespace attn
