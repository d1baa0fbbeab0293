#!/usr/bin/env bash
# Every benchmark of issue 7, side by side with its peer, in one run: medians of repeated runs, peak RSS, ratios.
#
#   bash Benchmarks/run.sh           # the full run (about 5 minutes on 2 cores, after the builds and apps)
#   bash Benchmarks/run.sh --quick   # smaller inputs, to try the script (a few minutes)
#   SECTIONS="2" bash Benchmarks/run.sh   # only the sections listed
#
# 1. extraction (`flowgraph extract`) vs the floor, `parse-only` (swift-syntax parsing the same files, nothing
#    else), on one core (taskset) and on both; beside it `parse-only --walk`, which also visits every node once,
#    the floor of any reader built on swift-syntax's visitors;
# 2. `flowgraph check` on 10k- and 100k-screen models, YAML and JSON, and `extract` of them to JSON, vs the same
#    reachability + SCC work in Python networkx;
# 3. `flowgraph render` to SVG in-process vs `dot -Tsvg` on the DOT text flowgraph writes for the same model;
# 4. end-to-end `flowgraph check` of a ~500k-line app in each style;
# 5. `flowgraph docs` of a 2,000-screen app vs `dot -Tsvg` drawing its pages one after another;
# 6. incremental runs: `flowgraph check` with the extraction cache, unchanged and after one file changed;
# 7. layout effort: whole-app drawings with many arrows between coordinators, `--layout quality`, `fast` and
#    `--overview`, next to `dot -Tsvg`;
# 8. whole-app drawings too large for one dot layout: `flowgraph render` (which packs the coordinators laid out
#    one by one) next to `dot -Tsvg` on the whole graph (Benchmarks/whole-app-render.sh).
# Every run but those of section 6 passes --no-cache, so that each parses everything. Builds both tools in
# release once (.build-release scratch folders, reused), generates the apps and models under Benchmarks/.work,
# checks that flowgraph reads the generated apps as generated, and writes the Markdown tables to standard output
# and to Benchmarks/.work/results.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="$root/Benchmarks/.work"
mkdir -p "$work"

quick=false
[ "${1:-}" = "--quick" ] && quick=true
# SECTIONS="2 3" runs only those sections (the builds and the header still run).
sections="${SECTIONS:-0 1 2 3 4 5 6 7 8}"
wanted() { [[ " $sections " == *" $1 "* ]]; }
if $quick; then
    runs=3; slow_runs=1
    extraction_sizes="jump:10 navigationStack:10 mvp:10 uikit:10 jump:100"
    check_coordinators="100 1000"
    render_coordinators="5 50"
    app_sizes="jump:100"
    docs_coordinators=20
    cache_app="jump:100"
    layout_coordinators="10"
    whole_app_coordinators="40"
else
    runs=3; slow_runs=2
    extraction_sizes="jump:100 navigationStack:100 mvp:100 uikit:100 jump:460"
    check_coordinators="1000 10000"
    render_coordinators="5 50 200"
    # About 500k lines in each style (their files differ in size).
    app_sizes="jump:460 navigationStack:515 mvp:450 uikit:355"
    docs_coordinators=200
    cache_app="jump:460"
    # Drawings dot lays out whole (their coordinators close at most WholeLayoutLimit's loops); larger ones are
    # packed, section 8.
    layout_coordinators="10 20 30"
    whole_app_coordinators="40 200"
fi

source Benchmarks/measuring.sh
install_missing dot graphviz
install_missing taskset util-linux
install_missing /usr/bin/time time
python3 -c "import networkx" 2>/dev/null || pip install -q networkx

echo "building release (first time: several minutes each)..." >&2
flowgraph="$(release_flowgraph)"
parse_only_package="$(cd -P Benchmarks/ParseOnly && pwd)"
if wanted 1; then (cd "$parse_only_package" && swift build -c release --scratch-path .build-release >&2); fi
parse_only="$parse_only_package/.build-release/release/parse-only"

results="$work/results.md"
exec > >(tee "$results")


# app STYLE FEATURES: generates the app once, reads it into the file cache (so that no tool pays for the disk)
# and prints its folder.
app() {
    local folder="$work/apps/$1-$2"
    [ -f "$folder/expected-summary.json" ] || python3 Benchmarks/generate_app.py "$1" "$2" "$folder" >&2
    find "$folder" -type f -exec cat {} + >/dev/null
    echo "$folder"
}
summary() { python3 -c "import json,sys; s=json.load(open(sys.argv[1])); print(len(s['coordinators']), s['files'], s['lines'])" "$1/expected-summary.json"; }

echo "# flowgraph benchmarks"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); commit $(git rev-parse --short HEAD 2>/dev/null || echo "(not a git checkout)"); mode: $($quick && echo quick || echo full), $runs runs (slow cases $slow_runs), medians"
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(free -g | awk '/Mem:/ { print $2 }') GiB RAM, $(. /etc/os-release && echo "$PRETTY_NAME"), kernel $(uname -r)"
echo "- $(swift --version 2>/dev/null | head -1); $(dot -V 2>&1); Python $(python3 -c 'import platform, networkx; print(platform.python_version(), "+ networkx", networkx.__version__)')"
echo "- load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
echo

if wanted 0; then
echo "## 0. The generated apps are read as generated"
echo
echo '```'
python3 Benchmarks/check_corpus.py "$flowgraph" $(for style in jump navigationStack mvp uikit; do app "$style" 10; done)
echo '```'
echo

fi
if wanted 1; then
echo "## 1. Extraction vs parse-only (the floor)"
echo
echo "| app | coordinators | files | lines | parse-only, 1 core (s) | parse and walk, 1 core (s) | extract, 1 core (s) | ratio | parse-only, 2 cores (s) | extract, 2 cores (s) | extract 2 cores / parse-only 1 core | peak RSS extract / parse-only (MB) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for size in $extraction_sizes; do
    folder=$(app "${size%%:*}" "${size##*:}")
    read -r coordinators files lines < <(summary "$folder")
    read -r floor1 floor_rss < <(measure "$runs" "taskset -c 0 '$parse_only' --jobs 1 '$folder'")
    read -r walk1 _ < <(measure "$runs" "taskset -c 0 '$parse_only' --jobs 1 --walk '$folder'")
    read -r ours1 _ < <(measure "$runs" "taskset -c 0 '$flowgraph' extract --no-cache '$folder'")
    read -r floor2 _ < <(measure "$runs" "'$parse_only' --jobs 2 '$folder'")
    read -r ours2 our_rss < <(measure "$runs" "'$flowgraph' extract --no-cache '$folder'")
    printf '| %s, %s features | %s | %s | %s | %s | %s (%s) | %s | **%s** | %s | %s | **%s** | %s / %s |\n' \
        "${size%%:*}" "${size##*:}" "$coordinators" "$files" "$lines" "$(ms "$floor1")" "$(ms "$walk1")" \
        "$(ratio "$walk1" "$floor1")" "$(ms "$ours1")" \
        "$(ratio "$ours1" "$floor1")" "$(ms "$floor2")" "$(ms "$ours2")" "$(ratio "$ours2" "$floor1")" "$our_rss" "$floor_rss"
done
echo

fi
if wanted 2; then
echo "## 2. Checks on large models vs networkx (reachability + SCC)"
echo
echo "flowgraph checks the model (every rule, findings printed) as YAML and as the JSON \`flowgraph extract\` writes"
echo "for it; the peer loads the same graph as JSON, its fastest input, and computes reachability from the entries"
echo "and the SCCs of the forward edges. Ratios are flowgraph's time over networkx's, whole process against whole"
echo "process, wall-clock and (in brackets) CPU time; the runs are interleaved, a round of every command at a time;"
echo "the last columns time \`flowgraph extract\` of the YAML model to JSON."
echo
echo "| screens | transitions | networkx script (s) | of which graph work (s) | check, YAML (s) | YAML / networkx | check, JSON (s) | JSON / networkx | extract to JSON (s) | peak RSS YAML / JSON / extract / Python (MB) |"
echo "|---|---|---|---|---|---|---|---|---|---|"
mkdir -p "$work/models"
for coordinators in $check_coordinators; do
    model="$work/models/check-$coordinators.flow.yml" graph="$work/models/check-$coordinators.json"
    json="$work/models/check-$coordinators.flow.json"
    [ -f "$graph" ] || python3 Benchmarks/generate_model.py "$coordinators" "$model" "$graph"
    "$flowgraph" extract "$model" --output "$json"
    transitions=$(grep -c "from:" "$model")
    count=$runs; [ "$coordinators" -ge 10000 ] && count=$slow_runs
    {
        read -r peer peer_rss peer_cpu
        read -r yaml yaml_rss yaml_cpu
        read -r from_json json_rss json_cpu
        read -r extract extract_rss _
    } < <(interleave "$count" "python3 Benchmarks/peer_networkx.py '$graph'" "'$flowgraph' check '$model'" \
        "'$flowgraph' check '$json'" "'$flowgraph' extract '$model' --output '$work/extracted.flow.json'")
    graph_work=$(sed 's/.*graph work \([0-9.]*\) s/\1/' "$work/last.1.out")
    printf '| %s | %s | %s | %s | %s | **%s** (%s) | %s | **%s** (%s) | %s | %s / %s / %s / %s |\n' "$((coordinators * 10))" \
        "$transitions" "$(ms "$peer")" "$(ms "$graph_work")" "$(ms "$yaml")" "$(ratio "$yaml" "$peer")" \
        "$(ratio "$yaml_cpu" "$peer_cpu")" "$(ms "$from_json")" "$(ratio "$from_json" "$peer")" \
        "$(ratio "$json_cpu" "$peer_cpu")" "$(ms "$extract")" "$yaml_rss" "$json_rss" "$extract_rss" "$peer_rss"
done
echo "(graph work: the networkx script's own timer, last run.)"
echo

fi
if wanted 3; then
echo "## 3. SVG in-process vs dot -Tsvg on the same DOT"
echo
echo "Interleaved runs; the ratio is of wall-clock time and (in brackets) of CPU time."
echo
echo "| screens | flowgraph render to SVG (s) | dot -Tsvg (s) | flowgraph / dot | same SVG bytes | peak RSS flowgraph / dot (MB) |"
echo "|---|---|---|---|---|---|"
for coordinators in $render_coordinators; do
    model="$work/models/render-$coordinators.flow.yml"
    python3 Benchmarks/generate_model.py "$coordinators" "$model"
    "$flowgraph" render "$model" --format dot --output "$work/render.dot"
    count=$runs; [ "$coordinators" -ge 200 ] && count=$slow_runs
    {
        read -r ours our_rss our_cpu
        read -r peer peer_rss peer_cpu
    } < <(interleave "$count" "'$flowgraph' render '$model' --output '$work/ours.svg'" \
        "dot -Tsvg '$work/render.dot' -o '$work/peer.svg'")
    same=$(cmp -s "$work/ours.svg" "$work/peer.svg" && echo yes || echo no)
    printf '| %s | %s | %s | **%s** (%s) | %s | %s / %s |\n' "$((coordinators * 10))" "$(ms "$ours")" "$(ms "$peer")" \
        "$(ratio "$ours" "$peer")" "$(ratio "$our_cpu" "$peer_cpu")" "$same" "$our_rss" "$peer_rss"
done
echo

fi
if wanted 4; then
echo "## 4. End-to-end flowgraph check of a ~500k-line app"
echo
echo "| app | coordinators | files | lines | flowgraph check (s) | peak RSS (MB) |"
echo "|---|---|---|---|---|---|"
for size in $app_sizes; do
    folder=$(app "${size%%:*}" "${size##*:}")
    read -r coordinators files lines < <(summary "$folder")
    read -r ours our_rss < <(measure "$slow_runs" "'$flowgraph' check --no-cache '$folder'")
    printf '| %s, %s features | %s | %s | %s | **%s** | **%s** |\n' "${size%%:*}" "${size##*:}" "$coordinators" \
        "$files" "$lines" "$(ms "$ours")" "$our_rss"
done
echo

fi
if wanted 5; then
echo "## 5. Docs build vs dot, page by page"
echo
FLOWGRAPH="$flowgraph" bash Benchmarks/docs-vs-dot.sh "$runs" "$docs_coordinators"
echo

fi
if wanted 6; then
echo "## 6. Incremental runs: the extraction cache"
echo
echo "\`flowgraph check\` of the app with \`--cache-path\`; each edited run starts from the cache of the app before"
echo "the edit (restoring the cache folder, a few milliseconds, is inside the time)."
echo
echo "| run | flowgraph check (s) | vs no cache | peak RSS (MB) |"
echo "|---|---|---|---|"
original=$(app "${cache_app%%:*}" "${cache_app##*:}")
edited="$work/cache-app" cache="$work/cache" pristine="$work/cache-pristine"
rm -rf "$edited" && cp -r "$original" "$edited"
feature=$(basename "$(ls -d "$edited"/*/ | grep -v '/App/$' | head -1)")
read -r cold cold_rss < <(measure "$slow_runs" "'$flowgraph' check --quiet --no-cache '$edited'")
printf '| no cache (every file parsed) | %s | 1.00 | %s |\n' "$(ms "$cold")" "$cold_rss"
read -r first first_rss < <(measure "$slow_runs" "rm -rf '$cache' && '$flowgraph' check --quiet --cache-path '$cache' '$edited'")
printf '| first run, writing the cache | %s | %s | %s |\n' "$(ms "$first")" "$(ratio "$first" "$cold")" "$first_rss"
read -r warm warm_rss < <(measure "$runs" "'$flowgraph' check --quiet --cache-path '$cache' '$edited'")
printf '| nothing changed | %s | %s | %s |\n' "$(ms "$warm")" "$(ratio "$warm" "$cold")" "$warm_rss"
# edited_run DESCRIPTION FILE COMMAND: the cache of the unedited app, then COMMAND edits FILE, then timed runs.
edited_run() {
    rm -rf "$edited" "$cache" "$pristine" && cp -r "$original" "$edited"
    "$flowgraph" check --quiet --cache-path "$cache" "$edited" || true
    cp -r "$cache" "$pristine"
    (cd "$edited/$feature" && eval "$3")
    read -r seconds rss < <(measure "$runs" "rm -rf '$cache' && cp -r '$pristine' '$cache' && '$flowgraph' check --quiet --cache-path '$cache' '$edited'")
    printf '| %s (%s) | %s | %s | %s |\n' "$1" "$2" "$(ms "$seconds")" "$(ratio "$seconds" "$cold")" "$rss"
}
edited_run "a message changes, no line moves" "${feature}Service.swift" "sed -i 's/You are offline\\./You are offline!/' ${feature}Service.swift"
edited_run "a line is added to a view" "Screens/${feature}DetailView.swift" "sed -i '1i // Edited.' Screens/${feature}DetailView.swift"
edited_run "a line is added to a coordinator" "${feature}Coordinator+Handlers.swift" "sed -i '1i // Edited.' '${feature}Coordinator+Handlers.swift'"
echo

fi
if wanted 7; then
echo "## 7. Layout effort: whole-app drawings with arrows between coordinators"
echo
echo "Coordinators of 10 screens, each starting three others chosen at random (\`generate_model.py --cross 3\`):"
echo "\`dot -Tsvg\` on the DOT flowgraph writes (Graphviz's own settings), then \`flowgraph render\` in-process with"
echo "\`--layout quality\`, \`--layout fast\` and \`--overview\` (one box per coordinator)."
echo
echo "| screens | dot -Tsvg (s) | --layout quality (s) | quality / dot | same SVG bytes | --layout fast (s) | fast / quality | --overview (s) | peak RSS quality / fast (MB) |"
echo "|---|---|---|---|---|---|---|---|---|"
for coordinators in $layout_coordinators; do
    model="$work/models/cross-$coordinators.flow.yml"
    python3 Benchmarks/generate_model.py --cross 3 "$coordinators" "$model"
    "$flowgraph" render "$model" --format dot --output "$work/cross.dot"
    read -r peer _ < <(measure "$slow_runs" "dot -Tsvg '$work/cross.dot' -o '$work/cross-peer.svg'")
    read -r quality quality_rss < <(measure "$slow_runs" "'$flowgraph' render '$model' --output '$work/cross-quality.svg'")
    read -r fast fast_rss < <(measure "$slow_runs" "'$flowgraph' render '$model' --layout fast --output '$work/cross-fast.svg'")
    read -r overview _ < <(measure "$slow_runs" "'$flowgraph' render '$model' --overview --output '$work/cross-overview.svg'")
    same=$(cmp -s "$work/cross-quality.svg" "$work/cross-peer.svg" && echo yes || echo no)
    printf '| %s | %s | %s | %s | %s | %s | **%s** | %s | %s / %s |\n' "$((coordinators * 10))" "$(ms "$peer")" \
        "$(ms "$quality")" "$(ratio "$quality" "$peer")" "$same" "$(ms "$fast")" "$(ratio "$fast" "$quality")" \
        "$(ms "$overview")" "$quality_rss" "$fast_rss"
done
echo
fi
if wanted 8; then
echo "## 8. Whole-app drawings too large for one dot layout"
echo
echo "Coordinators of 10 screens, each starting three others chosen at random (\`generate_model.py --cross 3\`):"
echo "\`dot -Tsvg\` on the whole graph flowgraph writes as DOT (run once, stopped after 120 s), and \`flowgraph render\`"
echo "to SVG, which packs the coordinators laid out one by one when the arrows between them close more loops than dot"
echo "lays out in reasonable time."
echo
FLOWGRAPH="$flowgraph" bash Benchmarks/whole-app-render.sh "$slow_runs" 120 $whole_app_coordinators
echo
fi
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
