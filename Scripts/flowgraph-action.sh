#!/usr/bin/env bash
# The logic of the GitHub Action in action.yml, one subcommand per step, so that .ci/run can run it too
# (Tests/action-check.sh). Inputs come as INPUT_* environment variables, as action.yml passes them; results go
# where GitHub reads them: GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, and annotations on standard output.
#
#   install-graphviz runtime|build   Graphviz's libraries (and, to build, its headers), when they are missing.
#   cache-key                        key=... for actions/cache: the system, the tool's version and a digest of
#                                    its sources.
#   build                            Builds the tool from FLOWGRAPH_SOURCE into FLOWGRAPH_HOME, with the Swift
#                                    runtime linked in: restored from the cache, it runs without Swift.
#   check                            flowgraph check with the github reporter and a SARIF file; fails as it does.
#   diff                             flowgraph diff --format markdown against INPUT_BASE_REF into the job summary.
set -euo pipefail

fail() {
    echo "flowgraph-action: $*" >&2
    exit 2
}

# FLOWGRAPH names the binary to run; the action builds or restores it into FLOWGRAPH_HOME.
flowgraph() {
    "${FLOWGRAPH:-$FLOWGRAPH_HOME/flowgraph}" "$@"
}

# The paths to read, one per word of INPUT_PATHS (default: the whole repository).
read -r -a paths <<< "${INPUT_PATHS:-.}"
[[ ${#paths[@]} -gt 0 ]] || paths=(.)

install_graphviz() {
    local packages
    case "${1:-}" in
        runtime)
            [[ $(PATH=$PATH:/sbin:/usr/sbin ldconfig -p) != *"libgvc.so.6 "* ]] || return 0
            packages=(libgvc6 libxml2) ;;
        build)
            ! pkg-config --exists libgvc libxml-2.0 2>/dev/null || return 0
            packages=(libgraphviz-dev libxml2-dev pkg-config) ;;
        *) fail "install-graphviz: expected runtime or build, got '${1:-}'" ;;
    esac
    local sudo=()
    [[ $(id -u) == 0 ]] || sudo=(sudo)
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
}

cache_key() {
    local source=${FLOWGRAPH_SOURCE:?the folder of flowgraph\'s sources}
    local version system digest
    version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$source/Sources/FlowModel/ToolIdentity.swift")
    [[ -n $version ]] || fail "no version in $source/Sources/FlowModel/ToolIdentity.swift"
    system=$(. /etc/os-release && echo "$ID$VERSION_ID")-$(uname -m)
    digest=$(cd "$source" && find Package.swift Sources -type f | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c 1-16)
    echo "key=flowgraph-$system-$version-$digest" >> "$GITHUB_OUTPUT"
}

build() {
    local source=${FLOWGRAPH_SOURCE:?the folder of flowgraph\'s sources}
    local scratch=${RUNNER_TEMP:-/tmp}/flowgraph-build
    swift build -c release --static-swift-stdlib --product flowgraph --package-path "$source" --scratch-path "$scratch"
    mkdir -p "$FLOWGRAPH_HOME"
    cp "$(swift build -c release --package-path "$source" --scratch-path "$scratch" --show-bin-path)/flowgraph" "$FLOWGRAPH_HOME/"
}

check() {
    local sarif=${INPUT_SARIF_FILE:-flowgraph.sarif}
    local report
    report=$(mktemp -d)
    local arguments=(check --reporter github --reporter "sarif:$sarif"
        --reporter "markdown:$report/summary.md" --reporter "summary:$report/counts.txt")
    [[ -z ${INPUT_CONFIG:-} ]] || arguments+=(--config "$INPUT_CONFIG")
    [[ -z ${INPUT_BASELINE:-} ]] || arguments+=(--baseline "$INPUT_BASELINE")
    [[ ${INPUT_STRICT:-false} != true ]] || arguments+=(--strict)
    local status=0
    flowgraph "${arguments[@]}" "${paths[@]}" || status=$?
    # Exit status 2 is bad input: its one-line error is already on standard error, and there are no reports.
    [[ $status -le 1 ]] || exit "$status"
    # The summary reporter's last row is "total ERRORS WARNINGS INFOS NOTES ALL", or "No findings.".
    local counts=(total 0 0)
    [[ $(tail -n 1 "$report/counts.txt") != total* ]] || read -r -a counts < <(tail -n 1 "$report/counts.txt")
    {
        echo "sarif-file=$sarif"
        echo "errors=${counts[1]}"
        echo "warnings=${counts[2]}"
        echo "exit-code=$status"
    } >> "$GITHUB_OUTPUT"
    cat "$report/summary.md" >> "$GITHUB_STEP_SUMMARY"
    rm -rf "$report"
    return "$status"
}

diff_against_base() {
    local base=${INPUT_BASE_REF:-}
    if [[ -z $base ]]; then
        echo "flowgraph-action: no base branch (not a pull request): no navigation diff" >&2
        return 0
    fi
    # In a container job the checkout belongs to another user than the job, and git refuses to read it unless told
    # it is safe; the environment tells this step's git commands, flowgraph diff's included, and nothing after it.
    export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=safe.directory GIT_CONFIG_VALUE_0="$PWD"
    # A shallow checkout holds only the head commit: the base branch's tip is fetched on its own.
    if ! git rev-parse --verify --quiet "origin/$base^{commit}" >/dev/null; then
        git fetch --quiet --no-tags --depth=1 origin "+refs/heads/$base:refs/remotes/origin/$base"
    fi
    # Each diff is written whole before any of it reaches the summary: a failed one adds nothing.
    local markdown
    markdown=$(mktemp)
    for path in "${paths[@]}"; do
        flowgraph diff "origin/$base:$path" "$path" --format markdown --output "$markdown"
        cat "$markdown" >> "$GITHUB_STEP_SUMMARY"
    done
    rm -f "$markdown"
}

case "${1:-}" in
    install-graphviz) install_graphviz "${2:-}" ;;
    cache-key) cache_key ;;
    build) build ;;
    check) check ;;
    diff) diff_against_base ;;
    *) fail "unknown step '${1:-}' (install-graphviz, cache-key, build, check, diff)" ;;
esac
