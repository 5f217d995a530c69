// AdamW (Loshchilov & Hutter), as torch.optim.AdamW, on flat float buffers:
//   p ← p − lr·λ·p                                  (decoupled weight decay)
//   m ← β1·m + (1−β1)·g;   v ← β2·v + (1−β2)·g²
//   p ← p − lr · (m / (1−β1ᵗ)) / (√(v / (1−β2ᵗ)) + ε)
// plus global-norm clipping (scale g by c/‖g‖ when ‖g‖ > c) and a warm-up +
// cosine learning-rate schedule.
#pragma once

#include <Eigen/Core>
#include <span>
#include <vector>

namespace attn {

struct AdamWSettings {
    float lr = 3e-3f;  // peak learning rate, > 0
    float beta1 = 0.9f;
    float beta2 = 0.999f;
    float eps = 1e-8f;
    float weight_decay = 0.01f;  // λ
    float clip = 1.0f;           // global gradient-norm limit; ≤ 0: no clipping
};

class AdamW {
  public:
    AdamW(std::size_t parameter_count, const AdamWSettings& s);

    // One update at learning rate lr; clips grad in place first. Returns the
    // gradient's global L2 norm before clipping.
    float step(std::span<float> params, std::span<float> grad, float lr);

    int steps_taken() const { return t_; }
    const AdamWSettings& settings() const { return s_; }
    std::span<const float> first_moment() const { return m_; }   // P
    std::span<const float> second_moment() const { return v_; }  // P
    // Writable, for named views (ModelT<float>::views_of); the update owns them.
    std::span<float> first_moment() { return m_; }
    std::span<float> second_moment() { return v_; }

  private:
    AdamWSettings s_;
    std::vector<float, Eigen::aligned_allocator<float>> m_, v_;  // aligned: see model.hpp
    int t_ = 0;
};

// Learning rate at step (0-based) of `total`: linear warm-up from lr/warmup to
// lr over `warmup` steps, then (cosine) a half cosine down to lr·min_fraction
// at the last step, or (not cosine) constant lr.
float scheduled_lr(int step, int total, float lr, int warmup, bool cosine, float min_fraction);

}  // namespace attn
