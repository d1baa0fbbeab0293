import FlowModel

/// Runs a set of rules over a model, leaving out disabled ones. Findings come at their rules' default severities:
/// configured severities apply in the check step, to the findings of other steps too (`FlowCheck`).
public struct RuleRunner: Sendable {
    /// The rules to run, including disabled ones (which are skipped).
    public var rules: [any Rule]
    /// Ids of rules that do not run.
    public var disabledRuleIDs: Set<String>

    /// A runner for `rules` (by default every rule) without `disabledRuleIDs`.
    public init(rules: [any Rule] = RuleRegistry.all, disabledRuleIDs: Set<String> = []) {
        self.rules = rules
        self.disabledRuleIDs = disabledRuleIDs
    }

    /// The findings of every enabled rule for `model`, in ``Finding/readingOrder(_:_:)``.
    public func run(on model: NavigationModel) -> [Finding] {
        run(in: RuleContext(model: model))
    }

    /// The findings of every enabled rule for an already built context, so a caller that also renders the graph
    /// builds it once.
    public func run(in context: RuleContext) -> [Finding] {
        rules
            .filter { !disabledRuleIDs.contains($0.id) }
            .flatMap { $0.check(context) }
            .sorted(by: Finding.readingOrder)
    }
}
