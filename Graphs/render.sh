#!/usr/bin/env bash
# The main job on the bundled examples: installs what is missing, builds flowgraph, checks every example in
# Graphs/ — each hand-written model (*.flow.yml) and each folder of Swift sources — printing its findings, and
# writes its SVG beside it; then writes the documentation site of all of them into Graphs/docs/ (git-ignored), which
# CI opens in a browser (.ci/docs-in-chromium.sh).
#   bash Graphs/render.sh           check and (re)write the SVGs
#   bash Graphs/render.sh --verify  check, and fail if a committed SVG differs from what the code draws now
set -euo pipefail
cd "$(dirname "$0")/.."

verify=false
[ "${1:-}" = "--verify" ] && verify=true

# libgvc does the layout in-process; DejaVu Sans is the one font the drawings name, so text widths (and therefore
# the committed SVG bytes) are the same on every machine.
if ! pkg-config --exists libgvc libxml-2.0 2>/dev/null || ! fc-list 2>/dev/null | grep -q "DejaVuSans.ttf"; then
    if [ "$(id -u)" = 0 ]; then
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgraphviz-dev libxml2-dev pkg-config fonts-dejavu-core >/dev/null
    else
        echo "error: install libgraphviz-dev, libxml2-dev, pkg-config and fonts-dejavu-core (e.g. sudo apt-get install -y libgraphviz-dev libxml2-dev pkg-config fonts-dejavu-core)" >&2
        exit 2
    fi
fi

swift build --product flowgraph >/dev/null
flowgraph="$(swift build --product flowgraph --show-bin-path)/flowgraph"

# The extractor's fixture apps, one or more per coordinator style, are drawn too (into Graphs/fixture-apps/), so a
# reader sees what each style's code becomes; their sources stay with the tests that pin their models.
fixtures=Tests/FlowExtractionTests/Fixtures
examples=(Graphs/*.flow.yml Graphs/*/)
declare -A drawing_of=()
for pair in jump:PlantCare jump:FerryBooking navigation-stack:TrailGuide navigation-stack:RecipeBox \
            uikit:MuseumGuide uikit:ParcelDesk mvp:StarChart mvp:QuizNight; do
    app="${pair#*:}"
    kebab="$(sed -E 's/([a-z])([A-Z])/\1-\2/g' <<<"$app" | tr '[:upper:]' '[:lower:]')"
    examples+=("$fixtures/$app")
    drawing_of["$fixtures/$app"]="Graphs/fixture-apps/${pair%%:*}-$kebab"
done
mkdir -p Graphs/fixture-apps

stale=0
# draw SVG COMMAND ARGS...: runs `flowgraph COMMAND ARGS... --output SVG`; with --verify it draws into a temporary
# file instead and marks the run stale when that differs from the committed SVG.
draw() {
    local svg=$1
    shift
    if $verify; then
        local fresh
        fresh="$(mktemp --suffix=.svg)"
        "$flowgraph" "$@" --output "$fresh"
        if ! cmp -s "$fresh" "$svg"; then
            echo "error: $svg is stale: run 'bash Graphs/render.sh' and commit the result" >&2
            stale=1
        fi
        rm -f "$fresh"
    else
        "$flowgraph" "$@" --output "$svg"
        echo "wrote $svg"
    fi
}

for model in "${examples[@]}"; do
    model="${model%/}"
    case "$model" in Graphs/fixture-apps | Graphs/docs | Graphs/docs-screenshots | Graphs/changes) continue ;; esac
    name="${drawing_of[$model]:-${model%.flow.yml}}"
    echo "== flowgraph check $model"
    status=0
    "$flowgraph" check "$model" || status=$?
    [ "$status" -le 1 ] || exit "$status"
    draw "$name.svg" render "$model"
done

# A navigation change drawn as flowgraph diff draws it for a pull request: the member area, then one release later.
diff_args=(Graphs/jump-member-area.flow.yml Graphs/changes/jump-member-area-next.flow.yml --format svg)
echo "== flowgraph diff ${diff_args[*]}"
draw Graphs/changes/jump-member-area.diff.svg diff "${diff_args[@]}"

# Every example in one site: an overview of all their coordinators, and a page for each.
echo "== flowgraph docs Graphs"
"$flowgraph" docs Graphs --output Graphs/docs --title "flowgraph examples"
echo "wrote Graphs/docs/index.html"
exit "$stale"
