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
}
