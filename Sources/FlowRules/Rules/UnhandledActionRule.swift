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
        context.model.coordinators.flatMap { coordinator in
            let handled = Set(coordinator.transitions.compactMap { transition in
                transition.action.map { ScreenAction(screen: transition.from, action: $0) }
            })
            // The files the coordinator's handler is written in: where it is declared and where its steps are.
            let files = Set(([coordinator.location] + coordinator.transitions.map(\.location)).compactMap { $0?.file })
            return coordinator.screens.flatMap { screen in
                screen.actions
                    .filter { action in
                        !action.isIdle && !action.ignored
                            && !handled.contains(ScreenAction(screen: screen.name, action: action.name))
                    }
                    .map { action in
                        uncertain(finding(
                            "no handler turns action '\(action.name)' of screen '\(screen.name)' "
                                + "into navigation or ignores it",
                            at: action.location ?? screen.location,
                            coordinator: coordinator.name,
                            screen: screen.name,
                            action: action.name
                        ), in: context, files: files)
                    }
            }
        }
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
