/// How the navigation of one model (the head) differs from another's (the base): coordinators, screens, entries
/// and transitions added, removed or changed.
///
/// Source locations play no part, so moving code changes nothing; the same step written twice (in two branches
/// of a switch) counts once. A transition is known by its coordinator, screen, action, kind and target; when
/// those match on both sides but the mode, the navigation container or the condition differ, it changed.
public struct NavigationDiff: Hashable, Sendable {
    /// What happened to one element between base and head.
    public enum Change: String, Hashable, Sendable, CaseIterable {
        case added
        case removed
        case changed
    }

    /// A coordinator that only one side declares.
    public struct CoordinatorChange: Hashable, Sendable {
        public var coordinator: String
        public var change: Change

        public init(coordinator: String, change: Change) {
            self.coordinator = coordinator
            self.change = change
        }
    }

    /// A screen added or removed, or whose build status or actions changed.
    public struct ScreenChange: Hashable, Sendable {
        public var coordinator: String
        public var screen: String
        public var change: Change
        /// For a changed screen, what changed, e.g. `no longer built`, `action +didTapShare`.
        public var details: [String]

        public init(coordinator: String, screen: String, change: Change, details: [String]) {
            self.coordinator = coordinator
            self.screen = screen
            self.change = change
            self.details = details
        }
    }

    /// An entry (a way into a screen from outside) added or removed.
    public struct EntryChange: Hashable, Sendable {
        public var coordinator: String
        public var screen: String
        public var kind: EntryKind
        public var change: Change

        public init(coordinator: String, screen: String, kind: EntryKind, change: Change) {
            self.coordinator = coordinator
            self.screen = screen
            self.kind = kind
            self.change = change
        }
    }

    /// A transition added, removed or changed; for a changed one `transition` is the head's and `details` say
    /// what differs from the base.
    public struct TransitionChange: Hashable, Sendable {
        public var coordinator: String
        public var transition: Transition
        public var change: Change
        public var details: [String]

        public init(coordinator: String, transition: Transition, change: Change, details: [String]) {
            self.coordinator = coordinator
            self.transition = transition
            self.change = change
            self.details = details
        }
    }

    public private(set) var coordinators: [CoordinatorChange] = []
    public private(set) var screens: [ScreenChange] = []
    public private(set) var entries: [EntryChange] = []
    public private(set) var transitions: [TransitionChange] = []
    /// Both models in one: every coordinator, screen, entry and transition of either side (for a changed
    /// transition, the head's), so that a drawing can show removed parts beside added ones.
    public private(set) var union = NavigationModel(coordinators: [])

    /// The difference from `base` to `head`.
    public init(from base: NavigationModel, to head: NavigationModel) {
        let before = Dictionary(base.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(head.coordinators.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var merged: [Coordinator] = []
        for name in Set(before.keys).union(after.keys).sorted() {
            switch (before[name], after[name]) {
            case let (old?, new?): merged.append(compare(old, new))
            case let (old?, nil):
                coordinators.append(CoordinatorChange(coordinator: name, change: .removed))
                merged.append(compare(Coordinator(name: name, style: old.style), old, reversed: true))
            case let (nil, new?):
                coordinators.append(CoordinatorChange(coordinator: name, change: .added))
                merged.append(compare(Coordinator(name: name, style: new.style), new))
            case (nil, nil): break
            }
        }
        union = NavigationModel(coordinators: merged).normalized()
    }

    /// Whether the two models have the same navigation.
    public var isEmpty: Bool {
        coordinators.isEmpty && screens.isEmpty && entries.isEmpty && transitions.isEmpty
    }

    /// How many elements were added, removed and changed, over all four kinds.
    public var counts: [Change: Int] {
        let all = coordinators.map(\.change) + screens.map(\.change) + entries.map(\.change) + transitions.map(\.change)
        return Dictionary(all.map { ($0, 1) }, uniquingKeysWith: +)
    }

    /// The change of a coordinator; nil when both sides declare it.
    public func change(ofCoordinator name: String) -> Change? {
        coordinators.first { $0.coordinator == name }?.change
    }

    /// The change of a screen; nil when it is the same on both sides.
    public func change(ofScreen screen: String, in coordinator: String) -> Change? {
        screens.first { $0.coordinator == coordinator && $0.screen == screen }?.change
    }

    /// The change of a transition of ``union``; nil when both sides have it as it is.
    public func change(of transition: Transition, in coordinator: String) -> Change? {
        let key = TransitionKey(coordinator: coordinator, transition)
        return transitions.first { TransitionKey(coordinator: $0.coordinator, $0.transition) == key }?.change
    }

    // MARK: - comparing one coordinator

    /// Compares the two versions of one coordinator, records the changes and returns their union. With
    /// `reversed`, `old` is the side that has the coordinator and every element of it counts as removed.
    private mutating func compare(_ old: Coordinator, _ new: Coordinator, reversed: Bool = false) -> Coordinator {
        let (base, head) = reversed ? (new, old) : (old, new)
        var union = Coordinator(name: head.name, style: head.style, location: head.location ?? base.location)
        union.screens = compareScreens(base, head)
        union.entries = compareEntries(base, head)
        union.transitions = compareTransitions(base, head)
        return union
    }

    private mutating func compareScreens(_ base: Coordinator, _ head: Coordinator) -> [Screen] {
        let before = Dictionary(base.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(head.screens.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var union: [Screen] = []
        for name in Set(before.keys).union(after.keys).sorted() {
            let change: Change?
            var details: [String] = []
            switch (before[name], after[name]) {
            case let (old?, new?):
                details = Self.differences(from: old, to: new)
                change = details.isEmpty ? nil : .changed
            case (_?, nil): change = .removed
            default: change = .added
            }
            if let change {
                screens.append(ScreenChange(coordinator: head.name, screen: name, change: change, details: details))
            }
            if let screen = after[name] ?? before[name] { union.append(screen) }
        }
        return union
    }

    private static func differences(from old: Screen, to new: Screen) -> [String] {
        var details: [String] = []
        if old.built != new.built { details.append(new.built ? "now built" : "no longer built") }
        let oldActions = Set(old.actions.map(\.name))
        let newActions = Set(new.actions.map(\.name))
        details += newActions.subtracting(oldActions).sorted().map { "action +\($0)" }
        details += oldActions.subtracting(newActions).sorted().map { "action -\($0)" }
        return details
    }

    private mutating func compareEntries(_ base: Coordinator, _ head: Coordinator) -> [Entry] {
        let key = { (entry: Entry) in EntryKey(screen: entry.screen, kind: entry.kind) }
        let before = Dictionary(base.entries.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(head.entries.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        for entryKey in Set(before.keys).symmetricDifference(after.keys).sorted() {
            entries.append(EntryChange(
                coordinator: head.name,
                screen: entryKey.screen,
                kind: entryKey.kind,
                change: after[entryKey] == nil ? .removed : .added
            ))
        }
        return Set(before.keys).union(after.keys).sorted().compactMap { after[$0] ?? before[$0] }
    }

    private mutating func compareTransitions(_ base: Coordinator, _ head: Coordinator) -> [Transition] {
        let before = Dictionary(grouping: base.transitions) { TransitionKey(coordinator: head.name, $0) }
        let after = Dictionary(grouping: head.transitions) { TransitionKey(coordinator: head.name, $0) }
        var union: [Transition] = []
        for key in Set(before.keys).union(after.keys).sorted() {
            let old = before[key] ?? []
            let new = after[key] ?? []
            let shown = (new.isEmpty ? old : new).uniqued(by: TransitionManner.init)
            union += shown
            let change: Change
            var details: [String] = []
            if new.isEmpty {
                change = .removed
            } else if old.isEmpty {
                change = .added
            } else {
                let oldManners = Set(old.map(TransitionManner.init))
                let newManners = Set(new.map(TransitionManner.init))
                guard oldManners != newManners else { continue }
                change = .changed
                details = [
                    "\(TransitionManner.describe(oldManners)) → \(TransitionManner.describe(newManners))",
                ]
            }
            for transition in shown {
                transitions.append(TransitionChange(
                    coordinator: head.name, transition: transition, change: change, details: details
                ))
            }
        }
        return union
    }
}

/// What makes two transitions the same step: who, on what, does which kind of step to where.
private struct TransitionKey: Hashable, Comparable {
    var coordinator: String
    var from: String
    var action: String
    var kind: String
    var toCoordinator: String
    var toScreen: String

    init(coordinator: String, _ transition: Transition) {
        self.coordinator = coordinator
        from = transition.from
        action = transition.action ?? ""
        kind = transition.kind.rawValue
        toCoordinator = transition.to?.coordinator ?? ""
        toScreen = transition.to?.screen ?? ""
    }

    static func < (lhs: Self, rhs: Self) -> Bool {
        [lhs.from, lhs.action, lhs.kind, lhs.toCoordinator, lhs.toScreen]
            .lexicographicallyPrecedes([rhs.from, rhs.action, rhs.kind, rhs.toCoordinator, rhs.toScreen])
    }
}

/// How a step is taken: the parts of a transition that can change while it stays the same step.
private struct TransitionManner: Hashable {
    var mode: PresentationMode?
    var navigation: Bool?
    var conditional: Bool

    init(_ transition: Transition) {
        mode = transition.mode
        navigation = transition.navigation
        conditional = transition.conditional
    }

    /// `sheet`, `push conditional`, `sheet with navigation`; several manners joined with ` | `.
    static func describe(_ manners: Set<TransitionManner>) -> String {
        manners.map(\.text).sorted().joined(separator: " | ")
    }

    private var text: String {
        var words = [mode?.rawValue ?? "no mode"]
        if let navigation { words.append(navigation ? "with navigation" : "without navigation") }
        if conditional { words.append("conditional") }
        return words.joined(separator: " ")
    }
}

private struct EntryKey: Hashable, Comparable {
    var screen: String
    var kind: EntryKind

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.screen, lhs.kind.rawValue) < (rhs.screen, rhs.kind.rawValue)
    }
}

private extension Array {
    /// The elements in order, keeping only the first with each key.
    func uniqued<Key: Hashable>(by key: (Element) -> Key) -> [Element] {
        var seen: Set<Key> = []
        return filter { seen.insert(key($0)).inserted }
    }
}
