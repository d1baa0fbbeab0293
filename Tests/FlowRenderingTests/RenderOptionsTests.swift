import FlowModel
import FlowRules
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import FlowRendering

@Suite("Render options: focus, highlighted findings, theme, links, PNG and PDF")
struct RenderOptionsTests {
    private func focused(
        _ screen: String, depth: Int, in model: NavigationModel = Fixtures.recipes
    ) throws -> StyledGraph {
        try FlowStyler(options: RenderOptions(focus: Focus(screen: screen, depth: depth)))
            .style(model, findings: Fixtures.recipeFindings)
    }

    private func nodeNames(_ graph: StyledGraph) -> [String] {
        graph.clusters.flatMap(\.nodes).map(\.name) + graph.nodes.map(\.name)
    }

    @Test("depth 1 keeps the screen, its direct neighbours and the arrows between them, and only their legend")
    func focusDepthOne() throws {
        let graph = try focused("recipeList", depth: 1)
        #expect(graph.clusters.map(\.label) == ["RecipeCoordinator"])
        #expect(nodeNames(graph) == ["fg_RecipeCoordinator__recipeDetail", "fg_RecipeCoordinator__recipeList"])
        #expect(graph.edges.map(\.label) == ["didSelectRecipe"])
        #expect(graph.legend.map(\.label) == ["push", "entry"])
    }

    @Test("depth 2 crosses into the child coordinator and follows arrows both ways; stand-ins are not walked through")
    func focusDepthTwo() throws {
        let graph = try focused("recipeList", depth: 2)
        #expect(graph.clusters.map(\.label) == ["RecipeCoordinator", "ShoppingCoordinator"])
        #expect(Set(nodeNames(graph)) == [
            "fg_RecipeCoordinator__recipeList", "fg_RecipeCoordinator__recipeDetail", "fg_RecipeCoordinator__timer",
            "fg_RecipeCoordinator__ingredientPicker", "fgq_RecipeCoordinator__helpCenter",
            "fg_ShoppingCoordinator__shoppingList",
        ])
        #expect(graph.edges.compactMap(\.label).sorted() == [
            "didFinish", "didPick", "didSelectRecipe", "didTapClose", "didTapHelp", "didTapIngredients", "didTapShop",
            "didTapTimer",
        ])
        // From the middle of the app, depth 1 reaches back to the screen that leads in.
        let middle = try focused("timer", depth: 1)
        #expect(Set(nodeNames(middle)) == ["fg_RecipeCoordinator__timer", "fg_RecipeCoordinator__recipeDetail"])
        #expect(try focused("storeMap", depth: 0).edges.isEmpty)
    }

    @Test("a focus names one screen: a name several coordinators share needs its coordinator")
    func focusNames() throws {
        let model = NavigationModel(coordinators: [
            Coordinator(name: "A", entries: [Entry(screen: "home")], screens: [Screen(name: "home")]),
            Coordinator(name: "B", entries: [Entry(screen: "home")], screens: [Screen(name: "home")]),
        ])
        #expect(throws: RenderingError.ambiguousScreen("home", candidates: ["A.home", "B.home"])) {
            try focused("home", depth: 1, in: model)
        }
        #expect(try nodeNames(focused("B.home", depth: 1, in: model)) == ["fg_B__home"])
        #expect(throws: RenderingError.unknownScreen("C.home")) { try focused("C.home", depth: 1, in: model) }
        #expect(throws: RenderingError.invalidDepth(-1)) { try focused("B.home", depth: -1, in: model) }
        let onlyA = FlowStyler(options: RenderOptions(coordinators: ["A"], focus: Focus(screen: "B.home", depth: 1)))
        #expect(throws: RenderingError.unknownScreen("B.home")) { try onlyA.style(model) }
    }

    @Test("highlighting findings fades every screen and arrow without one and says so in the legend")
    func highlightFindings() throws {
        let graph = try FlowStyler(options: RenderOptions(highlightsFindings: true))
            .style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        let nodes = Dictionary(uniqueKeysWithValues: graph.clusters.flatMap(\.nodes).map { ($0.name, $0.appearance) })
        #expect(nodes["fg_RecipeCoordinator__pantry"]?.outline == .finding)
        #expect(nodes["fg_RecipeCoordinator__timer"]?.outline == .faded)
        #expect(nodes["fg_RecipeCoordinator__timer"]?.text == .muted)
        #expect(nodes["fg_RecipeCoordinator__recipeList"]?.doubleBorder == true, "an entry stays marked")
        #expect(graph.edges.first { $0.label == "didTapHelp" }?.appearance.color == .finding)
        #expect(graph.edges.filter { $0.label != "didTapHelp" }.allSatisfy { $0.appearance.color == .faded })
        #expect(graph.legend.map(\.label).contains("no finding"))
        #expect(!graph.legend.map(\.label).contains("start child"), "start arrows are faded, not blue")
    }

    @Test("the dark theme paints a dark background and light lines; the light theme adds nothing")
    func darkTheme() throws {
        let dark = try FlowStyler(options: RenderOptions(theme: .dark)).style(Fixtures.recipes)
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(dark))
        let background = try #require(svg.graph?.descendants.first { $0.localName == "polygon" })
        #expect(background.value(of: "fill") == Theme.dark.background?.hex)
        let timer = try #require(svg.group(id: "fg_RecipeCoordinator__timer"))
        #expect(timer.stroke == Theme.dark.paint(.ink).hex)
        #expect(timer.descendants.first { $0.localName == "text" }?.value(of: "fill") == Theme.dark.paint(.ink).hex)
        let shop = try #require(svg.groups(ofClass: "edge").first { $0.texts == ["didTapShop"] })
        #expect(shop.stroke == Theme.dark.paint(.start).hex)

        let light = try FlowStyler().style(Fixtures.recipes)
        #expect(!DOTWriter().write(light).contains("bgcolor"))
        #expect(MermaidWriter().write(dark).hasPrefix(#"%%{init: {"theme": "dark"}}%%"# + "\nflowchart TB\n"))
    }

    @Test("the fast layout draws the same screens and arrows, asking Graphviz for one placement pass and straight arrows")
    func fastLayout() throws {
        let quality = try FlowStyler().style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        let fast = try FlowStyler(options: RenderOptions(layout: .fast)).style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        let qualitySVG = try SVGDocument(GraphvizRenderer.shared.renderSVG(quality))
        let fastSVG = try SVGDocument(GraphvizRenderer.shared.renderSVG(fast))

        func ids(_ svg: SVGDocument, _ kind: String) -> [String] {
            svg.groups(ofClass: kind).compactMap { $0.value(of: "id") }
        }
        func titles(_ svg: SVGDocument) -> [String] {
            svg.groups(ofClass: "edge").compactMap { $0.descendants.first { $0.localName == "title" }?.stringValue }
        }
        #expect(ids(fastSVG, "node") == ids(qualitySVG, "node"))
        #expect(ids(fastSVG, "cluster") == ids(qualitySVG, "cluster"))
        #expect(titles(fastSVG) == titles(qualitySVG))
        #expect(ids(fastSVG, "node").count == 8, "seven screens and the undeclared helpCenter")
        #expect(DOTWriter().write(fast).contains(#"nslimit="1""#))
        #expect(DOTWriter().write(fast).contains(#"splines="line""#))
        #expect(!DOTWriter().write(quality).contains("nslimit"))
        #expect(!DOTWriter().write(quality).contains("splines"))
    }

    @Test("a node's link becomes an SVG link, percent-encoded; a script URL is dropped")
    func links() throws {
        let graph = StyledGraph(nodes: [
            StyledNode(name: "fg_a", label: "a", tooltip: "a", link: "page.html#screen-a&b\"c <d>"),
            StyledNode(name: "fg_b", label: "b", tooltip: "b", link: "https://example.com/x?y=1"),
            StyledNode(name: "fg_c", label: "c", tooltip: "c", link: "JavaScript:alert(1)"),
        ])
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
        func href(_ id: String) throws -> String? {
            try #require(svg.group(id: id)).descendants.first { $0.localName == "a" }?.value(of: "xlink:href")
        }
        #expect(try href("fg_a") == "page.html#screen-a%26b%22c%20%3Cd%3E")
        #expect(try href("fg_b") == "https://example.com/x?y=1")
        #expect(try href("fg_c") == nil)
    }

    @Test("PNG and PDF come from Graphviz's cairo plugin")
    func rasterAndPDF() throws {
        let graph = try FlowStyler().style(Fixtures.recipes)
        let png = try GraphvizRenderer.shared.render(graph, format: .png)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Width and height, big-endian in the IHDR chunk: at 144 dpi, twice the SVG's size in points.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let svg = try SVGDocument(GraphvizRenderer.shared.renderSVG(graph))
        let points = try #require(svg.root.value(of: "width").flatMap { Double($0.dropLast(2)) })
        #expect(abs(Double(width) - 2 * points) <= 4)
        let pdf = try GraphvizRenderer.shared.render(graph, format: .pdf)
        #expect(String(decoding: pdf.prefix(5), as: UTF8.self) == "%PDF-")
        #expect(pdf.range(of: Data("/CreationDate (D:19700101000000".utf8)) != nil)
        // cairo stamps the time to the second: a second later, the bytes are still the same.
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try GraphvizRenderer.shared.render(graph, format: .pdf) == pdf)
    }

    @Test("a missing cairo plugin is named with the package that brings it")
    func missingPluginMessage() {
        let message = RenderingError.graphvizPluginMissing(kind: "output", name: "png").description
        #expect(message.contains("libgvplugin_pango"))
        #expect(message.contains("libgvc6"))
    }
}
