import FlowModel
import Testing

/// The one percent-encoder: source links and SARIF paths keep only unreserved characters and `/`; Graphviz URLs
/// also keep what a URL's own syntax needs.
@Suite("URL escaping")
struct URLEscapingTests {
    @Test("a path keeps letters, digits, -._~ and /; every other byte is encoded in upper-case hex")
    func path() {
        #expect(Escaping.urlPath("Sources/Café Menu/#1?x=%.swift") == "Sources/Caf%C3%A9%20Menu/%231%3Fx%3D%25.swift")
    }

    @Test("a Graphviz URL also keeps # : ? = and %, and refuses a scheme other than http(s)")
    func graphviz() {
        #expect(Escaping.graphvizURL("https://example.com/a b?q=1#L2") == "https://example.com/a%20b?q=1#L2")
        #expect(Escaping.graphvizURL("javascript:alert(1)") == nil)
    }
}
