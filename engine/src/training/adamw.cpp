#include "attnlab/training/adamw.hpp"

#include <Eigen/Core>
#include <cmath>

namespace attn {

AdamW::AdamW(std::size_t parameter_count, const AdamWSettings& s)
    : s_(s), m_(parameter_count, 0.0f), v_(parameter_count, 0.0f) {}

float AdamW::step(std::span<float> params, std::span<float> grad, float lr) {
    using Arr = Eigen::Map<Eigen::ArrayXf>;
    const auto n = static_cast<Eigen::Index>(params.size());
    Arr p(params.data(), n), g(grad.data(), n), m(m_.data(), n), v(v_.data(), n);
    const float norm = std::sqrt(g.square().cast<double>().sum());
    if (s_.clip > 0 && norm > s_.clip) g *= s_.clip / norm;  // global-norm clipping
    ++t_;
    const float bc1 = 1.0f - std::pow(s_.beta1, float(t_));
    const float bc2 = 1.0f - std::pow(s_.beta2, float(t_));
    p *= 1.0f - lr * s_.weight_decay;                   // decoupled weight decay
    m = s_.beta1 * m + (1.0f - s_.beta1) * g;           // first moment
    v = s_.beta2 * v + (1.0f - s_.beta2) * g.square();  // second moment
    p -= (lr / bc1) * m / ((v / bc2).sqrt() + s_.eps);  // bias-corrected step
    return norm;
}

float scheduled_lr(int step, int total, float lr, int warmup, bool cosine, float min_fraction) {
    if (warmup > 0 && step < warmup) return lr * float(step + 1) / float(warmup);
    if (!cosine) return lr;
    const int span = std::max(1, total - 1 - warmup);
    const float progress = std::min(1.0f, float(step - warmup) / float(span));
    const float lo = lr * min_fraction;
    return lo + 0.5f * (lr - lo) * (1.0f + std::cos(float(M_PI) * progress));
}

}  // namespace attn
