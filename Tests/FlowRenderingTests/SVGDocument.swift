import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A rendered SVG parsed as XML, with the lookups the tests need: Graphviz writes each node, edge and cluster
/// as a `<g>` with an `id`, a `class`, a `<title>` and, when it has a tooltip, an `<a xlink:title>`.
struct SVGDocument {
    let root: XMLElement

    init(_ data: Data) throws {
        let document = try XMLDocument(data: data, options: [])
        guard let root = document.rootElement() else { throw CocoaError(.fileReadCorruptFile) }
        self.root = root
    }

    /// Every element with this local name, in document order.
    func elements(named name: String) -> [XMLElement] {
        root.descendants.filter { $0.localName == name }
    }

    /// The `<g>` elements of one Graphviz class (`node`, `edge`, `cluster`), in document order.
    func groups(ofClass kind: String) -> [XMLElement] {
        elements(named: "g").filter { $0.value(of: "class") == kind }
    }

    func group(id: String) -> XMLElement? {
        elements(named: "g").first { $0.value(of: "id") == id }
    }

    /// The top-level graph group, whose own `<text>` children are the graph label (the legend).
    var graph: XMLElement? { groups(ofClass: "graph").first }
}

extension XMLElement {
    var descendants: [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }.flatMap { [$0] + $0.descendants }
    }

    /// The attribute by its qualified name (`class`, `xlink:title`). Searched directly: on Linux,
    /// `attribute(forName:)` misses unprefixed attributes of elements in a default namespace.
    func value(of attribute: String) -> String? {
        attributes?.first { $0.name == attribute }?.stringValue
    }

    /// The text of every `<text>` inside, in document order.
    var texts: [String] {
        descendants.filter { $0.localName == "text" }.map { $0.stringValue ?? "" }
    }

    /// The Graphviz object name: the `<title>` child.
    var title: String? {
        (children ?? []).compactMap { $0 as? XMLElement }.first { $0.localName == "title" }?.stringValue
    }

    /// The tooltip: `xlink:title` of the `<a>` Graphviz wraps around the shape.
    var tooltip: String? {
        descendants.first { $0.localName == "a" }?.value(of: "xlink:title")
    }

    /// The `stroke` of the first drawn outline (path, polygon or ellipse).
    var stroke: String? {
        descendants.first { ["path", "polygon", "ellipse"].contains($0.localName) }?.value(of: "stroke")
    }
}
