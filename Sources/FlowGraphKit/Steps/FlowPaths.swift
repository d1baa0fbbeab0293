import FlowModel
import FlowRules

/// The paths step of the pipeline: the shortest action sequence from an entry to a screen — the navigation a UI
/// test has to perform to get there.
public enum FlowPaths {
    /// The formats `flowgraph paths` writes.
    public enum Format: String, Sendable, CaseIterable {
        case text
        case xcuitest
    }

    /// The route to one screen, in the model's names.
    public struct Route: Hashable, Sendable {
        /// One step: on `from`, send `action`; the app then shows `to`.
        public struct Step: Hashable, Sendable {
            public var from: ScreenName
            public var action: String?
            public var to: ScreenName
            /// `push`, `sheet`, … or the kind for steps without a mode (`start`, `replace`).
            public var manner: String
            /// The step happens only under a condition the test must arrange.
            public var conditional: Bool
        }

        /// Where a route starts: an entry screen and its kind.
        public struct Start: Hashable, Sendable {
            public var screen: ScreenName
            public var kind: EntryKind
        }

        public var screen: ScreenName
        /// The entry it starts from; nil when no entry reaches the screen.
        public var start: Start?
        public var steps: [Step]
    }

    /// The routes to the screens `screens` names (`screen` or `Coordinator.screen`), or to every screen when it is
    /// empty, sorted by coordinator and screen. The entries `configuration` declares are entries too, as for `check`.
    /// - Throws: ``FlowGraphError/badInput(_:)`` for a name no screen has, or one several coordinators share;
    ///   ``FlowGraphError/invalidModel(_:)`` for a configured entry the model does not declare.
    public static func routes(
        in model: NavigationModel, to screens: [String] = [], configuration: CheckConfiguration = CheckConfiguration()
    ) throws -> [Route] {
        try ConfiguredModel.validate(configuration, against: model)
        let graph = NavigationGraph(model: ConfiguredModel.apply(configuration, to: model).normalized())
        let shortest = graph.shortestRoutes()
        let wanted = try screens.isEmpty ? graph.screens.map(\.id) : screens.map { try resolve($0, in: graph) }
        return wanted.map { id in route(to: id, along: shortest[id.index], in: graph) }
    }

    private static func route(to id: ScreenID, along shortest: NavigationRoute?, in graph: NavigationGraph) -> Route {
        let name = { (id: ScreenID) in ScreenName(coordinator: graph[id].coordinator, screen: graph[id].name) }
        guard let shortest else { return Route(screen: name(id), start: nil, steps: []) }
        let kind = graph.entries.first { $0.screen == shortest.entry }?.entry.kind ?? .root
        let steps = shortest.steps.map { edge in
            let transition = graph[edge.transition].transition
            return Route.Step(
                from: name(edge.source),
                action: transition.action,
                to: name(edge.target),
                manner: transition.mode?.rawValue ?? transition.kind.rawValue,
                conditional: transition.conditional
            )
        }
        return Route(screen: name(id), start: Route.Start(screen: name(shortest.entry), kind: kind), steps: steps)
    }

    private static func resolve(_ written: String, in graph: NavigationGraph) throws -> ScreenID {
        let qualified = ScreenName(parsing: written)
        let matches = graph.screens.filter { screen in
            screen.name == written || ScreenName(coordinator: screen.coordinator, screen: screen.name) == qualified
        }
        switch matches.count {
        case 1: return matches[0].id
        case 0: throw FlowGraphError.badInput("no screen named '\(written)' (write it as Coordinator.screen or screen)")
        default:
            let names = matches.map { "\($0.coordinator).\($0.name)" }.joined(separator: ", ")
            throw FlowGraphError.badInput("'\(written)' names several screens (\(names)): write it as Coordinator.screen")
        }
    }
}
