import FlowModel
import FlowTestSupport
import Testing

@Suite("Navigation diff")
struct NavigationDiffTests {
    let diff: NavigationDiff

    init() throws {
        diff = NavigationDiff(
            from: try ModelFileLoader.load(text: TramTicketModels.base, path: "base.flow.yml"),
            to: try ModelFileLoader.load(text: TramTicketModels.head, path: "head.flow.yml")
        )
    }

    @Test("a coordinator only one side declares is added or removed, with everything in it")
    func coordinators() {
        #expect(diff.coordinators == [.init(coordinator: "RefundCoordinator", change: .removed)])
        #expect(diff.change(ofCoordinator: "RefundCoordinator") == .removed)
        #expect(diff.change(ofCoordinator: "TicketsCoordinator") == nil)
    }

    @Test("screens added, removed, and changed in build status or actions; moved code is no change")
    func screens() {
        #expect(diff.screens == [
            .init(coordinator: "RefundCoordinator", screen: "refund", change: .removed, details: []),
            .init(coordinator: "TicketsCoordinator", screen: "receipt", change: .added, details: []),
            .init(coordinator: "TicketsCoordinator", screen: "tickets", change: .changed, details: ["action -didTapRefund"]),
            .init(
                coordinator: "TicketsCoordinator", screen: "zones", change: .changed,
                details: ["no longer built", "action +didPickZone"]
            ),
        ])
        #expect(diff.change(ofScreen: "help", in: "TicketsCoordinator") == nil)
    }

    @Test("entries are compared by screen and kind")
    func entries() {
        #expect(diff.entries == [.init(coordinator: "TicketsCoordinator", screen: "receipt", kind: .deepLink, change: .added)])
    }

    @Test("a step that keeps its trigger and target but not its mode changed; one written twice counts once")
    func transitions() {
        let summary = diff.transitions.map { change in
            "\(change.change.rawValue) \(change.coordinator).\(change.transition.from) \(change.transition.action ?? "-") "
                + "\(change.transition.to?.screen ?? change.transition.to?.coordinator ?? "back") \(change.details)"
        }
        #expect(summary == [
            "removed RefundCoordinator.refund didFinish back []",
            "changed TicketsCoordinator.tickets didTapHelp help [\"sheet → push\"]",
            "removed TicketsCoordinator.tickets didTapRefund RefundCoordinator []",
            "added TicketsCoordinator.zones didPickZone receipt []",
        ])
        #expect(diff.counts == [.added: 3, .removed: 4, .changed: 3])
    }

    @Test("the union holds both sides, with one copy of each step, so a drawing can show what went")
    func union() throws {
        let tickets = try #require(diff.union.coordinator(named: "TicketsCoordinator"))
        #expect(tickets.screens.map(\.name) == ["help", "receipt", "tickets", "zones"])
        #expect(tickets.transitions.map { "\($0.from) \($0.action ?? "") \($0.mode?.rawValue ?? $0.kind.rawValue)" } == [
            "tickets didTapBuy push", "tickets didTapHelp push", "tickets didTapRefund start", "zones didPickZone push",
        ])
        #expect(diff.union.coordinators.map(\.name) == ["RefundCoordinator", "TicketsCoordinator"])
        let buy = try #require(tickets.transitions.first)
        #expect(diff.change(of: buy, in: "TicketsCoordinator") == nil)
    }

    @Test("a model compared with itself, or with its code moved, has no changes")
    func unchanged() throws {
        let model = try ModelFileLoader.load(text: TramTicketModels.head, path: "head.flow.yml")
        var moved = model
        moved.coordinators[0].screens[0].location = SourceLocation(file: "Elsewhere.swift", line: 1, column: 1)
        #expect(NavigationDiff(from: model, to: model).isEmpty)
        #expect(NavigationDiff(from: model, to: moved).isEmpty)
    }
}
