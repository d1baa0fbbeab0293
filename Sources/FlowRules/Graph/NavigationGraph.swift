import FlowModel

/// The navigation model as an indexed graph, built once and shared by every rule.
///
/// Every screen of every coordinator is a node numbered in model order; every transition with a resolved source
/// and target gives edges. Targets that name an undeclared coordinator or screen are kept on the transition as
/// ``GraphTransition/unresolvedTarget`` instead of becoming edges. The roots are the entries of all coordinators.
public struct NavigationGraph: Sendable {
    /// Every screen, indexed by ``ScreenID``.
    public let screens: [GraphScreen]
    /// Every transition, indexed by ``TransitionID``.
    public let transitions: [GraphTransition]
    /// Every coordinator's entries, in model order.
    public let entries: [GraphEntry]
    /// The entry screens, each once, in index order.
    public let roots: [ScreenID]
    /// Outgoing edges per screen, sorted by target and then transition, so every walk visits them in one order.
    private let outgoing: [[Edge]]
    private let screenIndex: [String: [String: ScreenID]]
    private let entryScreens: [String: [ScreenID]]

    /// Indexes `model`; the cost is linear in its size (plus sorting each screen's outgoing edges).
    public init(model: NavigationModel) {
        var screens: [GraphScreen] = []
        var screenIndex: [String: [String: ScreenID]] = [:]
        for coordinator in model.coordinators {
            // A coordinator without screens is still declared: a start into it is not an unknown destination.
            // Taken out while its screens go in, so that each is one lookup by name rather than two.
            var own = screenIndex.removeValue(forKey: coordinator.name) ?? [:]
            for screen in coordinator.screens {
                let id = ScreenID(screens.count)
                screens.append(GraphScreen(id: id, coordinator: coordinator.name, screen: screen))
                if own[screen.name] == nil { own[screen.name] = id }
            }
            screenIndex[coordinator.name] = own
        }

        var entries: [GraphEntry] = []
        var entryScreens: [String: [ScreenID]] = [:]
        for coordinator in model.coordinators {
            for entry in coordinator.entries {
                guard let id = screenIndex[coordinator.name]?[entry.screen] else { continue }
                entries.append(GraphEntry(coordinator: coordinator.name, entry: entry, screen: id))
                if !entryScreens[coordinator.name, default: []].contains(id) {
                    entryScreens[coordinator.name, default: []].append(id)
                }
            }
        }

        // A child coordinator that only swaps its first screen in (`router.setRootModule(module)`) replaces what
        // was shown: starting it without a mode of its own does not pile a screen up.
        var swapsIn: Set<String> = []
        for coordinator in model.coordinators {
            let own = coordinator.transitions.filter { $0.from == coordinator.name && $0.kind == .present }
            if !own.isEmpty, own.allSatisfy({ $0.mode == .swap }) { swapsIn.insert(coordinator.name) }
        }
        var transitions: [GraphTransition] = []
        var outgoing: [[Edge]] = Array(repeating: [], count: screens.count)
        for coordinator in model.coordinators {
            // Most steps stay within their coordinator: its screens are looked up once, not at every step.
            let own = screenIndex[coordinator.name] ?? [:]
            for transition in coordinator.transitions {
                let id = TransitionID(transitions.count)
                let source = own[transition.from]
                let resolution = Self.resolveTargets(
                    of: transition, owner: coordinator.name, ownScreens: own, screenIndex: screenIndex,
                    entryScreens: entryScreens
                )
                transitions.append(GraphTransition(
                    id: id, coordinator: coordinator.name, transition: transition, source: source,
                    targets: resolution.targets, unresolvedTarget: resolution.unresolved
                ))
                guard let source else { continue }
                let swapsChildIn = transition.kind == .start && transition.mode == nil
                    && transition.to.map { swapsIn.contains($0.coordinator) } == true
                for target in resolution.targets {
                    outgoing[source.index].append(Edge(
                        source: source, target: target, transition: id, kind: transition.kind,
                        mode: transition.mode, growsStack: transition.growsStack && !swapsChildIn
                    ))
                }
            }
        }

        self.screens = screens
        self.transitions = transitions
        self.entries = entries
        self.roots = Array(Set(entries.map(\.screen))).sorted()
        self.outgoing = outgoing.map { $0.sorted { ($0.target, $0.transition) < ($1.target, $1.transition) } }
        self.screenIndex = screenIndex
        self.entryScreens = entryScreens
    }

    /// Where a transition lands. A target without a screen means the coordinator's entries, as a `start` of a
    /// child coordinator uses the child's own entries; `showRoot` goes to the owner's entries. `ownScreens` are
    /// the owner's screens by name, as `screenIndex` has them.
    private static func resolveTargets(
        of transition: Transition,
        owner: String,
        ownScreens: [String: ScreenID],
        screenIndex: [String: [String: ScreenID]],
        entryScreens: [String: [ScreenID]]
    ) -> (targets: [ScreenID], unresolved: UnresolvedTarget?) {
        switch transition.kind {
        case .dismiss:
            return ([], nil)
        case .showRoot:
            return (entryScreens[owner] ?? [], nil)
        case .present, .dismissTo, .start, .replace:
            guard let target = transition.to else { return ([], nil) }
            guard let screens = target.coordinator == owner ? ownScreens : screenIndex[target.coordinator] else {
                return ([], .coordinator(target.coordinator))
            }
            guard let screen = target.screen else {
                return (entryScreens[target.coordinator] ?? [], nil)
            }
            guard let id = screens[screen] else {
                return ([], .screen(coordinator: target.coordinator, screen: screen))
            }
            return ([id], nil)
        }
    }

    /// The screen with this id.
    public subscript(screen: ScreenID) -> GraphScreen { screens[screen.index] }

    /// The transition with this id.
    public subscript(transition: TransitionID) -> GraphTransition { transitions[transition.index] }

    /// The screen `screen` of coordinator `coordinator`, if the model declares it.
    public func screenID(coordinator: String, screen: String) -> ScreenID? {
        screenIndex[coordinator]?[screen]
    }

    /// The edges leaving `screen`, sorted by target and then transition.
    public func outgoing(from screen: ScreenID) -> [Edge] {
        outgoing[screen.index]
    }

    /// The entry screens of the coordinator named `coordinator`, in the order its entries list them.
    public func entryScreens(of coordinator: String) -> [ScreenID] {
        entryScreens[coordinator] ?? []
    }

    /// A new, empty set sized for this graph.
    public func emptyScreenSet() -> ScreenSet {
        ScreenSet(screenCount: screens.count)
    }
}
