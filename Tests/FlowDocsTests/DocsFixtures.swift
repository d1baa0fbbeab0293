import FlowModel
import FlowRules

/// A ferry app written for these tests: a booking coordinator that starts a payment child, with faults for
/// every table to show, and a coordinator whose names need escaping everywhere.
enum DocsFixtures {
    static let bookingFile = "Sources/Booking/BookingCoordinator.swift"
    static let paymentFile = "Sources/Payment/Payment Coordinator.swift"
    /// Markup, quotes and an ampersand: each must stay text on every page.
    static let awkward = #"<script>alert("x")</script> & 'co'"#

    static func at(_ file: String, _ line: Int, _ column: Int = 5) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static let model = NavigationModel(coordinators: [
        Coordinator(
            name: "BookingCoordinator",
            style: .jump,
            location: at(bookingFile, 3, 1),
            entries: [Entry(screen: "sailings"), Entry(screen: "ticket", kind: .deepLink)],
            screens: [
                Screen(name: "sailings", location: at(bookingFile, 6), actions: [
                    Action(name: "didPickSailing", location: at(bookingFile, 12)),
                    Action(name: "idle", ignored: true),
                ]),
                Screen(name: "cabins", built: false, location: at(bookingFile, 7), actions: [
                    Action(name: "didPay", location: at(bookingFile, 14)),
                    Action(name: "didTapHelp", location: at(bookingFile, 15), dispatched: false),
                ]),
                Screen(name: "ticket", location: at(bookingFile, 8)),
                Screen(name: "lostProperty", location: at(bookingFile, 9)),
            ],
            transitions: [
                Transition(
                    from: "sailings", action: "didPickSailing", kind: .present, mode: .push,
                    to: Target(coordinator: "BookingCoordinator", screen: "cabins"), location: at(bookingFile, 30)
                ),
                Transition(
                    from: "cabins", action: "didPay", kind: .start, mode: .sheet,
                    to: Target(coordinator: "PaymentCoordinator", screen: nil), conditional: true,
                    location: at(bookingFile, 32)
                ),
                Transition(
                    from: "cabins", action: "didPay", kind: .present, mode: .sheet,
                    to: Target(coordinator: "BookingCoordinator", screen: "weather"), location: at(bookingFile, 34)
                ),
            ]
        ),
        Coordinator(
            name: "PaymentCoordinator",
            style: .uikit,
            location: at(paymentFile, 2, 1),
            screens: [Screen(name: "card", location: at(paymentFile, 5))],
            transitions: [
                Transition(from: "card", action: "didConfirm", kind: .dismiss, location: at(paymentFile, 20)),
                Transition(
                    from: "card", action: "didCancel", kind: .dismissTo,
                    to: Target(coordinator: "BookingCoordinator", screen: "sailings"), location: at(paymentFile, 22)
                ),
            ]
        ),
        Coordinator(
            name: awkward,
            entries: [Entry(screen: awkward)],
            screens: [Screen(name: awkward, actions: [Action(name: awkward)])],
            transitions: [
                Transition(
                    from: awkward, action: awkward, kind: .present, mode: .push,
                    to: Target(coordinator: awkward, screen: "b&b")
                ),
            ]
        ),
    ])

    /// The rules' real findings, and a note no coordinator owns.
    static var findings: [Finding] {
        RuleRunner(rules: RuleRegistry.all).run(on: model) + [
            Finding(
                ruleID: "unresolved_navigation", severity: .note, message: "could not resolve destination of <route>",
                location: at("Sources/App/Router.swift", 40), coordinator: nil
            ),
        ]
    }
}
