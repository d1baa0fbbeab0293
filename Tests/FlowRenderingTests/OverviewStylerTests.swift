import FlowModel
import FlowRules
import Testing
@testable import FlowRendering

@Suite("The coordinator-level overview")
struct OverviewStylerTests {
    private static let mapStep = SourceLocation(file: "Harbour.swift", line: 12, column: 9)
    private static let model = NavigationModel(coordinators: [
        Coordinator(
            name: "Harbour",
            entries: [Entry(screen: "quay")],
            screens: [Screen(name: "quay"), Screen(name: "office")],
            transitions: [
                Transition(from: "quay", action: "didTapTickets", kind: .start, mode: .sheet,
                           to: Target(coordinator: "Tickets", screen: nil)),
                Transition(from: "office", action: "didTapRefund", kind: .start, mode: .sheet,
                           to: Target(coordinator: "Tickets", screen: "refund")),
                Transition(from: "quay", action: "didTapMap", kind: .present, mode: .push,
                           to: Target(coordinator: "Charts", screen: "map"), location: mapStep),
                Transition(from: "quay", action: "didTapOffice", kind: .present, mode: .push,
                           to: Target(coordinator: "Harbour", screen: "office")),
            ]
        ),
        Coordinator(
            name: "Tickets",
            screens: [Screen(name: "list"), Screen(name: "refund")],
            transitions: [
                Transition(from: "refund", action: "didPick", kind: .dismissTo,
                           to: Target(coordinator: "Harbour", screen: "quay")),
            ]
        ),
    ])

    @Test("one node per coordinator, an undeclared target as a red stand-in, entries with a double border")
    func nodes() {
        let graph = OverviewStyler().style(Self.model)
        #expect(graph.clusters.isEmpty)
        #expect(graph.nodes.map(\.name) == ["fgc_Harbour", "fgc_Tickets", "fgc_Charts"])
        #expect(graph.nodes.map(\.label) == ["Harbour", "Tickets", "? Charts"])
        #expect(graph.nodes[0].appearance.doubleBorder)
        #expect(!graph.nodes[1].appearance.doubleBorder)
        #expect(graph.nodes[2].appearance == NodeStyle.undeclared)
        #expect(graph.nodes[0].tooltip == "Harbour (model coordinator)\n2 screens, 4 transitions")
    }

    @Test("steps into another coordinator become one arrow per target and kind; steps inside one and back steps none")
    func edges() {
        let graph = OverviewStyler().style(Self.model)
        // In the order of the transitions, which the model sorts by screen: office before quay.
        #expect(graph.edges.map { "\($0.tail)->\($0.head) \($0.label ?? "-")" } == [
            "fgc_Harbour->fgc_Tickets 2 steps",
            "fgc_Harbour->fgc_Charts didTapMap",
        ])
        let starts = graph.edges[0]
        #expect(starts.appearance == EdgeAppearance(line: .dashed, color: .start))
        #expect(starts.tooltip == """
            Harbour → Tickets
            office: didTapRefund: start child coordinator as sheet → refund
            quay: didTapTickets: start child coordinator as sheet
            """)
        #expect(graph.legend.map(\.label) == ["push", "sheet", "start child", "entry", "? undeclared"])
    }

    @Test("a coordinator with findings has a red outline; an arrow whose step has one is red")
    func findings() {
        let findings = [
            Finding(ruleID: "missing_entry", severity: .error, message: "nothing starts Tickets",
                    location: nil, coordinator: "Tickets"),
            Finding(ruleID: "unknown_destination", severity: .error, message: "no coordinator Charts",
                    location: Self.mapStep, coordinator: "Harbour", screen: "quay"),
        ]
        let graph = OverviewStyler(options: RenderOptions(showsLegend: false)).style(Self.model, findings: findings)
        #expect(graph.nodes[1].appearance.outline == .finding)
        #expect(graph.nodes[0].appearance.outline == .finding, "the finding on its step is about Harbour too")
        #expect(graph.edges[1].appearance.color == .finding)
        #expect(graph.edges[1].tooltip.hasSuffix(
            "error [unknown_destination] no coordinator Charts (Harbour.swift:12:9)"
        ))
        #expect(graph.edges[0].appearance.color == .start)
        #expect(graph.legend.isEmpty)
    }
}
