import FlowModel

/// An action a screen sends (or declares) that no transition of its coordinator turns into navigation and that the
/// handler does not deliberately ignore: tapping it does nothing, usually because a handler case was forgotten.
/// Where navigation the reader could not follow lies in the coordinator's own files (its handler may be that
/// navigation), the finding is a note that says so.
struct UnhandledActionRule: Rule {
    let descriptor = FindingDescriptor(
        id: "unhandled_action",
        defaultSeverity: .warning,
        summary: "An action a view sends (or a declared non-idle action) that no handler turns into navigation or ignores",
        description: "a non-idle action of a screen that no transition handles and the handler does not explicitly ignore; a note instead where a navigation call in the coordinator's files was not followed",
        rationale: "The control that sends the action does nothing, usually because a case of the handler was forgotten.",
        help: "Handle the action in the coordinator's handler (navigate, or ignore it explicitly with case .action: break), or stop sending it. Where navigation calls in the coordinator's files were not followed, it is a note: one of them may handle it.",
        examples: Self.examples
    )

    private struct ScreenAction: Hashable {
        var screen: String
        var action: String
    }

    func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for coordinator in context.model.coordinators {
            let handled = Set(coordinator.transitions.compactMap { transition in
                transition.action.map { ScreenAction(screen: transition.from, action: $0) }
            })
            // Worked out at the coordinator's first finding, if it has one: hashing the file of every step costs
            // more than the rest of the rule.
            var files: Set<String>?
            for screen in coordinator.screens {
                for action in screen.actions where !action.isIdle && !action.ignored
                    && !handled.contains(ScreenAction(screen: screen.name, action: action.name)) {
                    let handlerFiles = files ?? Self.handlerFiles(of: coordinator)
                    files = handlerFiles
                    findings.append(uncertain(finding(
                        "no handler turns action '\(action.name)' of screen '\(screen.name)' "
                            + "into navigation or ignores it",
                        at: action.location ?? screen.location,
                        coordinator: coordinator.name,
                        screen: screen.name,
                        action: action.name
                    ), in: context, files: handlerFiles))
                }
            }
        }
        return findings
    }

    /// The files the coordinator's handler is written in: where it is declared and where its steps are.
    private static func handlerFiles(of coordinator: Coordinator) -> Set<String> {
        Set(([coordinator.location] + coordinator.transitions.map(\.location)).compactMap { $0?.file })
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: WeatherCoordinator
                entries: [forecast]
                screens:
                  - name: forecast
                    actions: [idle, didTapRadar, ↓didTapShare, {name: didPullToRefresh, ignored: true}]
                  - name: radar
                    actions:
                      - ↓name: didTapLayer
                        dispatched: false
                      - name: didTapClose
                transitions:
                  - from: forecast
                    action: didTapRadar
                    mode: push
                    to: radar
                  - from: radar
                    action: didTapClose
                    kind: dismiss
                  - from: forecast
                    action: didTapLayer
                    mode: sheet
                    to: radar
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: WeatherCoordinator
                entries: [forecast]
                screens:
                  - name: forecast
                    actions: [didTapRadar, {name: didPullToRefresh, ignored: true}, {name: idle, dispatched: false}]
                  - name: radar
                transitions:
                  - from: forecast
                    action: didTapRadar
                    mode: push
                    conditional: true
                    to: radar
            """,
        ]
    )
}
