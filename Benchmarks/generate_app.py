#!/usr/bin/env python3
"""Writes a deterministic synthetic iOS app in one coordinator style, for the benchmarks.

    generate_app.py STYLE FEATURES OUTPUT_DIR [--screens N]

STYLE is jump, navigationStack, mvp or uikit. FEATURES flows of N screens each (10 by default) are written with
their views, view models, models and services: about 1,000 lines and 15 files per feature (1,400 in the UIKit
style), so 460 jump features make a ~500k-line app of ~6,900 files. Next to the sources, `expected-summary.json`
lists every coordinator the extractor should find with its screens and number of transitions (`check_corpus.py`
compares). The same arguments always write the same bytes."""
import argparse
import json
import os
import shutil
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))

import jump  # noqa: E402
import mvp  # noqa: E402
import navigation_stack  # noqa: E402
import plan  # noqa: E402
import uikit  # noqa: E402

STYLES = {"jump": jump, "navigationStack": navigation_stack, "mvp": mvp, "uikit": uikit}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("style", choices=sorted(STYLES))
    parser.add_argument("features", type=int)
    parser.add_argument("output")
    parser.add_argument("--screens", type=int, default=10)
    arguments = parser.parse_args()
    if arguments.features < 1 or arguments.screens < 3:
        sys.exit("generate_app.py: at least 1 feature of at least 3 screens")
    style = STYLES[arguments.style]
    features = plan.features(arguments.features, arguments.screens)
    files = style.app(features)
    expected = {}
    for feature in features:
        files.update(style.feature(feature))
        expected.update(style.expected(feature))
    if os.path.exists(arguments.output):
        shutil.rmtree(arguments.output)
    lines = 0
    for relative, text in sorted(files.items()):
        path = os.path.join(arguments.output, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)
        lines += text.count("\n")
    summary = {"style": arguments.style, "files": len(files), "lines": lines,
               "coordinators": dict(sorted(expected.items()))}
    with open(os.path.join(arguments.output, "expected-summary.json"), "w") as handle:
        json.dump(summary, handle, indent=1, sort_keys=True)
        handle.write("\n")
    print(f"{arguments.style}: {len(features)} features, {len(expected)} coordinators, "
          f"{sum(len(c['screens']) for c in expected.values())} screens, {len(files)} files, {lines} lines")


if __name__ == "__main__":
    main()
