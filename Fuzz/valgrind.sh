#!/usr/bin/env bash
# Runs flowgraph's Graphviz boundary under valgrind: zero definite leaks and no invalid reads or writes, over
# the render path, Graphviz's error path and many renders in one process; and Graphviz's own messages must
# never reach stderr raw.
#
#   bash Fuzz/valgrind.sh        # exit 0 when every check passes
#
# Swift's runtime keeps metadata caches and Graphviz keeps font and plugin tables for the life of the
# process: valgrind lists them as "possibly lost" or "still reachable", which is not a failure here. A leak per
# render would show as definite (a failure) or as reachable bytes growing with the number of renders, which
# the last check compares.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${VALGRIND_ROUNDS:-12}
scratch=Fuzz/.build-valgrind
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

swift build --package-path Fuzz --scratch-path "$scratch" --product flowgraph
swift build --package-path Fuzz --scratch-path "$scratch" --product RenderLoop
bin=$(swift build --package-path Fuzz --scratch-path "$scratch" --show-bin-path)
model=Fuzz/Valgrind/escaping.flow.yml

failures=0

# Runs the command under valgrind with its own stderr kept apart from valgrind's report.
#   check NAME EXPECTED-EXIT COMMAND...
check() {
    local name=$1 expected=$2
    shift 2
    set +e
    valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=3 \
        --log-file="$out/$name.valgrind" "$@" >"$out/$name.stdout" 2>"$out/$name.stderr"
    local result=$?
    set -e
    local errors leaks
    errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$out/$name.valgrind" | tail -n 1)
    leaks=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$out/$name.valgrind" | tail -n 1)
    echo "$name: exit $result, valgrind errors ${errors:-?}, definitely lost ${leaks:-0} bytes"
    if [ "$result" -ne "$expected" ]; then
        echo "  FAILED: expected exit $expected"
        sed -n '/== [A-Z].*\(Invalid\|uninitialised\|definitely lost in\)/,/==$/p' "$out/$name.valgrind" | head -n 60
        cat "$out/$name.stderr"
        failures=$((failures + 1))
    fi
    # cgraph's messages start "Error:" or "Warning:"; the renderer must have caught every one of them.
    if grep -qiE '^(Error|Warning):|in label of graph|syntax error' "$out/$name.stderr"; then
        echo "  FAILED: Graphviz wrote to stderr:"
        cat "$out/$name.stderr"
        failures=$((failures + 1))
    fi
}

reachable() {
    sed -n 's/.*still reachable: \([0-9,]*\) bytes.*/\1/p' "$out/$1.valgrind" | tail -n 1 | tr -d ,
}

# The command line's render path: clusters, a stand-in node, findings and names that need escaping.
check render-svg 0 "$bin/flowgraph" render "$model" --output "$out/escaping.svg"
check render-dot 0 "$bin/flowgraph" render "$model" --output "$out/escaping.dot"
# Bad input rejected before Graphviz runs: exit 2, nothing leaked on the way out.
printf 'version: 1\ncoordinators: [{ name: A, screens: [a], transitions: [{ from: b, to: a }] }]\n' \
    >"$out/broken.flow.yml"
check render-bad-model 2 "$bin/flowgraph" render "$out/broken.flow.yml" --output "$out/broken.svg"
# Graphviz's error path, and both paths repeated in one process.
check loop-1 0 "$bin/RenderLoop" "$model" 1
check "loop-$rounds" 0 "$bin/RenderLoop" "$model" "$rounds"
grep -m1 'rejected' "$out/loop-1.stdout" || { echo "  FAILED: RenderLoop printed nothing"; failures=$((failures + 1)); }

# Memory a render keeps should not grow with the number of renders: allow a page of noise.
one=$(reachable loop-1)
many=$(reachable "loop-$rounds")
echo "still reachable after 1 round: ${one:-?} bytes, after $rounds rounds: ${many:-?} bytes"
if [ -n "$one" ] && [ -n "$many" ] && [ $((many - one)) -gt 4096 ]; then
    echo "  FAILED: $((many - one)) more bytes reachable after $rounds rounds than after 1"
    failures=$((failures + 1))
fi

if [ "$failures" -ne 0 ]; then
    echo "valgrind: $failures check(s) failed"
    exit 1
fi
echo "valgrind: every check passed"
