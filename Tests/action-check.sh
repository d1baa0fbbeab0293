#!/usr/bin/env bash
# The GitHub Action's logic (Scripts/flowgraph-action.sh, which action.yml's steps call) on a pull request of our
# own: a repository whose main branch has the Lighthouse app of Tests/BuildPluginFixture, cloned shallow on a
# branch that changes its navigation, with GitHub's files (GITHUB_OUTPUT, GITHUB_STEP_SUMMARY) in a temporary
# folder. Exits non-zero on the first difference. FLOWGRAPH names the binary (default: this package's debug build).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
action="$root/Scripts/flowgraph-action.sh"
if [[ -z ${FLOWGRAPH:-} ]]; then
    swift build --package-path "$root" --product flowgraph >/dev/null
    FLOWGRAPH="$(swift build --package-path "$root" --show-bin-path)/flowgraph"
fi
export FLOWGRAPH
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

expect() { # description, expected, actual
    if [[ "$2" != "$3" ]]; then
        echo "action-check: FAILED: $1" >&2
        diff <(printf '%s\n' "$2") <(printf '%s\n' "$3") >&2 || true
        exit 1
    fi
    echo "action-check: ok: $1"
}

# Runs one step of the action in the clone with fresh GitHub files; its status goes to $status, its standard
# output to $out, and the files' contents to $outputs and $summary.
step() {
    : > "$work/output"
    : > "$work/summary"
    set +e
    out=$(cd "$work/clone" && GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary" bash "$action" "$@" 2>"$work/stderr")
    status=$?
    set -e
    outputs=$(cat "$work/output")
    summary=$(cat "$work/summary")
}

# origin: main holds the app with its fog signal unreachable; the branch `fog` lets the keeper sound it.
git init -q -b main "$work/origin"
cp -R "$root/Tests/BuildPluginFixture/Sources/Lighthouse" "$root/Tests/BuildPluginFixture/.flowgraph.yml" "$work/origin/"
git -C "$work/origin" add .
git -C "$work/origin" -c user.name=ci -c user.email=ci@example.com commit -q -m "The lighthouse"
git -C "$work/origin" checkout -q -b fog
sed -i -e 's/    case didOpenLog/    case didOpenLog\n    case didSoundFog/' \
    -e 's/            present(.logbook, mode: .sheet)/&\n        case .lamp(.didSoundFog):\n            present(.fogSignal, mode: .push)/' \
    -e 's/    coordinator.dispatch(.lamp(.didOpenLog))/&\n    coordinator.dispatch(.lamp(.didSoundFog))/' \
    "$work/origin/Lighthouse/KeeperCoordinator.swift"
git -C "$work/origin" -c user.name=ci -c user.email=ci@example.com commit -q -a -m "The keeper sounds the fog signal"
git -C "$work/origin" checkout -q main
# As actions/checkout leaves a branch: one commit deep, no other branch.
clone() {
    rm -rf "$work/clone"
    git clone -q --depth 1 --branch "$1" "file://$work/origin" "$work/clone"
}

clone main

finding="::warning file=Lighthouse/KeeperCoordinator.swift,line=6,col=10,title=unreachable_screen::screen 'fogSignal' of KeeperCoordinator is not reachable from any entry"
report="## flowgraph

| Severity | Count |
| --- | ---: |
| error | 0 |
| warning | 1 |
| info | 0 |
| note | 0 |

| Severity | Rule | Location | Message |
| --- | --- | --- | --- |
| warning | unreachable\\_screen | Lighthouse/KeeperCoordinator.swift:6:10 | screen 'fogSignal' of KeeperCoordinator is not reachable from any entry |"

INPUT_SARIF_FILE=navigation.sarif step check
expect "check annotates the finding" "0 $finding" "$status $out"
expect "check's outputs" "sarif-file=navigation.sarif
errors=0
warnings=1
exit-code=0" "$outputs"
expect "check's report is the job summary" "$report" "$summary"
expect "the SARIF file holds the finding" "unreachable_screen Lighthouse/KeeperCoordinator.swift 6" "$(python3 -c '
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
for result in run["results"]:
    where = result["locations"][0]["physicalLocation"]
    print(result["ruleId"], where["artifactLocation"]["uri"], where["region"]["startLine"])
' "$work/clone/navigation.sarif")"

INPUT_STRICT=true INPUT_PATHS=Lighthouse step check
expect "strict: the warning fails the step" "1 $finding" "$status $out"
expect "strict: the outputs say so" "sarif-file=flowgraph.sarif
errors=0
warnings=1
exit-code=1" "$outputs"

INPUT_CONFIG=missing.yml step check
expect "a configuration that is not there: exit 2, its one-line error, no outputs" \
    "2   error: missing.yml: no such configuration file" "$status $outputs $summary $(cat "$work/stderr")"

clone fog
step check
expect "the pull request's navigation passes" "0  errors=0 warnings=0 exit-code=0" \
    "$status $out $(grep -v sarif-file <<< "$outputs" | tr '\n' ' ' | sed 's/ $//')"

INPUT_BASE_REF=main step diff
expect "diff: the base branch is fetched into the shallow clone, the changes are the job summary" "0 ### Navigation changes

\`origin/main:.\` → \`.\`: 1 added, 0 removed, 1 changed.

| | Coordinator | Element | What changed |
| --- | --- | --- | --- |
| 🟠 changed | KeeperCoordinator | screen KeeperCoordinator.lamp | action +didSoundFog |
| 🟢 added | KeeperCoordinator | KeeperCoordinator.lamp -\\[didSoundFog push\\]-&gt; KeeperCoordinator.fogSignal |  |" "$status $summary"

step diff
expect "diff without a base branch (a push, not a pull request) writes nothing" "0 " "$status $summary"

cp -R "$root/Package.swift" "$root/Sources" "$work/"
FLOWGRAPH_SOURCE="$work" step cache-key
first=$outputs
expect "cache-key names the system and the version" 1 \
    "$(grep -cE '^key=flowgraph-[a-z]+[0-9.]*-[a-z0-9_]+-[0-9]+\.[0-9]+\.[0-9]+-[0-9a-f]{16}$' <<< "$first")"
FLOWGRAPH_SOURCE="$work" step cache-key
expect "cache-key is the same for the same sources" "$first" "$outputs"
echo "// changed" >> "$work/Sources/FlowModel/ToolIdentity.swift"
FLOWGRAPH_SOURCE="$work" step cache-key
expect "cache-key changes with a source" "different" "$([[ $first != "$outputs" ]] && echo different)"

# .ci/run has installed Graphviz's headers, so neither asks apt-get for anything.
step install-graphviz runtime
expect "install-graphviz: the runtime libraries are there" "0 " "$status $(cat "$work/stderr")"
step install-graphviz build
expect "install-graphviz: the headers are there" "0 " "$status $(cat "$work/stderr")"
step install-graphviz everything
expect "install-graphviz: an unknown set is refused" "2 flowgraph-action: install-graphviz: expected runtime or build, got 'everything'" \
    "$status $(cat "$work/stderr")"

step deploy
expect "an unknown step is refused" "2 flowgraph-action: unknown step 'deploy' (install-graphviz, cache-key, build, check, diff)" \
    "$status $(cat "$work/stderr")"
