/// One Swift source file handed to the extractor: the caller discovers and reads files, the extractor only parses.
public struct SourceFile: Hashable, Sendable {
    /// The path recorded in every location that points into this file.
    public var path: String
    /// The file's full text.
    public var text: String

    /// A file at `path` (as it should appear in locations) with contents `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
