#!/usr/bin/env python3
"""Checks that flowgraph reads a generated app as generated: every coordinator of `expected-summary.json` with
exactly its screens and number of transitions, nothing else, and no finding at all from `flowgraph check` (so no
`unresolved_navigation` note). Prints one line per app; exits 1 on the first difference.

    check_corpus.py FLOWGRAPH APP_DIR..."""
import json
import os
import subprocess
import sys


def check(flowgraph: str, app: str) -> list[str]:
    with open(os.path.join(app, "expected-summary.json")) as handle:
        expected = json.load(handle)["coordinators"]
    model = json.loads(subprocess.run([flowgraph, "extract", app], check=True, capture_output=True, text=True).stdout)
    found = {c["name"]: {"screens": sorted(s["name"] for s in c["screens"]), "transitions": len(c["transitions"])}
             for c in model["coordinators"]}
    problems = [f"missing coordinator {name}" for name in sorted(expected.keys() - found.keys())]
    problems += [f"unexpected coordinator {name}" for name in sorted(found.keys() - expected.keys())]
    problems += [f"{name}: expected {expected[name]}, found {found[name]}"
                 for name in sorted(expected.keys() & found.keys()) if expected[name] != found[name]]
    report = subprocess.run([flowgraph, "check", app, "--reporter", "json"], capture_output=True, text=True)
    findings = json.loads(report.stdout)["findings"] if report.stdout else []
    problems += [f"finding {f['rule']} at {f['file']}:{f['line']}: {f['message']}" for f in findings]
    if report.returncode != 0 and not findings:
        problems.append(f"flowgraph check exited {report.returncode}: {report.stderr.strip()}")
    return problems


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__.split("\n\n")[1].strip())
    flowgraph = sys.argv[1]
    for app in sys.argv[2:]:
        problems = check(flowgraph, app)
        for problem in problems[:10]:
            print(f"{app}: {problem}")
        if problems:
            sys.exit(f"{app}: {len(problems)} difference(s) from expected-summary.json")
        print(f"{app}: as generated")


if __name__ == "__main__":
    main()
