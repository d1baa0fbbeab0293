extension FindingDescriptor {
    /// A navigation call the extractor could not resolve. The extractor reports these as notes of its own; the
    /// check step turns them into findings of this id.
    public static let unresolvedNavigation = FindingDescriptor(
        id: "unresolved_navigation",
        defaultSeverity: .note,
        summary: "A navigation call the extractor could not resolve",
        description: "a navigation call in Swift source the extractor could not resolve (the message says why)",
        rationale: """
            The call's navigation is missing from the model, the drawings and the checks; a finding concluded from \
            something absent may be wrong because of it, and is then a note that says so.
            """,
        help: """
            The call is left out of the model. Call the navigation API with a literal destination, or describe the \
            flow in a model file.
            """,
        examples: FindingExamples(
            .swift,
            triggering: [
                """
                enum FerryPath: ContextPath {
                    case quay(QuayActions = .idle)
                    case ticket
                }

                enum QuayActions: ContextAction {
                    case idle, didTapTicket
                }

                final class FerryCoordinator: Coordinator<FerryPath> {
                    override func onNext(current path: FerryPath) {
                        switch path {
                        case .quay(.didTapTicket):
                            ↓present(nextPath(), mode: .push)
                        default:
                            break
                        }
                    }
                }
                """,
            ],
            nonTriggering: [
                """
                enum FerryPath: ContextPath {
                    case quay(QuayActions = .idle)
                    case ticket
                }

                enum QuayActions: ContextAction {
                    case idle, didTapTicket
                }

                final class FerryCoordinator: Coordinator<FerryPath> {
                    override func onNext(current path: FerryPath) {
                        switch path {
                        case .quay(.didTapTicket):
                            present(.ticket, mode: .push)
                        default:
                            break
                        }
                    }
                }
                """,
            ]
        )
    )
}
