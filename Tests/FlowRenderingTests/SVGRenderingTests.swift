import FlowModel
import FlowRules
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FlowRendering

@Suite("SVG rendering")
struct SVGRenderingTests {
    let recipes: SVGDocument

    init() throws {
        let graph = try FlowStyler().style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        recipes = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
    }

    @Test("one cluster per coordinator, labelled with its name")
    func clusters() {
        let clusters = recipes.groups(ofClass: "cluster")
        #expect(clusters.map { $0.value(of: "id") } == [
            "cluster_fg_RecipeCoordinator", "cluster_fg_ShoppingCoordinator",
        ])
        #expect(clusters.map(\.texts) == [["RecipeCoordinator"], ["ShoppingCoordinator"]])
    }

    @Test("a node per screen, found by id, labelled with the screen name")
    func screens() throws {
        let expected = [
            "fg_RecipeCoordinator__ingredientPicker": "ingredientPicker",
            "fg_RecipeCoordinator__pantry": "pantry",
            "fg_RecipeCoordinator__recipeDetail": "recipeDetail",
            "fg_RecipeCoordinator__recipeList": "recipeList",
            "fg_RecipeCoordinator__timer": "timer",
            "fgq_RecipeCoordinator__helpCenter": "? helpCenter",
            "fg_ShoppingCoordinator__shoppingList": "shoppingList",
            "fg_ShoppingCoordinator__storeMap": "storeMap",
        ]
        let nodes = recipes.groups(ofClass: "node")
        #expect(Set(nodes.compactMap { $0.value(of: "id") }) == Set(expected.keys))
        for (id, label) in expected {
            let node = try #require(recipes.group(id: id))
            #expect(node.title == id)
            #expect(node.texts == [label])
        }
    }

    @Test("an edge per transition and per screen a dismiss returns to, labelled with the action")
    func edges() {
        let edges = recipes.groups(ofClass: "edge")
        #expect(edges.count == 10)
        #expect(edges.flatMap(\.texts).sorted() == [
            "didFinish", "didPick", "didSelectRecipe", "didTapClose", "didTapHelp", "didTapIngredients", "didTapMap",
            "didTapShop", "didTapTimer",
        ])
    }

    @Test("entry screens have a double border")
    func entryBorder() throws {
        let entry = try #require(recipes.group(id: "fg_RecipeCoordinator__recipeList"))
        let plain = try #require(recipes.group(id: "fg_RecipeCoordinator__recipeDetail"))
        #expect(entry.descendants.filter { $0.localName == "path" }.count == 2)
        #expect(plain.descendants.filter { $0.localName == "path" }.count == 1)
    }

    @Test("a screen with a finding is red, greyed when unreachable, and its tooltip says why and where")
    func findingNode() throws {
        let pantry = try #require(recipes.group(id: "fg_RecipeCoordinator__pantry"))
        #expect(pantry.stroke == StyleColor.finding.hex)
        let outline = try #require(pantry.descendants.first { $0.localName == "path" })
        #expect(outline.value(of: "fill") == StyleColor.unreachableFill.hex)
        #expect(pantry.tooltip == """
            pantry, a screen of RecipeCoordinator
            Sources/Recipes/RecipeCoordinator.swift:10:9
            error [unreachable_screen] no entry reaches 'pantry' (Sources/Recipes/RecipeCoordinator.swift:10:9)
            """)
        let fine = try #require(recipes.group(id: "fg_RecipeCoordinator__timer"))
        #expect(fine.stroke == StyleColor.ink.hex)
    }

    @Test("arrows: a finding's transition red, a child start blue, a dismiss grey")
    func edgeColours() throws {
        func edge(_ label: String) throws -> XMLElement {
            try #require(recipes.groups(ofClass: "edge").first { $0.texts == [label] })
        }
        #expect(try edge("didTapHelp").stroke == StyleColor.finding.hex)
        #expect(try edge("didTapHelp").tooltip?.contains("error [unknown_destination]") == true)
        #expect(try edge("didTapShop").stroke == StyleColor.start.hex)
        #expect(try edge("didFinish").stroke == StyleColor.muted.hex)
        #expect(try edge("didSelectRecipe").stroke == StyleColor.ink.hex)
        #expect(try edge("didSelectRecipe").tooltip == """
            recipeList → recipeDetail
            didSelectRecipe: push
            Sources/Recipes/RecipeCoordinator.swift:30:9
            """)
    }

    @Test("the legend is drawn as the graph's label")
    func legend() throws {
        let graph = try #require(recipes.graph)
        let labelTexts = (graph.children ?? []).compactMap { $0 as? XMLElement }
            .filter { $0.localName == "text" }.map { $0.stringValue ?? "" }
        #expect(labelTexts.first == "Legend")
        for meaning in ["push", "sheet", "full screen", "top / modal", "start child", "dismiss / back", "conditional",
                        "finding", "entry", "has findings", "unreachable", "not built", "? undeclared"] {
            #expect(labelTexts.contains(meaning), "legend lacks \(meaning)")
        }
        #expect(!labelTexts.contains("swap"), "the legend lists only what the drawing uses")
    }

    @Test("the same input gives the same bytes, whatever was rendered in between")
    func deterministic() throws {
        let graph = try FlowStyler().style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        let first = try GraphvizRenderer.shared.renderSVG(graph)
        _ = try GraphvizRenderer.shared.renderSVG(FlowStyler().style(Fixtures.bikeRental))
        let again = try GraphvizRenderer.shared.renderSVG(graph)
        #expect(first == again)

        var shuffled = Fixtures.recipes
        shuffled.coordinators.reverse()
        shuffled.coordinators[0].transitions.reverse()
        let fromShuffled = try FlowStyler().style(shuffled, findings: Fixtures.recipeFindings.reversed())
        #expect(try GraphvizRenderer.shared.renderSVG(fromShuffled) == first)
    }

    @Test("renders from many tasks at once, each getting the bytes a lone render gets")
    func concurrent() async throws {
        let graph = try FlowStyler().style(Fixtures.bikeRental)
        let expected = try GraphvizRenderer.shared.renderSVG(graph)
        let results = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask { try GraphvizRenderer.shared.renderSVG(graph) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test("a 100-screen model renders and keeps every screen")
    func largeModel() throws {
        let model = Fixtures.generated(coordinators: 10, screensEach: 10)
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(FlowStyler().style(model)))
        #expect(svg.groups(ofClass: "node").count == 100)
        #expect(svg.groups(ofClass: "cluster").count == 10)
    }

    static let dot = "/usr/bin/dot"

    @Test(
        "`dot -Tsvg` on the DOT text draws the same bytes as the in-process renderer",
        .enabled(if: FileManager.default.isExecutableFile(atPath: dot), "needs the graphviz package's dot")
    )
    func sameAsDot() throws {
        for model in [Fixtures.recipes, Fixtures.bikeRental, Fixtures.awkward(EscapingTests.awkwardNames)] {
            let graph = try FlowStyler().style(model, findings: Fixtures.recipeFindings)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.dot)
            process.arguments = ["-Tsvg"]
            let input = Pipe()
            let output = Pipe()
            process.standardInput = input
            process.standardOutput = output
            try process.run()
            input.fileHandleForWriting.write(Data(DOTWriter().write(graph).utf8))
            try input.fileHandleForWriting.close()
            let fromDot = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
            #expect(fromDot == (try GraphvizRenderer.shared.renderSVG(graph)))
        }
    }
}
