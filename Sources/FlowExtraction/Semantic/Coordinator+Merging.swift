import FlowModel

extension Coordinator {
    /// Joins coordinators of the same name that several readers produced (a style reader's and the semantic
    /// core's additions to it): the first keeps its fields, and gains the others' screens, entries and
    /// transitions that it does not already have.
    static func merging(_ coordinators: [Coordinator]) -> [Coordinator] {
        var merged: [Coordinator] = []
        var positions: [String: Int] = [:]
        for coordinator in coordinators {
            guard let position = positions[coordinator.name] else {
                positions[coordinator.name] = merged.count
                merged.append(coordinator)
                continue
            }
            var first = merged[position]
            for screen in coordinator.screens where first.screen(named: screen.name) == nil {
                first.screens.append(screen)
            }
            for entry in coordinator.entries where !first.entries.contains(where: { $0.screen == entry.screen }) {
                first.entries.append(entry)
            }
            for transition in coordinator.transitions where !first.transitions.contains(transition) {
                first.transitions.append(transition)
            }
            merged[position] = first
        }
        return merged
    }

    /// The coordinator without its steps to `screens`, and without those screens where nothing else names them.
    func droppingSteps(to screens: Set<String>) -> Coordinator {
        var copy = self
        copy.transitions.removeAll { transition in transition.to?.screen.map(screens.contains) == true }
        let named = Set(copy.transitions.flatMap { [$0.from, $0.to?.screen].compactMap { $0 } } + copy.entries.map(\.screen))
        copy.screens.removeAll { screens.contains($0.name) && !named.contains($0.name) }
        return copy
    }
}
