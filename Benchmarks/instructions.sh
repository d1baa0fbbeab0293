#!/usr/bin/env bash
# Instruction counts of `flowgraph check`, `extract` or `render` (valgrind's callgrind), a figure that does not
# move with the machine's load as wall-clock times do: a regression shows as more instructions whatever else runs.
#
#   bash Benchmarks/instructions.sh                        # check: both inputs, each counted twice
#   bash Benchmarks/instructions.sh extract                # extract of the model to JSON, counted twice
#   bash Benchmarks/instructions.sh render                 # render of a 500-screen model to SVG, counted twice
#   RUNNER=/path/to/CheckRun bash Benchmarks/instructions.sh     # count that build (another commit's) instead
#   INSTRUCTIONS_TOP=30 bash Benchmarks/instructions.sh    # more of the functions that cost most
#
# A tool for engineers, not run in CI. It builds Fuzz's CheckRun, ExtractRun or RenderRun in release (`-c release`,
# DWARF 4 for valgrind 3.19) into Fuzz/.build-instructions: the same library calls as `flowgraph check --no-cache`
# with the xcode reporter, `flowgraph extract --output` and `flowgraph render --output x.svg`, from a synchronous
# main, since valgrind 3.19 crashes in the signal wait of Swift's async main. It counts fixed inputs generated
# under Benchmarks/.work/instructions:
#
#   app    generate_app.py jump 10: 10 features, 151 Swift files, ~10.8k lines (extraction, every rule, the report)
#   model  generate_model.py 500: a YAML model of 500 coordinators, 5,000 screens (the model loader, the rules;
#          for extract, the loader and the JSON written)
#   drawn  generate_model.py 50: a YAML model of 50 coordinators, 500 screens (render: the loader, the rules,
#          styling, Graphviz's layout and SVG)
#
# Two things would make the count differ from run to run, and both are fixed here: Swift seeds its hashing at
# random in every process (so sets and dictionaries collide and grow differently), which SWIFT_DETERMINISTIC_HASHING
# turns off; and extraction runs its files on as many threads as there are cores, finishing in whatever order the
# scheduler gives, which `taskset -c 0` (one core: one file at a time) removes. What is left, a few thousand
# instructions in over a billion, is libdispatch's worker threads starting and parking.
#
# Each input is counted twice; prints the total instructions (Ir) of each run, the difference, whether the two
# reports (for extract and render, the files written) are the same, and the functions with the most instructions
# of their own (callgrind_annotate), as Markdown.
set -euo pipefail
cd "$(dirname "$0")/.."

command=${1:-check}
case "$command" in
    check) runner=CheckRun inputs=(app model) ;;
    extract) runner=ExtractRun inputs=(model) ;;
    render) runner=RenderRun inputs=(drawn) ;;
    *) echo "usage: bash Benchmarks/instructions.sh [check|extract|render]" >&2; exit 2 ;;
esac
top=${INSTRUCTIONS_TOP:-15}
scratch=Fuzz/.build-instructions
work=Benchmarks/.work/instructions
mkdir -p "$work"

source Benchmarks/measuring.sh
install_missing valgrind valgrind
install_missing taskset util-linux

if [ -n "${RUNNER:-${CHECKRUN:-}}" ]; then
    bin=${RUNNER:-$CHECKRUN}
else
    dwarf4=(-Xcc -gdwarf-4 -Xswiftc -debug-info-format=dwarf -Xswiftc -dwarf-version=4)
    swift build -c release --package-path Fuzz --scratch-path "$scratch" "${dwarf4[@]}" --product "$runner" >&2
    bin=$(swift build -c release --package-path Fuzz --scratch-path "$scratch" "${dwarf4[@]}" --show-bin-path)/$runner
fi

app="$work/jump-10"
model="$work/model-500.flow.yml"
drawn="$work/model-50.flow.yml"
[ -f "$app/expected-summary.json" ] || python3 Benchmarks/generate_app.py jump 10 "$app" >&2
[ -f "$model" ] || python3 Benchmarks/generate_model.py 500 "$model" >&2
[ -f "$drawn" ] || python3 Benchmarks/generate_model.py 50 "$drawn" >&2

# count NAME INPUT RUN: runs the runner on INPUT under callgrind; prints the total Ir. Keeps the profile, the
# report (what CheckRun printed, or the file ExtractRun or RenderRun wrote) and valgrind's log as $work/NAME-RUN.*
count() {
    local name=$1 input=$2 run=$3 prefix="$work/$command-$1-$3"
    local arguments=("$input")
    [ "$command" = check ] || arguments=("$prefix.report" "$input")
    SWIFT_DETERMINISTIC_HASHING=1 taskset -c 0 valgrind --tool=callgrind --callgrind-out-file="$prefix.callgrind" \
        --log-file="$prefix.valgrind" "$bin" "${arguments[@]}" > "$prefix.stdout" || {
        echo "$runner failed under valgrind on $input; see $prefix.valgrind" >&2
        exit 1
    }
    [ "$command" != check ] || mv "$prefix.stdout" "$prefix.report"
    sed -n 's/^summary: \([0-9]*\).*/\1/p' "$prefix.callgrind"
}

# percent A B: (B - A) / A in percent, four decimals.
percent() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%+.4f%%", (b - a) * 100 / a }'; }
# grouped N: 1234567 as 1,234,567.
grouped() { sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<< "$1"; }

echo "## Instruction counts of $command (callgrind)"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit $(git rev-parse --short HEAD); load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- $(valgrind --version); $(swift --version 2>/dev/null | head -1); $runner built with -c release${RUNNER:+ ($RUNNER)}${CHECKRUN:+ ($CHECKRUN)}"
echo
echo "| input | findings | run 1 (Ir) | run 2 (Ir) | difference | same report |"
echo "|---|---|---|---|---|---|"
for name in "${inputs[@]}"; do
    input=${!name}
    first=$(count "$name" "$input" 1)
    second=$(count "$name" "$input" 2)
    same=$(cmp -s "$work/$command-$name-1.report" "$work/$command-$name-2.report" && echo yes || echo no)
    findings=-
    [ "$command" != check ] || findings=$(grep -c ': \(error\|warning\|note\): ' "$work/$command-$name-1.report" || true)
    printf '| %s | %s | %s | %s | %s | %s |\n' "$name" "$findings" "$(grouped "$first")" "$(grouped "$second")" \
        "$(percent "$first" "$second")" "$same"
done
for name in "${inputs[@]}"; do
    echo
    echo "### $name: the $top functions with the most instructions of their own (run 1)"
    echo
    echo '```'
    # Without the libraries' and sources' folders, Swift's names demangled and cut short: enough to find them.
    # (sed rather than head picks the lines, so that nothing upstream dies of a closed pipe.)
    callgrind_annotate --inclusive=no --threshold=100 "$work/$command-$name-1.callgrind" 2>/dev/null \
        | sed -n '/file:function/,$p' | sed -e '1d' -e '/^-*$/d' -e 's/ \[[^]]*\]$//' -e 's#[^ ]*/##' -e 's/^\([^(]*([^)]*)\)  ???:/\1  /' \
        | sed -n "1,${top}p" | swift demangle --simplified --compact | cut -c1-140
    echo '```'
done
