/// What `flowgraph docs` writes and how its pages link to source.
public struct DocsOptions: Sendable {
    /// The kind of site.
    public enum Format: String, Sendable, CaseIterable {
        /// Static HTML pages with the diagrams inline as SVG; works from `file://`, needs no script.
        case html
        /// Markdown pages with Mermaid diagrams, for wikis and repositories that render them.
        case markdown
    }

    public var format: Format
    /// The heading of the index page.
    public var title: String
    public var sourceLinks: SourceLinks

    public init(format: Format = .html, title: String = "Navigation", sourceLinks: SourceLinks = SourceLinks()) {
        self.format = format
        self.title = title
        self.sourceLinks = sourceLinks
    }
}
