import FlowModel
import FlowRules

/// Leaves out the findings the configuration accepts: those about `ignored_screens`, and the `navigation_cycle`
/// findings whose cycle lies within one of `allowed_cycles`.
struct ConfiguredFindingFilter {
    let configuration: CheckConfiguration
    /// The graph the rules ran on, to find each reported cycle's screens again.
    let graph: NavigationGraph

    func apply(to findings: [Finding]) -> [Finding] {
        let allowedCycleStarts = allowedCycleStarts()
        let ignored = Set(configuration.ignoredScreens.map(\.name))
        return findings.filter { finding in
            guard let coordinator = finding.coordinator, let screen = finding.screen else { return true }
            let name = ScreenName(coordinator: coordinator, screen: screen)
            return !ignored.contains(name) && !(finding.ruleID == "navigation_cycle" && allowedCycleStarts.contains(name))
        }
    }

    /// The screen each allowed cycle's finding is about. The cycle rule reports, per strongly connected group of
    /// stack-growing steps, its shortest cycle from the cycle's first screen; the same deterministic search here
    /// finds the screens its message lists.
    private func allowedCycleStarts() -> Set<ScreenName> {
        let allowedCycles = configuration.allowedCycles.map { Set($0.map(\.name)) }
        guard !allowedCycles.isEmpty else { return [] }
        var starts: Set<ScreenName> = []
        for group in graph.stronglyConnectedComponents(along: \.growsStack) {
            guard let cycle = graph.shortestCycle(in: group, along: \.growsStack), let first = cycle.first else { continue }
            let screens = cycle.map { ScreenName(coordinator: graph[$0.source].coordinator, screen: graph[$0.source].name) }
            if allowedCycles.contains(where: { $0.isSuperset(of: screens) }) {
                let opening = graph[first.transition]
                starts.insert(ScreenName(coordinator: opening.coordinator, screen: opening.transition.from))
            }
        }
        return starts
    }
}
