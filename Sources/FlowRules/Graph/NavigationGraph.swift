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
    /// Every edge, grouped by source screen in index order and within a screen sorted by target and then
    /// transition, so every walk visits them in one order: one array rather than one per screen.
    private let edges: [Edge]
    /// Where each screen's edges start in `edges`, and after the last screen's, where they end.
    private let edgeStarts: [Int]
    private let screenIndex: [String: [String: ScreenID]]
    private let entryScreens: [String: [ScreenID]]

    /// Indexes `model`; the cost is linear in its size (plus sorting each screen's outgoing edges).
    public init(model: NavigationModel) {
        var screens: [GraphScreen] = []
        screens.reserveCapacity(model.coordinators.reduce(0) { $0 + $1.screens.count })
        var screenIndex: [String: [String: ScreenID]] = Dictionary(minimumCapacity: model.coordinators.count)
        for coordinator in model.coordinators {
            // A coordinator without screens is still declared: a start into it is not an unknown destination.
            // Taken out while its screens go in, so that each is one lookup by name rather than two.
            var own = screenIndex.removeValue(forKey: coordinator.name) ?? Dictionary(minimumCapacity: coordinator.screens.count)
            for screen in coordinator.screens {
                let id = ScreenID(screens.count)
                screens.append(GraphScreen(id: id, coordinator: coordinator.name, screen: screen))
                // The first screen of a name keeps it: put back in the rare case that one was there.
                if let first = own.updateValue(id, forKey: screen.name) { own[screen.name] = first }
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
        for coordinator in model.coordinators where Self.onlySwapsIn(coordinator) {
            swapsIn.insert(coordinator.name)
        }
        // An action that pops back to the root (`showRoot`) makes its pushes on the root: they pile nothing on the
        // screen it is sent from.
        var poppingToRoot: Set<[String]> = []
        for coordinator in model.coordinators {
            for transition in coordinator.transitions where transition.kind == .showRoot {
                poppingToRoot.insert([coordinator.name, transition.from, transition.action ?? ""])
            }
        }
        let transitionCount = model.coordinators.reduce(0) { $0 + $1.transitions.count }
        var transitions: [GraphTransition] = []
        transitions.reserveCapacity(transitionCount)
        var edges: [Edge] = []
        edges.reserveCapacity(transitionCount)
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
                let madeOnRoot = !poppingToRoot.isEmpty && transition.growsStack
                    && poppingToRoot.contains([coordinator.name, transition.from, transition.action ?? ""])
                for target in resolution.targets {
                    edges.append(Edge(
                        source: source, target: target, transition: id, kind: transition.kind,
                        mode: transition.mode, growsStack: transition.growsStack && !swapsChildIn && !madeOnRoot
                    ))
                }
            }
        }

        self.screens = screens
        self.transitions = transitions
        self.entries = entries
        self.roots = Array(Set(entries.map(\.screen))).sorted()
        (self.edges, self.edgeStarts) = Self.grouped(edges, screenCount: screens.count)
        self.screenIndex = screenIndex
        self.entryScreens = entryScreens
    }

    /// Whether a coordinator presents its first screen only by swapping it in: it has steps from the coordinator
    /// itself, and every one of them that is not modal is a swap. A sheet it presents by itself (on a deep link)
    /// is shown over its first screen, not as it.
    private static func onlySwapsIn(_ coordinator: Coordinator) -> Bool {
        var presents = false
        for transition in coordinator.transitions where transition.kind == .present && transition.from == coordinator.name {
            if transition.mode?.isModal == true { continue }
            guard transition.mode == .swap else { return false }
            presents = true
        }
        return presents
    }

    /// `edges` grouped by source (a counting sort: screens in index order, each screen's edges in the order given),
    /// each screen's then sorted by target and transition; with where each screen's edges start.
    private static func grouped(_ edges: [Edge], screenCount: Int) -> (edges: [Edge], starts: [Int]) {
        var starts = Array(repeating: 0, count: screenCount + 1)
        for edge in edges { starts[edge.source.index + 1] += 1 }
        for index in 0..<screenCount { starts[index + 1] += starts[index] }
        var next = starts
        var grouped = edges
        for edge in edges {
            grouped[next[edge.source.index]] = edge
            next[edge.source.index] += 1
        }
        for index in 0..<screenCount where starts[index + 1] - starts[index] > 1 {
            grouped[starts[index]..<starts[index + 1]].sort { ($0.target, $0.transition) < ($1.target, $1.transition) }
        }
        return (grouped, starts)
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
    public func outgoing(from screen: ScreenID) -> ArraySlice<Edge> {
        edges[edgeStarts[screen.index]..<edgeStarts[screen.index + 1]]
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
