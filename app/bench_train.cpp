// Benchmark rows for the 'train' suite: one full optimisation step (forward,
// cross-entropy, backward, AdamW) of the benchmark's configs (docs/cli.md, bench), as PyTorch's
// times it: random ids and targets, median wall time after a warm-up step.
#include <Eigen/Core>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "attnlab/model/model.hpp"
#include "attnlab/support/parallel.hpp"
#include "attnlab/training/adamw.hpp"
#include "bench.hpp"

namespace attn::app {
namespace {

struct TrainConfig {
    const char* name;
    ModelConfig model;
    int batch;
};

// vocab, context, d_model, heads, layers, d_ff; batch (PROTOCOL.md, train_step).
// "induction-attn": the repeated-sequences task's model as the Training pane and
// `train --task induction --attention-only` train it (20 symbols + <unk>, width 32, 2 heads,
// 2 layers, no feed-forward layers, batches of 32); scripts/peer_induction_train.py
// times PyTorch's same step.
ModelConfig attention_only(ModelConfig c) {
    c.mlp = false;
    return c;
}

const TrainConfig kConfigs[] = {
    {"tiny", {64, 32, 64, 4, 2, 256}, 16},
    {"small", {256, 128, 256, 8, 4, 1024}, 8},
    {"induction-attn", attention_only({21, 32, 32, 2, 2, 128}), 32},
};

// Median wall time of one step of config c (after a warm-up step).
double time_step(const TrainConfig& c, const BenchOptions& o) {
    using Clock = std::chrono::steady_clock;
    Model m(c.model);
    m.init(0);
    AdamWSettings s;  // torch.optim.AdamW defaults, lr 3e-3, no clipping (as the peer)
    s.lr = 3e-3f;
    s.clip = 0;
    AdamW opt(m.parameters().size(), s);
    const int T = c.model.context;
    std::mt19937 gen(0);
    std::uniform_int_distribution<int> pick(0, c.model.vocab - 1);
    std::vector<int> ids(std::size_t(c.batch) * T), targets(ids.size());
    for (auto& v : ids) v = pick(gen);
    for (auto& v : targets) v = pick(gen);
    auto step = [&] {
        m.forward(ids, T);
        m.loss(targets);
        m.backward();
        opt.step(m.parameters(), m.gradient(), s.lr);
    };
    step();  // warm-up: sizes every buffer
    const double min_time = o.quick ? 0.5 : 2.0;
    std::vector<double> samples;
    const auto start = Clock::now();
    while (samples.size() < 5 ||
           std::chrono::duration<double>(Clock::now() - start).count() < min_time) {
        const auto t0 = Clock::now();
        step();
        samples.push_back(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    std::nth_element(samples.begin(), samples.begin() + long(samples.size() / 2), samples.end());
    return samples[samples.size() / 2];
}

void print_row(const TrainConfig& c, const char* name, double sec, const BenchOptions& o,
               double learned_sec) {
    const int tokens = c.batch * c.model.context;
    std::printf(
        "{\"bench\": \"train_step\", \"config\": \"%s\", \"position\": \"%s\", \"params\": "
        "%zu, \"tokens_per_step\": %d, \"ms_per_step\": %.3f, \"tokens_per_s\": %.1f, "
        "\"threads\": %d",
        name, position_encoding_name(c.model.position), parameter_count(c.model), tokens, sec * 1e3,
        tokens / sec, o.threads);
    if (learned_sec > 0) std::printf(", \"vs_learned\": %.3f", sec / learned_sec);
    std::printf("}\n");
    std::fflush(stdout);
}

}  // namespace

// Each config with learned positions (the peers' rows), then tiny and small
// with RoPE and with ALiBi: "vs_learned" is the step's time over the learned
// row's in the same run (the target: RoPE within 1.15×).
void bench_train(const BenchOptions& o) {
    attn::set_thread_budget(o.threads);  // layers.cpp splits the large products across o.threads
    for (const auto& c : kConfigs) {
        const double learned = time_step(c, o);
        print_row(c, c.name, learned, o, 0);
        if (!c.model.mlp) continue;
        for (const PositionEncoding e : {PositionEncoding::Rope, PositionEncoding::Alibi}) {
            TrainConfig other = c;
            other.model.position = e;
            const std::string name = std::string(c.name) + "-" + position_encoding_name(e);
            print_row(other, name.c_str(), time_step(other, o), o, learned);
        }
    }
}

}  // namespace attn::app
