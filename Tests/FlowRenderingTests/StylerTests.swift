import FlowModel
import FlowRules
import Foundation
import Testing
@testable import FlowRendering

@Suite("Styling a model")
struct StylerTests {
    private func edges(_ graph: StyledGraph, labelled label: String) -> [StyledEdge] {
        graph.edges.filter { $0.label == label }
    }

    @Test("a dismiss returns to every screen that presents its screen; with none, to the coordinator's exit")
    func dismissTargets() throws {
        let graph = try FlowStyler().style(Fixtures.bikeRental)
        let cancel = edges(graph, labelled: "didCancel")
        #expect(cancel.map(\.head) == ["fg_StationMapCoordinator__stationMap"])
        #expect(cancel.allSatisfy { $0.goesBack && $0.appearance.color == .muted })
        // rideSummary is reached by replacing the stack: nothing drawn is below it.
        #expect(edges(graph, labelled: "didTapDone").map(\.head) == ["fgx_RentalCoordinator"])
        // A child's entry dismisses back to the screen that started the child.
        #expect(edges(graph, labelled: "didClose").map(\.head) == ["fg_StationMapCoordinator__stationMap"])
    }

    @Test("show root returns to the entries, dismiss to to its target")
    func otherBackSteps() throws {
        let graph = try FlowStyler().style(Fixtures.bikeRental)
        #expect(edges(graph, labelled: "didPay").map(\.head) == ["fg_WalletCoordinator__balance"])
        let recipes = try FlowStyler().style(Fixtures.recipes)
        #expect(edges(recipes, labelled: "didPick").map(\.head) == ["fg_RecipeCoordinator__recipeDetail"])
        #expect(edges(recipes, labelled: "didPick").first?.goesBack == true)
    }

    @Test("a start points into the child's cluster; a conditional step has a hollow head")
    func starts() throws {
        let graph = try FlowStyler().style(Fixtures.bikeRental)
        let rent = try #require(edges(graph, labelled: "didTapRent").first)
        #expect(rent.head == "fg_RentalCoordinator__unlockBike")
        #expect(rent.headCluster == "cluster_fg_RentalCoordinator")
        #expect(rent.appearance == EdgeAppearance(line: .bold, color: .start))
        let topUp = try #require(edges(graph, labelled: "didTapTopUp").first { $0.tail.hasPrefix("fg_Rental") })
        #expect(topUp.appearance == EdgeAppearance(line: .dashed, color: .start, hollowHead: true))
        #expect(edges(graph, labelled: "didEndRide").first?.appearance.color == .replace)
        #expect(edges(graph, labelled: "didUnlock").first?.appearance.line == .dotted)
        #expect(edges(graph, labelled: "didTapFilters").first?.appearance.line == .dashedBold)
    }

    @Test("coordinators left out become small stand-ins; unknown names are refused")
    func keepingCoordinators() throws {
        let styler = FlowStyler(options: RenderOptions(coordinators: ["StationMapCoordinator"]))
        let graph = try styler.style(Fixtures.bikeRental)
        #expect(graph.clusters.map(\.label) == ["StationMapCoordinator"])
        #expect(graph.nodes.map(\.name) == ["fgc_RentalCoordinator", "fgc_WalletCoordinator"])
        #expect(graph.nodes.allSatisfy { $0.appearance == NodeStyle.otherCoordinator })
        #expect(edges(graph, labelled: "didTapRent").first?.head == "fgc_RentalCoordinator")
        #expect(edges(graph, labelled: "didTapRent").first?.headCluster == nil)
        #expect(edges(graph, labelled: "didEndRide").isEmpty)

        let unknown = FlowStyler(options: RenderOptions(coordinators: ["StationMapCoordinator", "Tandem", "Dock"]))
        #expect(throws: RenderingError.unknownCoordinators(
            ["Dock", "Tandem"], known: ["RentalCoordinator", "StationMapCoordinator", "WalletCoordinator"]
        )) {
            try unknown.style(Fixtures.bikeRental)
        }
    }

    @Test("undeclared targets are red stand-ins that list where they are referenced")
    func undeclaredTargets() throws {
        var model = Fixtures.recipes
        model.coordinators[0].transitions.append(Transition(
            from: "recipeList", action: "didTapBlog", kind: .start,
            to: Target(coordinator: "BlogCoordinator", screen: nil), location: Fixtures.at(Fixtures.recipeFile, 44)
        ))
        let graph = try FlowStyler().style(model)
        let helpCenter = try #require(graph.clusters[0].nodes.first { $0.name == "fgq_RecipeCoordinator__helpCenter" })
        #expect(helpCenter.label == "? helpCenter")
        #expect(helpCenter.appearance == NodeStyle.undeclared)
        #expect(helpCenter.tooltip == """
            'helpCenter' is not a screen of RecipeCoordinator
            referenced at Sources/Recipes/RecipeCoordinator.swift:42:9
            """)
        #expect(graph.nodes.map(\.label) == ["? BlogCoordinator"])
        #expect(edges(graph, labelled: "didTapBlog").first?.head == "fgc_BlogCoordinator")
    }

    @Test("findings mark the transition at their location, else their screen, else their coordinator")
    func findingPlacement() throws {
        let findings = Fixtures.recipeFindings + [
            Finding(
                ruleID: "missing_entry", severity: .error, message: "nothing starts ShoppingCoordinator",
                location: Fixtures.at(Fixtures.shoppingFile, 2, 1), coordinator: "ShoppingCoordinator"
            ),
        ]
        let graph = try FlowStyler().style(Fixtures.recipes, findings: findings)
        #expect(edges(graph, labelled: "didTapHelp").first?.appearance.color == .finding)
        // The unknown_destination finding names recipeDetail, but its location is the transition's.
        let detail = try #require(graph.clusters[0].nodes.first { $0.label == "recipeDetail" })
        #expect(detail.appearance == NodeAppearance())
        #expect(graph.clusters.map(\.outline) == [.clusterOutline, .finding])
        #expect(graph.clusters[1].tooltip.hasSuffix(
            "error [missing_entry] nothing starts ShoppingCoordinator (Sources/Shopping/ShoppingCoordinator.swift:2:1)"
        ))
        let picker = try #require(graph.clusters[0].nodes.first { $0.label == "ingredientPicker" })
        #expect(picker.appearance == NodeAppearance(dashed: true, outline: .finding, emphasised: true))
    }

    @Test("the legend lists what the drawing uses, in a fixed order, and can be left out")
    func legend() throws {
        let clean = try FlowStyler().style(Fixtures.generated(coordinators: 1, screensEach: 4))
        #expect(clean.legend.map(\.label) == ["push", "sheet", "dismiss / back", "entry"])
        let none = try FlowStyler(options: RenderOptions(showsLegend: false)).style(Fixtures.recipes)
        #expect(none.legend.isEmpty)
    }

    @Test("an empty coordinator still gets a box, which starts point into")
    func emptyCoordinator() throws {
        let model = NavigationModel(coordinators: [
            Coordinator(name: "BellCoordinator"),
            Coordinator(
                name: "DoorCoordinator", entries: [Entry(screen: "door")], screens: [Screen(name: "door")],
                transitions: [
                    Transition(
                        from: "door", action: "didRing", kind: .start,
                        to: Target(coordinator: "BellCoordinator", screen: nil)
                    ),
                ]
            ),
        ])
        let graph = try FlowStyler().style(model)
        #expect(graph.clusters.first?.nodes.map(\.name) == ["fge_BellCoordinator"])
        #expect(graph.edges.map(\.head) == ["fge_BellCoordinator"])
        #expect(graph.edges.map(\.headCluster) == ["cluster_fg_BellCoordinator"])
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
        #expect(svg.group(id: "fge_BellCoordinator")?.texts == ["no screens"])
    }

    @Test("a coordinator's own steps leave from its own node: 'start' among its screens, 'no screens' without them")
    func coordinatorsOwnSteps() throws {
        let model = NavigationModel(coordinators: [
            Coordinator(
                name: "HarbourCoordinator",
                transitions: [Transition(from: "HarbourCoordinator", kind: .start, to: Target(coordinator: "QuayCoordinator", screen: nil))]
            ),
            Coordinator(
                name: "QuayCoordinator", screens: [Screen(name: "berths"), Screen(name: "tides")],
                transitions: [Transition(from: "QuayCoordinator", kind: .present, mode: .push, to: Target(coordinator: "QuayCoordinator", screen: "berths"))]
            ),
        ])
        let graph = try FlowStyler().style(model)
        #expect(graph.edges.map { "\($0.tail) -> \($0.head)" }.sorted() == [
            "fge_HarbourCoordinator -> fg_QuayCoordinator__berths",
            "fgo_QuayCoordinator -> fg_QuayCoordinator__berths",
        ])
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
        #expect(svg.group(id: "fgo_QuayCoordinator")?.texts == ["start"])
        #expect(svg.group(id: "fge_HarbourCoordinator")?.texts == ["no screens"])
    }

    @Test("a rank direction reaches both writers")
    func rankDirections() throws {
        let graph = try FlowStyler(options: RenderOptions(rankDirection: .rightToLeft)).style(Fixtures.recipes)
        #expect(DOTWriter().write(graph).contains(#"graph [rankdir="RL", "#))
        #expect(MermaidWriter().write(graph).hasPrefix("flowchart RL\n"))
    }
}
