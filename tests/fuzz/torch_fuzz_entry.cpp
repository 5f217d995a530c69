// Fuzz entry point (contract in fuzz_entries.hpp); in progress.
#include "fuzz_entries.hpp"

namespace attn::fuzz {

int torch_one_input(const std::uint8_t*, std::size_t) { return 0; }

}  // namespace attn::fuzz
