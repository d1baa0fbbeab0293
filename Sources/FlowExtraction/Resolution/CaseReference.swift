import SwiftSyntax

/// An enum case named in an expression: `.garden`, `.garden(.didTapWater)`, `Path.garden()`.
struct CaseReference: Equatable {
    /// The case name.
    var name: String
    /// The explicit type before the dot (`Path` in `Path.garden`), if written.
    var typeName: String?
    /// The first argument, which for a Jump path case carries the action.
    var payload: ExprSyntax?

    /// The case `expression` names, or nil when it is anything else (a call, a variable, a ternary).
    init?(_ expression: ExprSyntax) {
        let member: MemberAccessExprSyntax
        if let call = expression.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(MemberAccessExprSyntax.self) {
            member = callee
            payload = call.arguments.first?.expression
        } else if let access = expression.as(MemberAccessExprSyntax.self) {
            member = access
            payload = nil
        } else {
            return nil
        }
        switch Self.base(of: member.base) {
        case .implicit: typeName = nil
        case let .type(name): typeName = name
        case .value: return nil
        }
        name = member.declName.baseName.text
    }

    private enum Base {
        case implicit
        case type(String)
        case value
    }

    /// What stands before the dot: nothing (`.garden`), a type (`Path.garden`, `Garden.Path.garden`), or a
    /// value (`viewModel.garden` is a property, not a case). Types are told from values by their capital letter.
    private static func base(of base: ExprSyntax?) -> Base {
        guard let base else { return .implicit }
        let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.first?.isUppercase == true else { return .value }
        return .type(name)
    }
}
