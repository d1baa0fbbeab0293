extension NavigationGraph {
    /// The shortest cycle that stays inside `group` (typically one strongly connected component) and follows only
    /// the edges `follows` accepts, as its edges starting at the cycle's first screen; nil when there is none.
    ///
    /// A breadth-first search runs from each member in index order. Ties go to the lowest start screen and, within
    /// one search, to the lowest screens and transitions, so the witness is the same on every run. Bounds keep this
    /// cheap on large groups: a search from `start` only finds cycles whose lowest screen is `start` (a cycle
    /// through a lower screen was already found from there), so it visits only higher screens, is skipped when no
    /// member at or above `start` leads back into it, and stops at the length of the best cycle found so far.
    public func shortestCycle(in group: [ScreenID], along follows: (Edge) -> Bool) -> [Edge]? {
        // A hash set, not a ScreenSet: the rules call this once per component, and a graph-sized flag array for
        // each of thousands of one-screen components would make the pass quadratic.
        let members = Set(group)
        var canClose: Set<ScreenID> = []
        for screen in group {
            for edge in outgoing(from: screen) where follows(edge) && edge.target <= screen {
                if members.contains(edge.target) { canClose.insert(edge.target) }
            }
        }
        var best: [Edge]?
        for start in group.sorted() where canClose.contains(start) {
            let limit = best.map { $0.count - 1 } ?? group.count
            guard limit >= 1 else { break }
            if let cycle = shortestCycle(through: start, within: members, maxLength: limit, along: follows) {
                best = cycle
            }
        }
        return best
    }

    /// The shortest cycle of at most `maxLength` edges from `start` back to it through members not below `start`.
    private func shortestCycle(
        through start: ScreenID, within members: Set<ScreenID>, maxLength: Int, along follows: (Edge) -> Bool
    ) -> [Edge]? {
        // Parent edges live in a dictionary: one array per start would cost O(screens) for every member.
        var parent: [ScreenID: Edge] = [:]
        var frontier = [start]
        var length = 0
        while !frontier.isEmpty, length < maxLength {
            length += 1
            var next: [ScreenID] = []
            for screen in frontier {
                for edge in outgoing(from: screen) where follows(edge) {
                    let target = edge.target
                    guard members.contains(target), target >= start else { continue }
                    if target == start {
                        return path(to: screen, from: start, parents: parent) + [edge]
                    }
                    if parent[target] == nil {
                        parent[target] = edge
                        next.append(target)
                    }
                }
            }
            frontier = next
        }
        return nil
    }

    private func path(to end: ScreenID, from start: ScreenID, parents: [ScreenID: Edge]) -> [Edge] {
        var edges: [Edge] = []
        var screen = end
        while screen != start, let edge = parents[screen] {
            edges.append(edge)
            screen = edge.source
        }
        return edges.reversed()
    }
}
