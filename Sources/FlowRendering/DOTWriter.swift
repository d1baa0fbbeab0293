/// Writes a ``StyledGraph`` as DOT text, for `dot` and the other Graphviz tools.
///
/// The text holds exactly the objects and attribute values ``GraphvizRenderer`` builds, in the same order, so
/// `dot -Tsvg` draws the same picture. Every name and value is quoted (HTML-like labels are written `<...>`);
/// values never contain a backslash, so the only character that needs escaping inside the quotes is `"`.
public struct DOTWriter: Sendable {
    public init() {}

    /// The DOT text for `graph`, ending in a newline; identical for identical input.
    public func write(_ graph: StyledGraph) -> String {
        let document = GraphvizDocument(graph)
        var lines = ["digraph \(quoted(GraphvizDocument.graphName)) {"]
        lines.append("    graph \(attributeList(document.graphAttributes));")
        lines.append("    node \(attributeList(document.nodeDefaults));")
        lines.append("    edge \(attributeList(document.edgeDefaults));")
        for cluster in document.clusters {
            lines.append("    subgraph \(quoted(cluster.name)) {")
            lines.append("        graph \(attributeList(cluster.attributes));")
            for node in cluster.nodes {
                lines.append("        \(quoted(node.name)) \(attributeList(node.attributes));")
            }
            lines.append("    }")
        }
        for node in document.nodes {
            lines.append("    \(quoted(node.name)) \(attributeList(node.attributes));")
        }
        for edge in document.edges {
            lines.append("    \(quoted(edge.tail)) -> \(quoted(edge.head)) \(attributeList(edge.attributes));")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func attributeList(_ attributes: [GraphvizDocument.Attribute]) -> String {
        "[" + attributes.map { "\($0.name)=\($0.isHTML ? "<\($0.value)>" : quoted($0.value))" }.joined(separator: ", ")
            + "]"
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        // By scalar, not by Character: a quote followed by a combining mark is one Character but still ends
        // a DOT string.
        for scalar in text.unicodeScalars {
            if scalar == "\"" { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result + "\""
    }
}
