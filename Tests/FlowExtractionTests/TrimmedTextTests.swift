@testable import FlowExtraction
import SwiftSyntax
import Testing

/// `trimmedText` is what swift-syntax's `trimmedDescription` gives, for every node of a file, without the copy of
/// the tree that one makes.
@Suite struct TrimmedTextTests {
    /// Every node of the parsed `source`, the file itself included.
    private func nodes(of source: String) -> [Syntax] {
        final class Collector: SyntaxAnyVisitor {
            var found: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .all)
        collector.walk(ParsedFile(SourceFile(path: "Feed.swift", text: source)).tree)
        return collector.found
    }

    @Test("comments and blank lines around a declaration, an attribute, a type and a call are left out")
    func trimsTheOutsideOnly() throws {
        let source = """
            // A screen.
            @MainActor   /* why */ struct Feed: View {
                @Environment(Router.self)  var router  // the app's
                var body: some View { List { Row(item: .first) /* row */ } }
            }

            """
        let found = nodes(of: source)
        #expect(found.count > 40)
        for node in found { #expect(node.trimmedText == node.trimmedDescription) }
        let attribute = try #require(found.lazy.compactMap { $0.as(AttributeSyntax.self) }.first)
        #expect(attribute.trimmedText == "@MainActor")
        let call = try #require(found.lazy.compactMap { $0.as(FunctionCallExprSyntax.self) }.first { $0.trimmedText.hasPrefix("Row") })
        #expect(call.trimmedText == "Row(item: .first)")
    }

    @Test("code that does not parse, with missing first and last tokens, reads as trimmedDescription does")
    func missingTokens() {
        for source in ["struct { var = }", "func f( -> ", "  .sheet(item: ) {  ", "@ var x: [Int", "let a = b ? : c // end"] {
            for node in nodes(of: source) { #expect(node.trimmedText == node.trimmedDescription, "\(source)") }
        }
    }
}
