// Benchmark rows for the 'train' suite (see bench.hpp). Not written yet: prints no rows.
#include "bench.hpp"

namespace attn::app {

void bench_train(const BenchOptions&) {}

}  // namespace attn::app
