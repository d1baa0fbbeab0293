import Testing
@testable import FlowRendering

@Suite("Graphviz warm-up")
struct GraphvizWarmUpTests {
    @Test("a drawing made while Graphviz warms up on another thread has the same bytes, in every format")
    func sameBytes() throws {
        let graph = try FlowStyler().style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        for format in GraphvizFormat.allCases {
            let plain = try GraphvizRenderer.shared.render(graph, format: format)
            GraphvizRenderer.shared.prepare(format)
            let during = try GraphvizRenderer.shared.render(graph, format: format)
            GraphvizRenderer.shared.finishPreparing()
            GraphvizRenderer.shared.prepare(format)
            GraphvizRenderer.shared.finishPreparing()
            let after = try GraphvizRenderer.shared.render(graph, format: format)
            #expect(during == plain, "\(format)")
            #expect(after == plain, "\(format)")
        }
    }
}
