#!/usr/bin/env bash
# Attention Lab set-up, for a fresh Debian 12 machine.
#   bash scripts/lab.sh start [LESSON]  install what is missing, build (Release), open the window
#   bash scripts/lab.sh test            install what is missing, build, run every test with ctest
#   bash scripts/lab.sh asan            the same under AddressSanitizer + UBSan (build/asan), with the
#                                       window's monkey test run long; any sanitizer report fails it
#   bash scripts/lab.sh build           install what is missing and build only
# BUILD_DIR overrides the build folder (default: build/release).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build/release}

# Debian 12 packages the build, the tests and the window need.
PACKAGES=(
  cmake ninja-build g++ pkg-config
  qt6-base-dev qt6-charts-dev qt6-svg-dev libqt6opengl6-dev libgl-dev
  libeigen3-dev nlohmann-json3-dev libgtest-dev libgmock-dev
  xvfb xauth fonts-dejavu-core
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
    install_missing
    build
    ctest --test-dir "$BUILD_DIR" --output-on-failure --parallel "$(nproc)"
    ;;
  asan)
    install_missing
    cmake --preset asan >/dev/null
    cmake --build --preset asan --parallel "$(nproc)"
    ctest --preset asan --parallel "$(nproc)"
    ;;
  build)
    install_missing
    build
    ;;
  *)
    echo "usage: bash scripts/lab.sh start|test|asan|build" >&2
    exit 2
    ;;
esac
