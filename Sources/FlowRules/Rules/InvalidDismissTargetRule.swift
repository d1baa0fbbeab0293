import FlowModel

/// A `dismiss(to: X)` from a screen S where X can never be below S on the stack, so the dismissal finds nothing.
struct InvalidDismissTargetRule: Rule {
    let descriptor = FindingDescriptor(
        id: "invalid_dismiss_target",
        defaultSeverity: .error,
        summary: "A dismiss(to:) from a screen where the target can never be below it on the stack",
        description: "`dismiss(to: X)` from a screen where X can never be below it on the stack",
        rationale: "The dismissal finds no such screen below it: at run time it does nothing, or unwinds somewhere the flow did not mean to go.",
        help: "Dismiss to a screen that is on the stack below this one on every way here, or use showRoot() or a plain dismiss() instead.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        let graph = context.graph
        let dismissals = graph.transitions.filter { $0.transition.kind == .dismissTo && $0.source != nil }
        var byTarget: [ScreenID: [GraphTransition]] = [:]
        for dismissal in dismissals {
            for target in dismissal.targets { byTarget[target, default: []].append(dismissal) }
        }
        // One walk per distinct target, kept only while its dismissals are checked: a graph-sized set per target
        // alive at once would cost screens × targets memory.
        var possible: Set<TransitionID> = []
        for (target, group) in byTarget {
            let above = graph.screensAbove(target)
            for dismissal in group {
                if let source = dismissal.source, above.contains(source) {
                    possible.insert(dismissal.id)
                }
            }
        }
        return dismissals.compactMap { dismissal in
            guard let source = dismissal.source, !dismissal.targets.isEmpty, !possible.contains(dismissal.id) else {
                return nil
            }
            let phrase = graph.phrase(of: dismissal, from: dismissal.coordinator)
            let targets = dismissal.targets.map { "'\(graph.name(of: $0, from: dismissal.coordinator))'" }
            let never = targets.count == 1 ? "which is never below" : "none of which is ever below"
            let message = "\(phrase) goes back to \(targets.joined(separator: " or ")), "
                + "\(never) '\(graph[source].name)' on the stack"
            return finding(message, about: dismissal)
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: FerryCoordinator
                entries: [timetable]
                screens: [timetable, crossing, ticket, boarding, cabin]
                transitions:
                  - from: timetable
                    action: didTapCrossing
                    mode: push
                    to: crossing
                  - from: timetable
                    action: didTapBoarding
                    mode: push
                    to: boarding
                  - from: crossing
                    action: didTapBuy
                    mode: sheet
                    to: ticket
                  - ↓from: ticket
                    action: didTapBoard
                    kind: dismissTo
                    to: boarding
                  - ↓from: ticket
                    action: didTapAgain
                    kind: dismissTo
                    to: ticket
                  - from: crossing
                    action: didTapCabin
                    kind: replace
                    to: cabin
                  - ↓from: cabin
                    action: didTapBack
                    kind: dismissTo
                    to: crossing
            """,
            """
            version: 1
            coordinators:
              - name: HarbourCoordinator
                entries: [quay]
                screens: [quay, pier]
                transitions:
                  - from: quay
                    mode: swap
                    to: pier
                  - ↓from: pier
                    kind: dismissTo
                    to: quay
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: FerryCoordinator
                entries: [timetable]
                screens: [timetable, crossing, seat, ticket]
                transitions:
                  - from: timetable
                    mode: push
                    to: crossing
                  - from: crossing
                    mode: swap
                    to: seat
                  - from: seat
                    mode: sheet
                    to: ticket
                  - from: ticket
                    kind: dismissTo
                    to: timetable
                  - from: ticket
                    kind: dismissTo
                    to: seat
                  - from: ticket
                    kind: dismissTo
                    to: harbour
                  - from: seat
                    kind: start
                    to: {coordinator: PaymentCoordinator}
              - name: PaymentCoordinator
                entries: [card]
                screens: [card]
                transitions:
                  - from: card
                    kind: dismissTo
                    to: {coordinator: FerryCoordinator}
                  - from: card
                    kind: dismissTo
                    to: {coordinator: FerryCoordinator, screen: seat}
            """,
        ]
    )
}
