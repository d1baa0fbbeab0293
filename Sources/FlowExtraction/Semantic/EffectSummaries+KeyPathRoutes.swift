import FlowModel

/// Stinsen's routes as steps: `router.route(to: \.detail, item)` shows what the `detail` route's factory makes, the
/// way its property declares (``KeyPathRoute``); `root(\.home)` swaps the stack's root; a stack made with
/// `NavigationStack(initial: \.start)` begins with that route's screen.
extension EffectSummaries {
    /// The steps a call showing a route by key path makes; nil for any other call.
    func keyPathRouteReaches(of call: SemanticCall, receivers: [String], in id: FunctionID) -> [Reach]? {
        guard call.name == KeyPathRoute.routeCall || call.name == KeyPathRoute.rootCall || call.name == KeyPathRoute.initialCall,
              case let .keyPath(root, property)? = call.arguments.first?.value else { return nil }
        let coordinators = root.map { [project.resolve($0, in: id)] } ?? receivers.compactMap(routedCoordinator)
        var reaches: [Reach] = []
        for coordinator in Set(coordinators).sorted() {
            guard let (declared, owner) = project.property(named: property, on: coordinator),
                  let route = declared.keyPathRoute, route.role != .tab else { continue }
            let kind: NavigationEffect.Kind
            let mode: PresentationMode?
            switch (call.name, route.role) {
            case (KeyPathRoute.initialCall, _): (kind, mode) = (.present, .push)
            case (_, .stacked): (kind, mode) = (.present, route.mode)
            // A swap of the stack's root, also when the new root is a coordinator: the stack does not grow.
            default: (kind, mode) = (.present, .swap)
            }
            // The route's inputs are the factory's arguments: `route(to: \.detail, item)` calls `makeDetail(item)`.
            let inputs = call.arguments.dropFirst().map { SemanticArgument(label: nil, value: $0.value) }
            reaches.append(Reach(at: call, kind: kind, mode: mode, destination: .call(.instance(owner), route.factory, inputs), in: id))
        }
        // A route no coordinator of the project declares is left unresolved, as the key path it names.
        if reaches.isEmpty {
            reaches.append(Reach(at: call, kind: .present, mode: nil, destination: .keyPath(root: root, property: property), in: id))
        }
        return reaches
    }

    /// The coordinator a router stands for: `FeedCoordinator.Router`, `NavigationRouter<FeedCoordinator>`, or the
    /// coordinator itself; nil when the type declares no route by key path.
    private func routedCoordinator(_ receiver: String) -> String? {
        var candidate = receiver
        if candidate.hasSuffix(".Router") {
            let written = String(candidate.dropLast(".Router".count))
            candidate = project.types.resolve(written, from: nil) ?? written
        } else if let argument = SemanticProject.genericArgument(of: candidate) {
            candidate = project.types.resolve(argument, from: nil) ?? argument
        }
        return declaresKeyPathRoutes(candidate) ? candidate : nil
    }

    private func declaresKeyPathRoutes(_ type: String) -> Bool {
        project.types.lineage(of: type).contains { owner in
            project.propertiesByOwner[owner]?.values.contains { $0.keyPathRoute != nil } == true
        }
    }
}
