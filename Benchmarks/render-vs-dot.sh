#!/usr/bin/env bash
# Side by side, in one run: `flowgraph render --output x.svg` (load + rules + in-process libgvc layout and SVG)
# against the peer a user could script instead, `flowgraph render --format dot` piped through the `dot` program.
# Prints a Markdown table with medians of RUNS runs, peak RSS, and the ratio. Usage: bash Benchmarks/render-vs-dot.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-5}"

command -v dot >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq graphviz >/dev/null; }
[ -x /usr/bin/time ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq time >/dev/null; }
swift build -c release --product flowgraph >/dev/null
flowgraph="$(swift build -c release --show-bin-path)/flowgraph"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Median of the numbers on standard input.
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Runs a command RUNS times; prints "median-seconds max-rss-MB".
measure() {
    local times="$work/times" rss="$work/rss"
    : > "$times"; : > "$rss"
    for _ in $(seq "$runs"); do
        /usr/bin/time -f "%e %M" -o "$work/one" bash -c "$1" >/dev/null
        awk '{ print $1 }' "$work/one" >> "$times"
        awk '{ print $2 / 1024 }' "$work/one" >> "$rss"
    done
    printf '%s %s\n' "$(median < "$times")" "$(sort -n "$rss" | tail -1)"
}

echo "| screens | transitions | flowgraph render (s) | render --format dot, then dot -Tsvg (s) | ratio | peak RSS flowgraph / dot (MB) |"
echo "|---|---|---|---|---|---|"
for coordinators in 5 50 200; do
    model="$work/app$coordinators.flow.yml"
    python3 Benchmarks/generate_model.py "$coordinators" "$model"
    "$flowgraph" render "$model" --output "$work/app.dot"
    transitions=$(grep -c "from:" "$model")
    read -r ours our_rss < <(measure "'$flowgraph' render '$model' --output '$work/ours.svg'")
    read -r peer _ < <(measure "'$flowgraph' render '$model' --output '$work/peer.dot' && dot -Tsvg '$work/peer.dot' -o '$work/peer.svg'")
    read -r _ dot_rss < <(measure "dot -Tsvg '$work/app.dot' -o '$work/peer.svg'")
    ratio=$(awk -v a="$ours" -v b="$peer" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
    printf '| %d | %d | %.2f | %.2f | %s | %.0f / %.0f |\n' \
        $((coordinators * 10)) "$transitions" "$ours" "$peer" "$ratio" "$our_rss" "$dot_rss"
done
