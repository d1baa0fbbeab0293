import FlowModel

extension Coordinator {
    /// The coordinators with each one's own first presentation folded into the steps that start it.
    ///
    /// A coordinator whose start shows its first screen by presenting it (`navigationController.pushViewController(list)`,
    /// `presentOnTop(UINavigationController(rootViewController: list))`) was read as a step of the coordinator itself
    /// to that screen, beside the step that starts it (`start → TidesCoordinator`). The screen is where the
    /// coordinator begins (its entry, already), and how it is shown is how the coordinator is started: the starts
    /// take the presentation's mode and container, and the coordinator's own step goes. A coordinator that swaps its
    /// first screen in (`setRootModule`) keeps its swap, which tells the rules that starting it piles nothing up; one
    /// whose first screens are shown in more than one way keeps its steps. So does one pushing its first screen
    /// onto a stack of its own (not among `handedStacks`, the coordinators made with the navigation controller
    /// they push onto): that push fills its own stack, and however its starter shows that stack is the start.
    static func foldingFirstPresentations(_ coordinators: [Coordinator], handedStacks: Set<String>) -> [Coordinator] {
        var folded: [String: (mode: PresentationMode, navigation: Bool?)] = [:]
        var copies = coordinators
        for index in copies.indices {
            let coordinator = copies[index]
            let entries = Set(coordinator.entries.map(\.screen))
            let firsts = coordinator.transitions.filter { transition in
                transition.from == coordinator.name && transition.action == nil && transition.kind == .present
                    && transition.to?.coordinator == coordinator.name && transition.to?.screen.map(entries.contains) == true
            }
            let ways = Set(firsts.map { [$0.mode?.rawValue ?? "", $0.navigation.map(String.init) ?? ""] })
            guard ways.count == 1, let first = firsts.first, let mode = first.mode, Self.foldedModes.contains(mode),
                  mode != .push || handedStacks.contains(coordinator.name) else { continue }
            let shown = Set(firsts.compactMap(\.to?.screen))
            copies[index].transitions.removeAll { firsts.contains($0) }
            for entry in copies[index].entries.indices where shown.contains(copies[index].entries[entry].screen) {
                copies[index].entries[entry].navigation = mode == .push || first.navigation == true
            }
            folded[coordinator.name] = (mode, first.navigation)
        }
        guard !folded.isEmpty else { return coordinators }
        for index in copies.indices {
            for step in copies[index].transitions.indices {
                let transition = copies[index].transitions[step]
                guard transition.kind == .start, transition.mode == nil, let child = transition.to?.coordinator,
                      let presentation = folded[child] else { continue }
                copies[index].transitions[step].mode = presentation.mode
                copies[index].transitions[step].navigation = presentation.mode.isModal ? presentation.navigation : nil
            }
        }
        return copies
    }

    /// The presentations a start takes on: a push onto the starter's stack, or a modal one.
    private static let foldedModes: Set<PresentationMode> = [.push, .sheet, .fullScreen, .modal]
}
