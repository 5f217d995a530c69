// Tokens per second of whole training steps (attnlab/training/training_rate.hpp).
#include "attnlab/training/training_rate.hpp"

#include <algorithm>
#include <chrono>
#include <vector>

#include "attnlab/model/model.hpp"
#include "attnlab/training/adamw.hpp"
#include "support/seeded_random.hpp"

namespace attn {

double measure_training_rate(const ModelConfig& c, int batch, int steps) {
    validate(c);
    batch = std::max(1, batch);
    steps = std::max(1, steps);
    const int t = std::min(c.context, 32);
    Model m(c);
    m.init(1);
    AdamW adam(m.parameters().size(), AdamWSettings{});
    detail::SeededRandom gen(7);
    std::vector<int> ids(std::size_t(batch) * std::size_t(t)), targets(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
        ids[i] = int(gen.uniform(0.0, double(c.vocab))) % c.vocab;
        targets[i] = int(gen.uniform(0.0, double(c.vocab))) % c.vocab;
    }
    const auto one = [&] {
        m.forward(ids, t);
        m.loss(targets);
        m.backward();
        adam.step(m.parameters(), m.gradient(), 1e-4f);
    };
    one();  // warm-up: buffers sized, caches filled
    const auto start = std::chrono::steady_clock::now();
    for (int s = 0; s < steps; ++s) one();
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return double(steps) * double(ids.size()) / std::max(seconds, 1e-9);
}

}  // namespace attn
