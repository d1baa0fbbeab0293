/// The documents of a packed drawing: each part of a ``GraphvizDocument`` alone, for dot to lay out, and then the
/// whole again with the positions dot gave each part, moved to where the part was packed, for Graphviz to draw
/// without laying anything out again (the `nop2` layout: nodes and arrows that have positions keep them; arrows
/// without, the ones between parts, are drawn straight between their ends).
enum PackedDrawing {
    /// The positions Graphviz wrote onto one laid-out graph (`attach_attrs`), as attribute values.
    struct Positions: Hashable, Sendable {
        /// The graph's own: `bb`, and for a legend its label's `lp`, `lwidth` and `lheight`.
        var graph: [String: String]
        /// Each cluster's `bb`, `lp`, `lwidth` and `lheight`, in the document's order.
        var clusters: [[String: String]]
        /// Each node's `pos`, `width` and `height`, by name.
        var nodes: [String: [String: String]]
        /// Each arrow's `pos` and `lp`, in the document's order.
        var edges: [[String: String]]

        /// The width and height of the layout (its bounding box starts at 0,0); nil when Graphviz wrote none.
        var size: (width: Double, height: Double)? {
            let corners = graph["bb"]?.split(separator: ",").compactMap { Double($0) } ?? []
            guard corners.count == 4 else { return nil }
            return (corners[2], corners[3])
        }
    }

    static let graphPositionNames = ["bb", "lp", "lwidth", "lheight"]
    static let nodePositionNames = ["pos", "width", "height"]
    static let edgePositionNames = ["pos", "lp"]
    /// The positional attributes whose values are coordinates; the others are sizes, which do not move.
    private static let movedNames: Set<String> = ["bb", "lp", "pos"]
    /// The graph attributes that make the legend, the graph's own label: drawn once, as a part of its own.
    private static let legendNames: Set<String> = ["label", "labelloc"]
    /// Graph attributes that steer dot's layout: rank direction would turn the finished drawing again, and
    /// `splines` is set for the arrows between parts.
    private static let layoutNames: Set<String> = ["rankdir", "splines", "nslimit", "newrank", "compound"]
    /// Points between packed parts.
    static let margin: UInt32 = 24

    /// How many parts of these sizes to put in a row so that the packed drawing is about as wide as it is tall:
    /// parts of a top-to-bottom drawing are tall and narrow, and the packer's default (as many columns as rows)
    /// made a drawing 2.5 times taller than wide.
    static func columns(sizes: [(width: Double, height: Double)]) -> Int {
        guard !sizes.isEmpty else { return 1 }
        let gap = Double(margin)
        let width = sizes.reduce(0) { $0 + $1.width + gap } / Double(sizes.count)
        let height = sizes.reduce(0) { $0 + $1.height + gap } / Double(sizes.count)
        let columns = (Double(sizes.count) * height / width).squareRoot().rounded()
        return min(sizes.count, max(1, Int(columns)))
    }

    /// `part` alone, with the whole drawing's settings but without the legend.
    static func document(of part: LayoutParts.Part, in document: GraphvizDocument) -> GraphvizDocument {
        GraphvizDocument(
            graphAttributes: document.graphAttributes.filter { !legendNames.contains($0.name) },
            nodeDefaults: document.nodeDefaults,
            edgeDefaults: document.edgeDefaults,
            clusters: part.cluster.map { [$0] } ?? [],
            nodes: part.cluster == nil ? part.nodes : [],
            edges: part.edges.map { document.edges[$0] }
        )
    }

    /// The legend alone, as a graph with nothing but its label; nil when the drawing has no legend.
    static func legendDocument(of document: GraphvizDocument) -> GraphvizDocument? {
        guard document.graphAttributes.contains(where: { $0.name == "label" }) else { return nil }
        return GraphvizDocument(
            graphAttributes: document.graphAttributes, nodeDefaults: [], edgeDefaults: [], clusters: [], nodes: [],
            edges: []
        )
    }

    /// The whole drawing with every part's positions moved by its offset, and the legend's by the last offset
    /// when there is a legend. `offsets` holds one (x, y) per part, then the legend's.
    static func document(
        _ document: GraphvizDocument, parts: LayoutParts, positions: [Positions], legend: Positions?,
        offsets: [(x: Double, y: Double)], width: Double, height: Double
    ) -> GraphvizDocument {
        var clusters = document.clusters
        var nodes = document.nodes
        var edges = document.edges
        var nodeIndex: [String: (cluster: Int?, index: Int)] = [:]
        for (clusterIndex, cluster) in clusters.enumerated() {
            for (index, node) in cluster.nodes.enumerated() { nodeIndex[node.name] = (clusterIndex, index) }
        }
        for (index, node) in nodes.enumerated() { nodeIndex[node.name] = (nil, index) }

        for (partIndex, part) in parts.parts.enumerated() {
            let laidOut = positions[partIndex], offset = offsets[partIndex]
            for node in part.nodes {
                let placed = moved(laidOut.nodes[node.name] ?? [:], names: nodePositionNames, by: offset)
                switch nodeIndex[node.name] {
                case let (cluster?, index)?: clusters[cluster].nodes[index].attributes += placed
                case let (nil, index)?: nodes[index].attributes += placed
                case nil: nodes.append(GraphvizDocument.Node(name: node.name, attributes: node.attributes + placed))
                }
            }
            for (order, edgeIndex) in part.edges.enumerated() where order < laidOut.edges.count {
                edges[edgeIndex].attributes += moved(laidOut.edges[order], names: edgePositionNames, by: offset)
            }
            if let cluster = part.cluster, let index = clusters.firstIndex(where: { $0.name == cluster.name }),
               let box = laidOut.clusters.first {
                clusters[index].attributes += moved(box, names: graphPositionNames, by: offset)
            }
        }

        var graphAttributes = document.graphAttributes.filter { !layoutNames.contains($0.name) }
        graphAttributes.append(GraphvizDocument.Attribute("splines", "line"))
        graphAttributes.append(GraphvizDocument.Attribute(
            "bb", "0,0,\(GraphvizPoints.text(width)),\(GraphvizPoints.text(height))"
        ))
        if let legend, let offset = offsets.last {
            graphAttributes += moved(legend.graph, names: ["lp", "lwidth", "lheight"], by: offset)
        }
        return GraphvizDocument(
            graphAttributes: graphAttributes,
            nodeDefaults: document.nodeDefaults,
            edgeDefaults: document.edgeDefaults,
            clusters: clusters,
            nodes: nodes,
            edges: edges
        )
    }

    /// The attributes named in `names` that `values` has, in that order, coordinates moved by `offset`.
    private static func moved(
        _ values: [String: String], names: [String], by offset: (x: Double, y: Double)
    ) -> [GraphvizDocument.Attribute] {
        names.compactMap { name in
            guard let value = values[name], !value.isEmpty else { return nil }
            guard movedNames.contains(name) else { return GraphvizDocument.Attribute(name, value) }
            return GraphvizPoints.moved(value, dx: offset.x, dy: offset.y).map { GraphvizDocument.Attribute(name, $0) }
        }
    }
}
