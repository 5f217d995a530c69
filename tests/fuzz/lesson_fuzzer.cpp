// libFuzzer target for the lesson reader (built only with ATTNLAB_FUZZ=ON and
// clang; see tests/fuzz/README.md for how to run it).
#include <cstddef>
#include <cstdint>

#include "lesson_fuzz_entry.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    attn::fuzz::lesson_one_input(data, size);
    return 0;
}
