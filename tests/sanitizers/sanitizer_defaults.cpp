// Default sanitizer options, compiled into every executable of the `asan`
// preset (ATTNLAB_SANITIZE=ON; see attnlab_sanitizer_defaults in the top-level
// CMakeLists.txt). Built in rather than passed through ASAN_OPTIONS so that the
// same settings hold for ctest, for gtest's test discovery at build time, and
// for the attention-lab processes the CLI tests start.
//
// Environment variables still win: ASAN_OPTIONS=... overrides these.

extern "C" {

// Stop at the first error with a stack trace; also report use after return.
const char* __asan_default_options() {
    return "halt_on_error=1:abort_on_error=1:detect_stack_use_after_return=1:strict_string_checks="
           "1:"
           "check_initialization_order=1";
}

const char* __ubsan_default_options() { return "print_stacktrace=1:halt_on_error=1"; }

// Leaks reported inside system libraries that the app does not own; each line
// names a library and why it is suppressed. Our own code has none.
const char* __lsan_default_suppressions() { return ""; }

}  // extern "C"
