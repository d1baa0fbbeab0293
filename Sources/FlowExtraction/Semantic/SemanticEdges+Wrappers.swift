extension SemanticEdges {
    /// SwiftUI views some step shows whose whole content is another screen of the app's own, with modifiers
    /// (`var body: some View { summary.sheet(...).onReceive(...) }`, a flow view around its first screen), by the
    /// view: showing one shows that screen, so the wrapper is no screen of its own. A view that is a screen by
    /// itself (its own navigation container or title) is never one, nor is a view filling a generic container.
    static func wrappedScreens(
        in project: SemanticProject, typer: ValueTyper, ownScreens: Set<String>, shown: Set<String>
    ) -> [String: String] {
        var found: [String: String] = [:]
        for host in shown
        where !ownScreens.contains(host) && !project.appTypes.contains(host) && project.types.isSwiftUIView(host) {
            var contents: Set<String> = []
            for id in project.functionsByOwner[host]?["body"] ?? [] where !project.function(id).isClosure {
                for returned in project.function(id).returns {
                    // `summary.sheet(...).onReceive(...)`: the view the modifiers are called on.
                    var content = returned
                    while case let .call(base?, name, _) = content, name.first?.isLowercase == true { content = base }
                    contents.formUnion(typer.types(of: content, in: id).filter(project.types.isSwiftUIView))
                }
            }
            // A generic container the view fills with its own content (`DismissableSheet { ... }`) is not the screen.
            if contents.count == 1, let inner = contents.first, inner != host, ownScreens.contains(inner),
               !project.types.isGenericType(inner) {
                found[host] = inner
            }
        }
        return found
    }

    /// The steps with each wrapper replaced by the screen it wraps, as where they lead and where they start.
    static func unwrapping(
        _ edges: Set<SemanticEdge>, wrappers: [String: String], in project: SemanticProject
    ) -> Set<SemanticEdge> {
        guard !wrappers.isEmpty else { return edges }
        return Set(edges.compactMap { edge in
            var unwrapped = edge
            if let inner = wrappers[edge.to] {
                unwrapped.to = inner
                // Presented, the screen inside brings its own navigation container, if it has one.
                if edge.navigation == false { unwrapped.navigation = showsNavigation(.unknown, target: inner, in: project) }
            }
            unwrapped.from = wrappers[edge.from] ?? edge.from
            return unwrapped.from == unwrapped.to && edge.from != edge.to ? nil : unwrapped
        })
    }
}
