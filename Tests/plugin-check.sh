#!/usr/bin/env bash
# The SwiftPM command plugin end to end: Tests/PluginFixture depends on this package by path and runs
# `swift package flowgraph ...`. That needs a nested build of the tool (about 5 minutes on 2 cores the first
# time), too slow for `swift test`, so .ci/run runs this script. Exits non-zero on the first difference.
set -euo pipefail
cd "$(dirname "$0")/PluginFixture"
snapshot=navigation.snapshot
trap 'rm -f "$snapshot"' EXIT

# Runs the plugin; the tool's stdout goes to $out, its exit status to $status. SwiftPM's build lines go to stderr.
plugin() {
    set +e
    out=$(swift package --allow-writing-to-package-directory flowgraph "$@" 2>/tmp/flowgraph-plugin-stderr)
    status=$?
    set -e
}

expect() { # description, expected status, expected stdout
    if [[ "$status" != "$2" || "$out" != "$3" ]]; then
        echo "plugin-check: FAILED: $1" >&2
        echo "  exit status $status (expected $2); stdout:" >&2
        printf '%s\n' "$out" >&2
        cat /tmp/flowgraph-plugin-stderr >&2
        exit 1
    fi
    echo "plugin-check: ok: $1"
}

finding="Sources/Harbour/HarbourPath.swift:6:10: warning: screen 'lostProperty' of HarbourCoordinator is not reachable from any entry [unreachable_screen]"

plugin check
expect "check reads the targets' folders and the package's .flowgraph.yml" 0 "$finding"

plugin --strict
expect "options alone mean check; --strict fails on the warning" 1 "$finding"

plugin --target Harbour snapshot --write "$snapshot"
expect "--target picks the folder; snapshot --write writes into the package" 0 ""
plugin snapshot --check "$snapshot"
expect "snapshot --check passes on the snapshot just written" 0 ""

plugin coverage
expect "coverage reads the targets' folders" 0 "1 of 1 navigation calls became transitions (100%)."
plugin diff Sources/Harbour Sources/Harbour
expect "diff compares the two sides it is given, without the targets' folders" 0 "no navigation changes"
