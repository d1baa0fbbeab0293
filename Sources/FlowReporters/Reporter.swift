import FlowRules

/// Turns a run's findings into the text one consumer (a terminal, Xcode, a CI system) reads.
public protocol Reporter: Sendable {
    /// The id used with `--reporter`, e.g. `xcode`.
    static var id: String { get }
    /// The whole report for `findings`, which arrive in reading order.
    func report(_ findings: [Finding]) throws -> String
}

/// Every reporter, looked up by the id given on the command line.
public enum ReporterRegistry {
    /// The reporter types in the order `--help` lists them.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self,
        CheckstyleReporter.self, MarkdownReporter.self, SummaryReporter.self,
    ]

    /// The ids users may pass to `--reporter`.
    public static var ids: [String] { all.map { $0.id } }

    /// A reporter for `id`, or nil when no reporter has that id.
    public static func reporter(id: String) -> (any Reporter)? {
        switch id {
        case XcodeReporter.id: XcodeReporter()
        case JSONReporter.id: JSONReporter()
        case SARIFReporter.id: SARIFReporter()
        case GitHubReporter.id: GitHubReporter()
        case JUnitReporter.id: JUnitReporter()
        case CheckstyleReporter.id: CheckstyleReporter()
        case MarkdownReporter.id: MarkdownReporter()
        case SummaryReporter.id: SummaryReporter()
        default: nil
        }
    }
}
