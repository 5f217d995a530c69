// libFuzzer target for one fuzz entry point (built only with ATTNLAB_FUZZ=ON and
// clang; tests/fuzz/CMakeLists.txt compiles this file once per target with
// ATTNLAB_FUZZ_ENTRY naming the entry function; see tests/fuzz/README.md).
#include <cstddef>
#include <cstdint>

#include "fuzz_entries.hpp"

#ifndef ATTNLAB_FUZZ_ENTRY
#error "define ATTNLAB_FUZZ_ENTRY to the entry function, e.g. attn::fuzz::safetensors_one_input"
#endif

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    ATTNLAB_FUZZ_ENTRY(data, size);
    return 0;
}
