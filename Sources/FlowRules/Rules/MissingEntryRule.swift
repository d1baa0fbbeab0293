import FlowModel

/// A coordinator nothing can show: it has no entry, and no `start` transition of any coordinator targets it. Where
/// the reader met navigation it could not follow, any of it may start the coordinator: the finding is then a note.
struct MissingEntryRule: Rule {
    let descriptor = FindingDescriptor(
        id: "missing_entry",
        defaultSeverity: .error,
        summary: "A coordinator that nothing starts and that has no entry",
        description: "a coordinator that nothing starts and that has no entry (its screens are not reported again as unreachable); a coordinator without screens (a router the app launches), or one that begins by starting a child, is not reported; a note instead where some navigation call was not followed",
        rationale: "Nothing can ever show the coordinator's screens: dead code that still has to be kept working, or a flow whose way in was lost.",
        help: "Start the coordinator from a parent, load it at launch, or declare the way in (deep link, state restoration) as an extra entry in .flowgraph.yml. Where navigation calls were not followed, it is a note: one of them may start it.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        Self.coordinatorsNeverEntered(in: context.model).map { coordinator in
            uncertain(finding(
                "coordinator \(coordinator.name) has no entry and no coordinator starts it",
                at: coordinator.location,
                coordinator: coordinator.name
            ), in: context)
        }
    }

    /// The coordinators this rule reports. A start that names one of their screens counts as starting them even
    /// when the screen is undeclared: `unknown_destination` reports that target. A coordinator without screens
    /// (a router that only starts others) is not reported: the app launches it from code outside the model; nor is
    /// one that begins by starting a child (a start of its own, from the coordinator itself), whose screens come
    /// once the child is done.
    static func coordinatorsNeverEntered(in model: NavigationModel) -> [Coordinator] {
        let starts = model.coordinators.lazy.flatMap(\.transitions).filter { $0.kind == .start }
        let started = Set(starts.compactMap(\.to?.coordinator))
        return model.coordinators.filter { coordinator in
            coordinator.entries.isEmpty && !coordinator.screens.isEmpty && !started.contains(coordinator.name)
                && !coordinator.transitions.contains { $0.kind == .start && $0.from == coordinator.name }
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: FerryCoordinator
                entries: [timetable]
                screens: [timetable]
              - ↓name: RefundCoordinator
                screens: [claim, confirmation]
                transitions:
                  - from: claim
                    mode: push
                    to: confirmation
            """,
            """
            version: 1
            coordinators:
              - name: FerryCoordinator
                entries: [timetable]
                screens: [timetable]
                transitions:
                  - from: timetable
                    action: didTapRefund
                    mode: sheet
                    to: {coordinator: RefundCoordinator, screen: claim}
              - ↓name: RefundCoordinator
                screens: [claim]
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: FerryCoordinator
                entries: [timetable]
                screens: [timetable]
                transitions:
                  - from: timetable
                    action: didTapRefund
                    kind: start
                    mode: sheet
                    conditional: true
                    to: {coordinator: RefundCoordinator, screen: claim}
              - name: RefundCoordinator
                screens: [claim]
            """,
            """
            version: 1
            coordinators:
              - name: RefundCoordinator
                entries:
                  - screen: claim
                    kind: deepLink
                screens: [claim]
            """,
            """
            version: 1
            coordinators:
              - name: HarbourCoordinator
                transitions:
                  - from: HarbourCoordinator
                    kind: start
                    to: {coordinator: FerryCoordinator}
              - name: FerryCoordinator
                entries: [timetable]
                screens: [timetable]
            """,
            """
            version: 1
            coordinators:
              - name: HarbourCoordinator
                screens: [moorings]
                transitions:
                  - from: HarbourCoordinator
                    kind: start
                    to: {coordinator: BoardingCoordinator}
              - name: BoardingCoordinator
                entries: [boardingPass]
                screens: [boardingPass]
                transitions:
                  - from: boardingPass
                    action: onBoarded
                    mode: swap
                    to: {coordinator: HarbourCoordinator, screen: moorings}
            """,
        ]
    )
}
