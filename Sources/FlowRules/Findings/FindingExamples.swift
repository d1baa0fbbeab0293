/// Example inputs for one finding id, which double as its tests: model files (hand-written YAML) for the rules,
/// Swift sources for the findings the reading of source gives.
///
/// In a triggering example every position that must be reported is marked by ``marker`` placed right before the
/// element the finding points at (the `n` of `name:`, the `f` of `from:`, an action's name, the call). The markers
/// are not part of the input: remove them before loading. A non-triggering example has no markers and gives no
/// finding of the id.
public struct FindingExamples: Sendable {
    /// What the examples are written in.
    public enum Language: String, Sendable {
        /// A model file (`*.flow.yml`).
        case model = "yaml"
        /// A Swift source.
        case swift
    }

    /// The character that marks an expected finding position.
    public static let marker: Character = "↓"

    /// What every example is written in.
    public var language: Language
    /// Inputs that give exactly the marked findings.
    public var triggering: [String]
    /// Inputs that give no finding of the id.
    public var nonTriggering: [String]

    /// Examples in `language` from marked triggering inputs and unmarked non-triggering ones.
    public init(_ language: Language = .model, triggering: [String], nonTriggering: [String]) {
        self.language = language
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}
