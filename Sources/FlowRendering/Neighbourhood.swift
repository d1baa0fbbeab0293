/// Cuts a drawing down to the part around one screen: what a reader asks about when the whole app is too big.
///
/// Distance counts arrows in either direction, so both the ways into the screen and the ways on from it are
/// kept. Stand-in nodes (another coordinator, an exit, an undeclared screen) are kept when near enough but are
/// never walked through: a coordinator's stand-in joins arrows from unrelated screens, and walking through it
/// would pull them all in.
struct Neighbourhood {
    /// The node name of the screen in the middle.
    var center: String
    /// How many arrows away a node may be; 0 keeps the screen alone.
    var depth: Int
    /// The node names of real screens: the only nodes the walk continues from.
    var screens: Set<String>

    /// Removes from `graph` every node farther than ``depth`` from ``center``, every arrow that touches one,
    /// and every cluster left empty.
    /// - Returns: the indices, in the original `graph.edges`, of the arrows kept.
    func cut(_ graph: inout StyledGraph) -> [Int] {
        let near = nodesWithinDepth(of: graph.edges)
        let keptEdges = graph.edges.indices.filter {
            near.contains(graph.edges[$0].tail) && near.contains(graph.edges[$0].head)
        }
        graph.edges = keptEdges.map { graph.edges[$0] }
        graph.nodes = graph.nodes.filter { near.contains($0.name) }
        graph.clusters = graph.clusters.compactMap { cluster in
            var cluster = cluster
            cluster.nodes = cluster.nodes.filter { near.contains($0.name) }
            return cluster.nodes.isEmpty ? nil : cluster
        }
        return keptEdges
    }

    /// Breadth-first over the arrows, both ways, up to ``depth`` steps.
    private func nodesWithinDepth(of edges: [StyledEdge]) -> Set<String> {
        var neighbours: [String: [String]] = [:]
        for edge in edges {
            neighbours[edge.tail, default: []].append(edge.head)
            neighbours[edge.head, default: []].append(edge.tail)
        }
        var near: Set<String> = [center]
        var frontier = [center]
        for _ in 0..<depth {
            var next: [String] = []
            for node in frontier where screens.contains(node) {
                for neighbour in neighbours[node] ?? [] where near.insert(neighbour).inserted {
                    next.append(neighbour)
                }
            }
            frontier = next
        }
        return near
    }
}
