/// Example model files (hand-written YAML) for one rule, which double as its tests.
///
/// In a triggering example every position the rule must report is marked by ``marker`` placed right before the
/// element the finding points at (the `n` of `name:`, the `f` of `from:`, an action's name). The markers are not
/// part of the model: remove them before loading. A non-triggering example has no markers and gives no finding.
public struct RuleExamples: Sendable {
    /// The character that marks an expected finding position.
    public static let marker: Character = "↓"

    /// Models in which the rule reports exactly the marked positions.
    public var triggering: [String]
    /// Models in which the rule reports nothing.
    public var nonTriggering: [String]

    /// Examples from marked triggering models and unmarked non-triggering ones.
    public init(triggering: [String], nonTriggering: [String]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
