#!/usr/bin/env bash
# Reading an app through its Xcode project against reading its folder, side by side in one run: the same generated
# app (~500k lines, ~6,900 Swift files; --quick: 100 features) with a project file naming every Swift file in one
# application target, checked as `flowgraph check App.xcodeproj` and `flowgraph check .`, without the extraction
# cache (everything parsed) and with it (only the files listed and hashed: where the project file's cost shows).
#
#   bash Benchmarks/xcodeproj.sh [--quick]
#
# Prints a Markdown table of medians, peak RSS and the ratio project / folder. Both ways must read the same model:
# the script stops when their `extract` output differs.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
source Benchmarks/measuring.sh
install_missing /usr/bin/time time

features=460; runs=5
[ "${1:-}" = "--quick" ] && { features=100; runs=3; }
flowgraph="$(release_flowgraph)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
app="$work/app"
python3 Benchmarks/generate_app.py jump "$features" "$app" >&2
python3 Benchmarks/generate_xcodeproj.py "$app" App >&2
cd "$app"

"$flowgraph" extract . --no-cache --output "$work/folder.json"
"$flowgraph" extract App.xcodeproj --no-cache --output "$work/project.json"
cmp -s "$work/folder.json" "$work/project.json" || { echo "the project and the folder read different models" >&2; exit 1; }

export XDG_CACHE_HOME="$work/cache"
echo "| flowgraph check of a ${features}-feature jump app | folder | Xcode project | project / folder |"
echo "|---|---|---|---|"
for mode in "--no-cache" ""; do
    # Prime each way's own cache, so that the timed runs find every file in it.
    [ -z "$mode" ] && { "$flowgraph" check . >/dev/null || true; "$flowgraph" check App.xcodeproj >/dev/null || true; }
    read -r folder_s folder_mb <<< "$(measure "$runs" "'$flowgraph' check . $mode || true")"
    read -r project_s project_mb <<< "$(measure "$runs" "'$flowgraph' check App.xcodeproj $mode || true")"
    label=$([ -n "$mode" ] && echo "everything parsed (\`--no-cache\`)" || echo "cache warm, nothing changed")
    echo "| $label | $(ms "$folder_s") s, $folder_mb MB | $(ms "$project_s") s, $project_mb MB | $(ratio "$project_s" "$folder_s")x |"
done
echo
echo "$(wc -c < App.xcodeproj/project.pbxproj) bytes of project.pbxproj, $(grep -c 'isa = PBXFileReference' App.xcodeproj/project.pbxproj) file references; $(nproc) cores, $(date -u +%Y-%m-%d)"
cd "$root"
