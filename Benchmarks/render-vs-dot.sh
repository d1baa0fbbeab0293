#!/usr/bin/env bash
# Side by side, in one run: `flowgraph render --output x.svg` (load + rules + in-process libgvc layout and SVG)
# against the peer a user could script instead, `flowgraph render --format dot` piped through the `dot` program.
# Prints a Markdown table with medians of RUNS runs, peak RSS, and the ratio. Usage: bash Benchmarks/render-vs-dot.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"

source Benchmarks/measuring.sh
prepare_against_dot

echo "| screens | transitions | flowgraph render (s) | render --format dot, then dot -Tsvg (s) | ratio | peak RSS flowgraph / dot (MB) |"
echo "|---|---|---|---|---|---|"
for coordinators in 5 50 200; do
    model="$work/app$coordinators.flow.yml"
    python3 Benchmarks/generate_model.py "$coordinators" "$model"
    "$flowgraph" render "$model" --output "$work/app.dot"
    transitions=$(grep -c "from:" "$model")
    read -r ours our_rss < <(measure "$runs" "'$flowgraph' render '$model' --output '$work/ours.svg'")
    read -r peer _ < <(measure "$runs" "'$flowgraph' render '$model' --output '$work/peer.dot' && dot -Tsvg '$work/peer.dot' -o '$work/peer.svg'")
    read -r _ dot_rss < <(measure "$runs" "dot -Tsvg '$work/app.dot' -o '$work/peer.svg'")
    printf '| %d | %d | %.2f | %.2f | %s | %.0f / %.0f |\n' \
        $((coordinators * 10)) "$transitions" "$ours" "$peer" "$(ratio "$ours" "$peer")" "$our_rss" "$dot_rss"
done
