extension NavigationGraph {
    /// The screens some entry leads to through steps that can show a new screen (presents of every mode, starts,
    /// replaces). Dismissals are not followed: they only return to screens already shown.
    public func reachableFromEntries() -> ScreenSet {
        screens(reachableFrom: roots, along: \.revealsScreen)
    }

    /// The screens reachable from `starts` (which are included) following only the edges `follows` accepts.
    /// Breadth-first with an explicit queue, so graph size never threatens the call stack.
    public func screens(reachableFrom starts: [ScreenID], along follows: (Edge) -> Bool) -> ScreenSet {
        var reached = emptyScreenSet()
        var queue: [ScreenID] = []
        for start in starts where reached.insert(start) {
            queue.append(start)
        }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            for edge in outgoing(from: screen) where follows(edge) && reached.insert(edge.target) {
                queue.append(edge.target)
            }
        }
        return reached
    }
}
