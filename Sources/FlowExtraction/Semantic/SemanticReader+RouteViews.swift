import FlowModel

extension SemanticReader {
    /// A style reader's screens named after route cases, renamed after the view a stack shows for the case where
    /// the two names differ (`crossing` shown as `CrossingDetailView`): one screen, not the case beside the view the
    /// core reads, which would be unreachable. A case's name that already names its view (`crossing` for
    /// `CrossingView`) stays.
    static func namingRouteScreensByTheirViews(_ styled: [Coordinator], in project: SemanticProject) -> [Coordinator] {
        var views: [String: Set<String>] = [:]
        for (registration, context, _) in project.registrations where registration.routeType != nil || registration.routes != nil {
            for arm in registration.arms where arm.cases.count == 1 && arm.views.count == 1 {
                guard case let .instance(written) = arm.views[0].value else { continue }
                let view = project.resolve(written, in: context)
                guard project.types.isScreen(view) else { continue }
                views[arm.cases[0], default: []].insert(SymbolIndex.sourceName(of: view))
            }
        }
        var holders: [String: Int] = [:]
        for coordinator in styled { for screen in coordinator.screens { holders[screen.name, default: 0] += 1 } }
        var renamed: [String: String] = [:]
        for (caseName, named) in views where named.count == 1 && holders[caseName] == 1 {
            let view = named.first!
            if key(caseName) != key(view), holders[view] == nil { renamed[caseName] = view }
        }
        guard !renamed.isEmpty else { return styled }
        return styled.map { $0.renamingScreens(renamed) }
    }
}

private extension Coordinator {
    /// The coordinator with its screens renamed, wherever they are named: its screens, entries and transitions.
    func renamingScreens(_ names: [String: String]) -> Coordinator {
        func renamed(_ name: String) -> String { names[name] ?? name }
        var copy = self
        for index in copy.screens.indices { copy.screens[index].name = renamed(copy.screens[index].name) }
        for index in copy.entries.indices { copy.entries[index].screen = renamed(copy.entries[index].screen) }
        for index in copy.transitions.indices {
            copy.transitions[index].from = renamed(copy.transitions[index].from)
            if let screen = copy.transitions[index].to?.screen { copy.transitions[index].to?.screen = renamed(screen) }
        }
        return copy
    }
}
