import FlowModel
import FlowRules

/// Turns a navigation model and its findings into a ``StyledGraph``.
///
/// One cluster per coordinator holds a node per screen; every transition becomes one or more arrows. Anything a
/// transition names that the drawing cannot show as a screen (an undeclared screen or coordinator, a
/// coordinator left out by ``RenderOptions/coordinators``) gets a stand-in node, so no step is dropped.
public struct FlowStyler: Sendable {
    public var options: RenderOptions

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The drawing of `model`, marking `findings` on the screens, arrows and coordinators they are about.
    ///
    /// - Throws: ``RenderingError/unknownCoordinators(_:known:)`` when ``RenderOptions/coordinators`` names a
    /// coordinator the model does not declare.
    public func style(_ model: NavigationModel, findings: [Finding] = []) throws -> StyledGraph {
        let model = model.normalized()
        let declared = model.coordinators.map(\.name)
        let kept = options.coordinators ?? Set(declared)
        let unknown = kept.subtracting(declared)
        guard unknown.isEmpty else {
            throw RenderingError.unknownCoordinators(unknown.sorted(), known: declared)
        }
        var builder = DiagramBuilder(model: model, kept: kept, placement: FindingPlacement(findings, in: model))
        return builder.build(rankDirection: options.rankDirection, showsLegend: options.showsLegend)
    }
}
