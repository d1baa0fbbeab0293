import SwiftSyntax

/// Conditions that only unwrap a weak `self` in a closure: `guard let self`, `guard let self = self`,
/// `if let strongSelf = self`. They fail only once the object is gone, so what they guard is not conditional
/// navigation, and the names they bind stand for `self`.
struct SelfUnwrapping {
    /// The names other than `self` bound to it (`strongSelf`).
    let aliases: Set<String>

    /// Nil unless every condition unwraps `self`.
    init?(_ conditions: ConditionElementListSyntax) {
        var aliases: Set<String> = []
        for element in conditions {
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { return nil }
            if let value = binding.initializer?.value {
                guard Self.isSelf(value) else { return nil }
                if name.tokenKind != .keyword(.self) { aliases.insert(name.text) }
            } else if name.tokenKind != .keyword(.self) {
                return nil
            }
        }
        self.aliases = aliases
    }

    /// The names `let strongSelf = self` binds to `self`.
    static func aliases(in variable: VariableDeclSyntax) -> Set<String> {
        Set(variable.bindings.compactMap { binding in
            guard let value = binding.initializer?.value, isSelf(value) else { return nil }
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
    }

    private static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
