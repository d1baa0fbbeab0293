/// A screen (a path case, a route, a view or a view controller) that a coordinator shows.
public struct Screen: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, built, location, actions
    }

    public var name: String
    /// Whether the coordinator has a real way to build it (false when only a `default:` arm reaches it).
    public var built: Bool
    public var location: SourceLocation?
    /// The actions this screen can send to its coordinator.
    public var actions: [Action]

    public init(name: String, built: Bool = true, location: SourceLocation? = nil, actions: [Action] = []) {
        self.name = name
        self.built = built
        self.location = location
        self.actions = actions
    }

    /// The action with this name, if the screen declares it.
    public func action(named name: String) -> Action? {
        actions.first { $0.name == name }
    }

    /// The canonical order of a coordinator's screens: by name.
    static func canonicalOrder(_ lhs: Screen, _ rhs: Screen) -> Bool {
        lhs.name < rhs.name
    }

    /// Whether the actions are in their canonical order, by name.
    var isNormalized: Bool {
        actions.isSorted { $0.name < $1.name }
    }

    /// Sorts the actions by name.
    mutating func normalize() {
        actions.sort { $0.name < $1.name }
    }
}

/// Something a screen tells its coordinator: a tap, or a state change of its view model.
public struct Action: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey {
        case name, location, dispatched, ignored
    }

    /// Actions with this name are placeholders ("nothing happened yet") and are never reported as unhandled or unused.
    public static let idleName = "idle"

    public var name: String
    public var location: SourceLocation?
    /// Whether some view really sends it (false: declared, but nothing dispatches it).
    public var dispatched: Bool
    /// Whether the handler deliberately does nothing for it (`case .x: break`).
    public var ignored: Bool

    public init(name: String, location: SourceLocation? = nil, dispatched: Bool = true, ignored: Bool = false) {
        self.name = name
        self.location = location
        self.dispatched = dispatched
        self.ignored = ignored
    }

    /// Whether this is the placeholder action every Jump action enum carries.
    public var isIdle: Bool { name == Self.idleName }
}
