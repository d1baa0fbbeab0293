/// The formats `flowgraph render` writes.
public enum RenderFormat: String, Sendable, CaseIterable {
    case svg
    case dot
    case mermaid
    case json
    /// Through Graphviz's cairo plugin.
    case png
    /// Through Graphviz's cairo plugin.
    case pdf

    /// The format a file name asks for by its extension, if it names one.
    public init?(outputPath: String) {
        let lowered = outputPath.lowercased()
        let byExtension: [(String, RenderFormat)] = [
            (".svg", .svg), (".dot", .dot), (".gv", .dot), (".mmd", .mermaid), (".mermaid", .mermaid), (".json", .json),
            (".png", .png), (".pdf", .pdf),
        ]
        guard let match = byExtension.first(where: { lowered.hasSuffix($0.0) }) else { return nil }
        self = match.1
    }
}
