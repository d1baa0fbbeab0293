/// What the `case` patterns of a switch on the path or an action match for sure, so that `default:` (or the
/// `else` of an `if case`) can be walked once for each screen, or screen and action, that they leave.
/// `case .chart(.didZoom)` leaves the chart's other actions to `default:`.
struct JumpCaseCoverage {
    private var everything = false
    private var whole: Set<String> = []
    private var actions: [String: Set<String>] = [:]

    init(_ patterns: [CasePattern]) {
        for pattern in patterns {
            switch pattern {
            case .binding, .wildcard:
                everything = true
            case let .enumCase(name, .enumCase(action, _)?):
                actions[name, default: []].insert(action)
            case .enumCase(_, .other?), .other:
                // A pattern the walker cannot read may or may not match, so it covers nothing for sure.
                break
            case let .enumCase(name, _):
                whole.insert(name)
            }
        }
    }

    /// One pattern for each case of `value`'s enum that no pattern matches.
    func unmatchedCases(of value: JumpHandlerValue, in coordinator: JumpCoordinatorShape) -> [CasePattern] {
        guard !everything else { return [] }
        switch value {
        case .path:
            return coordinator.screens.filter { !whole.contains($0.name) }.flatMap { screen -> [CasePattern] in
                let covered = actions[screen.name] ?? []
                guard !covered.isEmpty else { return [.enumCase(name: screen.name, payload: nil)] }
                return screen.actions.map(\.name).filter { !covered.contains($0) }.map { action in
                    .enumCase(name: screen.name, payload: .enumCase(name: action, payload: nil))
                }
            }
        case let .action(screen, _):
            let all = coordinator.screen(named: screen)?.actions.map(\.name) ?? []
            return all.filter { !whole.contains($0) }.map { .enumCase(name: $0, payload: nil) }
        }
    }
}
