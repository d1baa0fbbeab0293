import FlowModel

/// A cycle of steps that all grow the stack, so a user can follow it forever and pile screens up without end.
///
/// Only stack-growing edges are considered, so a cycle that contains a dismissal, a `showRoot`, a `replace` or a
/// swap is fine by construction; so is the start of a child coordinator whose own first steps swap its screen in
/// (`router.setRootModule`). One finding per strongly connected group, with its shortest cycle as witness.
struct NavigationCycleRule: Rule {
    let descriptor = FindingDescriptor(
        id: "navigation_cycle",
        defaultSeverity: .warning,
        summary: "A cycle in which every step pushes or presents and none pops, so the stack grows without bound",
        description: "a cycle of pushes and presentations that never pops, so the stack grows without bound; one finding per strongly connected group, with a shortest witness cycle",
        rationale: "A user who follows the loop piles up screens without end: memory grows, and going back takes one tap per screen piled up.",
        help: "Break the loop: make one step go back (dismiss, dismissTo, showRoot) or replace the stack instead of pushing again, or list the cycle under allowed_cycles when it is intended.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        let graph = context.graph
        return graph.stronglyConnectedComponents(along: \.growsStack).compactMap { group in
            guard let cycle = graph.shortestCycle(in: group, along: \.growsStack), let first = cycle.first else {
                return nil
            }
            let opening = graph[first.transition]
            var witness = graph.name(of: first.source, from: opening.coordinator)
            for edge in cycle {
                let step = graph[edge.transition].transition
                let label = [step.action, step.step].compactMap { $0 }.joined(separator: " ")
                witness += " -[\(label)]-> " + graph.name(of: edge.target, from: opening.coordinator)
            }
            return finding("navigation cycle grows the stack without bound: \(witness)", about: opening)
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: LibraryCoordinator
                entries: [shelf]
                screens: [shelf, book, author]
                transitions:
                  - from: shelf
                    action: didTapBook
                    mode: push
                    to: book
                  - ↓from: book
                    action: didTapAuthor
                    mode: push
                    to: author
                  - from: author
                    action: didTapBook
                    mode: push
                    to: book
            """,
            """
            version: 1
            coordinators:
              - name: LibraryCoordinator
                entries: [shelf]
                screens: [shelf, gallery, loan, reminder]
                transitions:
                  - ↓from: gallery
                    action: didTapCover
                    mode: sheet
                    to: gallery
                  - from: shelf
                    action: didTapLoan
                    mode: push
                    to: loan
                  - ↓from: loan
                    action: didTapRemind
                    mode: fullScreen
                    to: reminder
                  - from: reminder
                    action: didTapShelf
                    mode: push
                    to: shelf
                  - from: loan
                    action: didTapReminder
                    mode: top
                    to: reminder
                  - from: reminder
                    action: didTapLoan
                    mode: push
                    to: loan
            """,
            """
            version: 1
            coordinators:
              - name: LibraryCoordinator
                entries: [shelf]
                screens: [shelf]
                transitions:
                  - ↓from: shelf
                    action: didTapReadingRoom
                    kind: start
                    to: {coordinator: ReadingRoomCoordinator}
              - name: ReadingRoomCoordinator
                entries: [desk]
                screens: [desk]
                transitions:
                  - from: desk
                    action: didTapCatalogue
                    mode: modal
                    to: {coordinator: LibraryCoordinator, screen: shelf}
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: LibraryCoordinator
                entries: [shelf]
                screens: [shelf, book, author, series]
                transitions:
                  - from: shelf
                    mode: push
                    to: book
                  - from: book
                    mode: push
                    to: author
                  - from: author
                    kind: dismissTo
                    to: book
                  - from: book
                    mode: swap
                    to: series
                  - from: series
                    mode: swap
                    to: book
                  - from: series
                    kind: showRoot
                  - from: author
                    kind: replace
                    to: shelf
                  - from: series
                    kind: dismiss
            """,
            // Sign-in and onboarding start each other, but each child swaps its first screen in as the root (a
            // sheet onboarding shows by itself on a link is shown over its first screen).
            """
            version: 1
            coordinators:
              - name: SignInCoordinator
                entries: [login]
                screens: [login]
                transitions:
                  - from: SignInCoordinator
                    mode: swap
                    to: login
                  - from: login
                    action: didSignIn
                    kind: start
                    to: {coordinator: OnboardingCoordinator}
              - name: OnboardingCoordinator
                screens: [welcome, whatsNew]
                transitions:
                  - from: OnboardingCoordinator
                    mode: swap
                    to: welcome
                  - from: OnboardingCoordinator
                    action: didOpenLink
                    mode: sheet
                    to: whatsNew
                  - from: welcome
                    action: didFinish
                    kind: start
                    to: {coordinator: SignInCoordinator}
            """,
            // A notice in the inbox opens another inbox by first popping back to the root: the stack is the root
            // and one inbox whichever notice is opened.
            """
            version: 1
            coordinators:
              - name: MailroomCoordinator
                entries: [lobby]
                screens: [lobby, inbox]
                transitions:
                  - from: lobby
                    action: didTapInbox
                    mode: push
                    to: inbox
                  - from: inbox
                    action: didOpenNotice
                    kind: showRoot
                  - from: inbox
                    action: didOpenNotice
                    mode: push
                    to: inbox
            """,
        ]
    )
}
