import FlowModel
import FlowRules

/// A Swift source a run could not read (not UTF-8, not a regular file, too large, gone): the run goes on without
/// it and reports it as a `skipped_file` warning, since the model then lacks whatever navigation it held.
public struct SkippedFile: Hashable, Sendable {
    /// The file as it was named or found.
    public var path: String
    /// Why it was not read, e.g. "the file is not valid UTF-8 text".
    public var reason: String
    /// Where the finding points: the start of the file, or the place that made it unreadable.
    public var location: SourceLocation

    /// A file skipped for `reason`, pointing at `line` and `column`.
    public init(path: String, reason: String, line: Int = 1, column: Int = 1) {
        self.path = path
        self.reason = reason
        location = SourceLocation(file: path, line: line, column: column)
    }

    /// The finding's message.
    public var message: String { "not read: \(reason); any navigation in it is missing from the model" }

    /// The warning for commands that write no findings report (`extract`, `diff`), in the compilers' form.
    public var warningLine: String { "\(location): warning: \(message) [\(FindingDescriptor.skippedFile.id)]" }
}
