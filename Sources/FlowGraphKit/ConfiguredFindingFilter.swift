import FlowRules

/// Leaves out the findings the configuration accepts: those about `ignored_screens`, and the `navigation_cycle`
/// findings whose cycle lies within one of `allowed_cycles`.
struct ConfiguredFindingFilter {
    let configuration: CheckConfiguration
    /// The graph the rules ran on, to find each reported cycle's screens again.
    let graph: NavigationGraph

    func apply(to findings: [Finding]) -> [Finding] {
        let allowedCycleStarts = allowedCycleStarts()
        return findings.filter { finding in
            let screen = ScreenKey(coordinator: finding.coordinator, screen: finding.screen)
            if configuration.ignoredScreens.contains(where: { $0.names(coordinator: screen.coordinator, screen: screen.screen) }) {
                return false
            }
            return !(finding.ruleID == "navigation_cycle" && allowedCycleStarts.contains(screen))
        }
    }

    /// The screen each allowed cycle's finding is about. The cycle rule reports, per strongly connected group of
    /// stack-growing steps, its shortest cycle from the cycle's first screen; the same deterministic search here
    /// finds the screens its message lists.
    private func allowedCycleStarts() -> Set<ScreenKey> {
        guard !configuration.allowedCycles.isEmpty else { return [] }
        var starts: Set<ScreenKey> = []
        for group in graph.stronglyConnectedComponents(along: \.growsStack) {
            guard let cycle = graph.shortestCycle(in: group, along: \.growsStack), let first = cycle.first else { continue }
            let screens = cycle.map { graph[$0.source] }
            let allowed = configuration.allowedCycles.contains { list in
                screens.allSatisfy { screen in list.contains { $0.names(coordinator: screen.coordinator, screen: screen.name) } }
            }
            if allowed {
                let opening = graph[first.transition]
                starts.insert(ScreenKey(coordinator: opening.coordinator, screen: opening.transition.from))
            }
        }
        return starts
    }

    private struct ScreenKey: Hashable {
        let coordinator: String?
        let screen: String?
    }
}
