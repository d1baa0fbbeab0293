#!/usr/bin/env bash
# Builds flowgraph's libFuzzer targets with AddressSanitizer and runs each for a bounded time.
#
#   bash Fuzz/run.sh                      # every target, 120 s each
#   FUZZ_SECONDS=600 bash Fuzz/run.sh FuzzRenderer
#
# The growing corpus lives in Fuzz/.build/corpus/TARGET (seeded from Fuzz/Corpus/TARGET, kept between runs).
# An input that crashes, hangs or runs out of memory is written to Fuzz/Findings/TARGET/: reproduce it with
# `Fuzz/.build/release/TARGET FILE`, fix the bug, and add the input as a fixture of a regression test.
# Exit status: 0 when no target found anything, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-120}
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(FuzzModelLoader FuzzSwiftExtractor FuzzRenderer)
fi
scratch=Fuzz/.build

# One product per build: RenderLoop has a `main` of its own, the fuzz targets get libFuzzer's. SwiftPM's own
# `--sanitize=fuzzer` (not `-Xswiftc -sanitize=fuzzer`) is what stops it renaming the entry point, which
# libFuzzer's `main` does not have.
for target in "${targets[@]}"; do
    swift build -c release --package-path Fuzz --scratch-path "$scratch" \
        --sanitize=fuzzer --sanitize=address -Xswiftc -parse-as-library --product "$target"
done

# The longest input each target is given: room for a model file or a few Swift files, no more, so that time
# goes into variety rather than into parsing ever larger inputs.
max_len() {
    case "$1" in
        FuzzSwiftExtractor) echo 8192 ;;
        *) echo 4096 ;;
    esac
}

status=0
summary=""
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    findings="Fuzz/Findings/$target"
    log="$scratch/$target.log"
    mkdir -p "$corpus" "$findings"
    echo "== $target: ${seconds}s"
    set +e
    # Graphviz keeps caches for the life of the process (fonts, plugins), which LeakSanitizer reports at exit
    # although nothing grows per input; leaks per input are what Fuzz/valgrind.sh measures.
    ASAN_OPTIONS=detect_leaks=0 "$scratch/release/$target" "$corpus" "Fuzz/Corpus/$target" \
        -max_total_time="$seconds" -max_len="$(max_len "$target")" -timeout=20 -rss_limit_mb=4096 \
        -artifact_prefix="$findings/" -print_final_stats=1 >"$log" 2>&1
    result=$?
    set -e
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    size=$(find "$corpus" -type f | wc -l)
    line="$target: ${runs:-?} executions in ${seconds}s, corpus $size inputs"
    if [ "$result" -ne 0 ]; then
        status=1
        line="$line, FOUND (exit $result): $(grep -m1 -E 'ERROR|Fatal error|deadly signal|timeout' "$log" || true)"
        tail -n 40 "$log"
    fi
    echo "$line"
    summary+="$line"$'\n'
done

echo
echo "== summary"
printf '%s' "$summary"
ls -1 Fuzz/Findings/*/ 2>/dev/null | grep -v '^$' || true
exit "$status"
