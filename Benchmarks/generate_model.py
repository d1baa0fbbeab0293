#!/usr/bin/env python3
"""Writes a deterministic synthetic navigation model: COORDINATORS coordinators of 10 screens each, about 2.5
transitions per screen (pushes, sheets, dismisses, a child-coordinator start), like a mid-sized app's flows.

    generate_model.py [--cross N] COORDINATORS OUTPUT.flow.yml [GRAPH.json]

GRAPH.json, if given, receives the same graph in the keys of flowgraph's JSON model (names, entries, transitions;
no locations), for peers that read JSON. --cross N gives each coordinator, instead of a start of the next one, N starts
of other coordinators chosen at random (seeded): the arrows between coordinators that make a whole-app drawing
hard to lay out."""
import json
import random
import sys

def main() -> None:
    arguments = sys.argv[1:]
    cross = 0
    if arguments[:1] == ["--cross"]:
        cross, arguments = int(arguments[1]), arguments[2:]
    if len(arguments) not in (2, 3):
        sys.exit("usage: generate_model.py [--cross N] COORDINATORS OUTPUT.flow.yml [GRAPH.json]")
    count, output = int(arguments[0]), arguments[1]
    chooser = random.Random(7)
    lines = ["version: 1", "coordinators:"]
    graph = []
    for c in range(count):
        name = f"Flow{c:04d}Coordinator"
        graph.append(graph_of(name, c, count))
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
        if c + 1 < count and cross == 0:
            child = f"Flow{c + 1:04d}Coordinator"
            lines.append(f"      - {{ from: screen9, action: startNext, kind: start, mode: sheet, navigation: true, to: {{ coordinator: {child}, screen: screen0 }} }}")
        for k in range(cross):
            other, source, target = chooser.randrange(count), chooser.randrange(10), chooser.randrange(10)
            if other != c:
                lines.append(f"      - {{ from: screen{source}, action: open{k}, kind: start, mode: sheet, navigation: true, to: {{ coordinator: Flow{other:04d}Coordinator, screen: screen{target} }} }}")
    with open(output, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    if len(arguments) == 3:
        assert cross == 0, "the JSON graph has no cross starts"
        with open(arguments[2], "w") as handle:
            json.dump({"version": 1, "coordinators": graph}, handle)


def graph_of(name: str, c: int, count: int) -> dict:
    """The coordinator the YAML lines below describe, as a JSON model object."""
    transitions = []

    def add(source: int, kind: str, coordinator: str | None, screen: int | None) -> None:
        target = {"coordinator": coordinator, "screen": f"screen{screen}"} if screen is not None else None
        transitions.append({"from": f"screen{source}", "kind": kind, "to": target})
    for s in range(10):
        if s + 1 < 10:
            add(s, "present", name, s + 1)
        if s % 3 == 0 and s + 2 < 10:
            add(s, "present", name, s + 2)
        if s > 0:
            add(s, "dismiss", None, None)
    if c + 1 < count:
        add(9, "start", f"Flow{c + 1:04d}Coordinator", 0)
    return {"name": name, "entries": [{"screen": "screen0"}] if c == 0 else [],
            "screens": [{"name": f"screen{s}"} for s in range(10)], "transitions": transitions}

if __name__ == "__main__":
    main()
