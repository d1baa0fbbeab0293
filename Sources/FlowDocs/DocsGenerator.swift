import FlowModel
import FlowRendering
import FlowRules
import Foundation

/// Makes the documentation site of a navigation model: the index and one page per coordinator, in HTML (with
/// inline SVG diagrams) or Markdown (with Mermaid diagrams).
public struct DocsGenerator: Sendable {
    public var options: DocsOptions

    public init(options: DocsOptions = DocsOptions()) {
        self.options = options
    }

    /// Every file of the site for `model`, showing `findings` where they belong; the same bytes for the same input.
    /// - Throws: ``RenderingError`` when Graphviz cannot draw a diagram.
    /// - Parameter reading: One line on how much of the app's navigation was read, shown on the index when not all
    ///   of it was (`navigation read: 84 of 97 navigation calls (86%)`).
    public func site(for model: NavigationModel, findings: [Finding], reading: String? = nil) throws -> DocsSite {
        var facts = DocsFacts(model: model, findings: findings)
        facts.reading = reading
        var files = switch options.format {
        case .html: try HTMLSite(facts: facts, options: options).files()
        case .markdown: try MarkdownSite(facts: facts, options: options).files()
        }
        let marker = "Written by flowgraph docs, which replaces this whole folder when it writes the site again.\n"
        files.append(DocsSite.File(path: DocsSite.markerFile, contents: Data(marker.utf8)))
        return DocsSite(files: files)
    }
}
