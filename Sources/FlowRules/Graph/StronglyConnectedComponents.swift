extension NavigationGraph {
    /// The strongly connected components of the subgraph of edges `follows` accepts, every screen in exactly one.
    ///
    /// Tarjan's algorithm with an explicit frame stack instead of recursion, so a chain of 10k+ screens cannot
    /// overflow the call stack. Each component lists its screens in index order, and components are ordered by
    /// their lowest screen, so the result does not depend on the order Tarjan finishes them in.
    public func stronglyConnectedComponents(along follows: (Edge) -> Bool) -> [[ScreenID]] {
        let count = screens.count
        var order = Array(repeating: -1, count: count)
        var lowLink = Array(repeating: 0, count: count)
        var onStack = Array(repeating: false, count: count)
        var stack: [Int] = []
        var frames: [(screen: Int, nextEdge: Int)] = []
        var components: [[ScreenID]] = []
        var nextOrder = 0

        func discover(_ screen: Int) {
            order[screen] = nextOrder
            lowLink[screen] = nextOrder
            nextOrder += 1
            stack.append(screen)
            onStack[screen] = true
            frames.append((screen, 0))
        }

        for root in 0..<count where order[root] < 0 {
            discover(root)
            while let frame = frames.last {
                let screen = frame.screen
                let edges = outgoing(from: ScreenID(screen))
                if frame.nextEdge < edges.count {
                    frames[frames.count - 1].nextEdge += 1
                    let edge = edges[edges.startIndex + frame.nextEdge]
                    guard follows(edge) else { continue }
                    let target = edge.target.index
                    if order[target] < 0 {
                        discover(target)
                    } else if onStack[target] {
                        lowLink[screen] = min(lowLink[screen], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.screen] = min(lowLink[parent.screen], lowLink[screen])
                }
                guard lowLink[screen] == order[screen] else { continue }
                var component: [ScreenID] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(ScreenID(member))
                    if member == screen { break }
                }
                components.append(component.sorted())
            }
        }
        return components.sorted { $0[0] < $1[0] }
    }
}
