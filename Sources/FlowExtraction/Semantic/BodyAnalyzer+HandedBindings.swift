import SwiftSyntax

extension BodyAnalyzer {
    /// The bindings a presentation's content hands the views it builds (`AlbumView(title: title, sheet: $sheet)` in a
    /// `navigationDestination`), as ``SemanticFunction/configuredEmbeds`` keeps those of the views built in place:
    /// what the shown view sets through its binding, it sets on this view's property.
    static func bindingsHanded(in content: ClosureExprSyntax, scope: EvaluationScope) -> [SemanticValue] {
        let finder = ConstructionFinder(viewMode: .sourceAccurate)
        finder.walk(content)
        return finder.found.compactMap { construction in
            guard case let .instance(type) = ExpressionValue.of(ExprSyntax(construction), in: scope) else { return nil }
            let bindings = construction.arguments.compactMap { argument -> SemanticArgument? in
                guard let label = argument.label?.text, isBinding(argument.expression) else { return nil }
                return SemanticArgument(label: label, value: ExpressionValue.of(argument.expression, in: scope))
            }
            return bindings.isEmpty ? nil : .call(nil, type, bindings)
        }
    }
}

/// The calls in a syntax tree whose callee is a type's name: constructions.
private final class ConstructionFinder: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, ExpressionValue.isTypeName(name) {
            found.append(node)
        }
        return .visitChildren
    }
}
