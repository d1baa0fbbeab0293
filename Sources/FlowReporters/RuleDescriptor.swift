import FlowRules

/// What a report says about a rule: its id, one-line summary and default severity.
///
/// Findings carry only a rule id; reporters that describe the rules themselves (SARIF, JUnit) look them up here.
public struct RuleDescriptor: Hashable, Sendable {
    /// The stable snake_case id, e.g. `unreachable_screen`.
    public var id: String
    /// One line saying what the rule finds.
    public var summary: String
    /// What to do about a finding.
    public var help: String
    /// The severity of its findings unless the configuration overrides it.
    public var defaultSeverity: Severity

    /// A descriptor with these values.
    public init(id: String, summary: String, help: String, defaultSeverity: Severity) {
        self.id = id
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
    }

    /// The descriptor of a checking rule.
    public init(_ rule: any Rule) {
        self.init(id: rule.id, summary: rule.summary, help: rule.help, defaultSeverity: rule.defaultSeverity)
    }

    /// The extractor, not a rule, produces `unresolved_navigation` findings; reports still describe them like a rule.
    /// The id matches `ExtractionNote.ruleIdentifier`, which this module cannot import; the CLI tests check it.
    public static let unresolvedNavigation = RuleDescriptor(
        id: "unresolved_navigation",
        summary: "A navigation call the extractor could not resolve",
        help: """
            The call is left out of the model. Call the navigation API with a literal destination, or describe the \
            flow in a model file.
            """,
        defaultSeverity: .note
    )

    /// An inline `flowgraph:disable` comment that suppressed nothing (`InlineSuppression.superfluousRuleID`).
    public static let superfluousDisableCommand = RuleDescriptor(
        id: "superfluous_disable_command",
        summary: "A flowgraph:disable comment that suppresses no finding",
        help: "Remove the comment, or correct the rule id it names; the finding it was written for is gone or elsewhere.",
        defaultSeverity: .warning
    )

    /// A Swift source the run could not read (`SkippedFile.ruleID`).
    public static let skippedFile = RuleDescriptor(
        id: "skipped_file",
        summary: "A Swift source that could not be read, so its navigation is missing",
        help: """
            Save the file as UTF-8, make it readable, or exclude it in .flowgraph.yml when it is generated code \
            over the size limit.
            """,
        defaultSeverity: .warning
    )

    /// Every rule a run can report, in id order.
    public static let all: [RuleDescriptor] =
        (RuleRegistry.all.map(RuleDescriptor.init) + [unresolvedNavigation, superfluousDisableCommand, skippedFile])
            .sorted { $0.id < $1.id }

    /// The rules a report about `findings` describes: every known rule, then any id no rule has (so a finding is
    /// never left without a descriptor), sorted.
    static func covering(_ findings: [Finding]) -> [RuleDescriptor] {
        let known = Set(all.map(\.id))
        let unknown = Set(findings.map(\.ruleID)).subtracting(known).sorted().map { id in
            RuleDescriptor(
                id: id, summary: "Findings of the rule \(id)", help: "See the rule \(id).", defaultSeverity: .warning
            )
        }
        return all + unknown
    }
}
