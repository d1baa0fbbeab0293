#!/usr/bin/env bash
# Runs flowgraph's Graphviz boundary under valgrind: zero definite leaks and no invalid reads or writes, over
# the render path, Graphviz's error path, a packed whole-app drawing and many renders in one process; and
# Graphviz's own messages must never reach stderr raw.
#
# It runs RenderLoop, a synchronous program over the same code as `flowgraph render`, not the flowgraph command
# itself: Debian 12's valgrind (3.19) crashes inside libdispatch when the main thread parks in the signal wait
# that Swift's async main uses on Linux, before any of flowgraph's code runs.
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

# Debian 12's valgrind (3.19) gives up on DWARF 5, clang's default for the C targets (libyaml, swift-syntax's
# shims): ask both compilers for DWARF 4.
dwarf4=(-Xcc -gdwarf-4 -Xswiftc -debug-info-format=dwarf -Xswiftc -dwarf-version=4)
swift build --package-path Fuzz --scratch-path "$scratch" "${dwarf4[@]}" --product RenderLoop
bin=$(swift build --package-path Fuzz --scratch-path "$scratch" "${dwarf4[@]}" --show-bin-path)
model=Fuzz/Valgrind/escaping.flow.yml

failures=0

# Runs the command under valgrind with its own stderr kept apart from valgrind's report.
#   check NAME EXPECTED-EXIT COMMAND...
check() {
    local name=$1 expected=$2
    shift 2
    set +e
    # Forty frames: the suppression of a failed layout's state matches RenderLoop's function, which sits deeper
    # than valgrind's default twelve frames below Graphviz's allocation.
    valgrind --num-callers=40 --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=3 \
        --suppressions=Fuzz/Valgrind/graphviz.supp \
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

# Graphviz's error path, and both paths repeated in one process.
check loop-1 0 "$bin/RenderLoop" "$model" 1
check "loop-$rounds" 0 "$bin/RenderLoop" "$model" "$rounds"
grep -m1 'rejected' "$out/loop-1.stdout" || { echo "  FAILED: RenderLoop printed nothing"; failures=$((failures + 1)); }

# A drawing too tangled for one dot layout (50 coordinators starting three others each): every coordinator laid
# out alone, then packed and drawn by the nop2 engine, whose layout is freed by another cleanup than dot's.
python3 Benchmarks/generate_model.py --cross 3 50 "$out/packed.flow.yml" >/dev/null
check packed 0 "$bin/RenderLoop" "$out/packed.flow.yml" 1

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
