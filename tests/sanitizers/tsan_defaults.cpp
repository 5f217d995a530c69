// Default ThreadSanitizer options, compiled into every executable of the `tsan`
// preset (ATTNLAB_SANITIZE_THREAD=ON; see attnlab_executable_defaults in the
// top-level CMakeLists.txt), so that they hold for ctest, for gtest's test
// discovery at build time and for the processes the CLI tests start.
//
// A report does not stop the run (all of a test's reports are printed), but
// the process then exits with tsan's exit code 66, so the test fails.
// Suppressions: tests/sanitizers/tsan.supp (frames inside Qt and the C++
// library only, each with its reason). TSAN_OPTIONS=... overrides these.

extern "C" const char* __tsan_default_options() {
    return "second_deadlock_stack=1:history_size=7:suppressions=" ATTNLAB_TSAN_SUPPRESSIONS;
}
