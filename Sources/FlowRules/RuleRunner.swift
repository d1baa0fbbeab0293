import FlowModel

/// Runs a set of rules over a model with the configured severities and disabled rules.
public struct RuleRunner: Sendable {
    /// The rules to run, including disabled ones (which are skipped).
    public var rules: [any Rule]
    /// Severity per rule id, replacing the rule's default.
    public var severityOverrides: [String: Severity]
    /// Ids of rules that do not run.
    public var disabledRuleIDs: Set<String>

    /// A runner for `rules` (by default every rule) with the given configuration.
    public init(
        rules: [any Rule] = RuleRegistry.all,
        severityOverrides: [String: Severity] = [:],
        disabledRuleIDs: Set<String> = []
    ) {
        self.rules = rules
        self.severityOverrides = severityOverrides
        self.disabledRuleIDs = disabledRuleIDs
    }

    /// The findings of every enabled rule for `model`, in ``Finding/readingOrder(_:_:)``.
    public func run(on model: NavigationModel) -> [Finding] {
        run(in: RuleContext(model: model))
    }

    /// The findings of every enabled rule for an already built context, so a caller that also renders the graph
    /// builds it once.
    public func run(in context: RuleContext) -> [Finding] {
        var findings = rules
            .filter { !disabledRuleIDs.contains($0.id) }
            .flatMap { $0.check(context) }
        for index in findings.indices {
            if let severity = severityOverrides[findings[index].ruleID] {
                findings[index].severity = severity
            }
        }
        return findings.sorted(by: Finding.readingOrder)
    }
}
