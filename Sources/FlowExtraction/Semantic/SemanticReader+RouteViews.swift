import FlowModel

extension SemanticReader {
    /// A style reader's screens named after route cases (or the cases of a sheet's item, or a model type a stack
    /// shows as a whole), renamed after the view a stack (or the sheet) shows for the case where the two names differ (`crossing` shown as `CrossingDetailView`):
    /// one screen, not the case beside the view the core reads, which would be unreachable. A case's name that already
    /// names its view (`crossing` for `CrossingView`) stays.
    static func namingRouteScreensByTheirViews(_ styled: [Coordinator], in project: SemanticProject) -> [Coordinator] {
        var views: [String: Set<String>] = [:]
        // The model types registered as a whole: named after their view even where the two names are alike (`Summit`
        // shown by `SummitView`), since the type is no view.
        var modelTypes: Set<String> = []
        func add(_ caseName: String, _ value: SemanticValue, in context: SemanticProject.FunctionID) {
            guard case let .instance(written) = value else { return }
            let view = project.resolve(written, in: context)
            if project.types.isScreen(view) { views[caseName, default: []].insert(SymbolIndex.sourceName(of: view)) }
        }
        // Typing a sheet's item is seldom asked for: the typer is made the first time it is.
        lazy var typer = ValueTyper(project: project)
        for (registration, context, _) in project.registrations {
            let isRoute = registration.routeType != nil || registration.routes != nil
            let presentsItem = registration.item != nil && registration.flagLocation == nil && !registration.isContentSwitch
            guard isRoute || presentsItem else { continue }
            // A sheet over an item it does not look at (`.sheet(item: $harbour.notice) { _ in NoticeView() }`)
            // shows the one view for every case of the item's enum.
            if presentsItem, let item = registration.item, registration.arms.count == 1, registration.arms[0].cases.isEmpty,
               registration.arms[0].views.count == 1, !registration.arms[0].views[0].value.contains(where: { $0 == .received }) {
                for type in typer.types(of: item, in: context) {
                    for enumCase in project.types.index.cases(ofEnum: type) {
                        add(enumCase.name, registration.arms[0].views[0].value, in: context)
                    }
                }
                continue
            }
            // A model type registered as a whole (`navigationDestination(for: Trail.self) { TrailDetailView(trail: $0) }`)
            // is the screen of the view its closure builds.
            if let routeType = registration.routeType, registration.arms.count == 1, registration.arms[0].cases.isEmpty,
               registration.arms[0].views.count == 1, !project.types.isEnum(project.resolve(routeType, in: context)) {
                let name = TypeName(written: routeType).simpleName
                modelTypes.insert(name)
                add(name, registration.arms[0].views[0].value, in: context)
                continue
            }
            for arm in registration.arms where arm.views.count == 1 {
                if arm.cases.count == 1 {
                    add(arm.cases[0], arm.views[0].value, in: context)
                } else if arm.cases.isEmpty, case let .call(_, name, arguments) = arm.views[0].value,
                          arguments.first?.value == .received {
                    // A view builder the closure hands the route to (`{ coordinator.destination($0) }`), switching
                    // over it: each case's view.
                    let named = project.functionsByOwner.values.flatMap { $0[name] ?? [] } + (project.globalFunctions[name] ?? [])
                    for id in named {
                        let function = project.function(id)
                        for (returned, guarded) in zip(function.returns, function.returnGuards) {
                            guard let guarded, guarded.parameter == 0, !guarded.excludes, guarded.cases.count == 1,
                                  case let .views(nodes) = returned, nodes.count == 1 else { continue }
                            add(guarded.cases[0], nodes[0].value, in: id)
                        }
                    }
                }
            }
        }
        // Where each name is a screen, or the target of a step (a link's route case the reader did not declare).
        var holders: [String: [String]] = [:]
        var declared: Set<String> = []
        for coordinator in styled {
            declared.formUnion(coordinator.screens.map(\.name))
            let names = Set(coordinator.screens.map(\.name) + coordinator.transitions.compactMap(\.to?.screen))
            for name in names { holders[name, default: []].append(coordinator.name) }
        }
        var renamed: [String: String] = [:]
        for (caseName, named) in views where named.count == 1 && holders[caseName]?.count == 1 {
            let view = named.first!
            let differs = modelTypes.contains(caseName) ? caseName != view : key(caseName) != key(view)
            // A case no coordinator declares is named after its view even where the names are alike: the step
            // goes to that screen. A view the same coordinator already holds (pushed by name elsewhere) becomes
            // the one screen.
            if differs || !declared.contains(caseName), holders[view] == nil || holders[view] == holders[caseName] {
                renamed[caseName] = view
            }
        }
        guard !renamed.isEmpty else { return styled }
        let locations = Dictionary(uniqueKeysWithValues: Set(renamed.values).map { view in
            (view, project.types.index.resolve(view, from: nil)?.location)
        })
        return styled.map { $0.renamingScreens(renamed, declaring: locations) }
    }
}

private extension Coordinator {
    /// The coordinator with its screens renamed, wherever they are named: its screens, entries and transitions;
    /// a renamed step's target it does not declare is declared, at `locations` (the view's declaration).
    func renamingScreens(_ names: [String: String], declaring locations: [String: SourceLocation?]) -> Coordinator {
        func renamed(_ name: String) -> String { names[name] ?? name }
        var copy = self
        // A screen renamed to one the coordinator already has is that screen, with the actions of both.
        var screens: [Screen] = []
        var positions: [String: Int] = [:]
        for var screen in copy.screens {
            screen.name = renamed(screen.name)
            if let position = positions[screen.name] {
                screens[position].actions += screen.actions.filter { action in
                    !screens[position].actions.contains { $0.name == action.name }
                }
            } else {
                positions[screen.name] = screens.count
                screens.append(screen)
            }
        }
        copy.screens = screens
        for index in copy.entries.indices { copy.entries[index].screen = renamed(copy.entries[index].screen) }
        for index in copy.transitions.indices {
            copy.transitions[index].from = renamed(copy.transitions[index].from)
            if let screen = copy.transitions[index].to?.screen { copy.transitions[index].to?.screen = renamed(screen) }
        }
        for transition in copy.transitions where transition.to?.coordinator == name {
            guard let screen = transition.to?.screen, let location = locations[screen], positions[screen] == nil else { continue }
            positions[screen] = copy.screens.count
            copy.screens.append(Screen(name: screen, location: location))
        }
        return copy
    }
}
