#!/usr/bin/env bash
# Side by side on a large model: networkx, then `flowgraph check` of the YAML model, `check` of the JSON `extract`
# writes for it, and `extract` of the YAML to JSON, each by two builds, in rounds (every command once a round), so
# that a change in the machine's load falls on all alike. Prints a Markdown table of medians (and ranges), the
# ratios to networkx (wall-clock, and CPU time in brackets) and peak RSS, and whether both builds extract the same
# bytes.
#   bash Benchmarks/compare-models.sh OLD_FLOWGRAPH NEW_FLOWGRAPH [ROUNDS] [COORDINATORS]
# The model (generate_model.py, 10 screens a coordinator; 10,000 coordinators by default) is generated once into
# $MODELS (default /tmp/flowgraph-models); its JSON is the one OLD extracts.
set -euo pipefail
cd "$(dirname "$0")/.."
old="$1" new="$2" rounds="${3:-4}" coordinators="${4:-10000}"
models="${MODELS:-/tmp/flowgraph-models}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Benchmarks/measuring.sh
install_missing /usr/bin/time time

mkdir -p "$models"
yaml="$models/model-$coordinators.flow.yml" graph="$models/model-$coordinators.json" json="$models/model-$coordinators.flow.json"
[ -f "$graph" ] || python3 Benchmarks/generate_model.py "$coordinators" "$yaml" "$graph"
[ -f "$json" ] || "$old" extract "$yaml" --output "$json"
"$old" extract "$yaml" --output "$work/old.flow.json"
"$new" extract "$yaml" --output "$work/new.flow.json"
same=$(cmp -s "$work/old.flow.json" "$work/new.flow.json" && echo yes || echo no)

names=(networkx "old check YAML" "new check YAML" "old check JSON" "new check JSON" "old extract" "new extract")
commands=(
    "python3 Benchmarks/peer_networkx.py '$graph'"
    "'$old' check '$yaml'" "'$new' check '$yaml'"
    "'$old' check '$json'" "'$new' check '$json'"
    "'$old' extract '$yaml' --output '$work/extracted.flow.json'" "'$new' extract '$yaml' --output '$work/extracted.flow.json'"
)
interleave "$rounds" "${commands[@]}" > "$work/medians"
# range N: the fastest and slowest run of command N.
range() { sort -g "$work/seconds.$1" | awk 'NR == 1 { low = $1 } { high = $1 } END { printf "%.2f–%.2f", low, high }'; }

echo "$rounds rounds on $((coordinators * 10)) screens ($(du -m "$yaml" | cut -f1) MB of YAML, $(du -m "$json" | cut -f1) MB of JSON); extracted JSON the same bytes: $same"
echo
echo "| command | median (s) | range (s) | / networkx, wall (CPU) | peak RSS (MB) |"
echo "|---|---|---|---|---|"
read -r peer _ peer_cpu < <(sed -n 1p "$work/medians")
i=0
while read -r seconds rss cpu; do
    i=$((i + 1))
    printf '| %s | %s | %s | %s (%s) | %s |\n' "${names[$((i - 1))]}" "$(ms "$seconds")" "$(range "$i")" \
        "$(ratio "$seconds" "$peer")" "$(ratio "$cpu" "$peer_cpu")" "$rss"
done < "$work/medians"
