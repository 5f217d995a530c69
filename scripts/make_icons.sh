#!/usr/bin/env bash
# Renders the app icon's PNG sizes from the scalable SVG into resources/icons/hicolor/.
# The PNGs are committed (the build needs no SVG renderer, and the installed bytes are the
# same on every machine); run this again after editing the SVG. Needs rsvg-convert
# (apt-get install librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")/../resources/icons"
id=org.attentionlab.AttentionLab
for s in 16 22 24 32 48 64 128 256 512; do
  mkdir -p "hicolor/${s}x${s}/apps"
  rsvg-convert -w "$s" -h "$s" "$id.svg" -o "hicolor/${s}x${s}/apps/$id.png"
done
