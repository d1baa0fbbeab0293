import FlowModel

/// A small XML element tree that renders itself escaped, with attributes in the order given, so that the XML
/// reporters produce identical bytes for identical findings.
struct XMLNode {
    var name: String
    var attributes: [(String, String)]
    var children: [XMLNode]
    /// Character content; an element has either text or children.
    var text: String?

    init(_ name: String, _ attributes: [(String, String?)] = [], children: [XMLNode] = [], text: String? = nil) {
        self.name = name
        // A missing value leaves the attribute out rather than writing an empty one that claims to know.
        self.attributes = attributes.compactMap { key, value in value.map { (key, $0) } }
        self.children = children
        self.text = text
    }

    /// The whole document: declaration, then this element as root, ending in a newline.
    func document() -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + rendered(depth: 0)
    }

    private func rendered(depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        let attributeText = attributes.map { " \($0)=\"\(Escaping.xmlAttribute($1))\"" }.joined()
        if let text {
            return "\(indent)<\(name)\(attributeText)>\(Escaping.xmlText(text))</\(name)>\n"
        }
        if children.isEmpty {
            return "\(indent)<\(name)\(attributeText)/>\n"
        }
        let inner = children.map { $0.rendered(depth: depth + 1) }.joined()
        return "\(indent)<\(name)\(attributeText)>\n\(inner)\(indent)</\(name)>\n"
    }
}
