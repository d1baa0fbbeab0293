@testable import FlowExtraction
import SwiftSyntax
import Testing

/// A body analyzer keeps the calls it evaluates (``EvaluationMemo``): each call of a modifier chain, evaluated from
/// the outermost in as the analyzer visits them, must have the value it has evaluated alone.
@Suite struct EvaluationMemoTests {
    /// The calls of `source`, outermost first, as a syntax walk meets them.
    private func calls(in source: String) -> [FunctionCallExprSyntax] {
        final class Collector: SyntaxVisitor {
            var found: [FunctionCallExprSyntax] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(ParsedFile(SourceFile(path: "TideView.swift", text: source)).tree)
        return collector.found
    }

    private func memoized(_ scope: EvaluationScope = EvaluationScope()) -> EvaluationScope {
        var scope = scope
        scope.memo = EvaluationMemo()
        scope.memoIsCurrent = true
        return scope
    }

    @Test("a chain longer than the depth limit: its inner calls, cut off when the outer ones were evaluated, are evaluated again in full")
    func longChain() throws {
        let source = """
            let tide = Text(harbour.name).font(.title).padding().foregroundColor(.blue).frame(width: 80)
                .background(Color.teal).cornerRadius(4).shadow(radius: 2).onTapGesture { router.show(.tides) }
            """
        let found = calls(in: source)
        #expect(found.count == 10)
        let scope = memoized()
        for call in found {
            #expect(ExpressionValue.of(ExprSyntax(call), in: scope) == ExpressionValue.of(ExprSyntax(call), in: EvaluationScope()))
        }
        // Evaluated alone, the first modifier keeps the text it is called on, which the outermost call's
        // evaluation had cut off.
        let font = try #require(found.first { $0.trimmedText.hasSuffix(".font(.title)") })
        guard case let .call(base?, "font", _) = ExpressionValue.of(ExprSyntax(font), in: scope) else {
            Issue.record("font(.title) is not a call on the text")
            return
        }
        #expect(base == .instance("Text"))
    }

    @Test("a scope made with other names reads nothing the analyzer's scope kept")
    func otherNames() throws {
        let call = try #require(calls(in: "ferry.depart(from: .quay)").first)
        let scope = memoized()
        #expect(ExpressionValue.of(ExprSyntax(call), in: scope)
            == .call(.member(nil, "ferry"), "depart", [SemanticArgument(label: "from", value: .enumCase(nil, "quay"))]))
        var inner = scope
        inner.locals["ferry"] = .instance("Ferry")
        #expect(ExpressionValue.of(ExprSyntax(call), in: inner)
            == .call(.instance("Ferry"), "depart", [SemanticArgument(label: "from", value: .enumCase(nil, "quay"))]))
    }
}
