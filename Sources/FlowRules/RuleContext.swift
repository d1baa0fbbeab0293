import FlowModel

/// What every rule reads: the model and its graph, which is built once and shared by all rules of a run.
public struct RuleContext: Sendable {
    /// The model being checked.
    public let model: NavigationModel
    /// The model's graph.
    public let graph: NavigationGraph
    /// Where the reader met navigation it could not follow (a call whose target or trigger it could not tell),
    /// in reading order. A rule that concludes from absence cannot rule out that one of these is what it found
    /// missing: it reports a note instead (``Rule/uncertain(_:)``). Empty for a model file.
    public let unresolved: [SourceLocation]

    /// Builds the graph of `model`.
    public init(model: NavigationModel, unresolved: [SourceLocation] = []) {
        self.model = model
        self.graph = NavigationGraph(model: model)
        self.unresolved = unresolved
    }
}
