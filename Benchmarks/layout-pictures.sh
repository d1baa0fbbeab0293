#!/usr/bin/env bash
# The picture-quality cost of `flowgraph render --layout fast`: the same generated app (20 coordinators of 10
# screens, each starting three others) drawn with both layout efforts, and the same 1400x900 corner of each at
# full size, screenshotted by headless Chromium into Benchmarks/pictures/layout-{quality,fast}.png.
#   bash Benchmarks/layout-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."
source Benchmarks/measuring.sh
install_missing chromium chromium
flowgraph="$(release_flowgraph)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 Benchmarks/generate_model.py --cross 3 20 "$work/app.flow.yml"
for effort in quality fast; do
    "$flowgraph" render "$work/app.flow.yml" --layout "$effort" --no-cache --output "$work/$effort.svg"
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,900 \
        --screenshot="$PWD/Benchmarks/pictures/layout-$effort.png" "file://$work/$effort.svg" 2>/dev/null
    echo "Benchmarks/pictures/layout-$effort.png: $(grep -o 'viewBox="[^"]*"' "$work/$effort.svg" | head -1)"
done
