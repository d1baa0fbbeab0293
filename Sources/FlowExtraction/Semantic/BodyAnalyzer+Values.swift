import FlowModel
import SwiftSyntax

/// How some values written in a body are read: an element of a kept collection, a literal selecting a case, an
/// implicit initializer handed as an argument, a window scene's identifier.
extension BodyAnalyzer {
    /// Whether every screen an array literal names is an element of a collection (`pages[0]`, `pages.first`).
    static func isKeptElement(_ value: SemanticValue) -> Bool {
        let elements = value.alternatives
        return !elements.isEmpty && elements.allSatisfy { element in
            if case .member(_?, "first") = element { return true }
            if case .member(_?, "last") = element { return true }
            return false
        }
    }

    /// `.init(onBrowse: { ... })` handed as an argument (`BranchHomeViewController(actions: .init(...))`): a value of
    /// the parameter's type, which only the callee's declaration names; what it holds is reached through the
    /// construction's property of the argument's label (`.member(BranchHomeViewController(...), actions)`), as the
    /// screen reaches it (`actions.onBrowse()`). Nil for any other call.
    static func implicitConstructionHolder(
        _ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?, in scope: EvaluationScope
    ) -> SemanticValue? {
        guard name == "init", base == nil, node.calledExpression.is(MemberAccessExprSyntax.self),
              let argument = node.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        let holder = ExpressionValue.of(ExprSyntax(outer), in: scope)
        guard case .instance = holder else { return nil }
        return .member(holder, label)
    }

    /// SwiftUI's own presentation modifiers and the mode of each. An inspector is a trailing column on wide screens
    /// and a sheet on an iPhone's.
    static let presentationModes: [String: PresentationMode] = [
        "sheet": .sheet, "popover": .sheet, "inspector": .sheet, "fullScreenCover": .fullScreen,
    ]

    /// The literal identifier of a window scene (`id: "sky-map"`).
    static func windowIdentifier(_ node: FunctionCallExprSyntax) -> String? {
        node.arguments.first { $0.label?.text == "id" }.flatMap { stringLiteral($0.expression) }
    }

    /// The value standing for a window scene the app opens by its identifier: no type's member (`#` is no part of a
    /// Swift identifier).
    static func window(_ id: String) -> SemanticValue {
        .member(.typeReference("#window"), id)
    }

    /// A string or integer literal set on a property, as the case of a value it selects (`tab = "moon"` for a tab
    /// tagged `.tag("moon")`, `selection = 2` for `.tag(2)`): its text, as a `case "moon":` pattern names it.
    static func literalCase(_ expression: ExprSyntax) -> SemanticValue? {
        if let text = stringLiteral(expression) { return .enumCase("String", text) }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return .enumCase("Int", integer.literal.text) }
        return nil
    }

    /// Whether the function is a page view controller's data source handing it the page before or after the one
    /// shown (`pageViewController(_:viewControllerAfter:)`).
    static func isPageDataSource(_ function: SemanticFunction) -> Bool {
        function.name == "pageViewController" && function.parameters.count == 2
            && ["viewControllerAfter", "viewControllerBefore"].contains(function.parameters[1].label)
    }
}
