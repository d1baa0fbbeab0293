# Shared by the benchmark scripts (sourced, not run): installing the peers, timing commands, medians and ratios.
# The sourcing script sets $work, a scratch folder, before calling measure.

# install_missing COMMAND PACKAGE: installs the Debian package when the command is not there.
install_missing() {
    command -v "$1" >/dev/null && return
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null
}

# Median of the numbers on standard input.
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# measure COUNT COMMAND: runs COMMAND COUNT times; prints "median-seconds peak-rss-MB". Standard output of the
# last run is left in $work/last.out.
measure() {
    local count="$1" command="$2" seconds="$work/seconds" rss="$work/rss" start end
    : > "$seconds"; : > "$rss"
    for _ in $(seq "$count"); do
        start=$EPOCHREALTIME
        /usr/bin/time -f "%M" -o "$work/one" bash -c "$command" > "$work/last.out"
        end=$EPOCHREALTIME
        awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", e - s }' >> "$seconds"
        awk '{ printf "%.0f\n", $1 / 1024 }' "$work/one" >> "$rss"
    done
    printf '%s %s\n' "$(median < "$seconds")" "$(sort -n "$rss" | tail -1)"
}

# interleave COUNT COMMAND...: runs the commands one after another, COUNT rounds of them, so that a change in the
# machine's load falls on every command alike; prints a line per command, in order: "median-seconds peak-rss-MB
# median-CPU-seconds" (CPU: user + system, which another program's load moves less than wall-clock time). Standard
# output of each command's last run is left in $work/last.N.out, N counting the commands from 1.
interleave() {
    local count="$1" command i
    shift
    for i in $(seq $#); do : > "$work/seconds.$i"; : > "$work/rss.$i"; : > "$work/cpu.$i"; done
    for _ in $(seq "$count"); do
        i=0
        for command in "$@"; do
            i=$((i + 1))
            local start=$EPOCHREALTIME
            /usr/bin/time -f "%M %U %S" -o "$work/one" bash -c "$command" > "$work/last.$i.out"
            local end=$EPOCHREALTIME
            awk -v s="$start" -v e="$end" 'BEGIN { printf "%.4f\n", e - s }' >> "$work/seconds.$i"
            tail -n 1 "$work/one" | awk '{ printf "%.0f\n", $1 / 1024 }' >> "$work/rss.$i"
            tail -n 1 "$work/one" | awk '{ printf "%.3f\n", $2 + $3 }' >> "$work/cpu.$i"
        done
    done
    for i in $(seq $#); do
        printf '%s %s %s\n' "$(median < "$work/seconds.$i")" "$(sort -n "$work/rss.$i" | tail -1)" "$(median < "$work/cpu.$i")"
    done
}

# ratio A B: A / B with two decimals (0 when B is 0).
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'; }

# ms SECONDS: three decimals under 10 s, one above.
ms() { awk -v s="$1" 'BEGIN { printf (s < 10 ? "%.3f" : "%.1f"), s }'; }

# release_flowgraph: prints the path of the flowgraph binary to measure: the one $FLOWGRAPH names, else one built
# in release into .build-release the way the README installs it (the Swift runtime linked in, which starts faster).
release_flowgraph() {
    if [ -n "${FLOWGRAPH:-}" ]; then
        echo "$FLOWGRAPH"
        return
    fi
    swift build -c release --static-swift-stdlib --scratch-path .build-release --product flowgraph >&2
    echo "$PWD/.build-release/release/flowgraph"
}

# prepare_against_dot: what the scripts comparing with the `dot` program need first: dot and GNU time installed,
# flowgraph named by $flowgraph (release_flowgraph), and a scratch folder $work removed on exit.
prepare_against_dot() {
    install_missing dot graphviz
    install_missing /usr/bin/time time
    flowgraph="$(release_flowgraph)"
    work="$(mktemp -d)"
    trap 'rm -rf "$work"' EXIT
}
