/// One navigation step a coordinator performs from a screen.
public struct Transition: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey {
        case from, action, kind, mode, navigation, to, conditional, location
    }

    /// The screen (of the owning coordinator) the step starts from.
    public var from: String
    /// The action that triggers it; nil when no named action does.
    public var action: String?
    public var kind: TransitionKind
    /// How a `present` (or a `start`) shows its target; nil for the other kinds.
    public var mode: PresentationMode?
    /// Whether a modal presentation wraps its target in a navigation container that can push.
    public var navigation: Bool?
    /// The target: required for `present`, `dismissTo`, `start` and `replace`; nil for `dismiss` and `showRoot`.
    public var to: Target?
    /// True when the step happens only under a condition (`if`, `guard`, a state switch).
    public var conditional: Bool
    public var location: SourceLocation?

    public init(
        from: String,
        action: String? = nil,
        kind: TransitionKind,
        mode: PresentationMode? = nil,
        navigation: Bool? = nil,
        to: Target? = nil,
        conditional: Bool = false,
        location: SourceLocation? = nil
    ) {
        self.from = from
        self.action = action
        self.kind = kind
        self.mode = mode
        self.navigation = navigation
        self.to = to
        self.conditional = conditional
        self.location = location
    }

    /// Whether this step leaves the current screen on the stack and puts another above it.
    public var growsStack: Bool {
        switch kind {
        case .present, .start: mode?.growsStack ?? true
        case .dismiss, .dismissTo, .showRoot, .replace: false
        }
    }

    /// A total order used to keep encoded models deterministic.
    static func canonicalOrder(_ lhs: Transition, _ rhs: Transition) -> Bool {
        lhs.sortKey.lexicographicallyPrecedes(rhs.sortKey)
    }

    private var sortKey: [String] {
        [
            from, action ?? "", kind.rawValue, mode?.rawValue ?? "", to?.coordinator ?? "", to?.screen ?? "",
            location?.file ?? "", String(location?.line ?? 0).leftPadded(to: 9),
            String(location?.column ?? 0).leftPadded(to: 9), conditional ? "1" : "0",
            navigation.map { $0 ? "1" : "0" } ?? "",
        ]
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// What a transition does to the navigation stack.
public enum TransitionKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// Shows another screen with a ``PresentationMode``.
    case present
    /// Removes the current screen.
    case dismiss
    /// Pops back to a named screen that must already be below.
    case dismissTo
    /// Pops back to the coordinator's root.
    case showRoot
    /// Starts a child coordinator; `to.screen` is its entry, or nil for the child's own entries.
    case start
    /// Sets the whole stack.
    case replace

    /// Whether a model must name a target for this kind.
    public var requiresTarget: Bool {
        switch self {
        case .present, .dismissTo, .start, .replace: true
        case .dismiss, .showRoot: false
        }
    }
}

/// How a presented screen appears.
public enum PresentationMode: String, Codable, Hashable, Sendable, CaseIterable {
    case push
    case sheet
    case fullScreen
    case top
    /// Replaces the current screen in place: the stack does not grow.
    case swap
    case modal

    /// Whether the stack grows (every mode but ``swap``).
    public var growsStack: Bool { self != .swap }

    /// Whether the target is shown modally, outside the presenter's navigation container.
    public var isModal: Bool {
        switch self {
        case .sheet, .fullScreen, .top, .modal: true
        case .push, .swap: false
        }
    }
}

/// The screen or coordinator a transition goes to.
public struct Target: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey {
        case coordinator, screen
    }

    public var coordinator: String
    /// The screen; nil for a coordinator start that uses the child's own entries.
    public var screen: String?

    public init(coordinator: String, screen: String?) {
        self.coordinator = coordinator
        self.screen = screen
    }
}
