import SwiftSyntax

/// Follows a local name back to what it was set to: `let screen = LoginViewController()` before
/// `push(screen)`. Only `let`/`var` declarations earlier in an enclosing block count.
enum LocalValue {
    /// The initializer of the nearest earlier declaration of `name` around `node`, or nil.
    static func initializer(of name: String, before node: Syntax) -> ExprSyntax? {
        var child = node
        var current = node.parent
        while let scope = current {
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == child.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in variable.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        if let value = binding.initializer?.value { return value }
                    }
                }
            }
            if scope.is(FunctionDeclSyntax.self) { return nil }
            child = scope
            current = scope.parent
        }
        return nil
    }
}
