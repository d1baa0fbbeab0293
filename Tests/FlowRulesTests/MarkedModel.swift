import FlowModel
import FlowRules
import FlowTestSupport

/// A model file with finding positions marked inline by `↓` (``FindingExamples/marker``), with Unicode-scalar
/// columns as the loader counts them: the defaults of ``MarkedText``.
typealias MarkedModel = MarkedText

extension Finding {
    /// The finding's line and column, for comparing with marked positions.
    var position: MarkedModel.Position? {
        location.map { MarkedModel.Position(line: $0.line, column: $0.column) }
    }
}

/// Loads a hand-written YAML model the way the CLI does.
func loadModel(_ yaml: String, path: String = "test.flow.yml") throws -> NavigationModel {
    try ModelFileLoader.load(text: yaml, path: path)
}
