import FlowReporters

/// One `--reporter ID[:FILE]` argument: which reporter, and the file it writes (standard output when none).
public struct ReporterRequest: Sendable {
    /// The reporter, found when the argument was read: a request never names an unknown one.
    public var reporter: any Reporter
    public var path: String?

    /// Parses `ID` or `ID:FILE`.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for an unknown reporter id or an empty file name.
    public init(parsing argument: String) throws {
        let parts = argument.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let id = String(parts[0])
        guard let reporter = ReporterRegistry.reporter(id: id) else {
            throw FlowGraphError.badInput(
                "unknown reporter '\(id)' (expected one of: \(ReporterRegistry.ids.joined(separator: ", ")))"
            )
        }
        self.reporter = reporter
        path = parts.count > 1 ? String(parts[1]) : nil
        if path?.isEmpty == true {
            throw FlowGraphError.badInput("--reporter \(argument): the file name after ':' is empty")
        }
    }
}
