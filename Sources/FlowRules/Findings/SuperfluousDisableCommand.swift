extension FindingDescriptor {
    /// An inline `flowgraph:disable` comment that suppressed nothing, or names no rule.
    public static let superfluousDisableCommand = FindingDescriptor(
        id: "superfluous_disable_command",
        defaultSeverity: .warning,
        summary: "A flowgraph:disable comment that suppresses no finding",
        description: "a `// flowgraph:disable` comment that suppressed nothing",
        rationale: """
            A stale comment hides nothing today, but would hide a new finding of its rule on its line tomorrow; a \
            misspelled rule id hides nothing at all.
            """,
        help: "Remove the comment, or correct the rule id it names; the finding it was written for is gone or elsewhere.",
        examples: FindingExamples(
            .swift,
            triggering: [
                """
                enum FerryPath: ContextPath {
                    case quay ↓// flowgraph:disable unreachable_screen
                    case ticket ↓// flowgraph:disable unreachable_screens
                }

                final class FerryCoordinator: Coordinator<FerryPath> {
                    override func buildView(presenter: ContextPresenter<FerryPath>) -> AnyView {
                        switch presenter.name {
                        case .quay: return QuayView().any
                        case .ticket: return TicketView().any
                        }
                    }
                }

                struct FerryApp {
                    let root = FerryCoordinator().load(with: .quay, navigation: true)
                }
                """,
            ],
            nonTriggering: [
                """
                enum FerryPath: ContextPath {
                    case quay
                    // flowgraph:disable:next unreachable_screen
                    case ticket
                }

                final class FerryCoordinator: Coordinator<FerryPath> {
                    override func buildView(presenter: ContextPresenter<FerryPath>) -> AnyView {
                        switch presenter.name {
                        case .quay: return QuayView().any
                        case .ticket: return TicketView().any
                        }
                    }
                }

                struct FerryApp {
                    let root = FerryCoordinator().load(with: .quay, navigation: true)
                }
                """,
            ]
        ),
        suppressibleInSource: false
    )
}
