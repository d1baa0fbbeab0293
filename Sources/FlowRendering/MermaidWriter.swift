import FlowModel

/// Writes a ``StyledGraph`` as a Mermaid `flowchart`, for Markdown that renders Mermaid (GitHub, GitLab, ...).
///
/// Coordinators become subgraphs; node and arrow markings become `style` and `linkStyle` lines. Mermaid has no
/// tooltips without scripts and draws no legend, so those are left out. Labels are always quoted and escaped
/// with Mermaid's entity codes, so names from source stay text.
public struct MermaidWriter: Sendable {
    public init() {}

    /// The Mermaid text for `graph`, ending in a newline; identical for identical input.
    public func write(_ graph: StyledGraph) -> String {
        let theme = graph.theme
        // Mermaid's own dark theme paints the background and the default lines; the markings are painted here.
        var lines = theme == .dark ? [#"%%{init: {"theme": "dark"}}%%"#] : []
        lines.append("flowchart \(graph.rankDirection.rawValue)")
        var styles: [String] = []
        for cluster in graph.clusters {
            lines.append("    subgraph \(cluster.name)[\"\(Escaping.mermaidLabel(cluster.label))\"]")
            for node in cluster.nodes {
                lines.append("        " + declaration(of: node))
                styles += style(of: node, theme: theme)
            }
            lines.append("    end")
            if cluster.outline != .clusterOutline {
                styles.append("    style \(cluster.name) stroke:\(theme.paint(cluster.outline).hex),stroke-width:2px")
            }
        }
        for node in graph.nodes {
            lines.append("    " + declaration(of: node))
            styles += style(of: node, theme: theme)
        }
        for (index, edge) in graph.edges.enumerated() {
            lines.append("    " + link(edge))
            styles += linkStyle(of: edge, at: index, theme: theme)
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    private func declaration(of node: StyledNode) -> String {
        let label = "\"\(Escaping.mermaidLabel(node.label))\""
        return switch node.appearance.shape {
        case .screen: node.appearance.doubleBorder ? "\(node.name)[[\(label)]]" : "\(node.name)(\(label))"
        case .coordinator: "\(node.name){{\(label)}}"
        case .exit: "\(node.name)((\(label)))"
        }
    }

    private func style(of node: StyledNode, theme: Theme) -> [String] {
        let look = node.appearance
        var properties: [String] = []
        if look.outline != .ink { properties.append("stroke:\(theme.paint(look.outline).hex)") }
        if look.emphasised { properties.append("stroke-width:2px") }
        if look.dashed { properties.append("stroke-dasharray:5 3") }
        if let fill = look.fill { properties.append("fill:\(theme.paint(fill).hex)") }
        if look.text != .ink { properties.append("color:\(theme.paint(look.text).hex)") }
        return properties.isEmpty ? [] : ["    style \(node.name) \(properties.joined(separator: ","))"]
    }

    /// A start that points at a child coordinator's border in Graphviz points at the child's subgraph here.
    private func link(_ edge: StyledEdge) -> String {
        let arrow = switch edge.appearance.line {
        case .solid: "--"
        case .bold: "=="
        case .dashed, .dashedBold, .dotted: "-.-"
        }
        let head = edge.appearance.hollowHead ? "o" : ">"
        let label = edge.label.map { "|\"\(Escaping.mermaidLabel($0))\"|" } ?? ""
        return "\(edge.tail) \(arrow)\(head)\(label) \(edge.headCluster ?? edge.head)"
    }

    private func linkStyle(of edge: StyledEdge, at index: Int, theme: Theme) -> [String] {
        var properties: [String] = []
        if edge.appearance.color != .ink { properties.append("stroke:\(theme.paint(edge.appearance.color).hex)") }
        switch edge.appearance.line {
        case .solid, .dashed, .bold: break
        case .dashedBold: properties.append("stroke-width:2px")
        case .dotted: properties.append("stroke-dasharray:2 3")
        }
        return properties.isEmpty ? [] : ["    linkStyle \(index) \(properties.joined(separator: ","))"]
    }
}
