#!/usr/bin/env python3
"""Writes a deterministic synthetic navigation model: COORDINATORS coordinators of 10 screens each, about 2.5
transitions per screen (pushes, sheets, dismisses, a child-coordinator start), like a mid-sized app's flows."""
import sys

def main() -> None:
    if len(sys.argv) != 3:
        sys.exit("usage: generate_model.py COORDINATORS OUTPUT.flow.yml")
    count, output = int(sys.argv[1]), sys.argv[2]
    lines = ["version: 1", "coordinators:"]
    for c in range(count):
        name = f"Flow{c:04d}Coordinator"
        lines += [f"  - name: {name}", "    style: model"]
        if c == 0:
            lines += ["    entries: [screen0]"]
        lines += ["    screens:"]
        lines += [f"      - screen{s}" for s in range(10)]
        lines += ["    transitions:"]
        for s in range(10):
            if s + 1 < 10:
                lines.append(f"      - {{ from: screen{s}, action: next{s}, mode: push, to: screen{s + 1} }}")
            if s % 3 == 0 and s + 2 < 10:
                lines.append(f"      - {{ from: screen{s}, action: details{s}, mode: sheet, navigation: true, to: screen{s + 2} }}")
            if s > 0:
                lines.append(f"      - {{ from: screen{s}, action: back{s}, kind: dismiss }}")
        if c + 1 < count:
            child = f"Flow{c + 1:04d}Coordinator"
            lines.append(f"      - {{ from: screen9, action: startNext, kind: start, mode: sheet, navigation: true, to: {{ coordinator: {child}, screen: screen0 }} }}")
    with open(output, "w") as handle:
        handle.write("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()
