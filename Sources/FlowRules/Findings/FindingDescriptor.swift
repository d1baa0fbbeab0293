/// Everything flowgraph says about one finding id, declared once: reports (SARIF, JUnit), `flowgraph rules`, the
/// configuration's list of known ids and the README's rule table are all derived from it.
public struct FindingDescriptor: Sendable {
    /// The stable snake_case id used in configuration, inline disables, baselines and reports.
    public var id: String
    /// The severity of its findings unless the configuration overrides it.
    public var defaultSeverity: Severity
    /// One line saying what it finds (SARIF's short description, the list of `flowgraph rules`).
    public var summary: String
    /// What it finds in full, with its exceptions, in Markdown (the README's rule table).
    public var description: String
    /// Why a finding matters to the app's users or its developers.
    public var rationale: String
    /// What to do about a finding: how to fix the code, or how to record that it is intended.
    public var help: String
    /// Inputs that give findings of this id and inputs that must not, each run by the tests.
    public var examples: FindingExamples
    /// Whether a `flowgraph:disable` comment can suppress its findings; false for findings about the comments
    /// themselves and about files that were not read.
    public var suppressibleInSource: Bool

    /// A descriptor with these values.
    public init(
        id: String,
        defaultSeverity: Severity,
        summary: String,
        description: String,
        rationale: String,
        help: String,
        examples: FindingExamples,
        suppressibleInSource: Bool = true
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.description = description
        self.rationale = rationale
        self.help = help
        self.examples = examples
        self.suppressibleInSource = suppressibleInSource
    }
}
