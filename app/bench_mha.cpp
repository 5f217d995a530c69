// Benchmark rows for the 'mha' suite (see bench.hpp). Not written yet: prints no rows.
#include "bench.hpp"

namespace attn::app {

void bench_mha(const BenchOptions&) {}

}  // namespace attn::app
