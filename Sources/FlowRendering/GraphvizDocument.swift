import FlowModel

/// A ``StyledGraph`` spelled as Graphviz objects with their final attribute values.
///
/// ``DOTWriter`` prints it and ``GraphvizRenderer`` builds it through the C API, in the same order with the same
/// values, so `dot -Tsvg` on the DOT text draws what the renderer draws.
struct GraphvizDocument: Hashable, Sendable {
    struct Attribute: Hashable, Sendable {
        var name: String
        /// Already escaped for Graphviz; contains no backslash.
        var value: String
        /// Whether the value is an HTML-like label (`<...>` in DOT, `agstrdup_html` in the C API).
        var isHTML: Bool

        init(_ name: String, _ value: String, isHTML: Bool = false) {
            self.name = name
            self.value = value
            self.isHTML = isHTML
        }
    }

    struct Node: Hashable, Sendable {
        var name: String
        var attributes: [Attribute]
    }

    struct Cluster: Hashable, Sendable {
        var name: String
        var attributes: [Attribute]
        var nodes: [Node]
    }

    struct Edge: Hashable, Sendable {
        var tail: String
        var head: String
        var attributes: [Attribute]
    }

    static let graphName = "flowgraph"
    /// The one font the drawings name; text widths, and so the SVG bytes, depend on it being installed.
    static let font = "DejaVu Sans"

    var graphAttributes: [Attribute]
    var nodeDefaults: [Attribute]
    var edgeDefaults: [Attribute]
    var clusters: [Cluster]
    var nodes: [Node]
    var edges: [Edge]

    init(
        graphAttributes: [Attribute],
        nodeDefaults: [Attribute],
        edgeDefaults: [Attribute],
        clusters: [Cluster],
        nodes: [Node],
        edges: [Edge]
    ) {
        self.graphAttributes = graphAttributes
        self.nodeDefaults = nodeDefaults
        self.edgeDefaults = edgeDefaults
        self.clusters = clusters
        self.nodes = nodes
        self.edges = edges
    }

    init(_ graph: StyledGraph) {
        let theme = graph.theme
        self.init(
            graphAttributes: [
                Attribute("rankdir", graph.rankDirection.rawValue),
                // Lets start arrows end at a child coordinator's border (`lhead`).
                Attribute("compound", "true"),
                // dot 2.42's cluster-aware ranking crashed or reported "trouble in init_rank" on some graphs
                // with edge labels across clusters; the global ranker did not, over thousands of random graphs.
                Attribute("newrank", "true"),
                Attribute("fontname", Self.font),
                Attribute("fontsize", "12"),
                Attribute("labeljust", "l"),
                Attribute("nodesep", "0.3"),
                Attribute("ranksep", "0.45"),
            ] + (theme.background.map { [Attribute("bgcolor", $0.hex), Attribute("fontcolor", theme.paint(.ink).hex)] }
                ?? [])
                // One network-simplex pass for x coordinates and straight arrows: see LayoutEffort for what
                // each saves and costs.
                + (graph.layout == .fast ? [Attribute("nslimit", "1"), Attribute("splines", "line")] : [])
                + GraphvizLegend.graphAttributes(graph.legend, theme: theme),
            nodeDefaults: [
                Attribute("shape", "box"),
                Attribute("style", "rounded"),
                Attribute("fontname", Self.font),
                Attribute("fontsize", "11"),
                Attribute("height", "0.36"),
                Attribute("margin", "0.14,0.05"),
                Attribute("color", theme.paint(.ink).hex),
                Attribute("fontcolor", theme.paint(.ink).hex),
            ],
            edgeDefaults: [
                Attribute("fontname", Self.font),
                Attribute("fontsize", "9"),
                Attribute("arrowsize", "0.7"),
                Attribute("color", theme.paint(.ink).hex),
                Attribute("fontcolor", theme.paint(.ink).hex),
            ],
            clusters: graph.clusters.map { Self.cluster($0, theme: theme) },
            nodes: graph.nodes.map { Self.node($0, theme: theme) },
            edges: graph.edges.map { Self.edge($0, theme: theme) }
        )
    }

    private static func cluster(_ cluster: StyledCluster, theme: Theme) -> Cluster {
        Cluster(
            name: cluster.name,
            attributes: [
                Attribute("id", cluster.name),
                Attribute("label", Escaping.graphvizLabel(cluster.label)),
                // The graph's own label, the legend, sits at the bottom; cluster titles stay on top.
                Attribute("labelloc", "t"),
                Attribute("tooltip", Escaping.graphvizTooltip(cluster.tooltip)),
                Attribute("style", "rounded,filled"),
                Attribute("fillcolor", theme.paint(.clusterFill).hex),
                Attribute("color", theme.paint(cluster.outline).hex),
            ] + (cluster.outline == .clusterOutline ? [] : [Attribute("penwidth", "2")]),
            nodes: cluster.nodes.map { node($0, theme: theme) }
        )
    }

    private static func node(_ node: StyledNode, theme: Theme) -> Node {
        var attributes = [
            Attribute("id", node.name),
            Attribute("label", Escaping.graphvizLabel(node.label)),
            Attribute("tooltip", Escaping.graphvizTooltip(node.tooltip)),
        ]
        attributes += appearance(node.appearance, theme: theme)
        // Graphviz writes URLs into the SVG unescaped, so only percent-encoded text may reach it.
        if let link = node.link.flatMap(Escaping.graphvizURL) { attributes.append(Attribute("href", link)) }
        return Node(name: node.name, attributes: attributes)
    }

    /// The attributes that differ from the node defaults.
    private static func appearance(_ look: NodeAppearance, theme: Theme) -> [Attribute] {
        var attributes: [Attribute] = []
        var style: [String] = []
        switch look.shape {
        case .screen:
            style.append("rounded")
        case .coordinator:
            attributes.append(Attribute("shape", "folder"))
        case .exit:
            attributes += [Attribute("shape", "circle"), Attribute("fontsize", "8"), Attribute("margin", "0.02")]
        }
        if look.dashed { style.append("dashed") }
        if look.fill != nil { style.append("filled") }
        if style != ["rounded"] { attributes.append(Attribute("style", style.joined(separator: ","))) }
        if look.doubleBorder { attributes.append(Attribute("peripheries", "2")) }
        if look.outline != .ink { attributes.append(Attribute("color", theme.paint(look.outline).hex)) }
        if look.emphasised { attributes.append(Attribute("penwidth", "2")) }
        if let fill = look.fill { attributes.append(Attribute("fillcolor", theme.paint(fill).hex)) }
        if look.text != .ink { attributes.append(Attribute("fontcolor", theme.paint(look.text).hex)) }
        return attributes
    }

    private static func edge(_ edge: StyledEdge, theme: Theme) -> Edge {
        var attributes: [Attribute] = []
        if let label = edge.label { attributes.append(Attribute("label", Escaping.graphvizLabel(label))) }
        attributes.append(Attribute("tooltip", Escaping.graphvizTooltip(edge.tooltip)))
        attributes += appearance(edge.appearance, reversed: edge.goesBack, theme: theme)
        guard edge.goesBack else {
            if let cluster = edge.headCluster { attributes.append(Attribute("lhead", cluster)) }
            return Edge(tail: edge.tail, head: edge.head, attributes: attributes)
        }
        // Drawn from head to tail with the arrowhead at the start, so that it ranks like the forward step it
        // undoes. `constraint=false` would do the same, but it made dot 2.42 crash on some cluster graphs.
        attributes.append(Attribute("dir", "back"))
        if let cluster = edge.headCluster { attributes.append(Attribute("ltail", cluster)) }
        return Edge(tail: edge.head, head: edge.tail, attributes: attributes)
    }

    /// The attributes that differ from the edge defaults.
    private static func appearance(_ look: EdgeAppearance, reversed: Bool, theme: Theme) -> [Attribute] {
        var attributes: [Attribute] = []
        switch look.line {
        case .solid: break
        case .dashed: attributes.append(Attribute("style", "dashed"))
        case .bold: attributes.append(Attribute("style", "bold"))
        case .dashedBold: attributes.append(Attribute("style", "dashed,bold"))
        case .dotted: attributes.append(Attribute("style", "dotted"))
        }
        if look.color != .ink {
            let color = theme.paint(look.color).hex
            attributes += [Attribute("color", color), Attribute("fontcolor", color)]
        }
        if look.hollowHead { attributes.append(Attribute(reversed ? "arrowtail" : "arrowhead", "onormal")) }
        return attributes
    }
}
