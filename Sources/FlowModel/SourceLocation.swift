/// A position in a Swift source or model file: 1-based line and column.
public struct SourceLocation: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as given on the command line or recorded by the extractor.
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted as the reader of that file counts: UTF-8 bytes in Swift sources (swift-syntax's
    /// `SourceLocationConverter`, as Xcode and SwiftLint report them), Unicode scalars in YAML/JSON model files
    /// (libyaml). The two differ only after non-ASCII text on the same line.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form Xcode and most editors jump to.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
