import FlowModel

/// A transition whose target names a coordinator that is not declared, or a screen its coordinator does not declare.
struct UnknownDestinationRule: Rule {
    let descriptor = FindingDescriptor(
        id: "unknown_destination",
        defaultSeverity: .error,
        summary: "A transition that targets a screen or coordinator that is not declared",
        description: "a transition targets a screen or coordinator that is not declared",
        rationale: "The transition leads to nothing the app declares: a crash or a blank screen, often a renamed screen the navigation was not updated for.",
        help: "Declare the target screen or coordinator, or correct the name in the transition.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        let graph = context.graph
        return graph.transitions.compactMap { transition in
            guard let unresolved = transition.unresolvedTarget else { return nil }
            let phrase = graph.phrase(of: transition, from: transition.coordinator)
            let problem = switch unresolved {
            case let .coordinator(name): "goes to coordinator \(name), which is not declared"
            case let .screen(coordinator, screen): "goes to screen '\(screen)', which \(coordinator) does not declare"
            }
            return finding("\(phrase) \(problem)", about: transition)
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: GreenhouseCoordinator
                entries: [beds]
                screens: [beds, seedling]
                transitions:
                  - ↓from: beds
                    action: didTapCompost
                    mode: sheet
                    to: compost
                  - ↓from: beds
                    action: didTapWater
                    kind: start
                    to: {coordinator: IrrigationCoordinator}
                  - ↓from: seedling
                    kind: dismissTo
                    to: {coordinator: ShedCoordinator, screen: mower}
                  - from: beds
                    mode: push
                    to: seedling
              - name: ShedCoordinator
                entries: [tools]
                screens: [tools]
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: GreenhouseCoordinator
                entries: [beds]
                screens: [beds, seedling]
                transitions:
                  - from: beds
                    mode: push
                    to: seedling
                  - from: seedling
                    kind: dismiss
                  - from: beds
                    kind: start
                    to: {coordinator: ShedCoordinator}
                  - from: seedling
                    mode: fullScreen
                    to: {coordinator: ShedCoordinator, screen: tools}
              - name: ShedCoordinator
                entries: [tools]
                screens: [tools]
                transitions:
                  - from: tools
                    kind: showRoot
            """,
        ]
    )
}
