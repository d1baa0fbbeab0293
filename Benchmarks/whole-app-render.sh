#!/usr/bin/env bash
# Whole-app drawings of apps whose coordinators start one another across the app (`generate_model.py --cross 3`:
# each coordinator of 10 screens starts three others chosen at random), side by side in one run:
# `dot -Tsvg` on the DOT flowgraph writes (the whole graph in one layout, stopped after LIMIT seconds) and
# `flowgraph render` to SVG in-process, which lays out the whole when dot can and otherwise packs the coordinators
# laid out one by one. Prints a Markdown table (median of RUNS runs, peak RSS, screens drawn, the note flowgraph
# printed) and writes pictures to Benchmarks/pictures/whole-app-{dot,packed}-SCREENS.png: each drawing scaled to
# 1400 pixels wide, its top 1400x1000 shown.
#   bash Benchmarks/whole-app-render.sh [RUNS] [LIMIT] [COORDINATORS...]   # default: 3 120 30 40 200
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
limit="${2:-120}"
shift $(( $# < 2 ? $# : 2 ))
sizes="${*:-30 40 200}"

source Benchmarks/measuring.sh
prepare_against_dot
install_missing chromium chromium

# picture SVG PNG: the drawing scaled to 1400 pixels wide, its top 1400x1000.
picture() {
    printf '<html><body style="margin:0"><img src="file://%s" style="width:1400px"></body></html>\n' "$1" > "$work/page.html"
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1400,1000 \
        --screenshot="$PWD/$2" "file://$work/page.html" 2>/dev/null
}

# screens SVG: how many screen nodes the drawing has.
screens() { grep -c '<g id="fg_[^"]*" class="node"' "$1" || true; }

echo "| screens | loops between coordinators | dot -Tsvg, whole graph (s) | dot: screens drawn | flowgraph render (s) | flowgraph: screens drawn | flowgraph / dot | peak RSS flowgraph / dot (MB) | flowgraph's note |"
echo "|---|---|---|---|---|---|---|---|---|"
for coordinators in $sizes; do
    model="$work/cross-$coordinators.flow.yml"
    python3 Benchmarks/generate_model.py --cross 3 "$coordinators" "$model"
    "$flowgraph" render "$model" --output "$work/cross.dot"
    read -r ours our_rss < <(measure "$runs" "'$flowgraph' render '$model' --output '$work/ours.svg' 2> '$work/note'")
    note="$(cat "$work/note")"
    # dot is run once: where it fails or is stopped, repeating says nothing new.
    start=$EPOCHREALTIME
    status=0
    /usr/bin/time -f "%M" -o "$work/dot-rss" timeout "$limit" dot -Tsvg "$work/cross.dot" -o "$work/dot.svg" \
        2> "$work/dot-errors" || status=$?
    peer=$(awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.3f", e - s }')
    dot_rss=$(awk 'END { printf "%.0f", $1 / 1024 }' "$work/dot-rss")
    compared="$(ratio "$ours" "$peer")"
    if [ "$status" = 124 ]; then
        dot_result="none: stopped after ${limit} s"
        compared="—"
    elif [ "$status" != 0 ] || grep -q "^Error" "$work/dot-errors"; then
        dot_result="none: $(grep -m1 '^Error' "$work/dot-errors" || echo "exit $status")"
        compared="—"
    else
        dot_result="$(screens "$work/dot.svg")"
        picture "$work/dot.svg" "Benchmarks/pictures/whole-app-dot-$((coordinators * 10)).png"
    fi
    [ -n "$note" ] && picture "$work/ours.svg" "Benchmarks/pictures/whole-app-packed-$((coordinators * 10)).png"
    loops=$(sed -nE 's/.* close ([0-9]+) loops.*/\1/p' <<< "$note")
    printf '| %d | %s | %s | %s | %s | %s | %s | %s / %s | %s |\n' $((coordinators * 10)) "${loops:-≤ 60}" "$(ms "$peer")" \
        "$dot_result" "$(ms "$ours")" "$(screens "$work/ours.svg")" "$compared" "$our_rss" "$dot_rss" \
        "${note:-none: laid out whole}"
done
