/// The shortest way from an entry to a screen: where to start and which steps to take.
public struct NavigationRoute: Hashable, Sendable {
    /// The entry screen the route starts at.
    public let entry: ScreenID
    /// The steps in order; empty when the screen is itself an entry.
    public let steps: [Edge]
}

extension NavigationGraph {
    /// For every screen some entry reaches, a route with the fewest steps, indexed by ``ScreenID``; nil for the
    /// screens no entry reaches. Only steps that can show a new screen are taken (see ``Edge/revealsScreen``).
    ///
    /// One breadth-first search from all entries at once, visiting entries and edges in index order, so the
    /// routes are the same on every run; between routes of equal length the earlier entry and edge win.
    public func shortestRoutes() -> [NavigationRoute?] {
        var arrival: [Edge?] = Array(repeating: nil, count: screens.count)
        var origin: [ScreenID?] = Array(repeating: nil, count: screens.count)
        var queue: [ScreenID] = []
        for root in roots where origin[root.index] == nil {
            origin[root.index] = root
            queue.append(root)
        }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for edge in outgoing(from: screen) where edge.revealsScreen && origin[edge.target.index] == nil {
                origin[edge.target.index] = origin[screen.index]
                arrival[edge.target.index] = edge
                queue.append(edge.target)
            }
        }
        return screens.indices.map { index in
            guard let entry = origin[index] else { return nil }
            var steps: [Edge] = []
            var current = index
            while let edge = arrival[current] {
                steps.append(edge)
                current = edge.source.index
            }
            return NavigationRoute(entry: entry, steps: steps.reversed())
        }
    }
}
