// Benchmark rows for the 'patch' suite: {"bench":"patch_map", ...} of
// docs/cli.md (bench) and the peers' benchmark protocol. A GPT-2-small-shaped
// model with seeded random weights; a clean and a corrupted prompt of n random
// tokens; the whole layers × heads map (attn::patch_map), answer 11, foil 12.
// `ms` is the median wall time of the whole map after a warm-up. Extra keys:
// runs (the patched runs in the map: L · h) and peak_rss_mb.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <vector>

#include "attnlab/gpt/gpt_model.hpp"
#include "attnlab/gpt/gpt_patch.hpp"
#include "attnlab/support/parallel.hpp"
#include "bench.hpp"

namespace attn::app {

void bench_patch(const BenchOptions& o) {
    attn::set_thread_budget(o.threads);
    GptConfig c;  // GPT-2 small
    const GptModel model = GptModel::random(c, 1234);
    std::mt19937 gen(7);
    for (int n : {16, 64}) {
        if (o.quick && n > 16) continue;
        PatchRequest r;
        for (int i = 0; i < n; ++i) {
            r.clean.push_back(int(gen() % unsigned(c.vocab)));
            r.corrupt.push_back(int(gen() % unsigned(c.vocab)));
        }
        r.answer = 11;
        r.foil = 12;
        using clock = std::chrono::steady_clock;
        (void)patch_map(model, r);  // warm-up
        std::vector<double> ms;
        const auto start = clock::now();
        while (
            ms.size() < 3 ||
            (ms.size() < 10 && std::chrono::duration<double>(clock::now() - start).count() < 6.0)) {
            const auto t0 = clock::now();
            const PatchMap m = patch_map(model, r);
            ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - t0).count());
            if (m.restored.size() == 0) return;
        }
        std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        std::printf(
            "{\"bench\": \"patch_map\", \"config\": \"gpt2-124M\", \"n\": %d, \"ms\": %.1f, "
            "\"runs\": %d, \"peak_rss_mb\": %.0f, \"threads\": %d}\n",
            n, ms[ms.size() / 2], c.layers * c.heads, double(u.ru_maxrss) / 1024.0, o.threads);
        std::fflush(stdout);
    }
}

}  // namespace attn::app
