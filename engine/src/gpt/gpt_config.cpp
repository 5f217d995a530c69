#include "attnlab/gpt/gpt_config.hpp"

#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace attn {
namespace {

void check_range(const char* field, long long v, long long hi) {
    if (v < 1 || v > hi)
        throw std::invalid_argument(std::string(field) + " " + std::to_string(v) +
                                    " is outside 1 … " + std::to_string(hi));
}

}  // namespace

void validate(const GptConfig& c) {
    check_range("n_layer", c.layers, 256);
    check_range("n_head", c.heads, 1024);
    check_range("n_embd", c.d, 16384);
    check_range("n_positions", c.positions, 65536);
    check_range("vocab_size", c.vocab, 1 << 24);
    if (c.ff != 0) check_range("n_inner", c.ff, 65536);
    if (c.d % c.heads != 0)
        throw std::invalid_argument("n_head " + std::to_string(c.heads) +
                                    " does not divide n_embd " + std::to_string(c.d));
    if (!(c.eps > 0) || !std::isfinite(c.eps))
        throw std::invalid_argument("layer_norm_epsilon must be positive and finite");
    if (gpt_parameter_count(c) >= (std::size_t(1) << 31))
        throw std::invalid_argument("the model would have " +
                                    std::to_string(gpt_parameter_count(c)) +
                                    " weights; the lab reads models of fewer than 2^31");
}

std::size_t gpt_parameter_count(const GptConfig& c) {
    const std::size_t d = std::size_t(c.d), F = std::size_t(c.d_ff()), V = std::size_t(c.vocab),
                      T = std::size_t(c.positions);
    const std::size_t b = c.bias ? 1 : 0;
    const std::size_t ln = d + b * d;
    const std::size_t block =
        ln + d * 3 * d + b * 3 * d + d * d + b * d + ln + d * F + b * F + F * d + b * d;
    return V * d + T * d + std::size_t(c.layers) * block + ln + (c.tied_head ? 0 : V * d);
}

std::size_t gpt_weight_bytes(const GptConfig& c) { return gpt_parameter_count(c) * sizeof(float); }

std::size_t gpt_pass_bytes(const GptConfig& c, int n, int logit_rows) {
    const std::size_t N = std::size_t(n), d = std::size_t(c.d), L = std::size_t(c.layers);
    const std::size_t tri = N * (N + 1) / 2;
    const std::size_t floats = L * std::size_t(c.heads) * tri + (L + 1) * N * d +
                               N * (3 * d + std::size_t(c.d_ff()) + 2 * d) + N * N +
                               std::size_t(logit_rows) * std::size_t(c.vocab);
    return floats * sizeof(float);
}

std::string describe(const GptConfig& c) {
    // Millions from 0.1 M up; a smaller (test-size) model's exact count.
    char weights[32];
    const std::size_t count = gpt_parameter_count(c);
    if (count < 100000)
        std::snprintf(weights, sizeof weights, "%zu", count);
    else
        std::snprintf(weights, sizeof weights, "%.1f M", double(count) / 1e6);
    return std::to_string(c.layers) + " layers × " + std::to_string(c.heads) + " heads, d " +
           std::to_string(c.d) + ", " + std::to_string(c.positions) + " positions, " +
           std::to_string(c.vocab) + " tokens, " + weights + " weights" +
           (c.bias ? "" : ", no biases") +
           (c.activation == GptActivation::gelu_tanh ? "" : ", exact GELU");
}

}  // namespace attn
