import FlowModel

/// Builds Markdown (CommonMark with GitHub's tables) in which everything from the model stays text.
enum Markdown {
    /// `[content](href)`; `href` is one of the site's own slugs or a percent-encoded source URL.
    static func link(_ content: String, to href: String) -> String {
        "[\(content)](\(href))"
    }

    /// `text` in bold.
    static func strong(_ text: String) -> String {
        "**\(Escaping.markdownText(text))**"
    }

    /// An empty HTML anchor that links can point at (GitHub keeps it, prefixing the id as it does for headings).
    static func anchor(_ id: String) -> String {
        "<a id=\"\(id)\"></a>"
    }

    static func table(headers: [String], rows: [[String]]) -> String {
        ([row(headers.map(Escaping.markdownText)), row(headers.map { _ in "---" })] + rows.map(row)).joined(separator: "\n")
    }

    private static func row(_ cells: [String]) -> String {
        "| " + cells.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |"
    }

    /// A fenced Mermaid block; the writer escapes labels, and backticks among them, so the fence cannot close early.
    static func mermaid(_ text: String) -> String {
        "```mermaid\n" + text + "```"
    }
}
