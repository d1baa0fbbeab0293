import FlowModel

/// The Jump style: path/action coordinators (`class X: Coordinator<P>`, `onNext(current:)`, `buildView(presenter:)`).
///
/// Created from the symbol index after the first pass; ``filesToParse`` names the files whose method bodies it
/// must read (those declaring or extending a coordinator), and ``read(_:)`` builds the coordinators from
/// those files and every file's ``JumpFileFacts``.
struct JumpReader: StyleReader {
    private let index: SymbolIndex
    private let shapes: [JumpCoordinatorShape]
    private let shapeNotes: [ExtractionNote]

    init(index: SymbolIndex) {
        self.index = index
        (shapes, shapeNotes) = JumpCoordinatorShape.all(in: index)
    }

    /// The files declaring or extending each coordinator or one of its superclasses, whose methods handlers call.
    var filesToParse: Set<String> {
        Set(shapes.flatMap { shape in index.classChain(from: shape.name).flatMap { index.files(declaring: $0) } })
    }

    func read(_ input: SecondPassInput) -> (coordinators: [Coordinator], notes: [ExtractionNote], entrySites: [SourceLocation]) {
        let store = input.store, facts = input.facts
        let (entries, entryNotes) = JumpEntryResolver.entries(from: facts.flatMap(\.jump.loads), coordinators: shapes)
        let dispatches = facts.flatMap(\.jump.dispatches).reduce(into: [ActionKey: Set<String?>]()) { all, dispatch in
            all[ActionKey(screen: dispatch.screen, action: dispatch.action), default: []].insert(dispatch.pathType)
        }
        let resolver = MethodResolver(index: index, store: store)
        var notes = shapeNotes + entryNotes
        let coordinators = shapes.map { shape in
            let walker = JumpHandlerWalker(coordinator: shape, resolver: resolver)
            walker.walkOnNext()
            notes += walker.notes
            let built = JumpBuildViewReader.builtScreens(of: shape.name, index: index, store: store)
            return Coordinator(
                name: shape.name,
                style: .jump,
                location: shape.location,
                entries: entries[shape.name] ?? [],
                screens: shape.screens.map { screen in
                    Screen(
                        name: screen.name,
                        built: built.contains(screen.name),
                        location: screen.location,
                        actions: screen.actions.map { action in
                            makeAction(action, of: screen.name, in: shape, dispatches: dispatches, walker: walker)
                        }
                    )
                },
                transitions: Self.unique(walker.transitions)
            )
        }
        return (coordinators, Self.unique(notes), [])
    }

    /// The same call reached twice (a helper called from two arms of one action, a `default:` walked for each
    /// screen it stands for) yields one transition or note, not several.
    private static func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
        var seen: Set<Element> = []
        return elements.filter { seen.insert($0).inserted }
    }

    private struct ActionKey: Hashable {
        var screen: String
        var action: String
    }

    private func makeAction(
        _ action: EnumCaseDeclaration,
        of screen: String,
        in shape: JumpCoordinatorShape,
        dispatches: [ActionKey: Set<String?>],
        walker: JumpHandlerWalker
    ) -> Action {
        // A dispatch whose view names no path enum (nil) counts for every coordinator with this screen and action.
        let pathTypes = dispatches[ActionKey(screen: screen, action: action.name)] ?? []
        let dispatched = pathTypes.contains(nil) || TypeNames.writtenForms(of: shape.pathEnum).contains { pathTypes.contains($0) }
        return Action(
            name: action.name,
            location: action.location,
            dispatched: dispatched,
            ignored: walker.ignored.contains(.init(screen: screen, action: action.name))
                || walker.ignored.contains(.init(screen: screen, action: nil))
        )
    }
}
