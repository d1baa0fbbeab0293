/// Builds Markdown (CommonMark with GitHub's tables) in which everything from the model stays text.
enum Markdown {
    /// `text` with a backslash before every character that can start markup, a link, raw HTML, an entity, math
    /// or a table cell (CommonMark lets any ASCII punctuation be escaped so); line breaks become spaces. The
    /// rest, `/ . : -` in paths above all, is left as it is so that the Markdown stays readable.
    static func text(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "|", "&", "~", "$", "#", "!":
                result += "\\"
                result.unicodeScalars.append(scalar)
            case "\n", "\r", "\t":
                result += " "
            default:
                switch scalar.value {
                case 0x00...0x1F: result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
                case 0x7F: result += "\u{2421}"
                default: result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `[content](href)`; `href` is one of the site's own slugs or a percent-encoded source URL.
    static func link(_ content: String, to href: String) -> String {
        "[\(content)](\(href))"
    }

    /// `text` in bold.
    static func strong(_ text: String) -> String {
        "**\(Self.text(text))**"
    }

    /// An empty HTML anchor that links can point at (GitHub keeps it, prefixing the id as it does for headings).
    static func anchor(_ id: String) -> String {
        "<a id=\"\(id)\"></a>"
    }

    static func table(headers: [String], rows: [[String]]) -> String {
        ([row(headers.map(text)), row(headers.map { _ in "---" })] + rows.map(row)).joined(separator: "\n")
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |"
    }

    /// A fenced Mermaid block; the writer escapes labels, and backticks among them, so the fence cannot close early.
    static func mermaid(_ text: String) -> String {
        "```mermaid\n" + text + "```"
    }
}
