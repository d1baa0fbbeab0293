import SwiftSyntax

/// Reads what a SwiftUI content closure (a sheet's, a link's destination, a `navigationDestination`'s) builds, as
/// a tree of ``ViewNode``s: every branch of an `if`, a `switch` or a ternary, the base of a modifier chain, and the content of
/// the containers around a view, which the second pass looks through when they are not screens.
enum ViewContent {
    static func nodes(of expression: ExprSyntax, in scope: EvaluationScope) -> [ViewNode] {
        let expression = ExpressionValue.peeled(expression)
        if let closure = expression.as(ClosureExprSyntax.self) {
            return nodes(of: closure.statements, in: scope)
        }
        if let ifExpression = expression.as(IfExprSyntax.self) {
            return ifBranches(ifExpression, in: scope)
        }
        // `flag ? AnyView(NewCheckout()) : AnyView(LegacyCheckout())`: either branch.
        if let ternary = Ternary(expression) {
            return nodes(of: ternary.thenExpression, in: scope) + nodes(of: ternary.elseExpression, in: scope)
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.flatMap { item -> [ViewNode] in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return [] }
                return nodes(of: switchCase.statements, in: scope)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return self.call(call, in: scope)
        }
        let value = ExpressionValue.of(expression, in: scope)
        if case .unknown = value { return [] }
        return [ViewNode(value: value, children: [])]
    }

    static func nodes(of statements: CodeBlockItemListSyntax, in scope: EvaluationScope) -> [ViewNode] {
        statements.flatMap { item -> [ViewNode] in
            if let expression = item.expression ?? item.item.as(ReturnStmtSyntax.self)?.expression {
                return nodes(of: expression, in: scope)
            }
            return []
        }
    }

    /// The arms of a `switch` over the closure's value, by the cases each matches: a route's destinations.
    static func arms(of closure: ClosureExprSyntax, in scope: EvaluationScope) -> [RouteRegistration.Arm] {
        let switches = closure.statements.compactMap { $0.expression?.as(SwitchExprSyntax.self) }
        guard let only = switches.first, switches.count == 1 else {
            return [RouteRegistration.Arm(cases: [], views: nodes(of: ExprSyntax(closure), in: scope))]
        }
        return only.cases.compactMap { item -> RouteRegistration.Arm? in
            guard let switchCase = item.as(SwitchCaseSyntax.self) else { return nil }
            var cases: [String] = []
            if case let .case(label) = switchCase.label {
                cases = CasePattern.patterns(of: label).compactMap(\.caseName)
            }
            return RouteRegistration.Arm(cases: cases, views: nodes(of: switchCase.statements, in: scope))
        }
    }

    private static func ifBranches(_ ifExpression: IfExprSyntax, in scope: EvaluationScope) -> [ViewNode] {
        var found = nodes(of: ifExpression.body.statements, in: scope)
        switch ifExpression.elseBody {
        case let .ifExpr(next)?: found += ifBranches(next, in: scope)
        case let .codeBlock(block)?: found += nodes(of: block.statements, in: scope)
        case nil: break
        }
        return found
    }

    private static func call(_ call: FunctionCallExprSyntax, in scope: EvaluationScope) -> [ViewNode] {
        var callee = ExpressionValue.peeled(call.calledExpression)
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        // A modifier (`Detail().padding()`) keeps the view it modifies.
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base,
           !ExpressionValue.isTypeName(member.declName.baseName.text) {
            let baseValue = ExpressionValue.of(base, in: scope)
            if case .typeReference = baseValue {} else if !isPlainValue(base) {
                return nodes(of: base, in: scope)
            }
        }
        let value = ExpressionValue.of(ExprSyntax(call), in: scope)
        // What a link pushes is a screen of its own, not content of the view the link sits in.
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationLink" { return [ViewNode(value: value, children: [])] }
        var children: [ViewNode] = []
        if case .instance = value {
            for argument in call.arguments { children += nodes(of: argument.expression, in: scope) }
            if let trailing = call.trailingClosure, !isRowBuilder(trailing, of: callee) {
                children += nodes(of: trailing.statements, in: scope)
            }
            for extra in call.additionalTrailingClosures where extra.label.text != "label" {
                children += nodes(of: extra.closure.statements, in: scope)
            }
        }
        if case .unknown = value, children.isEmpty { return [] }
        return [ViewNode(value: value, children: children)]
    }

    /// Whether the closure builds one row per element of a list's data (`List(crew) { member in CrewRow(member) }`):
    /// a row is a part of the list, never the screen the list is.
    private static func isRowBuilder(_ closure: ClosureExprSyntax, of callee: ExprSyntax) -> Bool {
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, rowContainers.contains(name) else { return false }
        return closure.signature != nil || closure.statements.tokens(viewMode: .sourceAccurate).contains { token in
            if case .dollarIdentifier = token.tokenKind { true } else { false }
        }
    }

    private static let rowContainers: Set<String> = ["List", "ForEach"]

    /// Whether a modifier's base is a value rather than a view being modified (`viewModel.makeDetail()`).
    private static func isPlainValue(_ expression: ExprSyntax) -> Bool {
        let expression = ExpressionValue.peeled(expression)
        return expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
    }
}
