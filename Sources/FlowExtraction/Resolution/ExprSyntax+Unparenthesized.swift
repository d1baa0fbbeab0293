import SwiftSyntax

extension ExprSyntax {
    /// The expression without redundant parentheses: `(path)` is `path`.
    var unparenthesized: ExprSyntax {
        guard let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let only = tuple.elements.first, only.label == nil else { return self }
        return only.expression.unparenthesized
    }
}
