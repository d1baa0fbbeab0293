import FlowModel

/// Builds HTML text. Everything from the model goes through ``text(_:)`` or into an attribute, which are
/// escaped: names from source may contain markup, quotes and `&`. The output is also well-formed XML (void
/// elements closed, only XML's entities), so tests can read the pages with an XML parser.
enum HTML {
    /// `text` as HTML text or attribute value: `& < > " '` escaped, characters XML cannot carry replaced by
    /// visible stand-ins (control characters by their Unicode control pictures), and hidden direction and
    /// line-separator characters shown by name (`<U+202E>`), since a browser would apply them.
    static func text(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case _ where HiddenCharacters.isHidden(scalar): result += "&lt;" + HiddenCharacters.visibleName(scalar) + "&gt;"
            default:
                switch scalar.value {
                case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
                case 0x7F: result += "\u{2421}"
                case 0x80...0x9F, 0xFFFE, 0xFFFF: result += "\u{FFFD}"
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

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
        let head = element("thead", [], element("tr", [], headers.map { element("th", [], text($0)) }.joined()))
        let body = rows.map { row in
            element("tr", row.id.map { [("id", $0)] } ?? [], row.cells.map { element("td", [], $0) }.joined())
        }
        return element("table", [], head + element("tbody", [], "\n" + body.joined(separator: "\n") + "\n"))
    }

    private static func attributeText(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(text($0.1))\"" }.joined()
    }
}
