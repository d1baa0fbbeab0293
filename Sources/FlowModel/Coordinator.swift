/// One coordinator: the screens it owns, how it is entered and the transitions it performs.
public struct Coordinator: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, style, location, entries, screens, transitions
    }

    public var name: String
    public var style: CoordinatorStyle
    public var location: SourceLocation?
    public var entries: [Entry]
    public var screens: [Screen]
    public var transitions: [Transition]

    public init(
        name: String,
        style: CoordinatorStyle = .model,
        location: SourceLocation? = nil,
        entries: [Entry] = [],
        screens: [Screen] = [],
        transitions: [Transition] = []
    ) {
        self.name = name
        self.style = style
        self.location = location
        self.entries = entries
        self.screens = screens
        self.transitions = transitions
    }

    /// The screen with this name, if this coordinator declares it.
    public func screen(named name: String) -> Screen? {
        screens.first { $0.name == name }
    }

    /// Whether every array is in its canonical order already.
    var isNormalized: Bool {
        entries.isSorted(by: Entry.canonicalOrder) && screens.isSorted(by: Screen.canonicalOrder)
            && screens.allSatisfy(\.isNormalized) && transitions.isSorted(by: Transition.canonicalOrder)
    }

    /// Sorts every array into its canonical order, leaving those already in order untouched.
    mutating func normalize() {
        entries.sortUnlessSorted(by: Entry.canonicalOrder)
        for index in screens.indices where !screens[index].isNormalized {
            screens[index].normalize()
        }
        screens.sortUnlessSorted(by: Screen.canonicalOrder)
        transitions.sortUnlessSorted(by: Transition.canonicalOrder)
    }
}

/// Where a coordinator's navigation can begin.
public struct Entry: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey {
        case screen, kind, navigation, location
    }

    /// The screen shown first.
    public var screen: String
    public var kind: EntryKind
    /// Whether the entry screen sits in a navigation container that can push (Jump's `load(with:navigation:)`).
    public var navigation: Bool
    public var location: SourceLocation?

    public init(screen: String, kind: EntryKind = .root, navigation: Bool = true, location: SourceLocation? = nil) {
        self.screen = screen
        self.kind = kind
        self.navigation = navigation
        self.location = location
    }

    /// The canonical order of a coordinator's entries: by screen, then kind.
    static func canonicalOrder(_ lhs: Entry, _ rhs: Entry) -> Bool {
        (lhs.screen, lhs.kind.rawValue) < (rhs.screen, rhs.kind.rawValue)
    }
}

/// How an entry is reached from outside the coordinator graph.
public enum EntryKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// Where the app starts the coordinator.
    case root
    case deepLink
    case restoration
    /// Declared in the configuration file.
    case declared
}
