import Testing
@testable import FlowRendering

@Suite("Drawings left to the process's exit")
struct KeptLayoutTests {
    @Test("a drawing whose layout and graph are not freed has the same bytes, and so have the drawings after it")
    func sameBytes() throws {
        let graph = try FlowStyler().style(Fixtures.recipes, findings: Fixtures.recipeFindings)
        for format in GraphvizFormat.allCases {
            let freed = try GraphvizRenderer.shared.draw(graph, format: format)
            let kept = try GraphvizRenderer.shared.draw(graph, format: format, freesLayout: false)
            let after = try GraphvizRenderer.shared.draw(graph, format: format)
            #expect(kept == freed, "\(format)")
            #expect(after == freed, "\(format)")
        }
    }

    @Test("a packed drawing not freed has the bytes of one freed")
    func packed() throws {
        let document = GraphvizDocument(try FlowStyler().style(PackedLayoutTests.harbour))
        let freed = try GraphvizRenderer.shared.draw(document, format: .svg, limit: .none)
        let kept = try GraphvizRenderer.shared.draw(document, format: .svg, limit: .none, freesLayout: false)
        #expect(freed.packing != nil)
        #expect(kept == freed)
    }
}
