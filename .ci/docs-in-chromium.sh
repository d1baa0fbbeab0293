#!/usr/bin/env bash
# Opens the docs site (written by Graphs/render.sh) in headless Chromium, as a reader would from disk: every page
# must load without a console message (the pages have no script, so any message is a fault: a blocked script, a
# failed resource), show its diagram laid out and visible, load its style sheet, and have every link inside the
# site reach an existing page and anchor. Saves a screenshot of every page to look at.
#   bash .ci/docs-in-chromium.sh [SITE] [SCREENSHOTS]   (defaults: Graphs/docs, Graphs/docs-screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."

site="$(realpath "${1:-Graphs/docs}")"
shots="${2:-Graphs/docs-screenshots}"
[ -f "$site/index.html" ] || { echo "error: $site/index.html is missing: run 'bash Graphs/render.sh' first" >&2; exit 2; }
mkdir -p "$shots"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

browser() {
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --enable-logging=stderr --v=0 "$@" \
        2>"$log"
}

# Console messages carry Chromium's CONSOLE tag; anything else it logs (D-Bus, GPU) is about the machine.
console_messages() {
    grep "CONSOLE" "$log" || true
}

failed=0
pages=()
for page in "$site"/*.html; do
    name="$(basename "$page")"
    pages+=("$name")
    browser --window-size=1400,1000 --screenshot="$shots/${name%.html}.png" "file://$page" >/dev/null
    if [ -n "$(console_messages)" ]; then
        echo "FAIL $name: console messages:" >&2
        console_messages >&2
        failed=1
    fi
done

# One probe page loads every page in a frame and checks diagrams, style sheets and links (see docs-probe.html).
list="$(IFS=,; echo "${pages[*]}")"
result="$(browser --allow-file-access-from-files --virtual-time-budget=20000 \
    --dump-dom "file://$PWD/.ci/docs-probe.html?site=file://$site/&pages=$list" \
    | sed -n '/<pre id="result">/,/<\/pre>/p' | sed -e 's/<[^>]*>//g')"
echo "$result"
if ! grep -q '^DONE$' <<<"$result" || grep -q '^FAIL' <<<"$result"; then
    failed=1
fi
if [ -n "$(console_messages)" ]; then
    echo "FAIL: console messages while probing:" >&2
    console_messages >&2
    failed=1
fi

[ "$failed" = 0 ] && echo "docs site OK: ${#pages[@]} pages; screenshots in $shots/"
exit "$failed"
