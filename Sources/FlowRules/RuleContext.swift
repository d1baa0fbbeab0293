import FlowModel

/// What every rule reads: the model and its graph, which is built once and shared by all rules of a run.
public struct RuleContext: Sendable {
    /// The model being checked.
    public let model: NavigationModel
    /// The model's graph.
    public let graph: NavigationGraph

    /// Builds the graph of `model`.
    public init(model: NavigationModel) {
        self.model = model
        self.graph = NavigationGraph(model: model)
    }
}
