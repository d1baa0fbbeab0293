import FlowModel

/// A screen as a node of the graph, with the coordinator that owns it.
public struct GraphScreen: Hashable, Sendable {
    public let id: ScreenID
    /// The owning coordinator's name.
    public let coordinator: String
    /// The screen as the model declares it, with its actions and location.
    public let screen: Screen

    /// The screen's name, unique within its coordinator.
    public var name: String { screen.name }
}

/// An entry of a coordinator, resolved to its screen: the graph's roots.
public struct GraphEntry: Hashable, Sendable {
    /// The name of the coordinator that declares the entry.
    public let coordinator: String
    /// The entry as the model declares it, with its kind, navigation and location.
    public let entry: Entry
    /// The entry's screen.
    public let screen: ScreenID
}

/// A model transition with its source and targets resolved to screens.
public struct GraphTransition: Hashable, Sendable {
    public let id: TransitionID
    /// The owning coordinator's name (the coordinator of `source`).
    public let coordinator: String
    /// The transition as the model declares it, with its action, mode and location.
    public let transition: Transition
    /// The screen it leaves; nil when `transition.from` names no screen of its coordinator.
    public let source: ScreenID?
    /// Where it can land: none for `dismiss`, several for a start (or a `showRoot`) into a coordinator with several
    /// entries.
    public let targets: [ScreenID]
    /// Set when `transition.to` names something the model does not declare; `targets` is then empty.
    public let unresolvedTarget: UnresolvedTarget?
}

/// A transition target that names nothing declared.
public enum UnresolvedTarget: Hashable, Sendable {
    /// No coordinator has this name.
    case coordinator(String)
    /// The coordinator exists but declares no screen of this name.
    case screen(coordinator: String, screen: String)
}

/// One step from a screen to a screen. A transition with several targets gives one edge per target.
public struct Edge: Hashable, Sendable {
    public let source: ScreenID
    public let target: ScreenID
    /// The transition this edge comes from.
    public let transition: TransitionID
    /// The transition's kind, copied here because every walk filters on it.
    public let kind: TransitionKind
    /// The transition's presentation mode, if it has one.
    public let mode: PresentationMode?
    /// The transition's ``FlowModel/Transition/growsStack``: the source stays on the stack below the target.
    public let growsStack: Bool

    /// Whether the target replaces the top of the stack in place, leaving what is below untouched.
    public var swapsTop: Bool {
        (kind == .present || kind == .start) && mode == .swap
    }

    /// Whether the step can show a screen not shown before. Dismissals only go back to screens already shown.
    public var revealsScreen: Bool {
        switch kind {
        case .present, .start, .replace: true
        case .dismiss, .dismissTo, .showRoot: false
        }
    }
}
