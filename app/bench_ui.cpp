// Benchmark rows for the 'ui' suite (see bench.hpp). Not written yet: prints no rows.
#include "bench.hpp"

namespace attn::app {

void bench_ui(const BenchOptions&) {}

}  // namespace attn::app
