import SwiftSyntax

/// Reads which view controller an expression creates, from syntax alone: an initializer (`LoginViewController()`),
/// a `UINavigationController(rootViewController:)` around one, a SwiftUI view a `UIHostingController(rootView:)`
/// hosts, a static factory on the type
/// (`LoginViewController.make()`), a builder or factory method whose return is known, or a local name set to
/// one of these.
struct ViewControllerExpression {
    /// Method name → the builders that declare it; empty in the first pass, where only one file is known.
    let factories: [String: [UIKitFileFacts.Factory]]

    /// Container types whose own type says nothing about the screen shown.
    static let genericTypes: Set<String> = ["UIViewController", "UINavigationController", "UITabBarController"]

    func value(of expression: ExprSyntax, depth: Int = 0) -> ViewControllerValue? {
        guard depth < 8 else { return nil }
        let expression = expression.unparenthesized
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return LocalValue.initializer(of: reference.baseName.text, before: Syntax(reference))
                .flatMap { value(of: $0, depth: depth + 1) }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
            switch type {
            case "UINavigationController":
                let root = call.arguments.first { $0.label?.text == "rootViewController" }?.expression
                return root.flatMap { value(of: $0, depth: depth + 1) }.map { ViewControllerValue(type: $0.type, inNavigation: true) }
            case "UIHostingController":
                // A SwiftUI view hosted in UIKit is the screen; the host says nothing of it.
                let root = call.arguments.first { $0.label?.text == "rootView" }?.expression
                return root.flatMap { value(of: $0, depth: depth + 1) }
            // A SwiftUI stack around one view (`NavigationStack { edit }`, as a hosting controller's root view):
            // that view, in navigation.
            case "NavigationStack", "NavigationView":
                guard let (_, content) = ExpressionValue.stackContent(call) else { return nil }
                return value(of: content, depth: depth + 1).map { ViewControllerValue(type: $0.type, inNavigation: true) }
            default:
                return ViewControllerValue(type: type, inNavigation: false)
            }
        }
        guard let shape = CallShape(call) else { return nil }
        if case let .other(base) = shape.receiver, let type = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
           type.first?.isUppercase == true, !Self.isBuilder(type) {
            return ViewControllerValue(type: type, inNavigation: false)
        }
        let receiver = ReceiverType.of(shape)
        let matches = (factories[shape.name] ?? []).filter { factory in
            receiver.map { TypeNames.match(factory.owner, written: $0) || TypeNames.match($0, written: factory.owner) } ?? true
        }
        let values = Set(matches.map(\.viewController))
        return values.count == 1 ? values.first : nil
    }

    /// The view controller a builder or factory method returns: its declared type unless that is a container
    /// type, else what its last `return` creates.
    static func returned(by function: FunctionDeclSyntax) -> ViewControllerValue? {
        if let declared = function.signature.returnClause.flatMap({ TypeName($0.type) }),
           !genericTypes.contains(declared.simpleName), declared.simpleName.hasSuffix("Controller") {
            return ViewControllerValue(type: declared.simpleName, inNavigation: false)
        }
        guard function.signature.returnClause != nil, let last = function.body?.statements.last?.item else { return nil }
        let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExpressionStmtSyntax.self)?.expression
            ?? last.as(ExprSyntax.self)
        return returned.flatMap { ViewControllerExpression(factories: [:]).value(of: $0) }
    }

    /// `LoginBuilder`, `ScreenFactory`: types whose methods make something else.
    private static func isBuilder(_ type: String) -> Bool {
        type.hasSuffix("Builder") || type.hasSuffix("Factory")
    }
}
