#!/usr/bin/env bash
# The SwiftPM build-tool plugin end to end: each target of Tests/BuildPluginFixture is built with `swift build`,
# and the plugin's findings must be the build's diagnostics. The build folder is Tests/PluginFixture's, where
# Tests/plugin-check.sh, run next by .ci/run, finds the tool built (a nested build: about 8 minutes of CPU).
# Exits non-zero on the first difference.
set -euo pipefail
cd "$(dirname "$0")/BuildPluginFixture"
fixture=$(pwd)
scratch=../PluginFixture/.build

# Builds one target; the exit status goes to $status, the build's diagnostic lines (file:line:column: level:) to
# $diagnostics, and whether the check ran to $ran.
build() {
    set +e
    swift build --scratch-path "$scratch" --target "$1" >/tmp/flowgraph-build-plugin-output 2>&1
    status=$?
    set -e
    diagnostics=$(grep -E '^/[^ ]*:[0-9]+:[0-9]+: (error|warning|note):' /tmp/flowgraph-build-plugin-output || true)
    ran=$(grep -q "flowgraph check $1" /tmp/flowgraph-build-plugin-output && echo ran || echo "did not run")
}

expect() { # description, expected status, expected diagnostics, expected whether the check ran
    if [[ "$status" != "$2" || "$diagnostics" != "$3" || "$ran" != "$4" ]]; then
        echo "build-plugin-check: FAILED: $1" >&2
        echo "  exit status $status (expected $2), the check $ran (expected: $4); diagnostics:" >&2
        printf '%s\n' "$diagnostics" >&2
        cat /tmp/flowgraph-build-plugin-output >&2
        exit 1
    fi
    echo "build-plugin-check: ok: $1"
}

build Ferries
expect "navigation without a fault: a clean build" 0 "" ran

lighthouse="$fixture/Sources/Lighthouse/KeeperCoordinator.swift"
unreachable="$lighthouse:6:10: warning: screen 'fogSignal' of KeeperCoordinator is not reachable from any entry [unreachable_screen]"
build Lighthouse
expect "a finding is a warning of the build, at its position; .flowgraph.yml made it a warning" 0 "$unreachable" ran

build Lighthouse
expect "nothing changed: the check does not run again" 0 "" "did not run"

touch "$lighthouse"
build Lighthouse
expect "a source changed: the check runs again" 0 "$unreachable" ran

build Pier
expect "an error-level finding fails the build" 1 \
    "$fixture/Sources/Pier/MooringCoordinator.swift:13:13: error: coordinator MooringCoordinator has no entry and no coordinator starts it [missing_entry]" \
    ran

caches=$(find "$scratch/plugins/outputs" -path '*/Lighthouse/*FlowgraphBuildPlugin/cache' -type d | wc -l)
if [[ $caches != 1 ]]; then
    echo "build-plugin-check: FAILED: the extraction cache is not in the plugin's work folder" >&2
    exit 1
fi
echo "build-plugin-check: ok: the extraction cache is kept in the plugin's work folder"
