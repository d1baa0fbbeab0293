import FlowModel

/// A screen that no path from any entry reaches. Only steps that can show a new screen count: a screen reached
/// only by a dismissal would have to be shown already. Where the reader met navigation it could not follow, any
/// of it may lead to the screen: the finding is then a note that says so.
struct UnreachableScreenRule: Rule {
    let descriptor = FindingDescriptor(
        id: "unreachable_screen",
        defaultSeverity: .error,
        summary: "A screen that no path from any entry reaches",
        description: "no path from any entry reaches the screen (present, start and replace reach; going back does not); a note instead where some navigation call was not followed (its target unknown), since it may be the way in",
        rationale: "No user can get to the screen: dead code, or a flow whose way in was lost in a change.",
        help: "Add a transition that leads to the screen from a reachable one, declare an entry for it, or delete the screen. Where navigation calls were not followed, it is a note: one of them may lead to the screen.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        let graph = context.graph
        let reachable = graph.reachableFromEntries()
        // Every screen of a coordinator without any way in is unreachable; `missing_entry` reports that once.
        let explained = Set(MissingEntryRule.coordinatorsNeverEntered(in: context.model).map(\.name))
        return graph.screens
            .filter { !reachable.contains($0.id) && !explained.contains($0.coordinator) }
            .map { node in
                uncertain(finding(
                    "screen '\(node.name)' of \(node.coordinator) is not reachable from any entry",
                    at: node.screen.location,
                    coordinator: node.coordinator,
                    screen: node.name
                ), in: context)
            }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: RentalCoordinator
                entries: [map]
                screens:
                  - name: map
                    actions: [didTapDock]
                  - name: dock
                  - ↓name: repairShop
                transitions:
                  - from: map
                    action: didTapDock
                    mode: push
                    to: dock
            """,
            """
            version: 1
            coordinators:
              - name: RentalCoordinator
                entries: [map]
                screens: [map, ↓receipt, ↓invoice]
                transitions:
                  - from: map
                    kind: dismissTo
                    to: receipt
                  - from: receipt
                    mode: sheet
                    to: invoice
            """,
            """
            version: 1
            coordinators:
              - name: RentalCoordinator
                entries: [map]
                screens: [map, ↓ride]
                transitions:
                  - from: ride
                    kind: start
                    to: {coordinator: PaymentCoordinator}
              - name: PaymentCoordinator
                screens: [↓wallet]
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: RentalCoordinator
                entries:
                  - screen: map
                  - screen: ride
                    kind: deepLink
                screens: [map, ride, helmet]
                transitions:
                  - from: map
                    kind: start
                    conditional: true
                    to: {coordinator: PaymentCoordinator, screen: wallet}
                  - from: ride
                    mode: swap
                    to: helmet
              - name: PaymentCoordinator
                screens: [wallet, topUp]
                transitions:
                  - from: wallet
                    kind: replace
                    to: topUp
            """,
            """
            version: 1
            coordinators:
              - name: RentalCoordinator
                entries: [map]
                screens: [map]
              - name: StationCoordinator
                screens: [kiosk, unlock]
            """,
        ]
    )
}
