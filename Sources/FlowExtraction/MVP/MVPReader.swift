import FlowModel

/// The MVP style (SwiftUI coordinators with `coordinate(to:)`): each coordinator shows one view from its
/// `start()`, and starts children with `coordinate(to: Child(...))` in its own or its protocols' extension
/// methods, which presenters call on behalf of their views.
struct MVPReader: StyleReader {
    private let index: SymbolIndex
    private let shapes: [MVPCoordinatorShape]

    /// `excluding` names classes another style already reads: a NavigationStack coordinator may also conform to
    /// a `Coordinator` protocol whose `start()` returns its stack.
    init(index: SymbolIndex, facts: [FileFacts], excluding: Set<String>) {
        self.index = index
        // A class declared twice (both branches of an `#if`, or code mid-edit) is read once, as first declared.
        var seen: Set<String> = []
        shapes = MVPCoordinatorShape.all(in: index, starts: facts.flatMap(\.mvp.starts)).filter { shape in
            !excluding.contains(shape.name) && seen.insert(shape.name).inserted
        }
    }

    var filesToParse: Set<String> {
        Set(shapes.flatMap { shape in (index.classChain(from: shape.name) + shape.protocols).flatMap { index.files(declaring: $0) } })
    }

    func read(_ input: SecondPassInput) -> (coordinators: [Coordinator], notes: [ExtractionNote], entrySites: [SourceLocation]) {
        let store = input.store
        let views = input.views
        let members = input.members
        let shapesByName = Dictionary(shapes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let byWrittenName = Dictionary(
            shapes.flatMap { shape in TypeNames.writtenForms(of: shape.name).map { ($0, shape.name) } },
            uniquingKeysWith: { first, _ in first }
        )
        let triggers = MVPTriggers(members: members, coordinatorNames: Set(byWrittenName.keys))
        let screens = Dictionary(uniqueKeysWithValues: shapes.map { ($0.name, screen(of: $0, views: views)) })
        var notes: [ExtractionNote] = []
        var starts: [String: [MVPStart]] = [:]
        for shape in shapes {
            let found = MVPStartFinder(shape: shape, coordinators: byWrittenName, index: index, store: store)
            starts[shape.name] = found.starts
            notes += found.notes
        }
        let entries = MVPEntries(shapes: shapes, starts: starts, calls: members.calls(named: "start"), screens: screens)
        let coordinators = shapes.filter { !$0.start.routes }.compactMap { shape -> Coordinator? in
            guard var screen = screens[shape.name] else { return nil }
            var transitions: [Transition] = []
            // A router's own `start()` passes its entry on instead (``MVPEntries``); routers have no screen here.
            for start in starts[shape.name] ?? [] {
                let child = shapesByName[start.child]
                let actions = triggers.actions(calling: start.method, of: shape.name)
                for action in actions where screen.action(named: action.name) == nil { screen.actions.append(action) }
                for action in actions.isEmpty ? [nil] : actions.map(Optional.some) {
                    transitions.append(Transition(
                        from: screen.name, action: action?.name, kind: .start, mode: child?.start.mode,
                        navigation: child?.start.mode?.isModal == true ? child?.start.inNavigation : nil,
                        to: Target(coordinator: start.child, screen: screens[start.child]?.name),
                        conditional: start.conditional, location: start.location
                    ))
                }
            }
            return Coordinator(
                name: shape.name, style: .mvp, location: shape.location, entries: entries.entries[shape.name] ?? [],
                screens: [screen], transitions: Array(Set(transitions))
            )
        }
        return (coordinators, notes, [])
    }

    /// The coordinator's one screen: the view its `start()` shows, named by the view's type, or by the coordinator
    /// when the view is unknown; built unless `start()` shows nothing but an `EmptyView`.
    private func screen(of shape: MVPCoordinatorShape, views: ViewTypeResolver) -> Screen {
        let view = views.viewType(of: shape.start.view)
        let placeholder = view == nil || view == "EmptyView" || view == "AnyView"
        let name = placeholder ? TypeName(written: shape.name).simpleName : view ?? shape.name
        let location = placeholder ? shape.location : index.resolve(name, from: nil)?.location ?? shape.location
        return Screen(name: name, built: view != nil && view != "EmptyView", location: location)
    }
}
