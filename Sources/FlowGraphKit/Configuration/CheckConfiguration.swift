import FlowModel
import FlowRules

/// Everything that decides what `flowgraph check` reads and reports, declared once: `.flowgraph.yml` and the
/// command-line flags both produce a value of this type, and ``overridden(by:)`` is the one merge step.
public struct CheckConfiguration: Hashable, Sendable {
    /// Globs of the files read (relative to ``root``); empty means every file the paths name.
    public var included: [String] = []
    /// Globs of files never read (relative to ``root``).
    public var excluded: [String] = []
    /// Names of folders a folder search never enters, wherever they are, besides the built-in dependency and
    /// build folders (``InputCollector``): vendored code is then not even listed, where `excluded` still walks it.
    public var skippedFolders: [String] = []
    /// Rule ids whose findings are not reported.
    public var disabledRules: Set<String> = []
    /// Severity per rule id, replacing the rule's default.
    public var severities: [String: Severity] = [:]
    /// Screens reached from outside the coordinator graph (deep links, state restoration): entries of kind
    /// `declared`, so reachability rules start from them too.
    public var entries: [ScreenReference] = []
    /// Screens no finding is reported about.
    public var ignoredScreens: [ScreenReference] = []
    /// Intended cycles: a `navigation_cycle` finding is left out when every screen of its cycle is in one list.
    public var allowedCycles: [[ScreenReference]] = []
    /// Whether warnings fail the run too.
    public var strict = false
    /// The folder the globs are relative to: the configuration file's folder, or the current one.
    public var root = "."

    /// A configuration that changes nothing: every rule at its default severity, every file read.
    public init() {}

    /// The rule ids a configuration may name: every id a run can report.
    public static var knownRuleIDs: [String] { FindingCatalogue.ids }

    /// This configuration (from the file) with the command line's settings laid over it: the command line's
    /// severities win, its lists and disabled rules are added, and `strict` from either side holds.
    public func overridden(by commandLine: CheckConfiguration) -> CheckConfiguration {
        var merged = self
        merged.included += commandLine.included
        merged.excluded += commandLine.excluded
        merged.skippedFolders += commandLine.skippedFolders
        merged.disabledRules.formUnion(commandLine.disabledRules)
        merged.severities.merge(commandLine.severities) { _, flag in flag }
        merged.entries += commandLine.entries
        merged.ignoredScreens += commandLine.ignoredScreens
        merged.allowedCycles += commandLine.allowedCycles
        merged.strict = strict || commandLine.strict
        return merged
    }

    /// The severity findings of `ruleID` are reported at, given the rule's `default`.
    func severity(of ruleID: String, default severity: Severity) -> Severity {
        severities[ruleID] ?? severity
    }
}

/// A screen the configuration names as `Coordinator.screen`, and where it names it.
public struct ScreenReference: Hashable, Sendable, CustomStringConvertible {
    public var name: ScreenName
    /// Where the configuration names it, for errors about it.
    public var location: SourceLocation

    /// A reference to `name`, written at `location`.
    public init(_ name: ScreenName, location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// `Coordinator.screen`.
    public var description: String { name.description }
}
