// Benchmark rows for the 'model' suite: {"bench":"model_forward", ...} of
// docs/cli.md (bench). A GPT-2-small-shaped model with seeded random
// weights, one viewing pass (attn::GptRunner::run) per call: every layer's and
// head's weights kept (causal triangles), logits at the last position only, no
// residual copies. `ms` is the median of several passes after a warm-up.
// Extra keys: gflops (the protocol's operation count over the median),
// weights_mb, attention_mb (what the pass keeps) and peak_rss_mb (the
// process's peak resident memory after the row).
// Then {"bench":"head_roles", "r": 64, "ms", "pass_128_ms", "ratio"}: the
// head-roles test (attnlab/gpt/head_roles.hpp) beside a plain pass of 2R tokens.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/gpt/gpt_pass.hpp"
#include "attnlab/gpt/head_roles.hpp"
#include "attnlab/support/parallel.hpp"
#include "bench.hpp"

namespace attn::app {
namespace {

double peak_rss_mb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
}

// The protocol's floor: 2·n·12·L·d² + 2·L·n²·d + 2·d·V operations.
double flops(const GptConfig& c, int n) {
    const double d = c.d, L = c.layers, N = n;
    return 2 * N * 12 * L * d * d + 2 * L * N * N * d + 2 * d * c.vocab;
}

// The head_roles row: the head-roles test at R = 64 (one pass of 128 tokens, its weights kept,
// plus the scores) against a plain viewing pass of 128 tokens: target within 1.5×.
void bench_head_roles(const BenchOptions& o, const GptModel& model, GptRunner& runner,
                      const GptPassOptions& opt) {
    using clock = std::chrono::steady_clock;
    const auto median_ms = [&](auto&& run) {
        run();  // warm-up
        std::vector<double> ms;
        for (int k = 0; k < (o.quick ? 3 : 7); ++k) {
            const auto t0 = clock::now();
            run();
            ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - t0).count());
        }
        std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
        return ms[ms.size() / 2];
    };
    const std::vector<int> s = random_token_sequence(model.config.vocab, 64, 1);
    std::vector<int> twice = s;
    twice.insert(twice.end(), s.begin(), s.end());
    const double pass = median_ms([&] { (void)runner.run(twice, opt); });
    const double roles = median_ms([&] { (void)head_roles(model, s); });
    std::printf(
        "{\"bench\": \"head_roles\", \"config\": \"gpt2-124M\", \"r\": 64, \"ms\": %.1f, "
        "\"pass_128_ms\": %.1f, \"ratio\": %.2f, \"threads\": %d}\n",
        roles, pass, roles / pass, o.threads);
    std::fflush(stdout);
}

}  // namespace

void bench_model(const BenchOptions& o) {
    attn::set_thread_budget(o.threads);
    GptConfig c;  // GPT-2 small: 12 × 12, d 768, 1024 positions, 50257 tokens
    const GptModel model = GptModel::random(c, 1234);
    GptRunner runner(model);
    std::vector<int> ids(1024);
    for (std::size_t i = 0; i < ids.size(); ++i) ids[i] = int((i * 7919) % std::size_t(c.vocab));
    GptPassOptions opt;
    opt.keep_residual = false;
    for (int n : {64, 1024}) {
        if (o.quick && n > 64) continue;
        const std::span<const int> s(ids.data(), std::size_t(n));
        using clock = std::chrono::steady_clock;
        (void)runner.run(s, opt);  // warm-up: scratch sized, pages touched
        std::vector<double> ms;
        const auto start = clock::now();
        while (
            ms.size() < 3 ||
            (ms.size() < 20 && std::chrono::duration<double>(clock::now() - start).count() < 4.0)) {
            const auto t0 = clock::now();
            const GptPass p = runner.run(s, opt);
            ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - t0).count());
            if (p.logits.size() == 0) return;
        }
        std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
        const double med = ms[ms.size() / 2];
        const double kept = double(c.layers) * c.heads * (double(n) * (n + 1) / 2) * 4 / 1e6;
        std::printf(
            "{\"bench\": \"model_forward\", \"config\": \"gpt2-124M\", \"n\": %d, \"ms\": %.1f, "
            "\"gflops\": %.1f, "
            "\"weights_mb\": %.0f, \"attention_mb\": %.0f, \"peak_rss_mb\": %.0f, \"threads\": "
            "%d}\n",
            n, med, flops(c, n) / (med * 1e6), double(gpt_weight_bytes(c)) / 1e6, kept,
            peak_rss_mb(), o.threads);
        std::fflush(stdout);
    }
    bench_head_roles(o, model, runner, opt);
}

}  // namespace attn::app
