#!/usr/bin/env bash
# Attention Lab set-up, for a fresh Debian 12 machine.
#   bash scripts/lab.sh start [LESSON]  install what is missing, build (Release), open the window
#   bash scripts/lab.sh test            install what is missing, build, run every test with ctest
#   bash scripts/lab.sh asan            the same under AddressSanitizer + UBSan (build/asan), with the
#                                       window's monkey test run long; any sanitizer report fails it
#   bash scripts/lab.sh tsan            the tests that run threads (training worker, task pool, shards,
#                                       autosave, the window during training) under ThreadSanitizer
#                                       (build/tsan); any report fails it
#   bash scripts/lab.sh build           install what is missing and build only
#   bash scripts/lab.sh format          check that every C++ file follows .clang-format (Debian's
#                                       clang-format; FIX=1 rewrites them instead)
#   bash scripts/lab.sh package         build build/package/attention-lab_VERSION_amd64.deb (CPack)
# BUILD_DIR overrides the build folder (default: build/release).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build/release}

# Debian 12 packages the build, the tests and the window need.
PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev
  qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  libeigen3-dev nlohmann-json3-dev libgtest-dev libgmock-dev libpcre2-dev libopenblas-dev
  xvfb xauth fonts-dejavu-core
  desktop-file-utils appstream
)

install_missing() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  echo "lab.sh: installing ${missing[*]}" >&2
  local sudo=()
  if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null || { echo "lab.sh: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

cmd=${1:-start}
[[ $# -gt 0 ]] && shift
case $cmd in
  start)
    install_missing
    build
    app="$BUILD_DIR/app/attention-lab"
    if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} ]]; then
      echo "lab.sh: built $app, but there is no display here (DISPLAY and WAYLAND_DISPLAY are unset)."
      echo "Start the window in a virtual display with:   xvfb-run -a $app $*"
      echo "or try a headless command:                     $app explain"
      exit 0
    fi
    exec "$app" "$@"
    ;;
  test)
    # poppler-utils: pdftotext, with which the handout tests read the PDF's text.
    # at-spi2-core, python3-pyatspi, dbus-x11: the AT-SPI check reads the window
    # as a screen reader does (tests/accessibility/atspi_check.py).
    PACKAGES+=(poppler-utils at-spi2-core python3-pyatspi dbus-x11)
    install_missing
    build
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)"
    ;;
  asan)
    install_missing
    cmake --preset asan >/dev/null
    cmake --build --preset asan --parallel "$(nproc)"
    # The preset runs the tests under LC_ALL=C (CMakePresets.json): under C.UTF-8, GCC 12's
    # LeakSanitizer read a bogus dynamic-TLS range at exit and crashed after a passing test
    # (MapsWalk.ExportsOfA2048TokenMapHaveBoundedSizes, "Tracer caught signal 11").
    ctest --preset asan --parallel "$(nproc)"
    ;;
  tsan)
    # Only the two test programs that hold the threaded tests; ctest's tsan
    # preset selects them (CMakePresets.json). Options and suppressions are
    # compiled in (tests/sanitizers/tsan_defaults.cpp, tsan.supp); a report
    # makes the test's process exit with 66, so ctest fails.
    install_missing
    cmake --preset tsan >/dev/null
    cmake --build --preset tsan --parallel "$(nproc)" --target engine_tests ui_tests
    ctest --preset tsan --parallel "$(nproc)"
    ;;
  build)
    install_missing
    build
    ;;
  format)
    PACKAGES=(clang-format git)
    install_missing
    # The files git tracks; in a tree without .git (an archive), every C++ file of the project.
    if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
      mapfile -t sources < <(git ls-files '*.cpp' '*.hpp' '*.h')
    else
      mapfile -t sources < <(find app engine ui tests -name '*.cpp' -o -name '*.hpp' -o -name '*.h' | sort)
    fi
    if [[ ${FIX:-0} == 1 ]]; then
      clang-format -i "${sources[@]}"
    else
      # --dry-run -Werror: a file that is not formatted is named with its lines, and the check fails.
      clang-format --dry-run -Werror "${sources[@]}"
      echo "lab.sh: ${#sources[@]} files follow .clang-format"
    fi
    ;;
  package)
    # dpkg-dev: dpkg-shlibdeps, which CPack runs for the package's dependencies.
    PACKAGES+=(dpkg-dev file)
    install_missing
    # A fixed time for every stamp (rcc's file times, the .deb's members), so two
    # builds give the same package: the last commit's time, or (in an exported
    # tree without .git, whose files carry that time) the top CMakeLists.txt's.
    export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || stat -c %Y CMakeLists.txt)}
    export QT_RCC_SOURCE_DATE_OVERRIDE=$SOURCE_DATE_EPOCH
    export DEB_BUILD_MAINT_OPTIONS=hardening=+all  # dpkg-buildflags below: relro and bindnow too
    pkg_dir=build/package
    # Generic x86-64 code (no -march=native): the package runs on other machines.
    # Debian's hardening flags (fortify, stack protector, relro/now) and its
    # -ffile-prefix-map, which keeps the build folder's path out of the binary.
    cmake -S . -B "$pkg_dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTNLAB_NATIVE=OFF -DATTNLAB_BUILD_TESTS=OFF \
      -DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)" \
      -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)" >/dev/null
    cmake --build "$pkg_dir" --parallel "$(nproc)"
    (cd "$pkg_dir" && cpack -G DEB)
    ls "$pkg_dir"/attention-lab_*.deb
    ;;
  *)
    echo "usage: bash scripts/lab.sh start|test|asan|tsan|build|format|package" >&2
    exit 2
    ;;
esac
