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
    public static let all: [any Reporter.Type] = [XcodeReporter.self, JSONReporter.self]

    /// The ids users may pass to `--reporter`.
    public static var ids: [String] { all.map { $0.id } }

    /// A reporter for `id`, or nil when no reporter has that id.
    public static func reporter(id: String) -> (any Reporter)? {
        switch id {
        case XcodeReporter.id: XcodeReporter()
        case JSONReporter.id: JSONReporter()
        default: nil
        }
    }
}
