import SwiftSyntax

/// Reads which view an expression builds, looking through modifier chains: `HomeView(model: m).padding()` builds
/// a `HomeView`, `factory.makeHomeView()` builds whatever that method returns, `makeRoot()` calls a method of the
/// enclosing type, and a local name builds what it was set to.
enum ViewSourceReader {
    static func source(of expression: ExprSyntax) -> ViewSource? {
        var expression = expression.unparenthesized
        var followed = 0
        while true {
            if let reference = expression.as(DeclReferenceExprSyntax.self), followed < 8,
               let value = LocalValue.initializer(of: reference.baseName.text, before: Syntax(reference)) {
                // `let view = HomeView(...); return view` builds what the local was set to.
                expression = value.unparenthesized
                followed += 1
                continue
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
            var callee = call.calledExpression
            // `DetailView<Presenter>(...)` builds a `DetailView`.
            if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
            if let reference = callee.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard name.first?.isUppercase == true else {
                    return .method(receiverType: ReceiverType.enclosingTypeName(of: Syntax(call)), name: name)
                }
                // A container shows the content its closure builds.
                if Self.containers.contains(name), let content = call.trailingClosure {
                    return source(ofLast: content.statements)
                }
                // Type erasure hides nothing about the view it wraps.
                if name == "AnyView", let wrapped = call.arguments.first?.expression {
                    expression = wrapped.unparenthesized
                    continue
                }
                return .type(name)
            }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
                return nil
            }
            // A modifier applies to the view its base builds; a call on a named value asks that value for a view.
            if base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self) && isModifierBase(base) {
                expression = base
                continue
            }
            guard let shape = CallShape(call) else { return nil }
            // `Factory.make(...)` is a static method of the type it names.
            if let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                return .method(receiverType: type, name: shape.name)
            }
            return .method(receiverType: ReceiverType.of(shape), name: shape.name)
        }
    }

    /// The route case a method call the statements end with is handed (`.orchard` of `coordinator.build(page:
    /// .orchard).padding()`), looking through modifiers; nil when the view is not built by such a call.
    static func caseArgument(ofLast statements: CodeBlockItemListSyntax) -> String? {
        guard case .method? = source(ofLast: statements) else { return nil }
        var expression = lastExpression(of: statements)
        while let call = expression?.unparenthesized.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               base.is(FunctionCallExprSyntax.self) {
                expression = base
                continue
            }
            guard call.arguments.count == 1, let argument = call.arguments.first else { return nil }
            return CaseReference(argument.expression)?.name
        }
        return nil
    }

    /// The view the statements of a closure or function body end with (the last expression, or what it returns).
    static func source(ofLast statements: CodeBlockItemListSyntax) -> ViewSource? {
        lastExpression(of: statements).flatMap(source(of:))
    }

    /// The expression the statements end with, or the one their last `return` gives.
    private static func lastExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        if let returned = last.as(ReturnStmtSyntax.self) { return returned.expression }
        return last.as(ExpressionStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
    }

    /// Views that only wrap the content of their closure.
    private static let containers: Set<String> = ["NavigationView", "NavigationStack", "Group", "VStack", "ZStack"]

    /// `X(...).foo` as a base: a property of a view, rare but a modifier chain all the same.
    private static func isModifierBase(_ base: ExprSyntax) -> Bool {
        base.as(MemberAccessExprSyntax.self)?.base?.is(FunctionCallExprSyntax.self) == true
    }
}
