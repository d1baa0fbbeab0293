import Testing
@testable import FlowRendering

@Suite("Graphviz errors")
struct GraphvizErrorTests {
    /// Record-shaped nodes: a record label with an unclosed field makes dot report "bad label format" during
    /// layout while gvLayout still returns 0, the case only the error count catches.
    private static func records(_ labels: [String]) -> GraphvizDocument {
        GraphvizDocument(
            graphAttributes: [],
            nodeDefaults: [],
            edgeDefaults: [],
            clusters: [],
            nodes: labels.enumerated().map { index, label in
                GraphvizDocument.Node(name: "n\(index)", attributes: [
                    GraphvizDocument.Attribute("shape", "record"), GraphvizDocument.Attribute("label", label),
                ])
            },
            edges: []
        )
    }

    @Test("an error Graphviz reports during layout is thrown as one line, with everything it said kept")
    func layoutError() throws {
        let error = #expect(throws: RenderingError.self) {
            try GraphvizRenderer.shared.render(Self.records(["{a|"]), format: .svg)
        }
        #expect(error == .graphvizFailed(
            stage: .layOut, message: "bad label format {a|", details: "Error: bad label format {a|\n"
        ))
        #expect(error?.description == "Graphviz could not lay out the diagram: bad label format {a|")
    }

    @Test("after an error the renderer works again, and old messages do not reach the next error")
    func recovers() throws {
        _ = try? GraphvizRenderer.shared.render(Self.records(["{first|"]), format: .svg)
        let graph = try FlowStyler().style(Fixtures.recipes)
        #expect(try !GraphvizRenderer.shared.renderSVG(graph).isEmpty)
        let error = #expect(throws: RenderingError.self) {
            try GraphvizRenderer.shared.render(Self.records(["{second|"]), format: .svg)
        }
        guard case let .graphvizFailed(_, _, details) = error else { return }
        #expect(details == "Error: bad label format {second|\n")
    }

    @Test("Graphviz's messages are kept up to 16 KB")
    func boundedMessages() throws {
        let labels = (0..<600).map { "{\(String(repeating: "x", count: 40))\($0)|" }
        let error = #expect(throws: RenderingError.self) {
            try GraphvizRenderer.shared.render(Self.records(labels), format: .svg)
        }
        guard case let .graphvizFailed(_, message, details) = error else { return }
        #expect(message == "bad label format {\(String(repeating: "x", count: 40))0|")
        #expect(details.utf8.count == 16 * 1024 - 1)
    }

    @Test("the first error line is the message; without one, the first line Graphviz printed")
    func firstError() {
        let messages = "Warning: node a in two clusters\nError: trouble in init_rank\n\t%0 3\nError: lost edge\n"
        #expect(GraphvizRenderer.firstError(in: messages) == "trouble in init_rank")
        #expect(GraphvizRenderer.firstError(in: "Warning: only a warning\n") == "Warning: only a warning")
        #expect(GraphvizRenderer.firstError(in: "") == nil)
    }

    @Test("a missing plugin names the package and the fix")
    func missingPlugin() {
        let description = RenderingError.graphvizPluginMissing(kind: "layout", name: "dot").description
        #expect(description.contains("'dot' layout plugin"))
        #expect(description.contains("libgraphviz-dev"))
        #expect(description.contains("dot -c"))
    }
}
