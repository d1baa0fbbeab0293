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
    /// Whether a modal presentation wraps its target in a navigation container that can push; on a swap, whether
    /// the swap puts its target in such a container of its own (else the target keeps the one of the screen it
    /// replaces); on a push, whether it pushes onto a stack of its own, whatever shows its source (a path a
    /// navigation stack is bound to).
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

    /// A total order used to keep encoded models deterministic: by source, action, kind, mode, target, location,
    /// condition and navigation, each compared as text (absent values as empty text), the line and column as
    /// numbers zero-padded to nine digits. Compared field by field, without building the keys, since a large
    /// model sorts hundreds of thousands of transitions.
    static func canonicalOrder(_ lhs: Transition, _ rhs: Transition) -> Bool {
        if lhs.from != rhs.from { return lhs.from < rhs.from }
        if lhs.action ?? "" != rhs.action ?? "" { return lhs.action ?? "" < rhs.action ?? "" }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        if lhs.mode != rhs.mode { return lhs.mode?.rawValue ?? "" < rhs.mode?.rawValue ?? "" }
        if lhs.to?.coordinator ?? "" != rhs.to?.coordinator ?? "" { return lhs.to?.coordinator ?? "" < rhs.to?.coordinator ?? "" }
        if lhs.to?.screen ?? "" != rhs.to?.screen ?? "" { return lhs.to?.screen ?? "" < rhs.to?.screen ?? "" }
        if lhs.location?.file ?? "" != rhs.location?.file ?? "" { return lhs.location?.file ?? "" < rhs.location?.file ?? "" }
        let lines = (lhs.location?.line ?? 0, rhs.location?.line ?? 0)
        if lines.0 != lines.1 { return paddedPrecedes(lines.0, lines.1) }
        let columns = (lhs.location?.column ?? 0, rhs.location?.column ?? 0)
        if columns.0 != columns.1 { return paddedPrecedes(columns.0, columns.1) }
        if lhs.conditional != rhs.conditional { return !lhs.conditional }
        return navigationKey(lhs.navigation) < navigationKey(rhs.navigation)
    }

    /// Whether `lhs` zero-padded to nine digits sorts before `rhs` so padded: as numbers, unless one is negative
    /// or longer than nine digits, when the texts are compared.
    private static func paddedPrecedes(_ lhs: Int, _ rhs: Int) -> Bool {
        let padded = 0..<1_000_000_000
        guard padded.contains(lhs), padded.contains(rhs) else { return lhs.paddedText < rhs.paddedText }
        return lhs < rhs
    }

    /// Absent before false before true, as the texts "", "0" and "1" sort.
    private static func navigationKey(_ navigation: Bool?) -> Int {
        navigation.map { $0 ? 2 : 1 } ?? 0
    }
}

private extension Int {
    var paddedText: String {
        let text = String(self)
        return String(repeating: "0", count: Swift.max(0, 9 - text.count)) + text
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
