import FlowRules

/// Turns a run's findings into the text one consumer (a terminal, Xcode, a CI system) reads.
public protocol Reporter: Sendable {
    /// The id used with `--reporter`, e.g. `xcode`.
    static var id: String { get }
    /// A reporter with its only settings: none.
    init()
    /// The whole report for `findings`, which arrive in reading order.
    func report(_ findings: [Finding]) throws -> String
}

/// A reporter whose report a person may read in a terminal, and which can colour it there; the others are written
/// the same everywhere.
public protocol ColouringReporter: Reporter {
    /// The report with ANSI colour codes, for a terminal only: never for a file or a pipe, where the codes would
    /// reach a CI log or an editor as text.
    func colouredReport(_ findings: [Finding]) throws -> String
}

/// Every reporter, looked up by the id given on the command line.
public enum ReporterRegistry {
    /// The reporter types in the order `--help` lists them: the one list a new reporter joins.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, SARIFReporter.self, GitHubReporter.self, JUnitReporter.self,
        CheckstyleReporter.self, MarkdownReporter.self, SummaryReporter.self,
    ]

    /// The ids users may pass to `--reporter`.
    public static var ids: [String] { all.map { $0.id } }

    /// A reporter for `id`, or nil when no reporter has that id.
    public static func reporter(id: String) -> (any Reporter)? {
        all.first { $0.id == id }.map { $0.init() }
    }
}
