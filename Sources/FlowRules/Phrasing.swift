import FlowModel

/// The wording shared by rule messages, so that every rule names screens and transitions the same way.
extension NavigationGraph {
    /// A screen's name as seen from `coordinator`: bare for its own screens, `Coordinator.screen` for others.
    func name(of screen: ScreenID, from coordinator: String) -> String {
        let node = self[screen]
        return node.coordinator == coordinator ? node.name : "\(node.coordinator).\(node.name)"
    }

    /// A transition as seen from `coordinator`, e.g. `push from 'dock' on 'didTapBike'`.
    func phrase(of transition: GraphTransition, from coordinator: String) -> String {
        let step = transition.transition
        let source = transition.source.map { name(of: $0, from: coordinator) } ?? step.from
        return "\(step.step) from '\(source)'" + (step.action.map { " on '\($0)'" } ?? "")
    }
}

extension Transition {
    /// The step a transition performs in one word: its mode for a present (`push`, `sheet`, ...), else its kind.
    var step: String {
        switch kind {
        case .present: mode?.rawValue ?? kind.rawValue
        case .dismissTo: TransitionKind.dismiss.rawValue
        case .dismiss, .showRoot, .start, .replace: kind.rawValue
        }
    }
}

extension Optional where Wrapped == SourceLocation {
    /// ` at file:line:column`, or nothing when the element has no position.
    var atPhrase: String {
        map { " at \($0)" } ?? ""
    }
}
