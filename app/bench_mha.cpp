// Benchmark rows for the 'mha' suite: {"bench":"mha_forward", ...} per shape of
// docs/cli.md (bench). Each row times attn::evaluate_into (multi-head,
// scaled, no biases, every head's scores and weights kept in the Trace) on one
// sentence; `us` is the median of many calls after a warm-up. The Trace is
// reused across calls, as the views do, so no call allocates. After each,
// {"bench":"mha_forward_positions", "position": "rope"|"alibi", "vs_none"}: the
// same shape with that position encoding, and its time over the row's.
#include <malloc.h>

#include <Eigen/Core>
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

#include "attnlab/attention/evaluate.hpp"
#include "attnlab/support/parallel.hpp"
#include "bench.hpp"
namespace attn::app {
namespace {
struct Shape {
    int n, d, heads;
};
constexpr Shape kShapes[] = {{3, 4, 1}, {16, 64, 4}, {128, 128, 8}, {512, 256, 8}, {2048, 256, 8}};
attn::Matrix random_matrix(int rows, int cols, float scale, std::mt19937& rng) {
    std::normal_distribution<float> normal(0.0f, 1.0f);
    attn::Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = normal(rng) * scale;
    return m;
}
// Median seconds of one call: warm up for 0.1 s, then sample for at least
// 0.5 s and 5 calls (the peers' rule).
template <typename F>
double median_seconds(F&& call) {
    using clock = std::chrono::steady_clock;
    const auto since = [](clock::time_point t0) {
        return std::chrono::duration<double>(clock::now() - t0).count();
    };
    for (auto t0 = clock::now(); since(t0) < 0.1;) call();
    std::vector<double> samples;
    for (auto start = clock::now(); samples.size() < 5 || since(start) < 0.5;) {
        const auto t0 = clock::now();
        call();
        samples.push_back(since(t0));
    }
    std::nth_element(samples.begin(), samples.begin() + samples.size() / 2, samples.end());
    return samples[samples.size() / 2];
}
}  // namespace
void bench_mha(const BenchOptions& o) {
    // Eigen's GEMM takes its packing buffers from malloc on every call; above
    // glibc's default 128 KiB mmap threshold each of them is a fresh mapping
    // that page-faults in again on every call (a quarter of the n = 512 row).
    // Keep such blocks in the heap, as a long-running process would.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
    attn::set_thread_budget(o.threads);  // evaluate_into uses this many threads
    std::mt19937 rng(0);
    for (const Shape& s : kShapes) {
        if (o.quick && s.n > 512) continue;
        const float w = 1.0f / std::sqrt(static_cast<float>(s.d));
        const attn::Matrix X = random_matrix(s.n, s.d, 1.0f, rng);
        attn::AttentionConfig cfg;
        cfg.variant = attn::Variant::MultiHead;
        cfg.heads = s.heads;
        cfg.scale = true;
        cfg.wq.values = random_matrix(s.d, s.d, w, rng);
        cfg.wk.values = random_matrix(s.d, s.d, w, rng);
        cfg.wv.values = random_matrix(s.d, s.d, w, rng);
        cfg.wo.values = random_matrix(s.d, s.d, w, rng);
        attn::Trace trace;
        const double sec = median_seconds([&] { attn::evaluate_into(X, cfg, trace); });
        // The protocol's count: four d×d projections, then Q·Kᵀ and weights·V.
        const double flops = 2.0 * s.n * s.d * s.d * 4 + 2.0 * 2.0 * s.n * s.n * s.d;
        std::printf(
            "{\"bench\": \"mha_forward\", \"n\": %d, \"d_model\": %d, \"heads\": %d, \"us\": %.3f, "
            "\"gflops\": %.3f, \"threads\": %d}\n",
            s.n, s.d, s.heads, sec * 1e6, flops / sec / 1e9, o.threads);
        std::fflush(stdout);
        // The same shape with each position encoding, and its time over the row above's (target:
        // within 1.15×): RoPE turns q and k, ALiBi adds its penalty inside the softmax.
        for (const auto e : {attn::PositionEncoding::Rope, attn::PositionEncoding::Alibi}) {
            attn::AttentionConfig with = cfg;
            with.position = e;
            const double t = median_seconds([&] { attn::evaluate_into(X, with, trace); });
            std::printf(
                "{\"bench\": \"mha_forward_positions\", \"n\": %d, \"d_model\": %d, "
                "\"heads\": %d, \"position\": \"%s\", \"us\": %.3f, \"vs_none\": %.3f, "
                "\"threads\": %d}\n",
                s.n, s.d, s.heads, attn::position_encoding_name(e), t * 1e6, t / sec, o.threads);
            std::fflush(stdout);
        }
    }
}
}  // namespace attn::app
