import FlowModel

/// A screen its coordinator has no real way to build: showing it would hit a `default:` arm or a `fatalError`.
/// It rests on the build switch the reader read, not on navigation followed elsewhere: navigation calls not followed
/// leave it an error.
struct MissingBuildCaseRule: Rule {
    let descriptor = FindingDescriptor(
        id: "missing_build_case",
        defaultSeverity: .error,
        summary: "A screen its coordinator cannot build (no case, or only a default/fatalError arm)",
        description: "the coordinator cannot build the screen (no case, or only a `default:`/`fatalError` arm); it rests on the build switch read, so calls not followed elsewhere leave it an error",
        rationale: "Showing the screen reaches a `default:` arm or a `fatalError` at run time: a crash or a wrong view, met only by the user who takes that way.",
        help: "Add a case for the screen to the coordinator's build switch (buildView, navigationDestination or view-controller factory) that returns its view; do not leave it to default: or fatalError.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        context.graph.screens.filter { !$0.screen.built }.map { node in
            finding(
                "screen '\(node.name)' cannot be built by \(node.coordinator): "
                    + "no code builds its view, or only a default:/fatalError arm reaches it",
                at: node.screen.location,
                coordinator: node.coordinator,
                screen: node.name
            )
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: ForecastCoordinator
                entries: [today]
                screens:
                  - name: today
                  - ↓name: radar
                    built: false
                transitions:
                  - from: today
                    mode: push
                    to: radar
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: ForecastCoordinator
                entries: [today]
                screens:
                  - name: today
                  - name: radar
                    built: true
                transitions:
                  - from: today
                    mode: push
                    to: radar
            """,
        ]
    )
}
