import SwiftSyntax

/// A `switch` arm that only traps: it builds nothing, so the case it names counts as missing.
enum FatalArm {
    /// Whether the arm's first statement is (or returns) `fatalError(...)` or `preconditionFailure(...)`.
    static func startsWithFatalError(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard let first = statements.first?.item else { return false }
        var expression = first.as(ExpressionStmtSyntax.self)?.expression ?? first.as(ExprSyntax.self)
        if let returned = first.as(ReturnStmtSyntax.self) { expression = returned.expression }
        guard let call = expression?.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "fatalError" || name == "preconditionFailure"
    }
}
