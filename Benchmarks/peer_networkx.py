#!/usr/bin/env python3
"""The peer for `flowgraph check` on a large model: the same graph work in Python with networkx.

    peer_networkx.py MODEL.json

Loads a model in the keys of flowgraph's JSON model (`flowgraph extract`, or `generate_model.py`'s GRAPH.json), builds the screen graph (a node per coordinator and screen; an edge per transition
with a destination, a child coordinator's start going to its entry), then computes what the reachability and
cycle rules need: the screens reachable from any entry, and the strongly connected components of the edges that
push or present. Prints the counts (to compare with flowgraph's findings) and the seconds spent in the graph
work alone, after imports and loading."""
import json
import sys
import time

import networkx


def main() -> None:
    with open(sys.argv[1]) as handle:
        model = json.load(handle)
    started = time.perf_counter()
    graph = networkx.DiGraph()
    forward = networkx.DiGraph()
    entries = []
    for coordinator in model["coordinators"]:
        name = coordinator["name"]
        entry_screens = {entry["screen"] for entry in coordinator.get("entries", [])}
        for screen in coordinator["screens"]:
            graph.add_node((name, screen["name"]))
            if screen["name"] in entry_screens:
                entries.append((name, screen["name"]))
        for transition in coordinator["transitions"]:
            target = transition.get("to")
            if not target or target.get("screen") is None:
                continue
            edge = ((name, transition["from"]), (target.get("coordinator") or name, target["screen"]))
            graph.add_edge(*edge)
            if transition["kind"] in ("present", "start"):
                forward.add_edge(*edge)
    reachable = set(entries)
    for entry in entries:
        reachable |= networkx.descendants(graph, entry)
    cycles = [c for c in networkx.strongly_connected_components(forward) if len(c) > 1]
    elapsed = time.perf_counter() - started
    print(f"{graph.number_of_nodes()} screens, {graph.number_of_edges()} edges, "
          f"{graph.number_of_nodes() - len(reachable & set(graph.nodes))} unreachable, "
          f"{len(cycles)} push cycles; graph work {elapsed:.3f} s")


if __name__ == "__main__":
    main()
