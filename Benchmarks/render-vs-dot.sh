#!/usr/bin/env bash
# Side by side, in one run: `flowgraph render --output x.svg` (load + rules + in-process libgvc layout and SVG)
# against the peer a user could script instead, `flowgraph render --format dot` piped through the `dot` program,
# and against `dot -Tsvg` alone on that DOT (issue 20's target: no slower than it). Prints a Markdown table with
# medians of RUNS rounds, peak RSS, the ratios (to dot alone also in CPU time), and whether the SVG is the same
# bytes as dot's.
# Usage: bash Benchmarks/render-vs-dot.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"

source Benchmarks/measuring.sh
prepare_against_dot

echo "| screens | transitions | flowgraph render (s) | render --format dot, then dot -Tsvg (s) | ratio | dot -Tsvg alone (s) | ratio, wall (CPU) | same SVG | peak RSS flowgraph / dot (MB) |"
echo "|---|---|---|---|---|---|---|---|---|"
for coordinators in 5 50 200; do
    model="$work/app$coordinators.flow.yml"
    python3 Benchmarks/generate_model.py "$coordinators" "$model"
    "$flowgraph" render "$model" --output "$work/app.dot"
    transitions=$(grep -c "from:" "$model")
    # Interleaved, so that a change in the machine's load falls on all three alike.
    {
        read -r ours our_rss our_cpu
        read -r peer _ _
        read -r alone dot_rss dot_cpu
    } < <(interleave "$runs" "'$flowgraph' render '$model' --output '$work/ours.svg'" \
        "'$flowgraph' render '$model' --output '$work/peer.dot' && dot -Tsvg '$work/peer.dot' -o '$work/piped.svg'" \
        "dot -Tsvg '$work/app.dot' -o '$work/peer.svg'")
    same=$(cmp -s "$work/ours.svg" "$work/peer.svg" && echo yes || echo no)
    printf '| %d | %d | %.3f | %.3f | %s | %.3f | %s | %s | %.0f / %.0f |\n' \
        $((coordinators * 10)) "$transitions" "$ours" "$peer" "$(ratio "$ours" "$peer")" "$alone" \
        "$(ratio "$ours" "$alone") (CPU $(ratio "$our_cpu" "$dot_cpu"))" "$same" "$our_rss" "$dot_rss"
done
