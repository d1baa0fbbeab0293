#!/usr/bin/env bash
# The docs build of a 2,000-screen app (200 coordinators of 10 screens), side by side in one run with its peer:
# the same per-coordinator drawings rendered one after another by the `dot` program from the DOT text flowgraph
# writes for them (written beforehand, not timed). Prints a Markdown table with medians of RUNS runs and peak RSS.
#   bash Benchmarks/docs-vs-dot.sh [RUNS] [COORDINATORS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
coordinators="${2:-200}"

source Benchmarks/measuring.sh
prepare_against_dot

model="$work/app.flow.yml"
python3 Benchmarks/generate_model.py "$coordinators" "$model"
screens=$(grep -c "^      - screen" "$model" || true)
# The peer's input: one DOT file per coordinator page, as the docs site draws them.
mkdir -p "$work/dot"
for name in $(sed -n 's/^  - name: //p' "$model"); do
    "$flowgraph" render "$model" --coordinator "$name" --format dot --output "$work/dot/$name.dot"
done
pages=$(ls "$work/dot" | wc -l)

read -r ours our_rss < <(measure "$runs" "rm -rf '$work/site' && '$flowgraph' docs '$model' --output '$work/site'")
read -r peer peer_rss < <(measure "$runs" "for f in '$work'/dot/*.dot; do dot -Tsvg \"\$f\" -o \"\${f%.dot}.svg\"; done")

echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; $(dot -V 2>&1); median of $runs runs"
echo
echo "| screens | pages | flowgraph docs, whole site (s) | dot -Tsvg per coordinator, one after another (s) | flowgraph / dot | peak RSS flowgraph / dot (MB) |"
echo "|---|---|---|---|---|---|"
echo "| $screens | $pages | $(ms "$ours") | $(ms "$peer") | **$(ratio "$ours" "$peer")** | $our_rss / $peer_rss |"
