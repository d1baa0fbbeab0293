#!/usr/bin/env bash
# A figure that does not move with the machine's load: the instructions `flowgraph check` executes on fixed
# generated inputs, counted by valgrind's callgrind (its total "Ir"). Wall-clock times on a shared machine move by
# tens of percent between runs; this count moves by well under one percent, so a regression shows as a change here
# whatever else runs. Compare two builds by running it on each (FLOWGRAPH=path/to/flowgraph).
#
#   bash Benchmarks/instructions.sh      # the release build run.sh measures (built into .build-release)
#
# Inputs (the same bytes every time): a jump-style app of 20 features (generate_app.py, about 20k lines, checked
# with --no-cache so that everything is parsed), and a 1,000-screen model (generate_model.py 100) as YAML and as
# the JSON `flowgraph extract` writes. Prints a Markdown table, also written to Benchmarks/.work/instructions.md.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$PWD/Benchmarks/.work/instructions"
mkdir -p "$work"

source Benchmarks/measuring.sh
install_missing valgrind valgrind
flowgraph="$(release_flowgraph)"

app="$work/jump-20"
[ -f "$app/expected-summary.json" ] || python3 Benchmarks/generate_app.py jump 20 "$app" >&2
model="$work/model-1000.flow.yml" json="$work/model-1000.flow.json"
python3 Benchmarks/generate_model.py 100 "$model"
"$flowgraph" extract "$model" --output "$json"

# instructions ARGUMENTS...: the total instructions flowgraph executes with these arguments, in all its threads.
instructions() {
    local out="$work/callgrind.out"
    rm -f "$out"
    # check exits 1 when it reports errors; the count is what matters here.
    valgrind --tool=callgrind --callgrind-out-file="$out" "$flowgraph" "$@" >/dev/null 2>"$work/valgrind.log" || true
    [ -s "$out" ] || { cat "$work/valgrind.log" >&2; exit 1; }
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}
millions() { awk -v n="$1" 'BEGIN { printf "%.1f", n / 1e6 }'; }

exec > >(tee "$work/../instructions.md")
echo "- $(date -u '+%Y-%m-%d %H:%M UTC'); commit $(git rev-parse --short HEAD 2>/dev/null || echo "(not a git checkout)"); $(valgrind --version)"
echo
echo "| flowgraph … | instructions (millions) |"
echo "|---|---|"
printf '| check --no-cache of a 20-feature jump app (%s lines) | %s |\n' \
    "$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['lines'])" "$app/expected-summary.json")" \
    "$(millions "$(instructions check --no-cache --quiet "$app")")"
printf '| check of a 1,000-screen model, YAML | %s |\n' "$(millions "$(instructions check --quiet "$model")")"
printf '| check of a 1,000-screen model, JSON | %s |\n' "$(millions "$(instructions check --quiet "$json")")"
printf '| extract of the 1,000-screen YAML model to JSON | %s |\n' "$(millions "$(instructions extract "$model" --output "$work/extracted.json")")"
