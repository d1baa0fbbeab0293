import FlowModel

/// The UIKit style (classic and Clean Swift coordinators): classes conforming to a `Coordinator` protocol with a
/// `func start()` that shows view controllers through a navigation controller or a window, start child
/// coordinators, and react to their view controllers' delegate callbacks.
struct UIKitReader: StyleReader {
    private let index: SymbolIndex
    /// Qualified name → declaration, for every UIKit coordinator.
    private let coordinators: [String: TypeDeclaration]

    init(index: SymbolIndex, facts: [FileFacts]) {
        self.index = index
        let starts = Set(facts.flatMap(\.uikit.startOwners))
        var found: [String: TypeDeclaration] = [:]
        for type in index.types where type.kind == .classType
            && type.inherited.contains(where: { $0.simpleName == "Coordinator" && $0.genericArguments.isEmpty })
            && TypeNames.writtenForms(of: type.qualifiedName).contains(where: starts.contains) {
            found[type.qualifiedName] = type
        }
        coordinators = found
    }

    var filesToParse: Set<String> {
        Set(coordinators.keys.flatMap { name in index.classChain(from: name).flatMap { index.files(declaring: $0) } })
    }

    func read(_ input: SecondPassInput) -> (coordinators: [Coordinator], notes: [ExtractionNote], entrySites: [SourceLocation]) {
        let store = input.store, facts = input.facts
        let factories = Dictionary(grouping: facts.flatMap(\.uikit.factories), by: \.name)
        let requirements = index.types.filter { $0.kind == .protocolType }.flatMap { index.methods(of: $0.qualifiedName) }
        let context = UIKitReadContext(
            index: index,
            members: input.members,
            coordinators: Set(coordinators.keys),
            requirements: Dictionary(grouping: requirements, by: \.signature)
        )
        var notes: [ExtractionNote] = []
        let flows = coordinators.keys.sorted().map { name in
            let walker = UIKitStepWalker(
                coordinator: name, coordinators: context.coordinators,
                viewControllers: ViewControllerExpression(factories: factories),
                resolver: MethodResolver(index: index, store: store)
            )
            let flow = UIKitFlow(coordinator: name, walker: walker, context: context)
            notes += flow.notes
            return flow
        }
        let byName = Dictionary(uniqueKeysWithValues: flows.map { ($0.coordinator, $0) })
        let entries = UIKitEntries(flows: byName, context: context)
        // A coordinator that shows no view controller of its own only routes: the children it starts stand in
        // for it, and its start passes the app's entry on to them.
        let models = flows.filter { !$0.screens.isEmpty }.map { flow in
            Coordinator(
                name: flow.coordinator,
                style: .uikit,
                location: coordinators[flow.coordinator]?.location,
                entries: entries.entries[flow.coordinator] ?? [],
                screens: flow.screens.values.map { $0 },
                // The same step reached twice (a helper called from two places of one method) is one transition.
                transitions: Array(Set(flow.transitions(rootOf: { byName[$0]?.roots.first })))
            )
        }
        // A coordinator's first screen is where it begins (an entry, or the target of the step starting it).
        let entrySites = flows.flatMap { $0.roots.map(\.location) }
        return (models, notes + entries.notes, entrySites)
    }
}

/// What every coordinator's reading shares: declarations, typed calls and properties of every file.
struct UIKitReadContext {
    let index: SymbolIndex
    let members: MemberFactIndex
    let coordinators: Set<String>
    /// Protocol method requirements by signature (`gallery(_:didSelect:)`), to recognise delegate callbacks.
    let requirements: [String: [MethodDeclaration]]
}
