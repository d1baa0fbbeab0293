import FlowModel

/// An action declared in a screen's action enum that no view ever sends: dead code, or a button never wired up.
/// An info already, whatever the reader could not follow.
struct UnusedActionRule: Rule {
    let descriptor = FindingDescriptor(
        id: "unused_action",
        defaultSeverity: .info,
        summary: "A declared action that nothing dispatches",
        description: "a declared action that no view dispatches",
        rationale: "Dead code, or a button that was never wired up.",
        help: "Send the action from the screen's view, or delete it from the action enum.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        context.graph.screens.flatMap { node in
            node.screen.actions.filter { !$0.isIdle && !$0.dispatched }.map { action in
                finding(
                    "action '\(action.name)' of screen '\(node.name)' is declared but no view dispatches it",
                    at: action.location ?? node.screen.location,
                    coordinator: node.coordinator,
                    screen: node.name,
                    action: action.name
                )
            }
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: PlantCareCoordinator
                entries: [garden]
                screens:
                  - name: garden
                    actions:
                      - didTapPlant
                      - ↓name: didTapFertilise
                        dispatched: false
                        ignored: true
                      - {name: idle, dispatched: false}
                  - name: plant
                    actions: [↓{name: didShake, dispatched: false}]
                transitions:
                  - from: garden
                    action: didTapPlant
                    mode: push
                    to: plant
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: PlantCareCoordinator
                entries: [garden]
                screens:
                  - name: garden
                    actions:
                      - didTapPlant
                      - {name: didTapFertilise, dispatched: true, ignored: true}
                      - {name: idle, dispatched: false}
                  - name: plant
                transitions:
                  - from: garden
                    action: didTapPlant
                    mode: push
                    to: plant
            """,
        ]
    )
}
