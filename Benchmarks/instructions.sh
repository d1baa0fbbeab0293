#!/usr/bin/env bash
# Instruction counts of `flowgraph check` (valgrind's callgrind), a figure that does not move with the machine's
# load as wall-clock times do: a regression in the check path shows as more instructions whatever else runs.
#
#   bash Benchmarks/instructions.sh                        # both inputs, each counted twice
#   CHECKRUN=/path/to/CheckRun bash Benchmarks/instructions.sh   # count that build (another commit's) instead
#   INSTRUCTIONS_TOP=30 bash Benchmarks/instructions.sh    # more of the functions that cost most
#
# A tool for engineers, not run in CI. It builds Fuzz's CheckRun in release (`-c release`, DWARF 4 for valgrind
# 3.19) into Fuzz/.build-instructions: the same library calls as `flowgraph check --no-cache` with the xcode
# reporter, from a synchronous main, since valgrind 3.19 crashes in the signal wait of Swift's async main. It
# counts two fixed inputs generated under Benchmarks/.work/instructions:
#
#   app    generate_app.py jump 10: 10 features, 151 Swift files, ~10.8k lines (extraction, every rule, the report)
#   model  generate_model.py 500: a YAML model of 500 coordinators, 5,000 screens (the model loader, the rules)
#
# Two things would make the count differ from run to run, and both are fixed here: Swift seeds its hashing at
# random in every process (so sets and dictionaries collide and grow differently), which SWIFT_DETERMINISTIC_HASHING
# turns off; and extraction runs its files on as many threads as there are cores, finishing in whatever order the
# scheduler gives, which `taskset -c 0` (one core: one file at a time) removes. What is left, a few thousand
# instructions in over a billion, is libdispatch's worker threads starting and parking.
#
# Each input is counted twice; prints the total instructions (Ir) of each run, the difference, whether the two
# reports are the same, and the functions with the most instructions of their own (callgrind_annotate), as Markdown.
set -euo pipefail
cd "$(dirname "$0")/.."

top=${INSTRUCTIONS_TOP:-15}
scratch=Fuzz/.build-instructions
work=Benchmarks/.work/instructions
mkdir -p "$work"

source Benchmarks/measuring.sh
install_missing valgrind valgrind
install_missing taskset util-linux

if [ -n "${CHECKRUN:-}" ]; then
    bin=$CHECKRUN
else
    dwarf4=(-Xcc -gdwarf-4 -Xswiftc -debug-info-format=dwarf -Xswiftc -dwarf-version=4)
    swift build -c release --package-path Fuzz --scratch-path "$scratch" "${dwarf4[@]}" --product CheckRun >&2
    bin=$(swift build -c release --package-path Fuzz --scratch-path "$scratch" "${dwarf4[@]}" --show-bin-path)/CheckRun
fi

app="$work/jump-10"
model="$work/model-500.flow.yml"
[ -f "$app/expected-summary.json" ] || python3 Benchmarks/generate_app.py jump 10 "$app" >&2
[ -f "$model" ] || python3 Benchmarks/generate_model.py 500 "$model" >&2

# count NAME INPUT RUN: runs CheckRun on INPUT under callgrind; prints the total Ir. Keeps the profile, the report
# CheckRun printed and valgrind's log as $work/NAME-RUN.*
count() {
    local name=$1 input=$2 run=$3 prefix="$work/$1-$3"
    SWIFT_DETERMINISTIC_HASHING=1 taskset -c 0 valgrind --tool=callgrind --callgrind-out-file="$prefix.callgrind" \
        --log-file="$prefix.valgrind" "$bin" "$input" > "$prefix.report" || {
        echo "CheckRun failed under valgrind on $input; see $prefix.valgrind" >&2
        exit 1
    }
    sed -n 's/^summary: \([0-9]*\).*/\1/p' "$prefix.callgrind"
}

# percent A B: (B - A) / A in percent, four decimals.
percent() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.4f%%", (b - a) * 100 / a }'; }
# grouped N: 1234567 as 1,234,567.
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<< "$1"; }

echo "## Instruction counts of check (callgrind)"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit $(git rev-parse --short HEAD); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- $(valgrind --version); $(swift --version 2>/dev/null | head -1); CheckRun built with -c release${CHECKRUN:+ ($CHECKRUN)}"
echo
echo "| input | findings | run 1 (Ir) | run 2 (Ir) | difference | same report |"
echo "|---|---|---|---|---|---|"
for name in app model; do
    input=$([ "$name" = app ] && echo "$app" || echo "$model")
    first=$(count "$name" "$input" 1)
    second=$(count "$name" "$input" 2)
    same=$(cmp -s "$work/$name-1.report" "$work/$name-2.report" && echo yes || echo no)
    findings=$(grep -c ': \(error\|warning\|note\): ' "$work/$name-1.report" || true)
    printf '| %s | %s | %s | %s | %s | %s |\n' "$name" "$findings" "$(grouped "$first")" "$(grouped "$second")" \
        "$(percent "$first" "$second")" "$same"
done
for name in app model; do
    echo
    echo "### $name: the $top functions with the most instructions of their own (run 1)"
    echo
    echo '```'
    # Without the libraries' and sources' folders, Swift's names demangled and cut short: enough to find them.
    # (sed rather than head picks the lines, so that nothing upstream dies of a closed pipe.)
    callgrind_annotate --inclusive=no --threshold=100 "$work/$name-1.callgrind" 2>/dev/null \
        | sed -n '/file:function/,$p' | sed -e '1d' -e '/^-*$/d' -e 's/ \[[^]]*\]$//' -e 's#[^ ]*/##' -e 's/^\([^(]*([^)]*)\)  ???:/\1  /' \
        | sed -n "1,${top}p" | swift demangle --simplified --compact | cut -c1-140
    echo '```'
done
