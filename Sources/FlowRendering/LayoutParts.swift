/// A ``GraphvizDocument`` cut into the parts Graphviz can lay out on their own: one per coordinator cluster, and
/// one per group of nodes outside every cluster that arrows join to one another, with the arrows inside each
/// part and the arrows between parts.
///
/// The arrows from one cluster to another are what make a whole-app drawing hard for dot when they close loops:
/// coordinators that start one another in a chain or a tree lay out quickly however many they are, while each loop
/// ties clusters' ranks and orders together. ``GraphvizRenderer`` counts the loops to decide up front whether dot
/// can lay out the whole, and when it cannot, lays out each part alone, packs the parts and draws the arrows
/// between them.
struct LayoutParts: Hashable, Sendable {
    struct Part: Hashable, Sendable {
        /// The coordinator's cluster; nil for a group of nodes outside every cluster.
        var cluster: GraphvizDocument.Cluster?
        /// The part's nodes: the cluster's, or the group's.
        var nodes: [GraphvizDocument.Node]
        /// Indexes into the document's edges of the arrows whose two ends are in this part.
        var edges: [Int]
    }

    var parts: [Part]
    /// Indexes into the document's edges of the arrows whose ends are in two different parts, in document order.
    var crossEdges: [Int]
    /// How many independent loops the arrows between clusters close: the pairs of clusters an arrow joins, less
    /// what a tree joining the same clusters would need (the graph of clusters' cycle rank). What makes dot slow.
    var clusterLoops: Int

    init(_ document: GraphvizDocument) {
        var clusterOf: [String: Int] = [:]
        for (index, cluster) in document.clusters.enumerated() {
            for node in cluster.nodes where clusterOf[node.name] == nil { clusterOf[node.name] = index }
        }
        // Nodes outside clusters, including those only an arrow names (DOT creates them), grouped by the arrows
        // between them.
        var outside = document.nodes.filter { clusterOf[$0.name] == nil }
        var seen = Set(outside.map(\.name))
        for edge in document.edges {
            for name in [edge.tail, edge.head] where clusterOf[name] == nil && seen.insert(name).inserted {
                outside.append(GraphvizDocument.Node(name: name, attributes: []))
            }
        }
        var groups = UnionFind(count: outside.count)
        let outsideIndex = Dictionary(outside.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        for edge in document.edges {
            if let tail = outsideIndex[edge.tail], let head = outsideIndex[edge.head] { groups.unite(tail, head) }
        }

        var parts = document.clusters.map { Part(cluster: $0, nodes: $0.nodes, edges: []) }
        var partOfGroup: [Int: Int] = [:]
        var partOf = clusterOf
        for (index, node) in outside.enumerated() {
            let group = groups.root(of: index)
            let part = partOfGroup[group] ?? parts.count
            if part == parts.count {
                partOfGroup[group] = part
                parts.append(Part(cluster: nil, nodes: [], edges: []))
            }
            parts[part].nodes.append(node)
            partOf[node.name] = part
        }

        var crossEdges: [Int] = []
        var joined: Set<[Int]> = []
        var clusters = UnionFind(count: document.clusters.count)
        var loops = 0
        for (index, edge) in document.edges.enumerated() {
            let tail = partOf[edge.tail]!, head = partOf[edge.head]!
            if tail == head {
                parts[tail].edges.append(index)
                continue
            }
            crossEdges.append(index)
            guard let first = clusterOf[edge.tail], let second = clusterOf[edge.head],
                  joined.insert([min(first, second), max(first, second)]).inserted
            else { continue }
            // A new pair of clusters already joined through others closes a loop.
            if clusters.root(of: first) == clusters.root(of: second) { loops += 1 }
            clusters.unite(first, second)
        }
        self.parts = parts
        self.crossEdges = crossEdges
        self.clusterLoops = loops
    }

    /// How many coordinators (clusters) the document draws.
    var clusterCount: Int { parts.count(where: { $0.cluster != nil }) }
}

/// Disjoint sets of 0..<count, for grouping nodes joined by arrows.
private struct UnionFind {
    private var parent: [Int]

    init(count: Int) {
        parent = Array(0..<count)
    }

    mutating func root(of element: Int) -> Int {
        var root = element
        while parent[root] != root { root = parent[root] }
        var current = element
        while parent[current] != root {
            let next = parent[current]
            parent[current] = root
            current = next
        }
        return root
    }

    mutating func unite(_ first: Int, _ second: Int) {
        let (a, b) = (root(of: first), root(of: second))
        // The smaller index stays the root, so that groups keep the order of their first node.
        if a != b { parent[max(a, b)] = min(a, b) }
    }
}
