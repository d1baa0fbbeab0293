import FlowModel

/// Whether each screen can be shown inside a navigation container that can push, without one, or both.
///
/// Computed by ``NavigationGraph/navigationContainers()``. For every screen that can lack a container it keeps one
/// cause, the first found, so a finding can name where the container was lost.
public struct NavigationContainers: Sendable {
    /// Why a screen can be shown without a navigation container.
    public enum Cause: Hashable, Sendable {
        /// The coordinator loads this entry without navigation.
        case entry(GraphEntry)
        /// A modal presentation without navigation shows `edge.target`.
        case presentation(Edge)
    }

    fileprivate var withNavigation: [Bool]
    fileprivate var withoutNavigation: [Cause?]
    /// The steps a screen's action makes once the same action has dismissed it (``NavigationGraph/stepsAfterDismissal()``),
    /// each with the screens found presenting the dismissed one: those make the step, in their own container.
    public fileprivate(set) var afterDismissal: [TransitionID: [ScreenID]] = [:]

    /// Whether `screen` can be shown inside a navigation container.
    public func canHaveNavigation(_ screen: ScreenID) -> Bool {
        withNavigation[screen.index]
    }

    /// Why `screen` can be shown without a navigation container; nil when it never is.
    public func causeOfMissingNavigation(_ screen: ScreenID) -> Cause? {
        withoutNavigation[screen.index]
    }
}

extension NavigationGraph {
    /// The navigation-container states of every screen, as a fixpoint over the states {has, lacks} a container.
    ///
    /// An entry starts with its own `navigation`. A push or a swap present, a replace, and a `start` without a
    /// mode keep the container of the screen they leave, so they pass its states on, except a swap marked
    /// `navigation: true`, which puts its screen in a container of its own; but a `start` of a child that
    /// only swaps its first screen in leaves its entries as they are. A modal present (and a modal
    /// `start`) opens a new presentation that has a container only when the transition adds one. Dismissals only
    /// go back to screens already shown and pass nothing on. Each screen's state set only grows, and has two
    /// elements, so every screen is queued at most twice.
    public func navigationContainers() -> NavigationContainers {
        var states = NavigationContainers(
            withNavigation: Array(repeating: false, count: screens.count),
            withoutNavigation: Array(repeating: nil, count: screens.count)
        )
        let afterDismissal = stepsAfterDismissal()
        states.afterDismissal = Dictionary(uniqueKeysWithValues: afterDismissal.map { ($0, []) })
        // By transition index: every edge is asked, and hashing an id for each costs more than the walk itself.
        let madeAfterDismissal = afterDismissal.reduce(
            into: Array(repeating: false, count: afterDismissal.isEmpty ? 0 : transitions.count)
        ) { marks, step in marks[step.index] = true }
        func isMadeAfterDismissal(_ edge: Edge) -> Bool {
            !madeAfterDismissal.isEmpty && madeAfterDismissal[edge.transition.index]
        }
        // The edges made after their source is dismissed, by that source: passed on from its presenters.
        var delayed: [ScreenID: [Edge]] = [:]
        var queue: [ScreenID] = []

        func addNavigation(_ screen: ScreenID) {
            guard !states.withNavigation[screen.index] else { return }
            states.withNavigation[screen.index] = true
            queue.append(screen)
        }
        func addMissingNavigation(_ screen: ScreenID, cause: NavigationContainers.Cause) {
            guard states.withoutNavigation[screen.index] == nil else { return }
            states.withoutNavigation[screen.index] = cause
            queue.append(screen)
        }

        if !afterDismissal.isEmpty {
            for screen in screens {
                for edge in outgoing(from: screen.id) where isMadeAfterDismissal(edge) {
                    delayed[edge.source, default: []].append(edge)
                }
            }
        }
        for entry in entries {
            if entry.entry.navigation {
                addNavigation(entry.screen)
            } else {
                addMissingNavigation(entry.screen, cause: .entry(entry))
            }
        }
        var head = 0
        while head < queue.count {
            let screen = queue[head]
            head += 1
            func passOn(to target: ScreenID) {
                if states.withNavigation[screen.index] {
                    addNavigation(target)
                }
                if let cause = states.withoutNavigation[screen.index] {
                    addMissingNavigation(target, cause: cause)
                }
            }
            for edge in outgoing(from: screen) where !isMadeAfterDismissal(edge) {
                switch propagation(of: edge) {
                case .nothing:
                    continue
                case .passOn:
                    passOn(to: edge.target)
                case let .newPresentation(navigation):
                    if navigation {
                        addNavigation(edge.target)
                    } else {
                        addMissingNavigation(edge.target, cause: .presentation(edge))
                    }
                    // What the presented screen does once dismissed, this screen does in its own container.
                    for step in delayed[edge.target] ?? [] where propagation(of: step).keepsContainer {
                        if !(states.afterDismissal[step.transition] ?? []).contains(screen) {
                            states.afterDismissal[step.transition, default: []].append(screen)
                        }
                        passOn(to: step.target)
                    }
                }
            }
        }
        return states
    }

    /// The steps a screen's action makes after a `dismiss` of that screen on the same action (a push in the
    /// completion of `dismiss(animated:)`): by then the screen is gone, and the one that presented it makes them.
    public func stepsAfterDismissal() -> Set<TransitionID> {
        // The source screen belongs to the transition's coordinator, so it stands for the coordinator too.
        struct Trigger: Hashable {
            var source: ScreenID
            var action: String?
        }
        // Read field by field through the index: a transition is never copied whole (its strings retained) here.
        var dismissing = Set<Trigger>()
        for index in transitions.indices where transitions[index].transition.kind == .dismiss {
            guard let source = transitions[index].source else { continue }
            dismissing.insert(Trigger(source: source, action: transitions[index].transition.action))
        }
        guard !dismissing.isEmpty else { return [] }
        var steps = Set<TransitionID>()
        for index in transitions.indices {
            let kind = transitions[index].transition.kind
            guard kind == .present || kind == .start, transitions[index].transition.mode?.isModal != true,
                  let source = transitions[index].source,
                  dismissing.contains(Trigger(source: source, action: transitions[index].transition.action))
            else { continue }
            steps.insert(transitions[index].id)
        }
        return steps
    }

    private enum ContainerPropagation {
        case nothing
        case passOn
        case newPresentation(navigation: Bool)

        var keepsContainer: Bool {
            if case .passOn = self { return true }
            return false
        }
    }

    private func propagation(of edge: Edge) -> ContainerPropagation {
        switch edge.kind {
        case .dismiss, .dismissTo, .showRoot:
            return .nothing
        case .replace:
            return .passOn
        case .start where edge.mode == nil && !edge.growsStack:
            // A child that swaps its first screen into a container of its own (`router.setRootModule(module)`, a
            // root view controller's content) shows it as its entries say, whatever showed the screen it left.
            return .nothing
        case .present, .start:
            guard let mode = edge.mode, mode.isModal else {
                // A swap that puts its screen in a navigation container of its own gives it one.
                return self[edge.transition].transition.navigation == true ? .newPresentation(navigation: true) : .passOn
            }
            return .newPresentation(navigation: self[edge.transition].transition.navigation ?? false)
        }
    }
}
