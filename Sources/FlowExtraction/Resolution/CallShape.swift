import SwiftSyntax

/// A function call reduced to what resolution needs: who receives it, its base name and its argument labels.
struct CallShape {
    /// What a call is made on.
    enum Receiver {
        /// `foo()`: the enclosing type, a local function or a global function.
        case implicit
        /// `self.foo()`, `self?.foo()` or `self!.foo()`.
        case selfValue
        /// `super.foo()`.
        case superValue
        /// `something.foo()`: another value or a type.
        case other(ExprSyntax)
    }

    let call: FunctionCallExprSyntax
    let receiver: Receiver
    let name: String

    /// The shape of `call`, or nil when the callee is not a plain or member name (a closure call, a subscript).
    init?(_ call: FunctionCallExprSyntax) {
        self.call = call
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            receiver = .implicit
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            receiver = Self.receiver(of: base)
            name = member.declName.baseName.text
        } else {
            return nil
        }
    }

    /// Whether the call is made on the enclosing instance, with or without a written `self`, or on one of
    /// `aliases`, local names known to hold `self`.
    func isOnSelf(aliases: Set<String>) -> Bool {
        switch receiver {
        case .implicit, .selfValue:
            return true
        case .superValue:
            return false
        case let .other(base):
            var expression = base
            if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
            if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            return aliases.contains(name)
        }
    }

    /// The labelled arguments in source order; trailing closures are not included.
    var arguments: [LabeledExprSyntax] { Array(call.arguments) }

    /// The argument with this label.
    func argument(_ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// The first argument when it has no label (`present(.garden(), ...)`).
    var firstUnlabeledArgument: ExprSyntax? {
        guard let first = call.arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The closure passed as `label:` or, failing that, as the trailing closure.
    func closure(label: String) -> ClosureExprSyntax? {
        if let closure = argument(label)?.as(ClosureExprSyntax.self) { return closure }
        return call.trailingClosure
    }

    /// The call as written, on one line, for messages.
    var text: String { call.trimmedText.collapsingWhitespace }

    private static func receiver(of base: ExprSyntax) -> Receiver {
        var expression = base
        if let optional = expression.as(OptionalChainingExprSyntax.self) { expression = optional.expression }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { expression = forced.expression }
        if expression.is(SuperExprSyntax.self) { return .superValue }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            return .selfValue
        }
        return .other(base)
    }
}
