#!/usr/bin/env python3
"""Measures how much of real apps' navigation flowgraph reads: extracts every app of the real-app corpus, scores
the model with the corpus's own compare.py, checks the app, and prints one table (app, style, Swift lines,
required edges, recall, precision, wall time of the extraction, and the errors and warnings `check` reports).

    corpus.py FLOWGRAPH CORPUS_DIR [--floors FILE] [--write-floors FILE] [--app NAME]... [--details]

--floors fails (exit 1) when an app's recall or precision falls below the floor recorded for it. --write-floors
records today's pair of figures for each app where it is no step back: F1 (the harmonic mean of the two) not lower
than the floor's; elsewhere the floor stays and the app is named. --details prints the
missing and extra edges and the errors and warnings."""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time


def swift_lines(folder: str) -> int:
    total = 0
    for root, _, files in os.walk(folder):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), "rb") as handle:
                    total += handle.read().count(b"\n")
    return total


def f1(figures: dict) -> float:
    total = figures["recall"] + figures["precision"]
    return 2 * figures["recall"] * figures["precision"] / total if total else 0.0


def measure(flowgraph: str, corpus: str, app: str, scratch: str) -> dict:
    folder = os.path.join(corpus, app)
    with open(os.path.join(folder, "expect.json")) as handle:
        expect = json.load(handle)
    model = os.path.join(scratch, f"{app}.json")
    start = time.monotonic()
    run = subprocess.run([flowgraph, "extract", os.path.join(folder, "app"), "--output", model, "--no-cache"],
                         capture_output=True, text=True)
    seconds = time.monotonic() - start
    row = {"app": app, "style": expect.get("style", "?"), "lines": swift_lines(os.path.join(folder, "app")),
           "want": len(expect["edges"]), "seconds": round(seconds, 2)}
    if run.returncode != 0:
        row.update(recall=0.0, precision=0.0, error=run.stderr.strip().splitlines()[-1:] or ["failed"])
        return row
    score = subprocess.run([sys.executable, os.path.join(corpus, "compare.py"), model,
                            os.path.join(folder, "expect.json"), "--all"], capture_output=True, text=True, check=True)
    result = json.loads(score.stdout)
    row.update(recall=result["recall"], precision=result["precision"], got=result["got"],
               missing=result["missing"], extra=result["extra"])
    check = subprocess.run([flowgraph, "check", os.path.join(folder, "app"), "--no-cache"], capture_output=True, text=True)
    findings = check.stdout.splitlines()
    row["errors"] = [line for line in findings if ": error: " in line]
    row["warnings"] = [line for line in findings if ": warning: " in line]
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("flowgraph")
    parser.add_argument("corpus")
    parser.add_argument("--floors")
    parser.add_argument("--write-floors")
    parser.add_argument("--app", action="append")
    parser.add_argument("--details", action="store_true")
    options = parser.parse_args()

    apps = options.app or sorted(name for name in os.listdir(options.corpus)
                                 if os.path.isfile(os.path.join(options.corpus, name, "expect.json")))
    with tempfile.TemporaryDirectory() as scratch:
        rows = [measure(options.flowgraph, options.corpus, app, scratch) for app in apps]

    print(f"{'app':34} {'style':16} {'lines':>6} {'edges':>5} {'recall':>6} {'precision':>9} {'seconds':>7} "
          f"{'errors':>6} {'warnings':>8}")
    for row in rows:
        print(f"{row['app']:34} {row['style']:16} {row['lines']:6} {row['want']:5} {row['recall']:6.3f} "
              f"{row['precision']:9.3f} {row['seconds']:7.2f} {len(row.get('errors', [])):6} "
              f"{len(row.get('warnings', [])):8}")
        if "error" in row:
            print(f"    extract failed: {row['error'][0]}")
        if options.details:
            for edge in row.get("missing", []):
                print(f"    missing {edge}")
            for edge in row.get("extra", []):
                print(f"    extra   {edge}")
            for finding in row.get("errors", []) + row.get("warnings", []):
                print(f"    finding {os.path.relpath(finding, options.corpus) if finding.startswith(options.corpus) else finding}")
    recall = sum(row["recall"] for row in rows) / len(rows)
    precision = sum(row["precision"] for row in rows) / len(rows)
    errors = sum(len(row.get("errors", [])) for row in rows)
    warnings = sum(len(row.get("warnings", [])) for row in rows)
    print(f"{'mean':34} {'':16} {'':6} {'':5} {recall:6.3f} {precision:9.3f} {'':7} {errors:6} {warnings:8}  (totals)")

    failed = []
    if options.floors and os.path.exists(options.floors):
        with open(options.floors) as handle:
            floors = json.load(handle)
        for row in rows:
            floor = floors.get(row["app"])
            if floor and (row["recall"] < floor["recall"] or row["precision"] < floor["precision"]):
                failed.append(f"{row['app']}: recall {row['recall']} precision {row['precision']} "
                              f"below the floor {floor['recall']} / {floor['precision']}")
    if options.write_floors:
        floors = {}
        if os.path.exists(options.write_floors):
            with open(options.write_floors) as handle:
                floors = json.load(handle)
        for row in rows:
            old = floors.get(row["app"], {"recall": 0.0, "precision": 0.0})
            if f1(row) >= f1(old):
                floors[row["app"]] = {"recall": row["recall"], "precision": row["precision"]}
            elif (row["recall"], row["precision"]) != (old["recall"], old["precision"]):
                print(f"{row['app']}: floor kept at {old['recall']} / {old['precision']}", file=sys.stderr)
        with open(options.write_floors, "w") as handle:
            json.dump(dict(sorted(floors.items())), handle, indent=2)
            handle.write("\n")
    for line in failed:
        print(line, file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
