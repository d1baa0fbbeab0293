import FlowModel

/// One UIKit coordinator read in full: the view controllers it shows (its screens), what its `start()` shows
/// first (its roots), and each navigation step with the screen and action that trigger it.
struct UIKitFlow {
    /// A step together with where it starts from; a nil screen is a step of `start()` before any screen.
    struct Triggered {
        var screen: String?
        var action: String?
        var conditional: Bool
        var step: UIKitStep
    }

    let coordinator: String
    private(set) var screens: [String: Screen] = [:]
    /// The view controllers `start()` shows first: the unconditional one, then those shown under a condition.
    private(set) var roots: [UIKitStep] = []
    private(set) var triggered: [Triggered] = []
    private(set) var notes: [ExtractionNote] = []

    init(coordinator: String, walker: UIKitStepWalker, context: UIKitReadContext) {
        self.coordinator = coordinator
        let outputs = context.index.methods(of: coordinator).map { ($0, walker.steps(of: $0)) }
        let helpers = outputs.reduce(into: Set<MethodDeclaration>()) { $0.formUnion($1.1.followed) }
        let methods = outputs.filter { !helpers.contains($0.0) }
        for (_, output) in methods {
            notes += output.notes
            for step in output.steps where step.showsScreen { addScreen(step.screen ?? "", built: true, context: context) }
        }
        let shown = Set(screens.keys)
        for (method, output) in methods where !output.steps.isEmpty {
            if method.name == "start", method.parameters.isEmpty {
                readStart(output.steps)
            } else {
                readHandler(method, steps: output.steps, shown: shown, context: context)
            }
        }
    }

    /// The transitions, with each child start aimed at the child's first root (`rootOf`) and shown the way the
    /// child's `start()` shows it (pushed, or presented with or without a navigation controller).
    func transitions(rootOf: (String) -> UIKitStep?) -> [Transition] {
        triggered.compactMap { item in
            guard let from = item.screen else { return nil }
            var step = item.step
            var target = step.screen.map { Target(coordinator: coordinator, screen: $0) }
            if let child = step.child {
                let root = rootOf(child)
                target = Target(coordinator: child, screen: root?.screen)
                step.mode = root?.kind == .present ? root?.mode : nil
                step.navigation = root?.kind == .present ? root?.navigation : nil
            }
            return Transition(
                from: from, action: item.action, kind: step.kind, mode: step.mode, navigation: step.navigation,
                to: target, conditional: item.conditional || step.conditional, location: step.location
            )
        }
    }

    /// The children `start()` starts before showing any screen of its own.
    var startsWithoutScreen: [UIKitStep] {
        triggered.filter { $0.screen == nil }.map(\.step)
    }

    /// What `start()` shows unconditionally first, and each view controller it shows only under a condition
    /// (`if signedIn { ... } else { ... }`), are its roots; the rest of it runs from the first root shown whatever
    /// the condition, or, with none, is the coordinator's own (a child started in the other branch).
    private mutating func readStart(_ steps: [UIKitStep]) {
        let showing = steps.filter(\.showsScreen)
        let first = showing.first { !$0.conditional }
        roots = [first].compactMap { $0 } + showing.filter(\.conditional)
        let from = first?.screen
        for step in steps where !roots.contains(step) {
            triggered.append(Triggered(screen: from, action: nil, conditional: false, step: step))
        }
    }

    /// What triggers `method`: the screens whose delegate or `coordinator` calls it, or that call it directly.
    /// `shown` holds the view controllers the coordinator's own methods show.
    private mutating func readHandler(
        _ method: MethodDeclaration, steps: [UIKitStep], shown: Set<String>, context: UIKitReadContext
    ) {
        var sources: [(screen: String, action: Action, conditional: Bool)] = []
        // A delegate callback: the view controllers holding a delegate of the protocol that declares it.
        for requirement in requirements(matching: method, context: context) {
            let calls = context.members.calls(named: method.name, onType: requirement.owner)
            let dispatched = !calls.isEmpty
            // Of the view controllers holding the protocol, those this coordinator shows (each coordinator the
            // delegate of its own picker); all of them when it shows none.
            let allHolders = holders(of: requirement.owner, context: context)
            let shownHolders = allHolders.filter(shown.contains)
            let holders = shownHolders.isEmpty ? allHolders : shownHolders
            // Of those (one protocol for every screen's `coordinator`), the ones that call this requirement; all of
            // them when none is seen calling it.
            let callers = Set(calls.compactMap { $0.owner.map { TypeName(written: $0).simpleName } })
            let calling = holders.filter(callers.contains)
            for holder in calling.isEmpty ? holders : calling {
                if screens[holder] == nil { addScreen(holder, built: false, context: context) }
                sources.append((holder, Action(name: method.signature, location: requirement.location, dispatched: dispatched), false))
            }
        }
        // A direct call from a view controller the coordinator shows.
        for call in context.members.calls(named: method.name, onType: coordinator) {
            guard let owner = call.owner.map({ TypeName(written: $0).simpleName }), screens[owner] != nil else { continue }
            sources.append((owner, Action(name: method.name, location: call.location), call.conditional))
        }
        guard !sources.isEmpty else {
            notes.append(ExtractionNote(
                location: method.location,
                message: "could not tell which screen triggers \(coordinator).\(method.signature): "
                    + "it is neither a delegate method of a view controller nor called from one"
            ))
            return
        }
        for source in sources {
            guard var screen = screens[source.screen] else { continue }
            if let index = screen.actions.firstIndex(where: { $0.name == source.action.name }) {
                screen.actions[index].dispatched = screen.actions[index].dispatched || source.action.dispatched
            } else {
                screen.actions.append(source.action)
            }
            screens[source.screen] = screen
            triggered += steps.map { step in
                Triggered(screen: source.screen, action: source.action.name, conditional: source.conditional, step: step)
            }
        }
    }

    /// Protocol requirements with the method's name and labels: two delegate protocols may declare the same
    /// callback, and of those the coordinator is seen to adopt, only they call it (all of them when it is seen to
    /// adopt none, its conformance written where the index does not see it).
    private func requirements(matching method: MethodDeclaration, context: UIKitReadContext) -> [MethodDeclaration] {
        let candidates = context.requirements[method.signature] ?? []
        guard candidates.count > 1 else { return candidates }
        let adopted = Self.protocols(adoptedBy: coordinator, index: context.index)
        let own = candidates.filter { adopted.contains($0.owner) }
        return own.isEmpty ? candidates : own
    }

    /// The protocols (qualified names) `type`, its superclasses and the protocols they adopt refine, adopt.
    private static func protocols(adoptedBy type: String, index: SymbolIndex) -> Set<String> {
        var found: Set<String> = []
        var queue = index.classChain(from: type)
        var seen = Set(queue)
        while let next = queue.popLast() {
            for declaration in index.declarations(of: next) {
                for inherited in index.inherited(by: declaration) {
                    guard let resolved = index.resolve(
                        inherited.written, from: declaration.qualifiedName, in: declaration.location.file
                    ) else { continue }
                    if resolved.kind == .protocolType { found.insert(resolved.qualifiedName) }
                    if seen.insert(resolved.qualifiedName).inserted { queue.append(resolved.qualifiedName) }
                }
            }
        }
        return found
    }

    /// The view controllers (simple names) that hold a property of the delegate protocol's type.
    private func holders(of delegateProtocol: String, context: UIKitReadContext) -> [String] {
        let simple = TypeName(written: delegateProtocol).simpleName
        return Set(context.members.properties(ofType: simple).map { TypeName(written: $0.owner).simpleName })
            .filter { isViewController($0, context: context) }.sorted()
    }

    /// Builders and other coordinators hold delegates too; only a view controller is a screen.
    private func isViewController(_ name: String, context: UIKitReadContext) -> Bool {
        let superclass = context.index.resolve(name, from: nil)?.inherited.first?.simpleName ?? ""
        return name.hasSuffix("Controller") || superclass.hasSuffix("Controller")
    }

    private mutating func addScreen(_ name: String, built: Bool, context: UIKitReadContext) {
        guard screens[name] == nil else { return }
        screens[name] = Screen(name: name, built: built, location: context.index.resolve(name, from: nil)?.location)
    }
}
