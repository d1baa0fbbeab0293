import FlowModel

/// A push from a screen that can be shown without a navigation container, where the push does nothing.
///
/// The container is lost by a modal presentation that does not add one (or an entry loaded without one) and
/// carried on by pushes, swaps and replaces; the message names that presentation so the fix is clear.
struct PushWithoutNavigationRule: Rule {
    let descriptor = FindingDescriptor(
        id: "push_without_navigation",
        defaultSeverity: .warning,
        summary: "A push from a screen that was presented modally without a navigation container",
        description: "a push from a screen that was presented modally without a navigation container",
        rationale: "Without a navigation container a push does nothing: the button that sends it seems broken.",
        help: "Present the screen with a navigation container (addNavigation: true, or wrap it in a navigation controller/stack), or present the next screen modally instead of pushing it.",
        examples: Self.examples
    )

    func check(_ context: RuleContext) -> [Finding] {
        let graph = context.graph
        let containers = graph.navigationContainers()
        return graph.transitions.compactMap { push in
            let step = push.transition
            guard step.kind == .present || step.kind == .start, step.mode == .push, let source = push.source else { return nil }
            // A push onto a stack of its own (a path a stack is bound to) lands there whatever shows its source.
            if step.navigation == true { return nil }
            // A push made once its screen is dismissed is made by the screens that presented it.
            let pushers = containers.afterDismissal[push.id] ?? [source]
            guard let cause = pushers.lazy.compactMap(containers.causeOfMissingNavigation).first else { return nil }
            let phrase = graph.phrase(of: push, from: push.coordinator)
            let lost = describe(cause, in: graph, from: push.coordinator)
            return finding("\(phrase) has no navigation container to push onto: \(lost)", about: push)
        }
    }

    private func describe(
        _ cause: NavigationContainers.Cause, in graph: NavigationGraph, from coordinator: String
    ) -> String {
        switch cause {
        case let .entry(entry):
            let screen = graph.name(of: entry.screen, from: coordinator)
            return "entry '\(screen)' of \(entry.coordinator) is loaded without one\(entry.entry.location.atPhrase)"
        case let .presentation(edge):
            let presentation = graph[edge.transition]
            let phrase = graph.phrase(of: presentation, from: coordinator)
            let screen = graph.name(of: edge.target, from: coordinator)
            return "\(phrase) shows '\(screen)' without one\(presentation.transition.location.atPhrase)"
        }
    }

    static let examples = FindingExamples(
        triggering: [
            """
            version: 1
            coordinators:
              - name: MuseumCoordinator
                entries: [lobby]
                screens: [lobby, exhibit, audioGuide, transcript, glossary]
                transitions:
                  - from: lobby
                    action: didTapExhibit
                    mode: push
                    to: exhibit
                  - from: exhibit
                    action: didTapAudio
                    mode: sheet
                    to: audioGuide
                  - ↓from: audioGuide
                    action: didTapTranscript
                    mode: push
                    to: transcript
                  - ↓from: transcript
                    action: didTapTerm
                    mode: push
                    to: glossary
            """,
            """
            version: 1
            coordinators:
              - name: MuseumCoordinator
                entries:
                  - screen: ticketScanner
                    navigation: false
                screens: [ticketScanner, floorPlan]
                transitions:
                  - ↓from: ticketScanner
                    kind: start
                    mode: push
                    to: {coordinator: CafeCoordinator}
                  - from: ticketScanner
                    mode: fullScreen
                    navigation: false
                    to: floorPlan
                  - ↓from: floorPlan
                    mode: push
                    to: ticketScanner
              - name: CafeCoordinator
                entries: [menu]
                screens: [menu]
            """,
            """
            version: 1
            coordinators:
              - name: MuseumCoordinator
                entries:
                  - screen: kiosk
                    navigation: false
                screens: [kiosk, ticketDesk, receipt]
                transitions:
                  - from: kiosk
                    mode: sheet
                    to: ticketDesk
                  - from: ticketDesk
                    action: didPay
                    kind: dismiss
                  - ↓from: ticketDesk
                    action: didPay
                    mode: push
                    to: receipt
            """,
        ],
        nonTriggering: [
            """
            version: 1
            coordinators:
              - name: MuseumCoordinator
                entries: [lobby]
                screens: [lobby, exhibit, audioGuide, transcript, shop, ticketDesk, receipt]
                transitions:
                  - from: lobby
                    mode: push
                    to: exhibit
                  - from: exhibit
                    mode: sheet
                    navigation: true
                    to: audioGuide
                  - from: audioGuide
                    mode: push
                    to: transcript
                  - from: exhibit
                    kind: start
                    mode: fullScreen
                    navigation: true
                    to: {coordinator: ShopCoordinator}
                  - from: lobby
                    mode: sheet
                    to: shop
                  - from: shop
                    kind: dismissTo
                    to: lobby
                  - from: lobby
                    mode: sheet
                    to: ticketDesk
                  - from: ticketDesk
                    action: didPay
                    kind: dismiss
                  - from: ticketDesk
                    action: didPay
                    mode: push
                    to: receipt
                  - from: shop
                    action: didPickGuide
                    mode: push
                    navigation: true
                    to: transcript
              - name: ShopCoordinator
                entries: [catalogue]
                screens: [catalogue, basket]
                transitions:
                  - from: catalogue
                    mode: push
                    to: basket
            """,
            """
            version: 1
            coordinators:
              - name: MuseumCoordinator
                entries: [lobby]
                screens: [lobby, membershipCard]
                transitions:
                  - from: lobby
                    mode: sheet
                    to: membershipCard
                  - from: membershipCard
                    action: didRenew
                    kind: start
                    to: {coordinator: GiftShopCoordinator}
              - name: GiftShopCoordinator
                entries: [shelf]
                screens: [shelf, basket]
                transitions:
                  - from: GiftShopCoordinator
                    mode: swap
                    to: shelf
                  - from: shelf
                    mode: push
                    to: basket
            """,
            """
            version: 1
            coordinators:
              - name: MuseumCoordinator
                entries: [lobby]
                screens: [lobby, tourFlow, tourStops, stopDetail]
                transitions:
                  - from: lobby
                    mode: fullScreen
                    to: tourFlow
                  - from: tourFlow
                    mode: swap
                    navigation: true
                    to: tourStops
                  - from: tourStops
                    mode: push
                    to: stopDetail
            """,
        ]
    )
}
