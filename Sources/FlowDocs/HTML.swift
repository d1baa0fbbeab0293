import FlowModel

/// Builds HTML text. Everything from the model goes through `Escaping.html` or into an attribute, which are
/// escaped: names from source may contain markup, quotes and `&`. The output is also well-formed XML (void
/// elements closed, only XML's entities), so tests can read the pages with an XML parser.
enum HTML {
    /// `<name attributes>content</name>`; `content` is HTML already, attribute values are escaped here.
    static func element(_ name: String, _ attributes: [(String, String)] = [], _ content: String) -> String {
        "<\(name)\(attributeText(attributes))>\(content)</\(name)>"
    }

    /// A void element, closed the XML way: `<meta charset="utf-8"/>`.
    static func empty(_ name: String, _ attributes: [(String, String)]) -> String {
        "<\(name)\(attributeText(attributes))/>"
    }

    /// `<a href>` around `content` (HTML already).
    static func link(_ content: String, to href: String) -> String {
        element("a", [("href", href)], content)
    }

    /// A table with a header row; each row may carry an `id` so that links can point at it.
    static func table(headers: [String], rows: [(id: String?, cells: [String])]) -> String {
        let head = element("thead", [], element("tr", [], headers.map { element("th", [], Escaping.html($0)) }.joined()))
        let body = rows.map { row in
            element("tr", row.id.map { [("id", $0)] } ?? [], row.cells.map { element("td", [], $0) }.joined())
        }
        return element("table", [], head + element("tbody", [], "\n" + body.joined(separator: "\n") + "\n"))
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(Escaping.html($0.1))\"" }.joined()
    }
}
