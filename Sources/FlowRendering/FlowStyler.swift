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
    /// coordinator the model does not declare; ``RenderingError/unknownScreen(_:)``,
    /// ``RenderingError/ambiguousScreen(_:candidates:)`` or ``RenderingError/invalidDepth(_:)`` for a focus
    /// that names no single drawn screen.
    public func style(_ model: NavigationModel, findings: [Finding] = []) throws -> StyledGraph {
        try style(DrawableModel(model, findings: findings))
    }

    /// The drawing of a model prepared once for many drawings (a docs site's pages), with the same errors as
    /// ``style(_:findings:)``.
    public func style(_ drawable: DrawableModel) throws -> StyledGraph {
        let model = drawable.model
        let declared = model.coordinators.map(\.name)
        let kept = options.coordinators ?? Set(declared)
        let unknown = kept.subtracting(declared)
        guard unknown.isEmpty else {
            throw RenderingError.unknownCoordinators(unknown.sorted(), known: declared)
        }
        let focus = try options.focus.map { focus in
            guard focus.depth >= 0 else { throw RenderingError.invalidDepth(focus.depth) }
            return (screen: try Self.screen(named: focus.screen, in: model, kept: kept), depth: focus.depth)
        }
        var builder = DiagramBuilder(drawable: drawable, kept: kept, highlightsFindings: options.highlightsFindings)
        var graph = builder.build(rankDirection: options.rankDirection, showsLegend: options.showsLegend, focus: focus)
        graph.theme = options.theme
        graph.layout = options.layout
        return graph
    }

    /// The drawn screen `name` means: a screen name, or `Coordinator.screen` as ``ScreenName`` parses it.
    private static func screen(named name: String, in model: NavigationModel, kept: Set<String>) throws -> ScreenName {
        let drawn = model.coordinators.filter { kept.contains($0.name) }
        let matches = drawn.filter { $0.screen(named: name) != nil }
            .map { ScreenName(coordinator: $0.name, screen: name) }
        if matches.count > 1 {
            throw RenderingError.ambiguousScreen(name, candidates: matches.map(\.description))
        }
        if let match = matches.first { return match }
        if let qualified = ScreenName(parsing: name),
           drawn.contains(where: { $0.name == qualified.coordinator && $0.screen(named: qualified.screen) != nil }) {
            return qualified
        }
        throw RenderingError.unknownScreen(name)
    }
}
