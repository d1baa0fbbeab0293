#!/usr/bin/env bash
# Side by side: `flowgraph check --no-cache` of the generated ~500k-line apps by two builds, runs interleaved so that
# the machine's load falls on both alike. Prints a Markdown table of medians and the ratio NEW / OLD.
#   bash Benchmarks/compare-binaries.sh OLD_FLOWGRAPH NEW_FLOWGRAPH [RUNS]
# The apps are generated once into $APPS (default /tmp/flowgraph-apps) with Benchmarks/generate_app.py.
set -euo pipefail
cd "$(dirname "$0")/.."
old="$1" new="$2" runs="${3:-3}"
apps="${APPS:-/tmp/flowgraph-apps}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Benchmarks/measuring.sh
install_missing /usr/bin/time time

echo "| app | lines | old check (s) | new check (s) | new / old | old / new peak RSS (MB) |"
echo "|---|---|---|---|---|---|"
for size in jump:460 navigationStack:515 mvp:450 uikit:355; do
    folder="$apps/${size%%:*}-${size##*:}"
    [ -f "$folder/expected-summary.json" ] || python3 Benchmarks/generate_app.py "${size%%:*}" "${size##*:}" "$folder" >&2
    find "$folder" -type f -exec cat {} + >/dev/null
    : > "$work/old" ; : > "$work/new"; : > "$work/old-rss"; : > "$work/new-rss"
    for _ in $(seq "$runs"); do
        for which in old new; do
            binary="$old"; [ "$which" = new ] && binary="$new"
            start=$EPOCHREALTIME
            /usr/bin/time -f "%M" -o "$work/one" "$binary" check --no-cache "$folder" >/dev/null 2>&1 || true
            end=$EPOCHREALTIME
            awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", e - s }' >> "$work/$which"
            awk '{ printf "%.0f\n", $1 / 1024 }' "$work/one" >> "$work/$which-rss"
        done
    done
    lines=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['lines'])" "$folder/expected-summary.json")
    o=$(median < "$work/old") n=$(median < "$work/new")
    printf '| %s | %s | %s | %s | **%s** | %s / %s |\n' "$size" "$lines" "$(ms "$o")" "$(ms "$n")" "$(ratio "$n" "$o")" \
        "$(sort -n "$work/old-rss" | tail -1)" "$(sort -n "$work/new-rss" | tail -1)"
done
