import FlowExtraction
import FlowGraphKit
import FlowModel
import FlowTestSupport
import Testing

@Suite("Inline suppressions")
struct InlineSuppressionTests {
    @Test("comments are found at their `//`, with the line they cover and their rules")
    func scan() throws {
        let source = MarkedText("""
            enum HarbourPath: ContextPath {
                case quay /*↓*/// flowgraph:disable unreachable_screen
                /*↓*/// flowgraph:disable:next missing_build_case,unused_action  all
                case ferry
                case café /*↓*///flowgraph:disable navigation_cycle
                case pier // flowgraph:disabled unreachable_screen
                case dock // flowgraph:disable
                case jetty // see flowgraph:disable:previous
            }
            let hint = "flowgraph:disable unreachable_screen"
            """, marker: "/*↓*/", columns: .utf8Bytes)
        let found = InlineSuppression.scan(SourceFile(path: "Harbour.swift", text: source.text))
        #expect(found.map { "\($0.location.line):\($0.location.column)" } == source.positions.map(\.description))
        #expect(found.map(\.line) == [2, 4, 5])
        #expect(found.map(\.ruleIDs) == [["unreachable_screen"], ["missing_build_case", "unused_action", "all"], ["navigation_cycle"]])
    }

    @Test("a file without the word has none; one that ends in the comment, or starts with it, has it")
    func edges() {
        #expect(InlineSuppression.scan(SourceFile(path: "A.swift", text: "let a = 1 // a comment\n")).isEmpty)
        #expect(InlineSuppression.scan(SourceFile(path: "A.swift", text: "// flowgraph:disabl")).isEmpty)
        #expect(InlineSuppression.scan(SourceFile(path: "A.swift", text: "")).isEmpty)
        let last = InlineSuppression.scan(SourceFile(path: "A.swift", text: "case a\ncase b // flowgraph:disable all"))
        #expect(last.map { "\($0.location.line):\($0.location.column)" } == ["2:8"])
        let first = InlineSuppression.scan(SourceFile(path: "A.swift", text: "// flowgraph:disable:next all\ncase a"))
        #expect(first.map(\.line) == [2])
    }
}
