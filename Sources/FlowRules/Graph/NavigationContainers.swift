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
    /// mode keep the container of the screen they leave, so they pass its states on. A modal present (and a modal
    /// `start`) opens a new presentation that has a container only when the transition adds one. Dismissals only
    /// go back to screens already shown and pass nothing on. Each screen's state set only grows, and has two
    /// elements, so every screen is queued at most twice.
    public func navigationContainers() -> NavigationContainers {
        var states = NavigationContainers(
            withNavigation: Array(repeating: false, count: screens.count),
            withoutNavigation: Array(repeating: nil, count: screens.count)
        )
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
            for edge in outgoing(from: screen) {
                switch propagation(of: edge) {
                case .nothing:
                    continue
                case .passOn:
                    if states.withNavigation[screen.index] {
                        addNavigation(edge.target)
                    }
                    if let cause = states.withoutNavigation[screen.index] {
                        addMissingNavigation(edge.target, cause: cause)
                    }
                case .newPresentation(navigation: true):
                    addNavigation(edge.target)
                case .newPresentation(navigation: false):
                    addMissingNavigation(edge.target, cause: .presentation(edge))
                }
            }
        }
        return states
    }

    private enum ContainerPropagation {
        case nothing
        case passOn
        case newPresentation(navigation: Bool)
    }

    private func propagation(of edge: Edge) -> ContainerPropagation {
        switch edge.kind {
        case .dismiss, .dismissTo, .showRoot:
            return .nothing
        case .replace:
            return .passOn
        case .present, .start:
            guard let mode = edge.mode, mode.isModal else { return .passOn }
            return .newPresentation(navigation: self[edge.transition].transition.navigation ?? false)
        }
    }
}
