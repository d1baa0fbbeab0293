import FlowModel

/// The screens of one NavigationStack coordinator: the root view of each stack, every case of a registered route
/// enum (or the registered route type itself), every case of a presented item's enum; and which view type
/// shows which screen, so that calls from a view or its view model can be traced to a screen.
struct NavigationStackScreens {
    private(set) var screens: [String: Screen] = [:]
    /// View type (simple name) → the screens it shows (one view may show several route cases).
    private var screensOfView: [String: Set<String>] = [:]
    /// The root screen of the coordinator's first stack whose root view is known.
    private(set) var root: String?
    private(set) var notes: [ExtractionNote] = []

    init(shape: NavigationStackCoordinatorShape, index: SymbolIndex, views: ViewTypeResolver) {
        // Stacks whose root a method builds for a route case: read below, once the route screens are known.
        var caseRooted: [NavigationStackFileFacts.Stack] = []
        for stack in shape.stacks {
            // A root view of its own (`NavigationStack { FeedView() }`), else the view holding the stack.
            let ownRoot = views.rootView(of: stack).flatMap { ProjectTypes.swiftUIOwnViews.contains($0) ? nil : $0 }
            guard let view = ownRoot ?? Self.hostRoot(of: stack, index: index) else {
                if stack.rootCase == nil {
                    notes.append(Self.unresolvedRoot(of: shape, at: stack.location))
                } else {
                    caseRooted.append(stack)
                }
                continue
            }
            add(view, location: index.resolve(view, from: nil)?.location, built: true)
            screensOfView[view, default: []].insert(view)
            root = root ?? view
        }
        for destination in shape.destinations {
            register(destination.routeType, arms: destination.arms, index: index, views: views)
        }
        for (modifier, itemType) in shape.presentations {
            guard let itemType else { continue }
            register(itemType, arms: modifier.arms, index: index, views: views)
        }
        // A root a method builds for a route case (`coordinator.build(page: .orchard)`) is that case's screen.
        for stack in caseRooted {
            guard let rootCase = stack.rootCase, screens[rootCase] != nil else {
                notes.append(Self.unresolvedRoot(of: shape, at: stack.location))
                continue
            }
            root = root ?? rootCase
        }
    }

    /// A stack whose content the view holding it builds in place (`NavigationStack(path: $router.path) { List { … } }`
    /// in a tab's view) starts at that view.
    private static func hostRoot(of stack: NavigationStackFileFacts.Stack, index: SymbolIndex) -> String? {
        guard stack.rootCase == nil, let owner = stack.owner,
              let declaration = index.resolve(owner, from: nil),
              declaration.inherited.contains(where: { $0.simpleName == "View" }) else { return nil }
        return declaration.name
    }

    private static func unresolvedRoot(of shape: NavigationStackCoordinatorShape, at location: FlowModel.SourceLocation) -> ExtractionNote {
        ExtractionNote(
            location: location,
            message: "could not resolve the root view of the NavigationStack of \(shape.name): "
                + "its content is not a view initializer or a method returning one"
        )
    }

    /// The screens a view type (simple name) shows, in name order.
    func screens(shownBy view: String) -> [String] {
        (screensOfView[view] ?? []).sorted()
    }

    /// A route type that is appended but never registered: a screen the coordinator cannot build.
    mutating func addUnregistered(_ routeType: String, index: SymbolIndex) {
        guard screens[routeType] == nil else { return }
        add(routeType, location: index.resolve(routeType, from: nil)?.location, built: false)
    }

    /// Records an action of `screen`, keeping the first location seen.
    mutating func addAction(_ action: Action, to screen: String) {
        guard var existing = screens[screen], existing.action(named: action.name) == nil else { return }
        existing.actions.append(action)
        screens[screen] = existing
    }

    private mutating func register(
        _ routeType: String, arms: NavigationStackFileFacts.Arms, index: SymbolIndex, views: ViewTypeResolver
    ) {
        let declaration = index.resolve(routeType, from: nil)
        guard let declaration, declaration.kind == .enumType else {
            // A model type (`Loaf`) registered as a whole is one screen. A type the app does not declare (`Int`,
            // `UUID`) names none: the view its destination builds (`BerthView(id: id)`) does.
            let view = views.viewType(of: arms.whole)
            let name = declaration == nil ? view ?? TypeName(written: routeType).simpleName : TypeName(written: routeType).simpleName
            add(name, location: declaration?.location ?? view.flatMap { index.resolve($0, from: nil)?.location }, built: true)
            if let view { screensOfView[view, default: []].insert(name) }
            return
        }
        for routeCase in index.cases(ofEnum: declaration.qualifiedName) {
            let built = !arms.switches || arms.built.keys.contains(routeCase.name)
            add(routeCase.name, location: routeCase.location, built: built)
            let source = arms.switches ? arms.built[routeCase.name] ?? nil : arms.whole
            if built, let view = views.viewType(of: source) { screensOfView[view, default: []].insert(routeCase.name) }
        }
    }

    private mutating func add(_ name: String, location: FlowModel.SourceLocation?, built: Bool) {
        if let existing = screens[name] {
            screens[name]?.built = existing.built || built
        } else {
            screens[name] = Screen(name: name, built: built, location: location)
        }
    }
}
